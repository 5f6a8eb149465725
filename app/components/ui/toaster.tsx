// Toasts under the spec's rules: one at a time, 5000 ms, swipe right, F8, region "Notifications".
// Before scripts run (or without them) the same message is rendered in the page as a status box.
import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useState, type ReactNode } from "react";
import { toastTone as tone } from "~/components/ui/toast-tone";
import type { ToastMessage } from "~/lib/root-data";
import { useHydrated } from "~/lib/use-hydrated";
import { useErrorText } from "~/i18n/error-text";
import { ToastActionForm } from "./toast-action";

const ToastRegion = lazy(() => import("~/components/ui/toast-region"));

const ShowToastContext = createContext<(toast: ToastMessage) => void>(() => {});

export function ToastProvider({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  const [current, setCurrent] = useState<ToastMessage | null>(null);
  const [open, setOpen] = useState(false);
  const show = useCallback((toast: ToastMessage) => {
    setCurrent(toast);
    setOpen(true);
  }, []);
  return (
    <ShowToastContext.Provider value={show}>
      {children}
      {/* Radix arrives after the page is interactive (it is not part of the first load); before that a
          toast is the inline status box below. */}
      {hydrated ? (
        <Suspense fallback={null}>
          <ToastRegion current={current} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </ShowToastContext.Provider>
  );
}

/** Shows a toast from loader or action data: as a Radix toast once hydrated, inline before that. */
export function ShowToast({ toast: sent }: { toast: ToastMessage | null | undefined }) {
  const hydrated = useHydrated();
  const show = useContext(ShowToastContext);
  // A model's refusal arrives in English (its rule's own words): shown in the page's language.
  const errorText = useErrorText();
  const toast = sent && {
    ...sent,
    title: errorText(sent.title),
    ...(sent.description ? { description: errorText(sent.description) } : {}),
  };
  useEffect(() => {
    if (toast && hydrated) show(toast);
    // The id changes with every new message; the same message is not shown twice.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [toast?.id, hydrated]);
  if (hydrated || !toast) return null;
  return (
    <div
      role={toast.type === "error" ? "alert" : "status"}
      data-testid="toast"
      className={`mx-auto my-3 w-full max-w-3xl rounded-xl border p-4 shadow-sm ${tone[toast.type]}`}
    >
      <p className="text-sm font-semibold">{toast.title}</p>
      {toast.description ? <p className="text-sm opacity-90">{toast.description}</p> : null}
      {toast.action ? <ToastActionForm action={toast.action} /> : null}
    </div>
  );
}

/** Shows a toast from the browser (e.g. instant form validation). */
export function useShowToast() {
  return useContext(ShowToastContext);
}
