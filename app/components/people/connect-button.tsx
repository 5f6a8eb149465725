// Connect: a plain form without JS; with JS the new state shows in place.
import { useFetcher } from "@remix-run/react";
import { ScriptedMarker, type ScriptedResult } from "~/components/ui/scripted-marker";
import { ShowToast } from "~/components/ui/toaster";
import type { ConnectionState } from "~/models/connections.server";

const STATE_LABEL: Record<Exclude<ConnectionState, "none">, string> = {
  requested: "Requested",
  incoming: "Wants to connect",
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
  const fetcher = useFetcher<ScriptedResult>({ key: `connect-${person.id}` });
  const state: ConnectionState = fetcher.data?.ok || fetcher.state !== "idle" ? "requested" : person.connection;
  return (
    <>
      {state === "none" ? (
        <fetcher.Form method="post" action="/connections/request" preventScrollReset>
          <ScriptedMarker />
          <input type="hidden" name="receiverId" value={person.id} />
          <input type="hidden" name="returnTo" value={returnTo} />
          <button
            type="submit"
            className={compact ? "btn-secondary px-3 py-1 text-xs" : "btn-primary"}
            aria-label={`Connect with ${person.firstName} ${person.lastName}`}
          >
            Connect
          </button>
        </fetcher.Form>
      ) : (
        <span className="text-xs font-medium text-gray-500">{STATE_LABEL[state]}</span>
      )}
      <ShowToast toast={fetcher.data?.toast} />
    </>
  );
}
