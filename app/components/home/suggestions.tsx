// People suggestions on the home page, with Connect.
import { useTranslation } from "~/i18n/react";
import { ConnectButton, MemberAvatar, MemberLink, SuggestionReason } from "~/components/people/member-ui";
import { CountryFlag } from "~/components/ui/kit";
import { useCountryName } from "~/lib/countries";
import type { HomeSuggestion } from "~/lib/types/home";
import { SidebarCard } from "~/components/home/community";

export function Suggestions({ people }: { people: HomeSuggestion[] }) {
  const { t } = useTranslation("home");
  const countryName = useCountryName();
  return (
    <SidebarCard title={t("suggestions.title")} seeAll="/discover">
      {people.length === 0 ? (
        <p className="text-sm text-gray-500">{t("suggestions.empty")}</p>
      ) : (
        <ul className="space-y-3">
          {people.map((person) => (
            <li key={person.id} className="person-row" data-testid="suggestion" data-person-id={person.id}>
              <MemberAvatar user={person} size={40} />
              <div>
                <p>
                  <MemberLink id={person.id}>
                    <span dir="auto">{`${person.firstName} ${person.lastName}`}</span>
                  </MemberLink>{" "}
                  <CountryFlag country={person.countryOfOrigin} />
                </p>
                <p className="sub">
                  {person.reason ? (
                    <SuggestionReason person={person} />
                  ) : person.currentLocation ? (
                    <bdi dir="auto">{person.currentLocation}</bdi>
                  ) : person.countryOfOrigin ? (
                    countryName(person.countryOfOrigin)
                  ) : null}
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
