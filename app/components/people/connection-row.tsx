// One row of /connections: the other member and the actions that fit the tab (each a plain form; Remove
// asks first, decision 036).
import { Link } from "~/components/ui/link";
import { MemberAvatar, MemberLink } from "~/components/people/member-link";
import { CountryFlag } from "~/components/ui/country-flag";
import { ConfirmAction } from "~/components/ui/confirm-action";
import type { Confirmation } from "~/components/ui/confirmation";
import { EnhancedForm, useEnhancedFetcher } from "~/components/ui/enhanced-form";
import { Spinner } from "~/components/ui/spinner";
import type { ConnectionListItem } from "~/lib/types/people";

export type ConnectionTab = "connections" | "received" | "sent";

export const removeConnectionConfirmation = (name: string): Confirmation => ({
  title: `Remove ${name} from your connections?`,
  body: "You will no longer be connected; either of you can send a new request later.",
  confirm: "Remove",
});

const ACTIONS: Record<ConnectionTab, { intent: string; label: string; primary?: boolean }[]> = {
  connections: [],
  received: [
    { intent: "accept", label: "Accept", primary: true },
    { intent: "decline", label: "Decline" },
  ],
  sent: [{ intent: "withdraw", label: "Withdraw" }],
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
  const { fetcher, pending } = useEnhancedFetcher({ key: `connection-${item.id}` });
  const name = `${item.user.firstName} ${item.user.lastName}`;
  return (
    <li className="card flex flex-wrap items-center gap-3" data-testid="connection-row" data-person-id={item.user.id}>
      <MemberAvatar user={item.user} size={48} />
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-gray-900">
          <MemberLink id={item.user.id}>{name}</MemberLink> <CountryFlag country={item.user.countryOfOrigin} />
        </p>
        <p className="truncate text-sm text-gray-500">{item.user.currentLocation ?? item.user.countryOfOrigin ?? ""}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        {tab === "connections" ? (
          <>
            <Link to={`/messages/${item.user.id}`} className="btn-secondary px-3 py-1.5 text-sm">
              Message
            </Link>
            <ConfirmAction
              page={`/connections/${encodeURIComponent(item.id)}/remove`}
              action="/connections"
              returnTo={returnTo}
              fields={{ intent: "remove", connectionId: item.id }}
              confirmation={removeConnectionConfirmation(name)}
              className="btn-secondary px-3 py-1.5 text-sm"
              aria-label={`Remove ${name}`}
            >
              Remove
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
              aria-label={`${action.label} ${name}`}
            >
              {pending && fetcher.formData?.get("intent") === action.intent ? <Spinner /> : null}
              {action.label}
            </button>
          </EnhancedForm>
        ))}
      </div>
    </li>
  );
}
