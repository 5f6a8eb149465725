import { useLocale, relativeTime } from "~/lib/page-context";
import { useTranslation } from "~/i18n/react";
import type { PasskeyView } from "~/lib/types/devices";
import { AccountCard, RowAction } from "./account-card";
import { AddPasskeyButton } from "./passkey-buttons";

export function PasskeyList({ passkeys, now }: { passkeys: PasskeyView[]; now: string }) {
  const locale = useLocale();
  const { t } = useTranslation("account");
  return (
    <AccountCard id="passkeys" heading={t("passkeys.heading")} help={t("passkeys.help")}>
      {passkeys.length === 0 ? (
        <p className="mt-3 text-sm text-gray-600">{t("passkeys.none")}</p>
      ) : (
        <ul className="mt-3 divide-y divide-gray-100">
          {passkeys.map((passkey) => (
            <li key={passkey.id} className="flex flex-wrap items-center gap-x-3 gap-y-2 py-3" data-testid="passkey">
              <div className="min-w-0 flex-1">
                <p className="font-medium text-gray-900 [overflow-wrap:anywhere]" dir="auto">
                  {passkey.name}
                </p>
                <p className="text-sm text-gray-600">
                  {t("passkeys.created", { when: relativeTime(passkey.createdAt, now, locale).toLowerCase() })} ·{" "}
                  {passkey.lastUsedAt
                    ? t("passkeys.lastUsed", { when: relativeTime(passkey.lastUsedAt, now, locale).toLowerCase() })
                    : t("passkeys.neverUsed")}
                </p>
              </div>
              <RowAction
                fields={{ intent: "passkey-remove", passkeyId: passkey.id }}
                label={t("passkeys.removeLabel", { name: passkey.name })}
              >
                {t("passkeys.remove")}
              </RowAction>
            </li>
          ))}
        </ul>
      )}
      <AddPasskeyButton />
    </AccountCard>
  );
}
