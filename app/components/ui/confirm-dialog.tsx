// The question of a destructive action in a modal <dialog> (loaded by ConfirmAction, ui/kit.tsx, on first use):
// showModal keeps focus inside and starts it on the way out, Escape or the way out closes it, and the
// confirm button sends the real form (the toast comes back with the page, decision 026).
import { useTranslation } from "~/i18n/react";
import { useEffect, useId, useRef, type ReactNode } from "react";
import { EnhancedForm, useEnhancedFetcher, Spinner } from "~/components/ui/kit";
import { ConfirmationButtons, ConfirmationText, type Confirmation } from "./confirmation";

export default function ConfirmDialog({
  confirmation,
  action,
  returnTo,
  fields = {},
  extra,
  onClose,
}: {
  confirmation: Confirmation;
  action: string;
  returnTo?: string;
  fields?: Record<string, string>;
  /** Fields filled in before confirming (a reason). */
  extra?: ReactNode;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();
  const close = () => dialog.current?.close();
  const { fetcher, pending } = useEnhancedFetcher({ onSuccess: close });
  useEffect(() => {
    if (dialog.current && !dialog.current.open) dialog.current.showModal();
  }, []);
  return (
    <dialog
      ref={dialog}
      onClose={onClose}
      // Not while the action is on its way: the answer closes it.
      onCancel={(event) => pending && event.preventDefault()}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
      className="w-[min(28rem,calc(100vw-2rem))] rounded-xl p-5 text-left shadow-xl backdrop:bg-black/40"
      data-testid="confirmation"
    >
      <ConfirmationText confirmation={confirmation} id={id} />
      <EnhancedForm fetcher={fetcher} action={action} returnTo={returnTo}>
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {extra}
        <ConfirmationButtons>
          <button type="button" className="btn-secondary" onClick={close} disabled={pending}>
            {confirmation.cancel ?? t("confirm.cancel")}
          </button>
          <button type="submit" className="btn-danger" disabled={pending}>
            {pending ? <Spinner /> : null}
            {confirmation.confirm}
          </button>
        </ConfirmationButtons>
      </EnhancedForm>
    </dialog>
  );
}
