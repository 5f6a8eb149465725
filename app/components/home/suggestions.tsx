// People suggestions on the home page, with Connect.
import { ConnectButton } from "~/components/people/connect-button";
import { MemberAvatar, MemberLink } from "~/components/people/member-link";
import { CountryFlag } from "~/components/ui/country-flag";
import type { ConnectionState, Suggestion } from "~/lib/types/people";
import { SidebarCard } from "./sidebar-card";

export function Suggestions({ people }: { people: Array<Suggestion & { connection: ConnectionState }> }) {
  return (
    <SidebarCard title="People you may know" seeAll="/discover">
      {people.length === 0 ? (
        <p className="text-sm text-gray-500">No suggestions available</p>
      ) : (
        <ul className="space-y-3">
          {people.map((person) => (
            <li key={person.id} className="flex items-center gap-3" data-testid="suggestion" data-person-id={person.id}>
              <MemberAvatar user={person} size={40} />
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-semibold text-gray-900">
                  <MemberLink id={person.id}>
                    {person.firstName} {person.lastName}
                  </MemberLink>{" "}
                  <CountryFlag country={person.countryOfOrigin} />
                </p>
                <p className="truncate text-xs text-gray-500">
                  {person.reason || person.currentLocation || person.countryOfOrigin || ""}
                </p>
              </div>
              <ConnectButton person={person} returnTo="/" compact />
            </li>
          ))}
        </ul>
      )}
    </SidebarCard>
  );
}
