// The send box. Without scripts a plain POST to the conversation's page (it redirects back: a reload never
// sends twice). With scripts the message shows at once as pending, is sent in the background, and on an
// error stays marked failed with a Retry. Enter sends, Shift+Enter starts a new line.
import { useCallback, useRef, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { SubmissionToken, useTypedValue, type FormReply } from "~/components/ui/kit";
import { useHydrated, useRevalidateWhenIdle } from "~/lib/page-context";
import type { DirectMessage } from "~/lib/types/messages";
import { LIMITS } from "~/schemas/constants";
import type { OutgoingMessage } from "./thread";
import {
  isNetworkError,
  isOffline,
  useOutboxItems,
  newItemId,
  type OutboxItem,
  useRestoreRefused,
} from "~/lib/outbox/queue";

const FIELD_ID = "message-content";

// `idempotencyKey`: the same for every try of one message, so a Retry after a lost answer sends it once (decision 031).
type Outgoing = OutgoingMessage & { sentId?: string; idempotencyKey: string };

/** The optimistic outbox of one conversation: what is being sent or failed, until the thread shows it. */
export function useOutbox(receiverId: string, messages: DirectMessage[]) {
  const [items, setItems] = useState<Outgoing[]>([]);
  // After a send, once nothing else loads: revalidating then aborted a form's reload (an AbortError, a lost toast).
  const revalidate = useRevalidateWhenIdle();
  const counter = useRef(0);
  const queued = useOutboxItems("message", receiverId);
  const { keep } = queued;
  // Without a connection the message goes to the device's outbox (decision 084) with its Idempotency-Key, so
  // the send from there is the same request as this one: once, even if this try reached the server.
  const keepForLater = useCallback(
    async (key: string, content: string, idempotencyKey: string) => {
      const kept = await keep({
        id: idempotencyKey,
        url: "/api/messages",
        body: { receiverId, content },
        content,
      });
      if (kept) setItems((all) => all.filter((item) => item.key !== key));
      else setItems((all) => all.map((item) => (item.key === key ? { ...item, failed: true } : item)));
    },
    [keep, receiverId],
  );
  const deliver = useCallback(
    async (key: string, content: string, idempotencyKey: string) => {
      setItems((all) => all.map((item) => (item.key === key ? { ...item, failed: false } : item)));
      if (isOffline()) return keepForLater(key, content, idempotencyKey);
      let sentId: string | undefined;
      try {
        // The API with the session cookie: a JSON body, which no cross-site form can send.
        const response = await fetch("/api/messages", {
          method: "POST",
          headers: { "Content-Type": "application/json", "Idempotency-Key": idempotencyKey },
          body: JSON.stringify({ receiverId, content }),
        });
        if (response.status === 201) sentId = ((await response.json()) as DirectMessage).id;
      } catch (error) {
        // No answer at all: kept on the device and sent when the connection returns.
        if (isNetworkError(error)) return keepForLater(key, content, idempotencyKey);
      }
      setItems((all) => all.map((item) => (item.key === key ? { ...item, failed: !sentId, sentId } : item)));
      if (sentId) revalidate();
    },
    [receiverId, revalidate, keepForLater],
  );
  const send = (content: string) => {
    const key = `out-${++counter.current}`;
    const idempotencyKey = newItemId();
    setItems((all) => [...all, { key, content, failed: false, idempotencyKey }]);
    void deliver(key, content, idempotencyKey);
  };
  const retry = (key: string) => {
    const item = items.find((candidate) => candidate.key === key);
    if (item) void deliver(key, item.content, item.idempotencyKey);
  };
  const shown = new Set(messages.map((message) => message.id));
  return {
    outbox: items.filter((item) => !item.sentId || !shown.has(item.sentId)),
    waiting: queued.waiting,
    refused: queued.refused,
    remove: queued.remove,
    send,
    retry,
  };
}

export function SendForm({
  action,
  draft,
  failure,
  onSend,
  refused = [],
}: {
  action: string;
  draft: string;
  failure?: FormReply;
  onSend: (content: string) => void;
  /** Messages the server refused when the outbox sent them: their text comes back here, with the reason. */
  refused?: OutboxItem[];
}) {
  const { t } = useTranslation("messages");
  const hydrated = useHydrated();
  const [content, setContent] = useTypedValue(FIELD_ID, failure?.initialValue.content ?? draft);
  const [error, setError] = useState<string | undefined>(undefined);
  const restored = useRestoreRefused(refused, setContent);
  const shownError = error ?? restored.reason ?? failure?.error.content?.[0];
  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    if (!hydrated) return;
    event.preventDefault();
    const text = content.trim();
    if (!text) return setError(t("sendForm.empty"));
    if (text.length > LIMITS.message) return setError(t("sendForm.tooLong", { max: LIMITS.message }));
    setError(undefined);
    restored.settle();
    setContent("");
    onSend(text);
  };
  return (
    <form
      method="post"
      action={action}
      onSubmit={submit}
      className="border-t border-gray-100 p-3"
      noValidate={hydrated}
    >
      <SubmissionToken />
      <label htmlFor="message-content" className="sr-only">
        {t("sendForm.label")}
      </label>
      <div className="flex items-end gap-2">
        <textarea
          id={FIELD_ID}
          name="content"
          rows={2}
          required
          maxLength={LIMITS.message}
          value={content}
          onChange={(event) => setContent(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              event.currentTarget.form?.requestSubmit();
            }
          }}
          placeholder={t("sendForm.placeholder")}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={shownError ? "message-content-error" : undefined}
          className="field-input min-w-0 flex-1 resize-y"
        />
        <button type="submit" className="btn-primary">
          {t("sendForm.send")}
        </button>
      </div>
      {shownError ? (
        <p id="message-content-error" className="field-error">
          {shownError}
        </p>
      ) : null}
    </form>
  );
}
