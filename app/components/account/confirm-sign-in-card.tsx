// "Confirm it's you": shown on the security page when the sign-in is over an hour old, since passkeys, two-factor
// sign-in and tokens then need the password again (decision 073). A plain form: it works without JavaScript.
import { Form } from "@remix-run/react";
import { TextField } from "~/components/forms/fields";
import { useTranslation } from "~/i18n/react";

export function ConfirmSignInCard({ error }: { error?: string }) {
  const { t } = useTranslation("account");
  return (
    <section className="card mb-6 max-w-2xl border border-amber-300" aria-labelledby="confirm-sign-in-heading">
      <h2 id="confirm-sign-in-heading" className="font-semibold">
        {t("confirmSignIn.heading")}
      </h2>
      <p className="mt-1 text-sm text-gray-700">{t("confirmSignIn.help")}</p>
      <Form method="post" className="mt-3 max-w-xs space-y-3">
        <input type="hidden" name="intent" value="confirm-sign-in" />
        <TextField
          id="confirm-sign-in-password"
          name="password"
          type="password"
          label={t("confirmSignIn.passwordLabel")}
          autoComplete="current-password"
          required
          maxLength={200}
          error={error}
        />
        <button type="submit" className="btn-primary">
          {t("confirmSignIn.button")}
        </button>
      </Form>
    </section>
  );
}
