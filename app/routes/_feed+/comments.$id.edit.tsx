// /comments/:id/edit: its author edits a comment (issue 43 §6). A plain form, with or without scripts; saved, it
// goes back to the post's comments with "Changes saved".
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { CommentEditForm } from "~/components/feed/edit-forms";
import { ShowToast } from "~/components/ui/kit";
import { dataTitleMeta } from "~/lib/page-context";
import {
  actionSuccess,
  editComment,
  formFailure,
  getComment,
  invariantResponse,
  pageHandler,
  pageT,
  readForm,
  requireUser,
} from "./comments.$id.edit.server";

export const meta = dataTitleMeta;

export function loader({ request, context, params }: LoaderFunctionArgs) {
  return pageHandler(async () => {
    const user = await requireUser(request, context);
    const comment = await getComment(user, params.id);
    invariantResponse(comment.canEdit, "You can only edit your own comments", 403);
    const t = await pageT(request, context, "feed");
    return { comment, title: t("edit.commentTitle") };
  });
}

export function action({ request, context, params }: ActionFunctionArgs) {
  return pageHandler(async () => {
    const user = await requireUser(request, context);
    const form = await readForm(request);
    const t = await pageT(request, context, "feed");
    try {
      const comment = await editComment(user, params.id, { content: form.content });
      return actionSuccess(
        {},
        { toast: { type: "success", title: t("edit.saved") }, fallback: `/posts/${comment.postId}#comments` },
      );
    } catch (error) {
      return formFailure(form, error, { message: t("edit.failed"), keep: ["content"] });
    }
  });
}

export default function EditCommentPage() {
  const { comment } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  const { t } = useTranslation("feed");
  return (
    <main className="mx-auto w-full max-w-2xl space-y-4 px-4 py-6">
      <h1 className="text-xl font-bold text-gray-900">{t("edit.commentTitle")}</h1>
      <CommentEditForm comment={comment} failure={failure} cancelTo={`/posts/${comment.postId}#comments`} />
      <ShowToast toast={failure?.toast} />
    </main>
  );
}
