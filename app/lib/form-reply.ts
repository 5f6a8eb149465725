// What a page action answers when it refuses a form: Conform's own result shape (`SubmissionResult`:
// field errors and what the user typed, given straight to `useForm({ lastResult })`) with the toast that
// says why. The same object reaches a page without scripts (useActionData) and a fetcher (fetcher.data);
// an accepted form is answered with a redirect instead, which fetchers follow.
import type { ToastMessage } from "./root-data";

export type FormReply = {
  status: "error";
  initialValue: Record<string, string>;
  error: Record<string, string[]>;
  toast: ToastMessage;
  /** A city picker's "did you mean" places, by field name. */
  choices?: Record<string, Array<{ id: number; label: string }>>;
};

/** A fetcher's or a page's answer, when it is a refused form (a redirect leaves no data). */
export function asFormReply(value: unknown): FormReply | undefined {
  return typeof value === "object" && value !== null && (value as { status?: unknown }).status === "error"
    ? (value as FormReply)
    : undefined;
}

/** Each refused field's first error (for a form that shows errors without Conform). */
export function replyFieldErrors(reply: FormReply | undefined): Record<string, string> {
  if (!reply) return {};
  return Object.fromEntries(Object.entries(reply.error).map(([name, messages]) => [name, messages[0] ?? ""]));
}
