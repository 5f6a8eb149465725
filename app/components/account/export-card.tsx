import { useLocale, formatIn } from "~/lib/page-context";
import { Form } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import type { DataExportView } from "~/lib/types/devices";
import { useTimeZone } from "~/lib/use-time-zone";
import { AccountCard } from "./account-card";

/**
 * "Download my data": a plain form asks for the file; while the job prepares it the card says so; once ready, a
 * plain link downloads it (reloadDocument: the browser saves the answer) until it expires.
 */
export function ExportCard({ latest }: { latest: DataExportView | null }) {
  const locale = useLocale();
  const timeZone = useTimeZone();
  const { t } = useTranslation("account");
  return (
    <AccountCard id="export" heading={t("export.heading")} help={t("export.help")}>
      {latest?.status === "building" ? (
        <p className="mt-3 text-sm text-gray-700" data-testid="export-building">
          {t("export.building")}
        </p>
      ) : latest?.status === "ready" ? (
        <p className="mt-3 text-sm text-gray-700">
          {t("export.ready", { date: formatIn("date", latest.expiresAt, timeZone, locale) })}{" "}
          <a href={`/settings/security/export/${latest.id}`} className="font-medium text-brand-700 underline" download>
            {t("export.download")}
          </a>
        </p>
      ) : null}
      <Form method="post" action="/settings/security/export" reloadDocument className="mt-3">
        <button type="submit" className="btn-secondary">
          {t("export.button")}
        </button>
      </Form>
      <p className="mt-2 text-xs text-gray-500">{t("export.once")}</p>
    </AccountCard>
  );
}
