import { MemberAvatar, MemberLink } from "~/components/people/member-link";
import { CountryFlag } from "~/components/ui/country-flag";
import type { ConnectionState, Suggestion } from "~/lib/types/people";
import { ConnectButton } from "./connect-button";

export function PersonCard({ person, returnTo }: { person: Suggestion & { connection: ConnectionState }; returnTo: string }) {
  return (
    <li className="card flex flex-col items-center gap-2 text-center" data-testid="person-card" data-person-id={person.id}>
      <MemberAvatar user={person} size={72} />
      <p className="font-semibold text-gray-900">
        <MemberLink id={person.id}>
          {person.firstName} {person.lastName}
        </MemberLink>{" "}
        <CountryFlag country={person.countryOfOrigin} />
      </p>
      <p className="text-sm text-gray-500">{person.currentLocation ?? person.countryOfOrigin ?? ""}</p>
      {person.bio ? <p className="line-clamp-3 text-sm text-gray-700">{person.bio}</p> : null}
      <div className="mt-auto pt-2">
        <ConnectButton person={person} returnTo={returnTo} />
      </div>
    </li>
  );
}
