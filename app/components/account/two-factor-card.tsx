import { useLocale, formatIn } from "~/lib/page-context";
import { Form } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { Link } from "~/components/ui/kit";
import { TextField } from "~/components/forms/fields";
import type { TwoFactorView } from "~/lib/types/devices";
import { useTimeZone } from "~/lib/use-time-zone";

/** The two-factor card of the security page: off, being set up, on, or just turned on (the codes, once). */
export function TwoFactorCard({
  status,
  recoveryCodes,
  codeError,
}: {
  status: TwoFactorView;
  recoveryCodes?: string[];
  codeError?: string;
}) {
  const locale = useLocale();
  const timeZone = useTimeZone();
  const { t } = useTranslation("account");
  return (
    <section className="card mt-6 max-w-2xl" aria-labelledby="two-factor-heading">
      <h2 id="two-factor-heading" className="font-semibold text-gray-900">
        {t("twoFactor.heading")}
      </h2>
      {recoveryCodes ? (
        <div className="mt-2">
          <h3 className="font-medium text-gray-900">{t("twoFactor.recoveryHeading")}</h3>
          <p className="mt-1 text-sm text-gray-600">{t("twoFactor.recoveryHelp")}</p>
          <ul className="mt-3 grid grid-cols-2 gap-2 font-mono text-sm" aria-label={t("twoFactor.recoveryHeading")}>
            {recoveryCodes.map((code) => (
              <li key={code} className="rounded bg-gray-50 px-2 py-1" data-testid="recovery-code" dir="auto">
                {code}
              </li>
            ))}
          </ul>
          <Link to="/settings/security" className="btn-primary mt-4 inline-block">
            {t("twoFactor.done")}
          </Link>
        </div>
      ) : status.state === "off" ? (
        <>
          <p className="mt-1 text-sm text-gray-600">{t("twoFactor.offHelp")}</p>
          <Form method="post" className="mt-3">
            <input type="hidden" name="intent" value="totp-start" />
            <button type="submit" className="btn-primary">
              {t("twoFactor.turnOn")}
            </button>
          </Form>
        </>
      ) : status.state === "setup" ? (
        <>
          <p className="mt-1 text-sm text-gray-600">{t("twoFactor.setupHelp")}</p>
          <img src={status.qrCode} alt={t("twoFactor.qrAlt")} width={192} height={192} className="mt-3 h-48 w-48" />
          <p className="mt-2 text-sm text-gray-700">
            {t("twoFactor.keyLabel")}{" "}
            <code className="break-all font-mono" data-testid="totp-key" dir="auto">
              {status.secret}
            </code>
          </p>
          <Form method="post" className="mt-3 max-w-xs space-y-3">
            <input type="hidden" name="intent" value="totp-confirm" />
            <TextField
              id="totp-code"
              name="code"
              label={t("twoFactor.codeLabel")}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={40}
              required
              error={codeError}
            />
            <div className="flex flex-wrap gap-2">
              <button type="submit" className="btn-primary">
                {t("twoFactor.confirm")}
              </button>
              <button type="submit" name="intent" value="totp-cancel" formNoValidate className="btn-secondary">
                {t("twoFactor.cancel")}
              </button>
            </div>
          </Form>
        </>
      ) : (
        <>
          <p className="mt-1 text-sm text-gray-600">
            {t("twoFactor.onSince", { date: formatIn("date", status.enabledAt, timeZone, locale) })}{" "}
            {t("twoFactor.codesLeft", { count: status.recoveryCodesLeft })}
          </p>
          <Form method="post" className="mt-3 max-w-xs space-y-3">
            <input type="hidden" name="intent" value="totp-disable" />
            <TextField
              id="totp-off-code"
              name="code"
              label={t("twoFactor.offLabel")}
              autoComplete="one-time-code"
              maxLength={40}
              required
              error={codeError}
            />
            <button type="submit" className="btn-secondary text-red-700">
              {t("twoFactor.turnOff")}
            </button>
          </Form>
        </>
      )}
    </section>
  );
}
