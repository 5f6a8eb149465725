import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { deleteConfirmation, PREVIEW_LENGTH } from "~/components/feed/post-parts";
import { ConfirmPage } from "~/components/ui/confirm-page";
import {
  deletePost,
  getPost,
  actionFailure,
  actionSuccess,
  invariantResponse,
  requireUser,
  safeRedirect,
  readForm,
  pageT,
  pageHandler,
} from "./posts.$id_.delete.server";
import { dataTitleMeta } from "~/lib/page-context";

export const meta = dataTitleMeta;

export function loader({ request, context, params }: LoaderFunctionArgs) {
  return pageHandler(async () => {
    const user = await requireUser(request, context);
    const post = await getPost(user, params.id);
    invariantResponse(post.canDelete, "You can only delete your own posts", 403);
    const t = await pageT(request, context, "feed");
    return {
      title: t("titles.deletePost"),
      preview: post.content.slice(0, PREVIEW_LENGTH),
      returnTo: safeRedirect(new URL(request.url).searchParams.get("returnTo")),
    };
  });
}

export function action({ request, context, params }: ActionFunctionArgs) {
  return pageHandler(async () => {
    const user = await requireUser(request, context);
    const form = await readForm(request);
    const t = await pageT(request, context, "feed");
    // Back to a page that still exists.
    if (typeof form.returnTo === "string" && form.returnTo.startsWith(`/posts/${params.id}`)) form.returnTo = "/";
    try {
      await deletePost(user, params.id);
      return actionSuccess(form, { toast: { type: "success", title: t("toasts.postDeleted") } });
    } catch (error) {
      return actionFailure(form, error, t("toasts.postDeleteFailed"));
    }
  });
}

export default function DeletePostPage() {
  const { preview, returnTo } = useLoaderData<typeof loader>();
  const { t } = useTranslation("feed");
  return <ConfirmPage confirmation={deleteConfirmation("post", preview, t)} returnTo={returnTo} />;
}
