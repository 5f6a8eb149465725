// One row of /connections: the other member and the actions that fit the tab (each a plain form; Remove
// asks first, decision 036).
import type { TFunction } from "i18next";
import { useTranslation } from "~/i18n/react";
import { Link, CountryFlag, ConfirmAction, EnhancedForm, useEnhancedFetcher, Spinner } from "~/components/ui/kit";
import { MemberAvatar, MemberLink } from "~/components/people/member-ui";
import type { Confirmation } from "~/components/ui/confirmation";
import type { ConnectionListItem } from "~/lib/types/people";
import { useCountryName } from "~/lib/countries";

export type ConnectionTab = "connections" | "received" | "sent";

/** `t` of the "people" namespace. */
export const removeConnectionConfirmation = (t: TFunction, name: string): Confirmation => ({
  title: t("row.confirmTitle", { name }),
  subject: name,
  body: t("row.confirmBody"),
  confirm: t("row.confirm"),
});

type RowIntent = "accept" | "decline" | "withdraw";

const ACTIONS: Record<ConnectionTab, { intent: RowIntent; primary?: boolean }[]> = {
  connections: [],
  received: [{ intent: "accept", primary: true }, { intent: "decline" }],
  sent: [{ intent: "withdraw" }],
};

export function ConnectionRow({
  item,
  tab,
  returnTo,
}: {
  item: ConnectionListItem;
  tab: ConnectionTab;
  returnTo: string;
}) {
  const { t } = useTranslation("people");
  const countryName = useCountryName();
  const { fetcher, pending } = useEnhancedFetcher({ key: `connection-${item.id}` });
  const name = `${item.user.firstName} ${item.user.lastName}`;
  return (
    <li className="card flex flex-wrap items-center gap-3" data-testid="connection-row" data-person-id={item.user.id}>
      <MemberAvatar user={item.user} size={48} />
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-gray-900">
          <MemberLink id={item.user.id}>
            <bdi dir="auto">{name}</bdi>
          </MemberLink>{" "}
          <CountryFlag country={item.user.countryOfOrigin} />
        </p>
        <p className="truncate text-sm text-gray-500">
          {item.user.currentLocation ? (
            <bdi dir="auto">{item.user.currentLocation}</bdi>
          ) : item.user.countryOfOrigin ? (
            countryName(item.user.countryOfOrigin)
          ) : null}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        {tab === "connections" ? (
          <>
            <Link to={`/messages/${item.user.id}`} className="btn-secondary px-3 py-1.5 text-sm">
              {t("row.message")}
            </Link>
            <ConfirmAction
              page={`/connections/${encodeURIComponent(item.id)}/remove`}
              action="/connections"
              returnTo={returnTo}
              fields={{ intent: "remove", connectionId: item.id }}
              confirmation={removeConnectionConfirmation(t, name)}
              className="btn-secondary px-3 py-1.5 text-sm"
              aria-label={t("row.removeLabel", { name })}
            >
              {t("row.remove")}
            </ConfirmAction>
          </>
        ) : null}
        {ACTIONS[tab].map((action) => (
          <EnhancedForm key={action.intent} fetcher={fetcher} action="/connections" returnTo={returnTo}>
            <input type="hidden" name="intent" value={action.intent} />
            <input type="hidden" name="connectionId" value={item.id} />
            <button
              type="submit"
              disabled={pending}
              className={`${action.primary ? "btn-primary" : "btn-secondary"} px-3 py-1.5 text-sm`}
              aria-label={t(`row.actionLabels.${action.intent}`, { name })}
            >
              {pending && fetcher.formData?.get("intent") === action.intent ? <Spinner /> : null}
              {t(`row.actions.${action.intent}`)}
            </button>
          </EnhancedForm>
        ))}
      </div>
    </li>
  );
}
