// A member's card on Discover: who they are, why they are suggested, up to three skills, Connect and Message
// (Block is in the "⋯" menu beside them).
import { useTranslation } from "~/i18n/react";
import { Link, CountryFlag } from "~/components/ui/kit";
import { MemberAvatar, MemberLink, ConnectButton, SuggestionReason } from "~/components/people/member-ui";
import type { SuggestionWithState } from "~/lib/types/people";
import { MemberMenu } from "./block-controls";
import { SpokenLanguages } from "./spoken-languages";
import { TagList } from "./tag-list";
import { useCountryName } from "~/lib/countries";

export function PersonCard({ person, returnTo }: { person: SuggestionWithState; returnTo: string }) {
  const { t } = useTranslation("people");
  const name = `${person.firstName} ${person.lastName}`;
  const countryName = useCountryName();
  return (
    <li
      className="card flex min-w-0 flex-col items-center gap-2 text-center"
      data-testid="person-card"
      data-person-id={person.id}
    >
      <MemberAvatar user={person} size={72} />
      <p className="max-w-full break-words font-semibold text-gray-900">
        <MemberLink id={person.id}>
          <bdi dir="auto">{name}</bdi>
        </MemberLink>{" "}
        <CountryFlag country={person.countryOfOrigin} />
      </p>
      <p className="max-w-full break-words text-sm text-gray-500" data-testid="person-where">
        {person.countryOfOrigin ? countryName(person.countryOfOrigin) : null}
        {person.countryOfOrigin && person.currentLocation ? " · " : null}
        {person.currentLocation ? <bdi dir="auto">{person.currentLocation}</bdi> : null}
      </p>
      {person.reason ? (
        <p className="text-xs font-medium text-brand-700" data-testid="suggestion-reason">
          <SuggestionReason person={person} />
        </p>
      ) : null}
      {person.bio ? (
        <p className="line-clamp-3 max-w-full break-words text-sm text-gray-700" dir="auto">
          {person.bio}
        </p>
      ) : null}
      <SpokenLanguages languages={person.languages} className="text-xs text-gray-600" />
      <TagList label={t("card.skillsLabel", { name })} tags={person.skills} max={3} />
      <div className="mt-auto flex flex-wrap justify-center gap-2 pt-2">
        <ConnectButton person={person} returnTo={returnTo} />
        <Link to={`/messages/${person.id}`} className="btn-secondary" aria-label={t("card.messageLabel", { name })}>
          {t("card.message")}
        </Link>
        <MemberMenu memberId={person.id} name={name} returnTo={returnTo} />
      </div>
    </li>
  );
}
