import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { deleteConfirmation, PREVIEW_LENGTH } from "~/components/feed/post-parts";
import { ConfirmPage } from "~/components/ui/confirm-page";
import {
  deleteComment,
  getComment,
  actionFailure,
  actionSuccess,
  invariantResponse,
  requireUser,
  safeRedirect,
  readForm,
  pageT,
  pageHandler,
} from "./comments.$id.delete.server";
import { dataTitleMeta } from "~/lib/page-context";

export const meta = dataTitleMeta;

export function loader({ request, context, params }: LoaderFunctionArgs) {
  return pageHandler(async () => {
    const user = await requireUser(request, context);
    const comment = await getComment(user, params.id);
    invariantResponse(comment.canDelete, "You can only delete your own comments", 403);
    const returnTo = safeRedirect(new URL(request.url).searchParams.get("returnTo"), `/posts/${comment.postId}`);
    const t = await pageT(request, context, "feed");
    return { preview: comment.content.slice(0, PREVIEW_LENGTH), returnTo, title: t("titles.deleteComment") };
  });
}

export function action({ request, context, params }: ActionFunctionArgs) {
  return pageHandler(async () => {
    const user = await requireUser(request, context);
    const form = await readForm(request);
    const t = await pageT(request, context, "feed");
    try {
      const { postId } = await deleteComment(user, params.id);
      return actionSuccess(form, {
        toast: { type: "success", title: t("toasts.commentDeleted") },
        fallback: `/posts/${postId}`,
      });
    } catch (error) {
      return actionFailure(form, error, t("toasts.commentDeleteFailed"));
    }
  });
}

export default function DeleteCommentPage() {
  const { preview, returnTo } = useLoaderData<typeof loader>();
  const { t } = useTranslation("feed");
  return <ConfirmPage confirmation={deleteConfirmation("comment", preview, t)} returnTo={returnTo} />;
}
