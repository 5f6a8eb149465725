import { Form } from "@remix-run/react";
import { TextField } from "~/components/forms/fields";
import { useTranslation } from "~/i18n/react";

export function DeleteAccountCard({
  needsCode,
  errors,
}: {
  needsCode: boolean;
  errors?: { password?: string; code?: string };
}) {
  const { t } = useTranslation("account");
  return (
    <section className="card mt-6 max-w-2xl border border-red-200" aria-labelledby="delete-account-heading">
      <h2 id="delete-account-heading" className="font-semibold text-red-800">
        {t("deletion.heading")}
      </h2>
      <p className="mt-1 text-sm text-gray-700">{t("deletion.statement")}</p>
      <Form method="post" className="mt-3 max-w-xs space-y-3">
        <input type="hidden" name="intent" value="delete-account" />
        <TextField
          id="delete-password"
          name="password"
          type="password"
          label={t("deletion.passwordLabel")}
          autoComplete="current-password"
          required
          maxLength={200}
          error={errors?.password}
        />
        {needsCode ? (
          <TextField
            id="delete-code"
            name="code"
            label={t("deletion.codeLabel")}
            autoComplete="one-time-code"
            required
            maxLength={40}
            error={errors?.code}
          />
        ) : null}
        <button type="submit" className="btn-primary bg-red-700 hover:bg-red-800">
          {t("deletion.button")}
        </button>
      </Form>
    </section>
  );
}
