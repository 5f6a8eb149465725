// Connect: a plain form without JS; with JS "Requested" shows at once, until the page has reloaded.
import { Link } from "~/components/ui/link";
import { EnhancedForm, useEnhancedFetcher } from "~/components/ui/enhanced-form";
import type { ConnectionState } from "~/lib/types/people";

const STATE_LABEL: Record<Exclude<ConnectionState, "none" | "incoming">, string> = {
  requested: "Requested",
  connected: "Connected",
};

export function ConnectButton({
  person,
  returnTo,
  compact = false,
}: {
  person: { id: string; firstName: string; lastName: string; connection: ConnectionState };
  returnTo: string;
  compact?: boolean;
}) {
  const { fetcher } = useEnhancedFetcher({ key: `connect-${person.id}` });
  const state: ConnectionState = fetcher.state !== "idle" ? "requested" : person.connection;
  return (
    <>
      {state === "none" ? (
        <EnhancedForm fetcher={fetcher} action="/connections/request" returnTo={returnTo}>
          <input type="hidden" name="receiverId" value={person.id} />
          <button
            type="submit"
            className={compact ? "btn-secondary px-3 py-1 text-xs" : "btn-primary"}
            aria-label={`Connect with ${person.firstName} ${person.lastName}`}
          >
            Connect
          </button>
        </EnhancedForm>
      ) : state === "incoming" ? (
        // They asked first: answering happens where the received requests are.
        <Link
          to="/connections?tab=received"
          className={compact ? "btn-secondary px-3 py-1 text-xs" : "btn-primary"}
          aria-label={`Respond to ${person.firstName} ${person.lastName}`}
        >
          Respond
        </Link>
      ) : (
        <span className="text-xs font-medium text-gray-500">{STATE_LABEL[state]}</span>
      )}
    </>
  );
}
