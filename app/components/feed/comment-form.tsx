// A post's comment form (the post's page, and a feed card's comments once opened): its own file, so the feed's
// first load does not carry it.
import { useRef } from "react";
import { useTranslation } from "~/i18n/react";
import { Spinner, useTypedValue, EnhancedForm, useEnhancedFetcher, type FormReply } from "~/components/ui/kit";
import { useHydrated } from "~/lib/page-context";
import { isOffline, useOutboxItems, useRestoreRefused, newItemId } from "~/lib/outbox/queue";
import { newCommentForm } from "~/components/feed/feed-forms";
import { useLazySchemaForm } from "~/components/forms/use-lazy-schema-form";
import { controlledFieldProps } from "~/components/forms/field-props";
import { LIMITS } from "~/schemas/constants";
import { WaitingToSend } from "./post-parts";

// The comment form: trimmed, non-empty. It posts to the post's page: natively without JS (the page
// answers with field errors and keeps the text), in place with JS (JSON, then the list reloads).

export function CommentForm({
  postId,
  returnTo,
  onPosted,
  failure,
}: {
  postId: string;
  returnTo: string;
  onPosted?: () => void;
  failure?: FormReply;
}) {
  const { t } = useTranslation("feed");
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const { fetcher, reply, pending } = useEnhancedFetcher({
    key: `comment-${postId}`,
    onSuccess: () => {
      formRef.current?.reset();
      setContent("");
      onPosted?.();
    },
  });
  const { form, fields, onSubmit } = useLazySchemaForm({
    id: `comment-${postId}`,
    schema: newCommentForm,
    reply: reply ?? failure,
  });
  const { error, errorId, ...input } = controlledFieldProps(fields.content);
  const [content, setContent] = useTypedValue(input.id, failure?.initialValue.content ?? "");
  const outbox = useOutboxItems("comment", postId);
  const restored = useRestoreRefused(outbox.refused, setContent);
  // No connection: the comment is kept on the device and sent when it returns (decision 084).
  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    restored.settle();
    const text = content;
    if (!hydrated || !isOffline() || text.trim() === "" || text.length > LIMITS.comment) return onSubmit(event);
    event.preventDefault();
    const url = `/api/posts/${encodeURIComponent(postId)}/comments`;
    void outbox.keep({ id: newItemId(), url, body: { content: text }, content: text.trim() }).then((kept) => {
      if (!kept) return restored.notKept();
      formRef.current?.reset();
      setContent("");
    });
  };
  const shownError = error ?? restored.reason;
  return (
    <EnhancedForm
      formRef={formRef}
      fetcher={fetcher}
      action={`/posts/${postId}`}
      returnTo={returnTo}
      id={form.id}
      onSubmit={submit}
      noValidate={form.noValidate}
      className="mt-3"
    >
      <input type="hidden" name="intent" value="comment" />
      <label htmlFor={input.id} className="sr-only">
        {t("commentForm.label")}
      </label>
      <div className="flex gap-2">
        <input
          {...input}
          value={content}
          onChange={(event) => setContent(event.target.value)}
          placeholder={t("commentForm.placeholder")}
          autoComplete="off"
          className="field-input flex-1"
        />
        <button type="submit" className="btn-primary" disabled={hydrated && (pending || content.trim() === "")}>
          {pending ? <Spinner /> : null}
          {t("commentForm.submit")}
        </button>
      </div>
      {shownError ? (
        <p id={errorId} className="field-error">
          {shownError}
        </p>
      ) : null}
      <WaitingToSend items={outbox.waiting} onRemove={outbox.remove} />
    </EnhancedForm>
  );
}
