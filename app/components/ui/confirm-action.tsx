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
  /** Fields the member fills in before confirming (a reason), inside the dialog's form. */
  extra?: ReactNode;
  children: ReactNode;
};

export function ConfirmAction({
  page,
  action = page,
  returnTo,
  fields,
  confirmation,
  extra,
  children,
  ...button
}: ConfirmActionProps) {
  // Each opening is a round of its own: a dialog closed with Escape reports it a task later, and by then a
  // quick Enter on the button may already have asked again. A late close of an old round changes nothing.
  const [shown, setShown] = useState({ open: false, round: 0 });
  const round = useRef(0);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <>
      <form
        method="get"
        action={page}
        onSubmit={(event) => {
          event.preventDefault();
          round.current += 1;
          setShown({ open: true, round: round.current });
        }}
      >
        {returnTo !== undefined ? <input type="hidden" name="returnTo" value={returnTo} /> : null}
        <button ref={opener} type="submit" onPointerEnter={preload} onFocus={preload} {...button}>
          {children}
        </button>
      </form>
      {shown.open ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            key={shown.round}
            confirmation={confirmation}
            action={action}
            returnTo={returnTo}
            fields={fields}
            extra={extra}
            onClose={() => {
              if (round.current !== shown.round) return;
              setShown({ open: false, round: shown.round });
              // Back to the button that opened it (still there unless the action took its item away).
              if (opener.current?.isConnected) opener.current.focus();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
