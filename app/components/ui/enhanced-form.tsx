// A form that works without JavaScript and is optimistic with it: the one protocol every control uses.
// Without scripts it is a plain POST; with them it posts through a fetcher. The action answers both the
// same way (page-response.server.ts): a redirect back with the toast in the flash cookie, which the
// fetcher follows (the page's loaders reload and the root shows the toast), or a refused form's FormReply,
// whose toast shows here.
import { useFetcher, type FetcherWithComponents } from "@remix-run/react";
import { useEffect, useRef, useState, type ComponentProps } from "react";
import { SubmissionToken } from "~/components/forms/submission-token";
import { asFormReply, replyFieldErrors } from "~/lib/form-reply";
import { useHydrated } from "~/lib/use-hydrated";
import { useShowToast } from "./toaster";

/**
 * A fetcher for an enhanced form. `reply` is the server's refusal of the last submission, if it refused it;
 * `onSuccess` runs once each time a submission was accepted and the page has reloaded.
 */
export function useEnhancedFetcher(options: { key?: string; onSuccess?: () => void } = {}) {
  const fetcher = useFetcher(options.key ? { key: options.key } : undefined);
  const show = useShowToast();
  const reply = asFormReply(fetcher.data);
  // The toast as soon as the answer arrives (the page may revalidate and unmount this control right after).
  useEffect(() => {
    if (reply) show(reply.toast);
    // Once per answer: every answer is a new object.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reply]);
  // A submission ends when the fetcher is idle again; it was accepted when it left no refusal behind.
  const submitted = useRef(false);
  useEffect(() => {
    if (fetcher.state === "submitting") submitted.current = true;
    if (fetcher.state !== "idle" || !submitted.current) return;
    submitted.current = false;
    if (!reply) options.onSuccess?.();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.state, reply]);
  return { fetcher, reply, pending: fetcher.state !== "idle", fieldErrors: replyFieldErrors(reply) };
}

// `formRef`, not `ref`: React 18 does not pass `ref` to function components.
type FormProps = Omit<ComponentProps<"form">, "method" | "action" | "ref" | "encType"> & {
  formRef?: React.Ref<HTMLFormElement>;
  /** Multipart for a form with files (the composer's photos). */
  encType?: "multipart/form-data";
  /**
   * Keep the reader's scroll position when the answer reloads the page (the default: likes, comments, RSVPs).
   * A form whose answer leads to the top of its list (a new service, a new question) says false.
   */
  preventScrollReset?: boolean;
};

/** How many of the fetcher's submissions were accepted (ended without a refusal): each moves the token on. */
function useAcceptedCount(fetcher: FetcherWithComponents<unknown>): number {
  const [accepted, setAccepted] = useState(0);
  const busy = useRef(false);
  useEffect(() => {
    if (fetcher.state !== "idle") {
      busy.current = true;
      return;
    }
    if (!busy.current) return;
    busy.current = false;
    // A refused form wrote nothing: sent again, it may keep its token.
    if (!asFormReply(fetcher.data)) setAccepted((count) => count + 1);
  }, [fetcher.state, fetcher.data]);
  return accepted;
}

/**
 * The form itself: posts to `action`, says where to come back to, and carries its one-time token (decision 031;
 * the routes that create something pass it to the model, the others ignore it).
 */
export function EnhancedForm<T>({
  fetcher,
  action,
  returnTo,
  formRef,
  children,
  preventScrollReset = true,
  ...props
}: FormProps & { fetcher: FetcherWithComponents<T>; action: string; returnTo?: string }) {
  const hydrated = useHydrated();
  // Without scripts the page reloads, so `#post-1` brings the reader back to the card; with them the page
  // stays where it is and a fragment would scroll it.
  const back = returnTo !== undefined && hydrated ? returnTo.replace(/#.*$/, "") : returnTo;
  const accepted = useAcceptedCount(fetcher as FetcherWithComponents<unknown>);
  return (
    <fetcher.Form ref={formRef} method="post" action={action} preventScrollReset={preventScrollReset} {...props}>
      {back !== undefined ? <input type="hidden" name="returnTo" value={back} /> : null}
      <SubmissionToken sent={accepted} />
      {children}
    </fetcher.Form>
  );
}
