import { Form } from "@remix-run/react";
import type { TFunction } from "i18next";
import { useTranslation } from "~/i18n/react";
import type { Device } from "~/lib/types/devices";
import { relativeTime, useLocale } from "~/lib/page-context";
import { AccountCard, RowAction } from "./account-card";

export function DeviceList({ devices, now }: { devices: Device[]; now: string }) {
  const { t } = useTranslation("account");
  const others = devices.filter((device) => !device.current);
  const locale = useLocale();
  const label = (device: Device) => deviceLabel(device.device, t);
  return (
    <AccountCard id="devices" heading={t("devices.heading")} help={t("devices.help")} first>
      <ul className="mt-3 divide-y divide-gray-100">
        {devices.map((device) => (
          <li key={device.id} className="flex flex-wrap items-center gap-x-3 gap-y-2 py-3" data-testid="device">
            <div className="min-w-0 flex-1">
              <p className="font-medium text-gray-900 [overflow-wrap:anywhere]">
                <span dir="auto">{label(device)}</span>
                {device.current ? (
                  <span className="ms-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700">
                    {t("devices.thisDevice")}
                  </span>
                ) : null}
                {device.notifications ? (
                  <span className="ms-2 rounded-full bg-gray-100 px-2 py-0.5 text-xs font-semibold text-gray-700">
                    {t("devices.notificationsOn")}
                  </span>
                ) : null}
              </p>
              <p className="text-sm text-gray-600">
                {device.kind === "api" ? t("devices.kindApi") : t("devices.kindBrowser")} ·{" "}
                <time dateTime={device.createdAt}>
                  {t("devices.signedIn", {
                    when: relativeTime(device.createdAt, now, locale).toLocaleLowerCase(locale),
                  })}
                </time>{" "}
                ·{" "}
                <time dateTime={device.lastSeenAt}>
                  {t("devices.lastActive", {
                    when: relativeTime(device.lastSeenAt, now, locale).toLocaleLowerCase(locale),
                  })}
                </time>
              </p>
            </div>
            {device.current ? null : (
              <RowAction fields={{ sessionId: device.id }} label={t("devices.signOutLabel", { device: label(device) })}>
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

/** The model names a device in English (describeUserAgent: "Chrome on Android", "curl (app or script)",
 * "Unknown device"), as the API and the data export say it; the page says it in its own language. */
function deviceLabel(english: string, t: TFunction<"account">): string {
  if (english === "Unknown device") return t("devices.label.unknown");
  const client = /^(.+) \(app or script\)$/.exec(english);
  if (client) return t("devices.label.client", { name: client[1] });
  const on = /^(.+) on (.+)$/.exec(english);
  if (on) return t("devices.label.on", { browser: on[1], system: on[2] });
  return english;
}
