// The gentle reminder for a member whose email is not confirmed yet, with a plain form to send the link again.
import { Form } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";

export function VerifyEmailBanner() {
  const { t } = useTranslation("auth");
  return (
    <div
      className="mx-auto mb-4 flex max-w-5xl flex-wrap items-center gap-2 rounded bg-amber-50 px-4 py-2 text-sm text-amber-900"
      data-testid="verify-banner"
    >
      <span className="min-w-0 flex-1">{t("verify.banner")}</span>
      <Form method="post" action="/verify-email">
        <input type="hidden" name="intent" value="resend" />
        <button type="submit" className="font-semibold underline">
          {t("verify.resend")}
        </button>
      </Form>
    </div>
  );
}
