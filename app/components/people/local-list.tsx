// Members shown to newcomers (decision 067): welcome helpers with their badge and a "Say hello" link that opens
// the message thread with a greeting in the box (a plain link: it works without scripts), and people from the
// newcomer's homeland already in the city.
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { MemberAvatar, MemberLink } from "~/components/people/member-link";
import { CountryFlag } from "~/components/ui/country-flag";
import { Link } from "~/components/ui/link";
import type { Local } from "~/lib/types/moving";

/** The message thread with a greeting in the box, in the sender's language (`t` of the "people" namespace). */
export function sayHelloHref(t: TFunction, person: { id: string; firstName: string }, city: string): string {
  const greeting = t("local.greeting", { firstName: person.firstName, city });
  return `/messages/${person.id}?draft=${encodeURIComponent(greeting)}`;
}

export function HelperBadge() {
  const { t } = useTranslation("people");
  return (
    <span className="inline-block rounded-full bg-green-100 px-2 py-0.5 text-xs font-medium text-green-800">
      {t("local.helperBadge")}
    </span>
  );
}

export function LocalList({ people, city, testId }: { people: Local[]; city: string; testId: string }) {
  const { t } = useTranslation("people");
  return (
    <ul className="space-y-3" data-testid={testId}>
      {people.map((person) => {
        const name = `${person.firstName} ${person.lastName}`;
        return (
          <li
            key={person.id}
            className="flex min-w-0 flex-wrap items-center gap-3"
            data-testid="local"
            data-helper={person.welcomeHelper}
          >
            <MemberAvatar user={person} size={36} />
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-semibold text-gray-900">
                <MemberLink id={person.id} className="hover:underline">
                  <bdi dir="auto">{name}</bdi>
                </MemberLink>{" "}
                <CountryFlag country={person.countryOfOrigin} />
              </p>
              {person.welcomeHelper ? <HelperBadge /> : null}
            </div>
            {person.welcomeHelper ? (
              <Link
                to={sayHelloHref(t, person, city)}
                className="btn-secondary px-3 py-1 text-sm"
                aria-label={t("local.sayHelloTo", { name })}
              >
                {t("local.sayHello")}
              </Link>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
