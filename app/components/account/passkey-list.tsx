import { Form } from "@remix-run/react";
import { passkeyCopy as copy } from "~/copy/account";
import type { PasskeyView } from "~/lib/types/devices";
import { relativeTime } from "~/lib/time";
import { AddPasskeyButton } from "./passkey-buttons";

export function PasskeyList({ passkeys, now }: { passkeys: PasskeyView[]; now: string }) {
  return (
    <section className="card mt-6 max-w-2xl" aria-labelledby="passkeys-heading">
      <h2 id="passkeys-heading" className="font-semibold text-gray-900">
        {copy.heading}
      </h2>
      <p className="mt-1 text-sm text-gray-600">{copy.help}</p>
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
              <Form method="post">
                <input type="hidden" name="intent" value="passkey-remove" />
                <input type="hidden" name="passkeyId" value={passkey.id} />
                <button type="submit" className="btn-secondary" aria-label={copy.removeLabel(passkey.name)}>
                  {copy.remove}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
      <AddPasskeyButton />
    </section>
  );
}
