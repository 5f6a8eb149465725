// Discover: member search (a GET form, so it works without JS; with JS results follow the typing, the
// URL kept in step) and, when not searching, ranked suggestions with their reasons; real figures.
import { numberFormat, dataTitleMeta } from "~/lib/page-context";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData, useNavigation, useSearchParams, useSubmit } from "@remix-run/react";
import { Link, useTypedValue, EmptyState, PageShell } from "~/components/ui/kit";
import { useEffect, useRef } from "react";
import { PersonCard } from "~/components/people/person-card";
import {
  communityInsights,
  searchPeople,
  suggestPeopleWithState,
  requireUser,
  listPeopleThere,
  pageHandler,
  pageT,
  startedCirclesToDiscover,
} from "./discover.server";
import { CircleCard } from "~/components/circles/circle-card";
import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from "~/schemas/people";
import { LocalList } from "~/components/people/member-ui";
import { Trans, useTranslation } from "~/i18n/react";
import { useCountryName } from "~/lib/countries";

export const meta = dataTitleMeta;

export function loader({ request, context }: LoaderFunctionArgs) {
  return pageHandler(async () => {
    const user = await requireUser(request, context);
    const query = new URL(request.url).searchParams;
    const q = (query.get("q") ?? "").slice(0, SEARCH_MAX_LENGTH);
    const searching = q.trim().length >= SEARCH_MIN_LENGTH;
    const moving = user.movingTo;
    const [t, results, insights, there, circles] = await Promise.all([
      pageT(request, context, "people"),
      searching
        ? searchPeople(user, { q, cursor: query.get("cursor") })
        : suggestPeopleWithState(user, 24).then((people) => ({ people, nextCursor: null })),
      communityInsights(),
      // A member who is moving: people from their homeland already in that city, welcome helpers first.
      moving && !searching
        ? listPeopleThere(user, { placeId: moving.placeId, homeland: user.countryOfOrigin })
        : Promise.resolve(null),
      // Circles members started for the viewer's place and homelands (decision 088), as /circles suggests them.
      searching ? Promise.resolve([]) : startedCirclesToDiscover(user, 3),
    ]);
    return {
      title: t("discover.title"),
      q,
      searching,
      there: moving && there ? { city: moving.city, homeland: user.countryOfOrigin, people: there } : null,
      circles,
      ...results,
      figures: { members: insights.members, countries: insights.countries, cities: insights.cities },
    };
  });
}

const SEARCH_DELAY_MS = 300;
const SEARCH_ID = "discover-q";

export default function DiscoverPage() {
  const { q, searching, people, nextCursor, figures, there, circles } = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation("people");
  const countryName = useCountryName();
  const number = numberFormat(i18n.language);
  const [params] = useSearchParams();
  const submit = useSubmit();
  const navigation = useNavigation();
  const [term, setTerm] = useTypedValue(SEARCH_ID, q);
  const formRef = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  // Back/forward or a link changes the URL: the box follows it (not while someone types in it, where
  // an older answer arriving must not undo newer keystrokes).
  const shownQ = useRef(q);
  useEffect(() => {
    if (q === shownQ.current) return;
    shownQ.current = q;
    if (document.activeElement?.id !== SEARCH_ID) setTerm(q);
  }, [q, setTerm]);
  // Typed before the scripts ran: the results catch up with it.
  useEffect(() => {
    if (term !== q) onType(term);
    return () => clearTimeout(timer.current);
    // Once, as the page hydrates.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function onType(value: string) {
    setTerm(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (formRef.current) submit(formRef.current, { replace: true, preventScrollReset: true });
    }, SEARCH_DELAY_MS);
  }

  const loading = navigation.state === "loading" && navigation.location?.pathname === "/discover";
  const short = term.trim().length > 0 && term.trim().length < SEARCH_MIN_LENGTH;
  const more = new URLSearchParams(params);
  if (nextCursor) more.set("cursor", nextCursor);
  return (
    <PageShell title={t("discover.title")} subtitle={t("discover.subtitle")}>
      <dl className="mb-6 grid grid-cols-3 gap-3 text-center" aria-label={t("discover.figures.label")}>
        {(
          [
            [t("discover.figures.members"), figures.members],
            [t("discover.figures.countries"), figures.countries],
            [t("discover.figures.cities"), figures.cities],
          ] as const
        ).map(([label, value]) => (
          <div key={label} className="card px-2 py-3">
            <dd className="text-xl font-bold text-gray-900 sm:text-2xl">{number.format(Number(value))}</dd>
            <dt className="text-xs text-gray-600 sm:text-sm">{label}</dt>
          </div>
        ))}
      </dl>
      <Form
        ref={formRef}
        method="get"
        role="search"
        className="mb-2 flex gap-2"
        onSubmit={() => clearTimeout(timer.current)}
      >
        <label htmlFor={SEARCH_ID} className="sr-only">
          {t("discover.searchLabel")}
        </label>
        <input
          id={SEARCH_ID}
          name="q"
          type="search"
          value={term}
          maxLength={SEARCH_MAX_LENGTH}
          onChange={(event) => onType(event.target.value)}
          placeholder={t("discover.searchPlaceholder")}
          className="field-input flex-1"
          aria-describedby="discover-hint"
        />
        <button type="submit" className="btn-primary">
          {t("discover.search")}
        </button>
      </Form>
      <p id="discover-hint" className="mb-6 text-sm text-gray-500" aria-live="polite">
        {short || (q && !searching) ? (
          t("discover.tooShort", { min: SEARCH_MIN_LENGTH })
        ) : searching ? (
          <>
            <Trans
              t={t}
              i18nKey={nextCursor ? "discover.foundMore" : "discover.found"}
              values={{ count: people.length, q: q.trim() }}
              components={{ term: <bdi dir="auto" /> }}
            />
            {loading ? <> {t("discover.updating")}</> : null}
          </>
        ) : (
          t("discover.suggestionsHint")
        )}
      </p>
      {there ? (
        <section className="card mb-6" aria-labelledby="people-there" data-testid="people-there">
          <h2 id="people-there" className="text-lg font-semibold text-gray-900">
            <Trans
              t={t}
              i18nKey={there.homeland ? "discover.thereTitle" : "discover.thereTitleNoHomeland"}
              values={{ homeland: there.homeland ? countryName(there.homeland) : null, city: there.city }}
              components={{ city: <bdi dir="auto" /> }}
            />
          </h2>
          {there.people.length === 0 ? (
            <p className="text-sm text-gray-600">
              <Trans
                t={t}
                i18nKey="discover.thereEmpty"
                values={{ city: there.city }}
                components={{ city: <bdi dir="auto" /> }}
              />
            </p>
          ) : (
            <>
              <p className="mb-3 text-sm text-gray-600">{t("discover.thereHint")}</p>
              <LocalList people={there.people} city={there.city} testId="people-there-list" />
            </>
          )}
        </section>
      ) : null}
      {circles.length > 0 ? (
        <section className="mb-6" aria-labelledby="started-circles" data-testid="discover-circles">
          <h2 id="started-circles" className="mb-3 text-lg font-semibold text-gray-900">
            {t("discover.startedCircles")}
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {circles.map((circle) => (
              <CircleCard key={circle.id} circle={circle} returnTo="/discover" />
            ))}
          </ul>
        </section>
      ) : null}
      {people.length === 0 ? (
        <EmptyState title={searching ? t("discover.noResults") : t("discover.noSuggestions")} />
      ) : (
        <ul
          className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
          aria-label={searching ? t("discover.resultsLabel") : t("discover.suggestionsLabel")}
        >
          {people.map((person) => (
            <PersonCard key={person.id} person={person} returnTo={`/discover${params.size ? `?${params}` : ""}`} />
          ))}
        </ul>
      )}
      {nextCursor ? (
        <p className="mt-6 text-center">
          <Link to={`/discover?${more}`} className="btn-secondary" preventScrollReset>
            {t("discover.showMore")}
          </Link>
        </p>
      ) : null}
    </PageShell>
  );
}
