// /events: the grid. Upcoming / Past / Mine are links and the kind and text search a GET form, so the
// URL holds the filters and a browser without JS sees the same list; keyset pages by "Show more".
import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { Trans, useTranslation } from "~/i18n/react";
import { Link, EmptyState, PageShell } from "~/components/ui/kit";
import { CreateEventButton } from "~/components/events/create-event";
import { EventCard } from "~/components/events/event-card";
import { FilterActions, FilterControls, SearchField, SelectFilter } from "~/components/layout/filter-fields";
import { ListPager } from "~/components/layout/list-pager";
import {
  listEvents,
  requireUser,
  requestTimeZone,
  pageT,
  pageHandler,
  readNearList,
  eventListSchema,
  parseInput,
} from "./events.server";
import { EVENT_FILTERS, EVENT_SEARCH_MAX } from "~/schemas/constants";
import { dataTitleMeta } from "~/lib/page-context";
import { NearNote } from "~/components/places/near-note";
import { CityFilter } from "~/components/places/city-filter";
import { RadiusFilter, withinParam } from "~/components/places/radius-filter";

export const meta = dataTitleMeta;

/** The tabs' and kinds' labels (keys of the events namespace); the values stay the API's. */
const FILTER_LABELS: Record<(typeof EVENT_FILTERS)[number], string> = {
  upcoming: "list.tabs.upcoming",
  past: "list.tabs.past",
  mine: "list.tabs.mine",
};
const KIND_OPTIONS = [
  { value: "virtual", label: "list.kinds.virtual" },
  { value: "in-person", label: "list.kinds.inPerson" },
];

export function loader({ request, context }: LoaderFunctionArgs) {
  return pageHandler(async () => {
    const user = await requireUser(request, context);
    const t = await pageT(request, context, "events");
    const url = new URL(request.url);
    // A hand-edited link with an unknown filter is the model's 400 (answered by pageHandler).
    const filters = parseInput(eventListSchema, {
      filter: url.searchParams.get("filter") ?? undefined,
      kind: url.searchParams.get("kind") ?? undefined,
      q: url.searchParams.get("q") ?? undefined,
    });
    const { page, near, city, elsewhere } = await readNearList(url, user, (nearOptions) =>
      listEvents(user, { ...filters, ...nearOptions, cursor: url.searchParams.get("cursor") }),
    );
    const query = (extra: Record<string, string | undefined>) => {
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries({
        filter: filters.filter === "upcoming" ? undefined : filters.filter,
        kind: filters.kind,
        q: filters.q,
        near: near.near === null ? undefined : String(near.near),
        in: near.near === null && near.in !== null ? near.in : undefined,
        within: withinParam(near.km),
        ...extra,
      }))
        if (value) params.set(key, value);
      return params.size ? `/events?${params}` : "/events";
    };
    return {
      title: t("list.title"),
      ...page,
      filters: { filter: filters.filter, kind: filters.kind ?? "", q: filters.q ?? "" },
      tabs: EVENT_FILTERS.map((filter) => ({
        filter,
        href: query({ filter: filter === "upcoming" ? undefined : filter }),
      })),
      searched: Boolean(filters.kind || filters.q || near.within || near.near !== null || near.in !== null),
      clear: query({ kind: undefined, q: undefined, near: undefined, in: undefined, within: undefined }),
      near: page.near,
      city,
      ownCity: elsewhere ? query({ near: undefined, in: undefined }) : null,
      here: `${url.pathname}${url.search}`,
      firstPage: query({}),
      nextPage: page.nextCursor ? query({ cursor: page.nextCursor }) : null,
      paged: url.searchParams.has("cursor"),
      timeZone: requestTimeZone(request, user),
      now: Date.now(),
    };
  });
}

export default function EventsPage() {
  const {
    events,
    filters,
    tabs,
    searched,
    clear,
    here,
    firstPage,
    nextPage,
    paged,
    timeZone,
    now,
    near,
    city,
    ownCity,
  } = useLoaderData<typeof loader>();
  const { t } = useTranslation("events");
  const upcoming = filters.filter === "upcoming";
  const noneYet = filters.filter === "upcoming" && !searched;
  return (
    <PageShell
      title={t("list.title")}
      subtitle={t("list.subtitle")}
      actions={<CreateEventButton timeZone={timeZone} />}
    >
      <nav aria-label={t("list.tabsLabel")} className="mb-4 flex flex-wrap gap-2">
        {tabs.map((tab) => (
          <Link
            key={tab.filter}
            to={tab.href}
            aria-current={tab.filter === filters.filter ? "page" : undefined}
            className={tab.filter === filters.filter ? "btn-primary" : "btn-secondary"}
          >
            {t(FILTER_LABELS[tab.filter])}
          </Link>
        ))}
      </nav>
      <Form
        method="get"
        action="/events"
        className={`card mb-6 grid gap-3 sm:items-end ${upcoming ? "sm:grid-cols-[1fr_auto_auto_auto_auto]" : "sm:grid-cols-[1fr_auto_auto]"}`}
        role="search"
        aria-label={t("list.filterLabel")}
      >
        {filters.filter !== "upcoming" ? <input type="hidden" name="filter" value={filters.filter} /> : null}
        <FilterControls
          filters={{ ...filters, in: city.value, within: near?.km === null ? "any" : String(near?.km ?? "") }}
        >
          <SearchField
            id="events-q"
            label={t("list.searchLabel")}
            value={filters.q}
            maxLength={EVENT_SEARCH_MAX}
            placeholder={t("list.searchPlaceholder")}
          />
          <SelectFilter
            id="events-kind"
            name="kind"
            label={t("list.kindLabel")}
            value={filters.kind}
            anyLabel={t("list.kindAny")}
            options={KIND_OPTIONS.map((option) => ({ value: option.value, label: t(option.label) }))}
          />
          {upcoming ? <CityFilter id="events-in" value={city.value} ownCity={city.own} error={city.error} /> : null}
          {upcoming && near ? <RadiusFilter id="events-within" km={near.km} /> : null}
        </FilterControls>
        <FilterActions
          submitLabel={t("list.apply")}
          clear={searched ? clear : null}
          clearLabel={t("list.clearFilters")}
        />
      </Form>
      {upcoming ? (
        <NearNote
          sentence={
            near ? (
              <Trans
                t={t}
                i18nKey={near.km === null ? "list.anywhereEvents" : "list.nearEvents"}
                values={{ place: near.label, km: near.km }}
                components={{ place: <bdi dir="auto" /> }}
              />
            ) : null
          }
          ownCity={ownCity}
        />
      ) : null}
      <p className="mb-3 text-xs text-gray-500">{t("list.timesShownIn", { timeZone })}</p>
      {events.length === 0 ? (
        <EmptyState title={noneYet ? t("list.empty") : t("list.emptyFiltered")}>
          {noneYet ? <CreateEventButton timeZone={timeZone} id="create-event-empty" /> : null}
        </EmptyState>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {events.map((event) => (
            <EventCard key={event.id} event={event} timeZone={timeZone} now={now} returnTo={here} />
          ))}
        </div>
      )}
      <ListPager firstPage={firstPage} nextPage={nextPage} paged={paged} moreLabel={t("list.showMore")} />
    </PageShell>
  );
}
