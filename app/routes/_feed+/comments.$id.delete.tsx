import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { deleteConfirmation, PREVIEW_LENGTH } from "~/components/feed/delete-control";
import { ConfirmPage } from "~/components/ui/confirm-page";
import { deleteComment, getComment } from "~/models/posts.server";
import { actionFailure, actionSuccess, invariantResponse } from "~/web/page-response.server";
import { requireUser, safeRedirect } from "~/web/guards.server";
import { readForm } from "~/web/form-body.server";
import { titleMeta } from "~/lib/page-title";
import { pageHandler } from "~/web/page-handler.server";

export const meta = titleMeta("Delete comment");

export function loader({ request, context, params }: LoaderFunctionArgs) {
  return pageHandler(async () => {
    const user = await requireUser(request, context);
    const comment = await getComment(user, params.id);
    invariantResponse(comment.canDelete, "You can only delete your own comments", 403);
    const returnTo = safeRedirect(new URL(request.url).searchParams.get("returnTo"), `/posts/${comment.postId}`);
    return { preview: comment.content.slice(0, PREVIEW_LENGTH), returnTo };
  });
}

export function action({ request, context, params }: ActionFunctionArgs) {
  return pageHandler(async () => {
    const user = await requireUser(request, context);
    const form = await readForm(request);
    try {
      const { postId } = await deleteComment(user, params.id);
      return actionSuccess(form, {
        toast: { type: "success", title: "Comment deleted" },
        fallback: `/posts/${postId}`,
      });
    } catch (error) {
      return actionFailure(form, error, "Failed to delete comment. Please try again.");
    }
  });
}

export default function DeleteCommentPage() {
  const { preview, returnTo } = useLoaderData<typeof loader>();
  return <ConfirmPage confirmation={deleteConfirmation("comment", preview)} returnTo={returnTo} />;
}
