import { passkeyCopy as copy } from "~/copy/account";
import type { PasskeyView } from "~/lib/types/devices";
import { relativeTime } from "~/lib/time";
import { AccountCard, RowAction } from "./account-card";
import { AddPasskeyButton } from "./passkey-buttons";

export function PasskeyList({ passkeys, now }: { passkeys: PasskeyView[]; now: string }) {
  return (
    <AccountCard id="passkeys" heading={copy.heading} help={copy.help}>
      {passkeys.length === 0 ? (
        <p className="mt-3 text-sm text-gray-600">{copy.none}</p>
      ) : (
        <ul className="mt-3 divide-y divide-gray-100">
          {passkeys.map((passkey) => (
            <li key={passkey.id} className="flex flex-wrap items-center gap-x-3 gap-y-2 py-3" data-testid="passkey">
              <div className="min-w-0 flex-1">
                <p className="font-medium text-gray-900 [overflow-wrap:anywhere]">{passkey.name}</p>
                <p className="text-sm text-gray-600">
                  {copy.created(relativeTime(passkey.createdAt, now).toLowerCase())} ·{" "}
                  {passkey.lastUsedAt
                    ? copy.lastUsed(relativeTime(passkey.lastUsedAt, now).toLowerCase())
                    : copy.neverUsed}
                </p>
              </div>
              <RowAction
                fields={{ intent: "passkey-remove", passkeyId: passkey.id }}
                label={copy.removeLabel(passkey.name)}
              >
                {copy.remove}
              </RowAction>
            </li>
          ))}
        </ul>
      )}
      <AddPasskeyButton />
    </AccountCard>
  );
}
