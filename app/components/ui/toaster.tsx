// Toasts under the spec's rules: one at a time, 5000 ms, swipe right, F8, region "Notifications".
// Before scripts run (or without them) the same message is rendered in the page as a status box.
import * as RadixToast from "@radix-ui/react-toast";
import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from "react";
import type { ToastMessage } from "~/lib/root-data";
import { useHydrated } from "~/lib/use-hydrated";

const ShowToastContext = createContext<(toast: ToastMessage) => void>(() => {});

const tone = {
  success: "border-green-200 bg-white",
  info: "border-gray-200 bg-white",
  error: "border-red-300 bg-red-600 text-white",
} as const;

export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<ToastMessage | null>(null);
  const [open, setOpen] = useState(false);
  const show = useCallback((toast: ToastMessage) => {
    setCurrent(toast);
    setOpen(true);
  }, []);
  return (
    <ShowToastContext.Provider value={show}>
      <RadixToast.Provider duration={5000} swipeDirection="right" swipeThreshold={50} label="Notification">
        {children}
        {current ? (
          <RadixToast.Root
            key={current.id}
            open={open}
            onOpenChange={setOpen}
            type={current.type === "error" ? "foreground" : "background"}
            data-testid="toast"
            className={`pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pr-8 shadow-lg data-[state=open]:animate-toast-in data-[state=closed]:animate-toast-out data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=end]:animate-toast-swipe-out ${tone[current.type]}`}
          >
            <div className="grid gap-1">
              <RadixToast.Title className="text-sm font-semibold">{current.title}</RadixToast.Title>
              {current.description ? (
                <RadixToast.Description className="text-sm opacity-90">{current.description}</RadixToast.Description>
              ) : null}
            </div>
            <RadixToast.Close aria-label="Close" className="absolute right-2 top-2 rounded p-1 opacity-70 hover:opacity-100">
              <span aria-hidden>×</span>
            </RadixToast.Close>
          </RadixToast.Root>
        ) : null}
        <RadixToast.Viewport
          hotkey={["F8"]}
          label="Notifications ({hotkey})"
          className="fixed bottom-20 right-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 outline-none sm:bottom-0 sm:max-w-[420px]"
        />
      </RadixToast.Provider>
    </ShowToastContext.Provider>
  );
}

/** Shows a toast from loader or action data: as a Radix toast once hydrated, inline before that. */
export function ShowToast({ toast }: { toast: ToastMessage | null | undefined }) {
  const hydrated = useHydrated();
  const show = useContext(ShowToastContext);
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
    </div>
  );
}

/** Shows a toast from the browser (e.g. instant form validation). */
export function useShowToast() {
  return useContext(ShowToastContext);
}
