// A destructive action's button (decision 036). Without JS it is a GET form to the action's confirmation
// page (confirm-page.tsx), carrying returnTo; with JS the same button opens the question in a modal dialog
// holding the real form (confirm-dialog.tsx). The dialog's code is not in the first load: hovering or
// focusing the button fetches it, and the first click waits for it if it has not arrived.
import { lazy, Suspense, useRef, useState, type ComponentProps, type ReactNode } from "react";
import type { Confirmation } from "./confirmation";

const loadDialog = () => import("./confirm-dialog");
const ConfirmDialog = lazy(loadDialog);
const preload = () => void loadDialog();

export type ConfirmActionProps = Omit<ComponentProps<"button">, "type" | "form" | "children"> & {
  /** The confirmation page (GET), for browsers without JS. */
  page: string;
  /** Where the confirmed form posts; the confirmation page's own action unless given. */
  action?: string;
  returnTo?: string;
  /** Hidden fields of the confirmed form (an intent, an id). */
  fields?: Record<string, string>;
  confirmation: Confirmation;
  children: ReactNode;
};

export function ConfirmAction({
  page,
  action = page,
  returnTo,
  fields,
  confirmation,
  children,
  ...button
}: ConfirmActionProps) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <>
      <form
        method="get"
        action={page}
        onSubmit={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
      >
        {returnTo !== undefined ? <input type="hidden" name="returnTo" value={returnTo} /> : null}
        <button ref={opener} type="submit" onPointerEnter={preload} onFocus={preload} {...button}>
          {children}
        </button>
      </form>
      {open ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            confirmation={confirmation}
            action={action}
            returnTo={returnTo}
            fields={fields}
            onClose={() => {
              setOpen(false);
              // Back to the button that opened it (still there unless the action took its item away).
              if (opener.current?.isConnected) opener.current.focus();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
