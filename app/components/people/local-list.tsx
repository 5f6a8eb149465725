// Members shown to newcomers (decision 067): welcome helpers with their badge and a "Say hello" link that opens
// the message thread with a greeting in the box (a plain link: it works without scripts), and people from the
// newcomer's homeland already in the city.
import { MemberAvatar, MemberLink } from "~/components/people/member-link";
import { CountryFlag } from "~/components/ui/country-flag";
import { Link } from "~/components/ui/link";
import { MOVING_COPY } from "~/copy/moving";
import type { Local } from "~/lib/types/moving";

export function sayHelloHref(person: { id: string; firstName: string }, city: string): string {
  return `/messages/${person.id}?draft=${encodeURIComponent(MOVING_COPY.greeting(person.firstName, city))}`;
}

export function HelperBadge() {
  return (
    <span className="inline-block rounded-full bg-green-100 px-2 py-0.5 text-xs font-medium text-green-800">
      {MOVING_COPY.helperBadge}
    </span>
  );
}

export function LocalList({ people, city, testId }: { people: Local[]; city: string; testId: string }) {
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
                  {name}
                </MemberLink>{" "}
                <CountryFlag country={person.countryOfOrigin} />
              </p>
              {person.welcomeHelper ? <HelperBadge /> : null}
            </div>
            {person.welcomeHelper ? (
              <Link
                to={sayHelloHref(person, city)}
                className="btn-secondary px-3 py-1 text-sm"
                aria-label={MOVING_COPY.sayHelloTo(name)}
              >
                {MOVING_COPY.sayHello}
              </Link>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
