// The confirmation page a destructive action's button leads to without JS (with JS it opens the same
// question in a dialog, ConfirmAction in kit.tsx): the real form, and a way back to where the member was.
import { useTranslation } from "~/i18n/react";
import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { Link } from "~/components/ui/kit";
import { ConfirmationButtons, ConfirmationText, type Confirmation } from "./confirmation";

export function ConfirmPage({
  confirmation,
  returnTo,
  action,
  fields = {},
  extra,
  children,
}: {
  confirmation: Confirmation;
  /** Where Cancel goes, and where the action comes back to. */
  returnTo: string;
  /** Where the form posts; this page's own action unless given. */
  action?: string;
  fields?: Record<string, string>;
  /** More about the item, under the question (an event's date). */
  children?: ReactNode;
  /** Fields filled in before confirming (a reason), inside the form. */
  extra?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <main className="mx-auto w-full max-w-md px-4 py-6">
      <div className="card" data-testid="confirmation">
        <ConfirmationText confirmation={confirmation} id="confirm" heading="h1" />
        {children}
        <Form method="post" action={action}>
          <input type="hidden" name="returnTo" value={returnTo} />
          {Object.entries(fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          {extra}
          <ConfirmationButtons>
            <Link to={returnTo} className="btn-secondary">
              {confirmation.cancel ?? t("confirm.cancel")}
            </Link>
            <button type="submit" className="btn-danger">
              {confirmation.confirm}
            </button>
          </ConfirmationButtons>
        </Form>
      </div>
    </main>
  );
}
