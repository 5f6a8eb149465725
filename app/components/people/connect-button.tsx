// Connect: a plain form without JS; with JS "Requested" shows at once, until the page has reloaded.
import { useTranslation } from "react-i18next";
import { Link } from "~/components/ui/link";
import { EnhancedForm, useEnhancedFetcher } from "~/components/ui/enhanced-form";
import type { ConnectionState } from "~/lib/types/people";

const STATE_LABEL = {
  requested: "connect.requested",
  connected: "connect.connected",
} as const satisfies Record<Exclude<ConnectionState, "none" | "incoming">, string>;

export function ConnectButton({
  person,
  returnTo,
  compact = false,
}: {
  person: { id: string; firstName: string; lastName: string; connection: ConnectionState };
  returnTo: string;
  compact?: boolean;
}) {
  const { t } = useTranslation("people");
  const name = `${person.firstName} ${person.lastName}`;
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
            aria-label={t("connect.connectLabel", { name })}
          >
            {t("connect.connect")}
          </button>
        </EnhancedForm>
      ) : state === "incoming" ? (
        // They asked first: answering happens where the received requests are.
        <Link
          to="/connections?tab=received"
          className={compact ? "btn-secondary px-3 py-1 text-xs" : "btn-primary"}
          aria-label={t("connect.respondLabel", { name })}
        >
          {t("connect.respond")}
        </Link>
      ) : (
        <span className="text-xs font-medium text-gray-500">{t(STATE_LABEL[state])}</span>
      )}
    </>
  );
}
