// /posts/:id/edit: its author edits a post (issue 43 §6): text, language, photo descriptions, photos removed.
// A plain form, with or without scripts; saved, it goes back to the post with "Changes saved".
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { PostEditForm, postEditInput } from "~/components/feed/edit-forms";
import { ShowToast } from "~/components/ui/kit";
import { dataTitleMeta } from "~/lib/page-context";
import {
  actionSuccess,
  editPost,
  formFailure,
  getPost,
  invariantResponse,
  pageHandler,
  pageT,
  readForm,
  requireUser,
} from "./posts.$id_.edit.server";

export const meta = dataTitleMeta;

export function loader({ request, context, params }: LoaderFunctionArgs) {
  return pageHandler(async () => {
    const user = await requireUser(request, context);
    const post = await getPost(user, params.id);
    invariantResponse(post.canEdit, "You can only edit your own posts", 403);
    const t = await pageT(request, context, "feed");
    return { post, title: t("edit.postTitle") };
  });
}

export function action({ request, context, params }: ActionFunctionArgs) {
  return pageHandler(async () => {
    const user = await requireUser(request, context);
    const form = await readForm(request);
    const t = await pageT(request, context, "feed");
    try {
      const post = await editPost(user, params.id, postEditInput(form));
      const back = post.type === "advice" ? `/advice/${post.id}` : `/posts/${post.id}`;
      return actionSuccess({}, { toast: { type: "success", title: t("edit.saved") }, fallback: back });
    } catch (error) {
      const photoFields = Object.keys(form).filter((key) => key.startsWith("photo-alt-"));
      return formFailure(form, error, { message: t("edit.failed"), keep: ["content", "language", ...photoFields] });
    }
  });
}

export default function EditPostPage() {
  const { post } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  const { t } = useTranslation("feed");
  const back = post.type === "advice" ? `/advice/${post.id}` : `/posts/${post.id}`;
  return (
    <main className="mx-auto w-full max-w-2xl space-y-4 px-4 py-6">
      <h1 className="text-xl font-bold text-gray-900">{t("edit.postTitle")}</h1>
      <PostEditForm key={post.id} post={post} failure={failure} cancelTo={back} />
      <ShowToast toast={failure?.toast} />
    </main>
  );
}
