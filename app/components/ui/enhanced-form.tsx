// A form that works without JavaScript and is optimistic with it: the one protocol every control uses.
// Without scripts it is a plain POST (the action redirects back with a flash toast, or renders the page
// with field errors). With scripts it posts through a fetcher with `_js=1`; the action answers JSON
// (`{ ok, toast, error, ...data }`), the control updates in place and the toast shows here.
import { useFetcher, type FetcherWithComponents } from "@remix-run/react";
import { useEffect, useRef, type ComponentProps } from "react";
import type { ToastMessage } from "~/lib/root-data";
import { useHydrated } from "~/lib/use-hydrated";
import { useShowToast } from "./toaster";

export type ScriptedResult = {
  ok: boolean;
  toast?: ToastMessage | null;
  error?: { code: string; message: string; fields?: Record<string, string> };
};

/**
 * A fetcher for an enhanced form. `toasts`: which answers' toasts to show ("all", or "failures" when the
 * control shows success itself). `onSuccess` runs once per successful answer.
 */
export function useEnhancedFetcher<T extends ScriptedResult = ScriptedResult>(
  options: { key?: string; toasts?: "all" | "failures"; onSuccess?: (data: T) => void } = {},
) {
  const fetcher = useFetcher<T>(options.key ? { key: options.key } : undefined);
  const show = useShowToast();
  // Our actions answer plain JSON objects, so the serialised type is the declared one.
  const data = fetcher.data as T | undefined;
  // The toast as soon as the answer arrives (the page may revalidate and unmount this control right after).
  useEffect(() => {
    if (data?.toast && (options.toasts !== "failures" || !data.ok)) show(data.toast);
    // Once per answer: every answer is a new object.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data]);
  // `onSuccess` once the page has settled, so what it loads is not cut short by the revalidation.
  const handled = useRef<T | undefined>(undefined);
  useEffect(() => {
    if (fetcher.state !== "idle" || !data?.ok || handled.current === data) return;
    handled.current = data;
    options.onSuccess?.(data);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.state, data]);
  return {
    fetcher,
    data,
    pending: fetcher.state !== "idle",
    fieldErrors: data?.ok === false ? (data.error?.fields ?? {}) : {},
  };
}

// `formRef`, not `ref`: React 18 does not pass `ref` to function components.
type FormProps = Omit<ComponentProps<"form">, "method" | "action" | "ref" | "encType"> & {
  formRef?: React.Ref<HTMLFormElement>;
};

/** The form itself: posts to `action`, marks script-sent submissions, and says where to come back to. */
export function EnhancedForm<T>({
  fetcher,
  action,
  returnTo,
  formRef,
  children,
  ...props
}: FormProps & { fetcher: FetcherWithComponents<T>; action: string; returnTo?: string }) {
  const hydrated = useHydrated();
  return (
    <fetcher.Form ref={formRef} method="post" action={action} preventScrollReset {...props}>
      {/* Tells the action our scripts sent the form (answer with JSON, not a redirect). */}
      {hydrated ? <input type="hidden" name="_js" value="1" /> : null}
      {returnTo !== undefined ? <input type="hidden" name="returnTo" value={returnTo} /> : null}
      {children}
    </fetcher.Form>
  );
}
