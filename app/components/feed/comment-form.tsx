// The comment form: trimmed, non-empty. It posts to the post's page: natively without JS (the page
// answers with field errors and keeps the text), in place with JS (JSON, then the list reloads).
import { useFetcher } from "@remix-run/react";
import { useEffect, useState } from "react";
import { ScriptedMarker, type ScriptedResult } from "~/components/ui/scripted-marker";
import { Spinner } from "~/components/ui/spinner";
import { ShowToast } from "~/components/ui/toaster";
import { useHydrated } from "~/utils/use-hydrated";

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
  const fetcher = useFetcher<ScriptedResult>({ key: `comment-${postId}` });
  const hydrated = useHydrated();
  const [content, setContent] = useState(defaultValue ?? "");
  const pending = fetcher.state !== "idle";
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok) {
      setContent("");
      onPosted?.();
    }
    // Runs once per answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.state, fetcher.data]);
  const fieldError = fetcher.data?.error?.fields?.content ?? error;
  return (
    <fetcher.Form method="post" action={`/posts/${postId}`} className="mt-3" preventScrollReset>
      <ScriptedMarker />
      <input type="hidden" name="intent" value="comment" />
      <input type="hidden" name="returnTo" value={returnTo} />
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
          maxLength={2000}
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
      <ShowToast toast={fetcher.data?.toast} />
    </fetcher.Form>
  );
}
