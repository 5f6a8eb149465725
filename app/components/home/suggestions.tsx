// People suggestions with Connect: a plain form without JS; with JS the card shows the new state in place.
import { useFetcher } from "@remix-run/react";
import { Avatar } from "~/components/ui/avatar";
import { ScriptedMarker, type ScriptedResult } from "~/components/ui/scripted-marker";
import { ShowToast } from "~/components/ui/toaster";
import type { ConnectionState } from "~/models/connections.server";
import { countryFlag } from "~/models/constants";
import type { Suggestion } from "~/models/people.server";
import { SidebarCard } from "./sidebar-card";

const STATE_LABEL: Record<Exclude<ConnectionState, "none">, string> = {
  requested: "Requested",
  incoming: "Wants to connect",
  connected: "Connected",
};

export function Suggestions({ people }: { people: Array<Suggestion & { connection: ConnectionState }> }) {
  return (
    <SidebarCard title="People you may know" seeAll="/discover">
      {people.length === 0 ? (
        <p className="text-sm text-gray-500">No suggestions available</p>
      ) : (
        <ul className="space-y-3">
          {people.map((person) => (
            <SuggestionRow key={person.id} person={person} />
          ))}
        </ul>
      )}
    </SidebarCard>
  );
}

function SuggestionRow({ person }: { person: Suggestion & { connection: ConnectionState } }) {
  const fetcher = useFetcher<ScriptedResult>({ key: `connect-${person.id}` });
  const state: ConnectionState = fetcher.data?.ok || fetcher.state !== "idle" ? "requested" : person.connection;
  return (
    <li className="flex items-center gap-3" data-testid="suggestion" data-person-id={person.id}>
      <Avatar user={person} size={40} />
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-semibold text-gray-900">
          {person.firstName} {person.lastName} <span aria-hidden>{countryFlag(person.countryOfOrigin)}</span>
        </p>
        <p className="truncate text-xs text-gray-500">{person.currentLocation ?? person.countryOfOrigin ?? ""}</p>
      </div>
      {state === "none" ? (
        <fetcher.Form method="post" action="/connections/request" preventScrollReset>
          <ScriptedMarker />
          <input type="hidden" name="receiverId" value={person.id} />
          <input type="hidden" name="returnTo" value="/" />
          <button type="submit" className="btn-secondary px-3 py-1 text-xs" aria-label={`Connect with ${person.firstName} ${person.lastName}`}>
            Connect
          </button>
        </fetcher.Form>
      ) : (
        <span className="text-xs font-medium text-gray-500">{STATE_LABEL[state]}</span>
      )}
      <ShowToast toast={fetcher.data?.toast} />
    </li>
  );
}
