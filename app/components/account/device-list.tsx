import { useLocale } from "~/lib/use-locale";
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { Device } from "~/lib/types/devices";
import { relativeTime } from "~/lib/time";
import { AccountCard, RowAction } from "./account-card";

export function DeviceList({ devices, now }: { devices: Device[]; now: string }) {
  const locale = useLocale();
  const { t } = useTranslation("account");
  const others = devices.filter((device) => !device.current);
  return (
    <AccountCard id="devices" heading={t("devices.heading")} help={t("devices.help")} first>
      <ul className="mt-3 divide-y divide-gray-100">
        {devices.map((device) => (
          <li key={device.id} className="flex flex-wrap items-center gap-x-3 gap-y-2 py-3" data-testid="device">
            <div className="min-w-0 flex-1">
              <p className="font-medium text-gray-900 [overflow-wrap:anywhere]">
                <span dir="auto">{device.device}</span>
                {device.current ? (
                  <span className="ms-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700">
                    {t("devices.thisDevice")}
                  </span>
                ) : null}
              </p>
              <p className="text-sm text-gray-600">
                {device.kind === "api" ? t("devices.kindApi") : t("devices.kindBrowser")} ·{" "}
                <time dateTime={device.createdAt}>
                  {t("devices.signedIn", { when: relativeTime(device.createdAt, now, locale).toLowerCase() })}
                </time>{" "}
                ·{" "}
                <time dateTime={device.lastSeenAt}>
                  {t("devices.lastActive", { when: relativeTime(device.lastSeenAt, now, locale).toLowerCase() })}
                </time>
              </p>
            </div>
            {device.current ? null : (
              <RowAction fields={{ sessionId: device.id }} label={t("devices.signOutLabel", { device: device.device })}>
                {t("devices.signOut")}
              </RowAction>
            )}
          </li>
        ))}
      </ul>
      {others.length > 0 ? (
        <Form method="post" className="mt-3">
          <input type="hidden" name="intent" value="end-others" />
          <button type="submit" className="btn-secondary text-red-700">
            {t("devices.signOutOthers")}
          </button>
        </Form>
      ) : (
        <p className="mt-3 text-sm text-gray-600">{t("devices.noOthers")}</p>
      )}
    </AccountCard>
  );
}
