// The Radix toast and its F8 region, loaded once the page is interactive (ToastProvider renders it lazily).
import { useTranslation } from "~/i18n/react";
import * as RadixToast from "@radix-ui/react-toast";
import { toastTone as tone, ToastActionForm } from "~/components/ui/kit";
import type { ToastMessage } from "~/lib/page-context";

export default function ToastRegion({
  current,
  open,
  onOpenChange,
}: {
  current: ToastMessage | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <RadixToast.Provider duration={5000} swipeDirection="right" swipeThreshold={50} label={t("toast.region")}>
      {current ? (
        <RadixToast.Root
          key={current.id}
          open={open}
          onOpenChange={onOpenChange}
          type={current.type === "error" ? "foreground" : "background"}
          data-testid="toast"
          className={`pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pe-8 shadow-lg data-[state=open]:animate-toast-in data-[state=closed]:animate-toast-out data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=end]:animate-toast-swipe-out ${tone[current.type]}`}
        >
          <div className="grid gap-1">
            <RadixToast.Title className="text-sm font-semibold">{current.title}</RadixToast.Title>
            {current.description ? (
              <RadixToast.Description className="text-sm opacity-90">{current.description}</RadixToast.Description>
            ) : null}
            {/* A plain button, not Radix's Action: that one closes the toast on click, taking the form with it. */}
            {current.action ? <ToastActionForm action={current.action} /> : null}
          </div>
          <RadixToast.Close
            aria-label={t("toast.close")}
            className="absolute end-2 top-2 rounded p-1 opacity-70 hover:opacity-100"
          >
            <span aria-hidden>×</span>
          </RadixToast.Close>
        </RadixToast.Root>
      ) : null}
      <RadixToast.Viewport
        hotkey={["F8"]}
        label={t("toast.viewport")}
        className="fixed bottom-20 right-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 outline-none sm:bottom-0 sm:max-w-[420px]"
      />
    </RadixToast.Provider>
  );
}
