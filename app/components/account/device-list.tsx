import { Form } from "@remix-run/react";
import { accountCopy } from "~/copy/account";
import type { Device } from "~/lib/types/devices";
import { relativeTime } from "~/lib/time";
import { AccountCard, RowAction } from "./account-card";

export function DeviceList({ devices, now }: { devices: Device[]; now: string }) {
  const others = devices.filter((device) => !device.current);
  return (
    <AccountCard id="devices" heading={accountCopy.devicesHeading} help={accountCopy.devicesHelp} first>
      <ul className="mt-3 divide-y divide-gray-100">
        {devices.map((device) => (
          <li key={device.id} className="flex flex-wrap items-center gap-x-3 gap-y-2 py-3" data-testid="device">
            <div className="min-w-0 flex-1">
              <p className="font-medium text-gray-900 [overflow-wrap:anywhere]">
                {device.device}
                {device.current ? (
                  <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700">
                    {accountCopy.thisDevice}
                  </span>
                ) : null}
              </p>
              <p className="text-sm text-gray-600">
                {device.kind === "api" ? accountCopy.kindApi : accountCopy.kindBrowser} ·{" "}
                <time dateTime={device.createdAt}>
                  {accountCopy.signedIn(relativeTime(device.createdAt, now).toLowerCase())}
                </time>{" "}
                ·{" "}
                <time dateTime={device.lastSeenAt}>
                  {accountCopy.lastActive(relativeTime(device.lastSeenAt, now).toLowerCase())}
                </time>
              </p>
            </div>
            {device.current ? null : (
              <RowAction fields={{ sessionId: device.id }} label={accountCopy.signOutLabel(device.device)}>
                {accountCopy.signOut}
              </RowAction>
            )}
          </li>
        ))}
      </ul>
      {others.length > 0 ? (
        <Form method="post" className="mt-3">
          <input type="hidden" name="intent" value="end-others" />
          <button type="submit" className="btn-secondary text-red-700">
            {accountCopy.signOutOthers}
          </button>
        </Form>
      ) : (
        <p className="mt-3 text-sm text-gray-600">{accountCopy.noOthers}</p>
      )}
    </AccountCard>
  );
}
