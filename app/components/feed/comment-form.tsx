// The comment form: trimmed, non-empty. It posts to the post's page: natively without JS (the page
// answers with field errors and keeps the text), in place with JS (JSON, then the list reloads).
import { useState } from "react";
import { EnhancedForm, useEnhancedFetcher } from "~/components/ui/enhanced-form";
import { formConstraint } from "~/lib/constraints";
import { newCommentSchema } from "~/schemas/posts";
import { Spinner } from "~/components/ui/spinner";
import { useHydrated } from "~/utils/use-hydrated";

// Input limits come from the same schema the server checks.
const constraint = formConstraint(newCommentSchema);

export function CommentForm({
  postId,
  returnTo,
  onPosted,
  error,
  defaultValue,
}: {
  postId: string;
  returnTo: string;
  onPosted?: () => void;
  error?: string;
  defaultValue?: string;
}) {
  const hydrated = useHydrated();
  const [content, setContent] = useState(defaultValue ?? "");
  const { fetcher, pending, fieldErrors } = useEnhancedFetcher({
    key: `comment-${postId}`,
    onSuccess: () => {
      setContent("");
      onPosted?.();
    },
  });
  const fieldError = fieldErrors.content ?? error;
  return (
    <EnhancedForm fetcher={fetcher} action={`/posts/${postId}`} returnTo={returnTo} className="mt-3">
      <input type="hidden" name="intent" value="comment" />
      <label htmlFor={`comment-input-${postId}`} className="sr-only">
        Write a comment
      </label>
      <div className="flex gap-2">
        <input
          id={`comment-input-${postId}`}
          name="content"
          value={content}
          onChange={(event) => setContent(event.target.value)}
          placeholder="Write a comment…"
          maxLength={constraint.content?.maxLength}
          autoComplete="off"
          className="field-input flex-1"
          aria-invalid={fieldError ? true : undefined}
        />
        <button type="submit" className="btn-primary" disabled={hydrated && (pending || content.trim() === "")}>
          {pending ? <Spinner /> : null}
          Comment
        </button>
      </div>
      {fieldError ? <p className="field-error">{fieldError}</p> : null}
    </EnhancedForm>
  );
}
