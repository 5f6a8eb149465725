// Events: create, list, edit, cancel and RSVP. Capacity holds under concurrency: every RSVP runs in a
// transaction whose first statement writes the event's row, so RSVPs to one event take turns (a row lock
// on PostgreSQL, the write lock on SQLite) and the attendance check and the counter move together.
import { db, sql, sqlEmpty, sqlJoin, sqlLimit, sqlRaw, type Sql } from "~/server/db.server";
import { readRows, readRowsPlannedEachTime } from "~/server/read-db.server";
import type { RowOf } from "~/server/row-shape.server";
import { decodeBandCursor, decodeCursor, encodeCursor, parseLimit, type Cursor } from "~/lib/cursor";
import { AppError } from "~/lib/errors";
import { parseInput } from "~/lib/validation";
import { eventListSchema, eventPatchSchema, newEventSchema, rsvpSchema, type RsvpStatus } from "~/schemas/events";
import { idSchema } from "~/schemas/ids";
import { limitWrite } from "./write-limits.server";
import {
  placeColumnsSql,
  placeOfRow,
  placeRowShape,
  placeSelect,
  resolveOwnOrTypedPlace,
  toApiPlace,
  type PlaceRecord,
} from "./places.server";
import { announceNotification, storeNotification, withdrawNotification } from "./notifications.server";

import { once, type Submission } from "./submissions.server";
import { announcePost } from "./posts.server";
import { isBlockedBetween } from "./blocks.server";
import { recordHostAction } from "./audit.server";
import { activeMemberRule, blockRule, contributorRule, hiddenRule, ownerRule } from "./visibility-rules.server";
import type { Viewer } from "./viewer";
import {
  bandOf,
  bandSql,
  candidatesSpentSql,
  nearRowsSql,
  distanceFrom,
  distanceSql,
  inBandOrder,
  inBoxSql,
  inPlaceWalkSql,
  nearMatches,
  nearPlacesSql,
  parseNear,
  readNearPage,
  resolveCentre,
  type Centre,
} from "./near.server";

import { avatarUrl } from "./member-fields.server";
import {
  coversOfEvents,
  discardImages,
  imageRows,
  imageUrl as storedImageUrl,
  storeUploads,
  toPostImage,
  type StoredImage,
  type UploadedFile,
} from "./images.server";
import type { PostImage } from "~/lib/types/feed";
import { eventSearchTextFor, searchDocument } from "~/lib/search-text";
import { inMatchesSql, matchesSql, onPostgres, sectionQuery } from "./search.server";
import { LIMITS } from "~/schemas/constants";

import type { EventSummary } from "~/lib/types/community";
import type { Attendee, EventDetail, EventItem, EventPerson } from "~/lib/types/events";
import { notificationText, type NotificationWording } from "./notification-text.server";
import { eventHostRole, requireEventHost } from "./event-hosts.server";
import { assertOpenTo, lockEvent, promoteWaiting, seatsForNewcomers, waitlistPlace } from "./event-waitlist.server";

/** Within this window, changes of mind about an RSVP are one notification to the organizer. */
const RSVP_NEWS_WINDOW_MS = 60 * 60 * 1000;

export type { EventSummary };

/** The home sidebar's row (listUpcomingEvents): the event and its organizer's card fields. */
export const upcomingRowShape = {
  id: "string",
  title: "string",
  eventDate: "Date",
  location: "string|null",
  isVirtual: "boolean|number|bigint",
  attendeesCount: "number|bigint",
  maxAttendees: "number|bigint|null",
  organizerId: "string",
  firstName: "string",
  lastName: "string",
  profileImageUrl: "string|null",
  placeName: "string|null",
  placeZone: "string|null",
} as const;
type UpcomingRow = RowOf<typeof upcomingRowShape>;

/**
 * The soonest events, for the home sidebar: none hidden by an admin, none by a suspended organizer, none by a
 * member blocked either way with the viewer.
 */
export async function listUpcomingEvents(limit: number, now = new Date(), viewerId?: string): Promise<EventSummary[]> {
  // One portable SQL statement with the organizers joined, on the home page's every load (decision 018).
  const rows = await readRows<UpcomingRow[]>`
    SELECT e."id", e."title", e."eventDate", e."location", e."isVirtual", e."attendeesCount", e."maxAttendees",
           o."id" AS "organizerId", o."firstName", o."lastName", o."profileImageUrl",
           p."name" AS "placeName", p."timeZone" AS "placeZone"
    FROM "Event" e JOIN "User" o ON o."id" = e."organizerId" LEFT JOIN "Place" p ON p."id" = e."placeId"
    WHERE e."eventDate" >= ${now} AND ${hiddenRule(null, "organizerId").sql({ hiddenAt: sql`e."hiddenAt"`, ownerId: sql`e."organizerId"` })}
      AND ${activeMemberRule().sql(sql`o."status"`)}
      ${viewerId ? sql`AND ${blockRule(viewerId).sql(sql`o."id"`)}` : sqlEmpty}
    ORDER BY e."eventDate" ASC, e."id" ASC
    ${sqlLimit(Math.min(Math.max(Math.trunc(limit), 1), 50))}`;
  return rows.map(
    ({
      organizerId,
      firstName,
      lastName,
      profileImageUrl,
      eventDate,
      isVirtual,
      attendeesCount,
      maxAttendees,
      placeName,
      placeZone,
      ...row
    }) => ({
      ...row,
      // Its city, whose zone an in-person event's time is told in.
      place: placeName !== null && placeZone !== null ? { city: placeName, timeZone: placeZone } : null,
      eventDate: eventDate.toISOString(),
      isVirtual: Boolean(Number(isVirtual)),
      attendeesCount: Number(attendeesCount),
      maxAttendees: maxAttendees === null ? null : Number(maxAttendees),
      organizer: { id: organizerId, firstName, lastName, avatarUrl: avatarUrl({ id: organizerId, profileImageUrl }) },
    }),
  );
}

/** The upcoming events a member is attending, as SQL for readCounts. Raw SQL: on the home page's every load (decision 018). */
export function eventsAttendingCountSql(userId: string, now = new Date()): Sql {
  return sql`
    SELECT COUNT(*) AS "n" FROM "Rsvp" r JOIN "Event" e ON e."id" = r."eventId"
    WHERE r."userId" = ${userId} AND r."status" = 'attending' AND e."eventDate" >= ${now}`;
}

export const EVENTS_PAGE_SIZE = 12;
export const EVENTS_MAX_PAGE_SIZE = 50;

const organizerSelect = { id: true, firstName: true, lastName: true, profileImageUrl: true } as const;

const eventSelect = {
  id: true,
  title: true,
  description: true,
  location: true,
  place: { select: placeSelect },
  isVirtual: true,
  eventDate: true,
  maxAttendees: true,
  attendeesCount: true,
  cancelledAt: true,
  hiddenAt: true,
  organizerId: true,
  organizer: { select: organizerSelect },
  coverUrl: true,
  guestsAllowed: true,
  waitingCount: true,
} as const;

type EventRow = {
  id: string;
  title: string;
  description: string | null;
  location: string | null;
  place: PlaceRecord | null;
  isVirtual: boolean;
  eventDate: Date;
  maxAttendees: number | null;
  attendeesCount: number;
  cancelledAt: Date | null;
  hiddenAt: Date | null;
  organizerId: string;
  organizer: { id: string; firstName: string; lastName: string; profileImageUrl: string | null };
  coverUrl: string | null;
  guestsAllowed: number;
  waitingCount: number;
};

/** eventSelect's columns as one raw read answers them (eventsSql), its place and organizer flattened. */
export const eventRowShape = {
  id: "string",
  title: "string",
  description: "string|null",
  location: "string|null",
  isVirtual: "boolean|number|bigint",
  eventDate: "Date",
  maxAttendees: "number|bigint|null",
  attendeesCount: "number|bigint",
  cancelledAt: "Date|null",
  hiddenAt: "Date|null",
  organizerId: "string",
  coverUrl: "string|null",
  guestsAllowed: "number|bigint",
  waitingCount: "number|bigint",
  firstName: "string",
  lastName: "string",
  profileImageUrl: "string|null",
  ...placeRowShape,
  /** The viewer's RSVP, and how many maybes they may see (rsvpFacts' answers, in the same statement). */
  myStatus: "string|null",
  maybeCount: "number|bigint",
} as const;

/**
 * The events a subquery of ids ("id") picked, in `order` of ev (by default soonest first), in one statement: what
 * eventSelect reads through Prisma in three (the events, their places, their organizers).
 */
function eventsSql(viewer: Viewer, ids: Sql, order: Sql = sql`ev."eventDate" ASC, ev."id" ASC`): Sql {
  return sql`SELECT ev."id", ev."title", ev."description", ev."location", ev."isVirtual", ev."eventDate",
      ev."maxAttendees", ev."attendeesCount", ev."cancelledAt", ev."hiddenAt", ev."organizerId", ev."coverUrl",
      ev."guestsAllowed", ev."waitingCount", o."firstName", o."lastName", o."profileImageUrl",
      ${placeColumnsSql},
      (SELECT CAST(r."status" AS TEXT) FROM "Rsvp" r WHERE r."eventId" = ev."id" AND r."userId" = ${viewer.id}) AS "myStatus",
      (SELECT COUNT(*) FROM "Rsvp" r JOIN "User" ru ON ru."id" = r."userId"
        WHERE r."eventId" = ev."id" AND r."status" = 'maybe'
          AND ${contributorRule(viewer).sql({ id: sql`ru."id"`, status: sql`ru."status"` })}) AS "maybeCount"
    FROM (${ids}) m JOIN "Event" ev ON ev."id" = m."id" JOIN "User" o ON o."id" = ev."organizerId"
    LEFT JOIN "Place" pl ON pl."id" = ev."placeId"
    ORDER BY ${order}`;
}

type EventRowWithFacts = EventRow & { myStatus: RsvpStatus | null; maybeCount: number };

function fromEventRow(row: RowOf<typeof eventRowShape>): EventRowWithFacts {
  const number = (value: number | bigint | null) => (value === null ? null : Number(value));
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    location: row.location,
    place: placeOfRow(row),
    isVirtual: Boolean(Number(row.isVirtual)),
    eventDate: row.eventDate,
    maxAttendees: number(row.maxAttendees),
    attendeesCount: Number(row.attendeesCount),
    cancelledAt: row.cancelledAt,
    hiddenAt: row.hiddenAt,
    organizerId: row.organizerId,
    organizer: {
      id: row.organizerId,
      firstName: row.firstName,
      lastName: row.lastName,
      profileImageUrl: row.profileImageUrl,
    },
    coverUrl: row.coverUrl,
    guestsAllowed: Number(row.guestsAllowed),
    waitingCount: Number(row.waitingCount),
    myStatus: row.myStatus as RsvpStatus | null,
    maybeCount: Number(row.maybeCount),
  };
}

async function readEvents(viewer: Viewer, ids: Sql, order?: Sql): Promise<EventRowWithFacts[]> {
  return (await readRows<Array<RowOf<typeof eventRowShape>>>(eventsSql(viewer, ids, order))).map(fromEventRow);
}

export type EventView = EventItem;

export type RsvpState = {
  eventId: string;
  rsvpStatus: RsvpStatus | null;
  attendeesCount: number;
  maybeCount: number;
  /** Guests the member brings (decision 085). */
  guests: number;
};

const notFound = () => new AppError("not_found", "Event not found");
const parseEventId = (id: unknown) => parseInput(idSchema, id);

const toPerson = (row: EventRow["organizer"]): EventPerson => ({ ...row, avatarUrl: avatarUrl(row) });

/** The organizer's seat: they count as attending from the start, in attendeesCount and against maxAttendees. */
export const HOST_SEATS = 1;

/** The viewer's answer as a view shows it: the organizer's is "attending" (their seat, never an Rsvp row). */
function viewerStatus(viewer: Viewer, row: { organizerId: string }, answered: RsvpStatus | null): RsvpStatus | null {
  return row.organizerId === viewer.id ? "attending" : answered;
}

function toView(
  row: EventRow,
  maybeCount: number,
  rsvpStatus: RsvpStatus | null,
  cover: PostImage | null = null,
  centre: Centre | null = null,
): EventView {
  const {
    organizerId: _organizerId,
    cancelledAt,
    hiddenAt,
    eventDate,
    organizer,
    place,
    coverUrl: _cover,
    ...rest
  } = row;
  return {
    ...rest,
    cover,
    place: toApiPlace(place),
    organizer: toPerson(organizer),
    eventDate: eventDate.toISOString(),
    cancelled: cancelledAt !== null,
    isHidden: hiddenAt !== null,
    maybeCount,
    rsvpStatus,
    distanceKm: row.isVirtual ? null : distanceFrom(centre, place),
  };
}

/** The "maybe" answers a viewer counts: from members they may see, as the event page's list of who is coming. */
function maybeWhere(viewer: Viewer) {
  return { status: "maybe" as const, user: contributorRule(viewer).where };
}

/** The feed post that announces an event (decision 012): its title, then its description. */
export function announcementFor(event: { title: string; description: string | null }) {
  const content = event.description ? `${event.title}\n\n${event.description}` : event.title;
  const clipped = content.length > LIMITS.postContent ? `${content.slice(0, LIMITS.postContent - 1)}…` : content;
  return { content: clipped, searchText: searchDocument(clipped) };
}

export type EventListOptions = {
  filter?: unknown;
  kind?: unknown;
  q?: unknown;
  /** A place id: the list is centred there rather than on the viewer's city (decision 062). */
  near?: unknown;
  /** A city by name, when there is no `near`: the list is centred on the most populous place named like it. */
  in?: unknown;
  /** 25, 100, 500 (km) or "any"; 100 by default. */
  within?: unknown;
  cursor?: string | null;
  limit?: unknown;
  /** Only events in this city (a circle's page). */
  placeId?: number;
};

/** Which place a list was read around and how far it reached (null km: anywhere). */
export type EventListNear = { placeId: number; label: string; city: string; km: number | null };

export type EventPage = { events: EventView[]; nextCursor: string | null; near: EventListNear | null };

/**
 * Upcoming soonest first, past most recent first, mine (organizing or attending); keyset pages on (eventDate, id).
 * For a viewer with a city (or a `near` place), upcoming within a radius is "near you" (listEventsNear); every
 * card carries its distance from that centre.
 */
export async function listEvents(viewer: Viewer, options: EventListOptions = {}, now = new Date()): Promise<EventPage> {
  const { filter, kind, q } = parseInput(eventListSchema, {
    filter: options.filter ?? undefined,
    kind: options.kind ?? undefined,
    q: options.q ?? undefined,
  });
  const near = parseNear(options);
  const limit = parseLimit(options.limit, EVENTS_PAGE_SIZE, EVENTS_MAX_PAGE_SIZE);
  const centre = await resolveCentre(viewer, near.near, near.in);
  const about = centre ? { placeId: centre.id, label: centre.label, city: centre.city, km: near.km } : null;
  if (centre && filter === "upcoming" && near.km !== null) {
    const page = await listEventsNear(viewer, centre, near.km, { kind, q, cursor: options.cursor, limit }, now);
    return { ...page, near: about };
  }
  const cursor = decodeCursor(options.cursor);
  const ascending = filter !== "past";
  const query = sectionQuery(q);
  const direction = sqlRaw(ascending ? "ASC" : "DESC");
  // One statement: the page's ids with every condition and rule (the words too), then their rows. Before, the
  // words came from the index a chunk at a time and a Prisma read took out what the list's rules excluded
  // (issue 44); before that, the index's newest 300 matches, which lost an upcoming event created earlier.
  const when =
    filter === "past" ? sql`e."eventDate" < ${now}` : filter === "upcoming" ? sql`e."eventDate" >= ${now}` : sql`1 = 1`;
  const ids = sql`SELECT e."id" FROM "Event" e
    WHERE ${when} ${query ? sql`AND ${matchesSql("event", sql`e`, query)}` : sqlEmpty} AND ${visibleEventSql(viewer)}
      ${filter === "mine" ? mineSql(viewer) : sqlEmpty}
      ${kind === "virtual" ? sql`AND e."isVirtual"` : kind === "in-person" ? sql`AND NOT e."isVirtual"` : sqlEmpty}
      ${options.placeId === undefined ? sqlEmpty : sql`AND e."placeId" = ${options.placeId}`}
      ${afterDate(cursor, ascending)}
    ORDER BY e."eventDate" ${direction}, e."id" ${direction} ${sqlLimit(limit + 1)}`;
  const rows = await readEvents(viewer, ids, sql`ev."eventDate" ${direction}, ev."id" ${direction}`);
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  const nextCursor = rows.length > limit && last ? encodeCursor({ createdAt: last.eventDate, id: last.id }) : null;
  return { events: await withRsvpFacts(viewer, items, centre), nextCursor, near: about };
}

/**
 * "Mine": the events the viewer organizes or has answered, read from their own keys (the organizer's index and
 * their RSVPs) so the list follows the member's events, not the community's. As `organizer OR EXISTS rsvp` it
 * walked every event by date to find them (180 ms at 500,000 events, issue 48).
 */
function mineSql(viewer: Viewer): Sql {
  return sql`AND e."id" IN (SELECT mo."id" FROM "Event" mo WHERE mo."organizerId" = ${viewer.id}
    UNION ALL SELECT r."eventId" FROM "Rsvp" r WHERE r."userId" = ${viewer.id})`;
}

/**
 * The keyset condition after `cursor` on (eventDate, id), in the list's direction, written so that SQLite seeks its
 * (eventDate, id) index to the cursor (as sqlOlderThan does for createdAt).
 */
function afterDate(cursor: Cursor | null, ascending: boolean): Sql {
  if (!cursor) return sqlEmpty;
  const [past, pastOrAt] = ascending ? [sqlRaw(">"), sqlRaw(">=")] : [sqlRaw("<"), sqlRaw("<=")];
  return sql`AND e."eventDate" ${pastOrAt} ${cursor.createdAt} AND (e."eventDate" ${past} ${cursor.createdAt} OR e."id" ${past} ${cursor.id})`;
}

/** Who may see an event (`e`), as SQL: not hidden from the viewer, its organizer active and not blocked either way. */
function visibleEventSql(viewer: Viewer): Sql {
  return sql`${hiddenRule(viewer, "organizerId").sql({ hiddenAt: sql`e."hiddenAt"`, ownerId: sql`e."organizerId"` })}
    AND EXISTS (SELECT 1 FROM "User" o WHERE o."id" = e."organizerId"
      AND ${ownerRule(viewer).sql({ id: sql`o."id"`, status: sql`o."status"` })})`;
}

/** A page's rows as cards: the RSVP facts came with the rows; the covers, one statement when any has one. */
async function withRsvpFacts(viewer: Viewer, items: EventRowWithFacts[], centre: Centre | null): Promise<EventView[]> {
  const covers = await coversOf(items);
  return items.map(({ myStatus, maybeCount, ...row }) =>
    toView(row, maybeCount, viewerStatus(viewer, row, myStatus), covers.get(row.id) ?? null, centre),
  );
}

export type NearEventOptions = {
  kind?: "virtual" | "in-person";
  q?: string;
  cursor?: string | null;
  limit: number;
  /** NEAR_MATCHES_CAP (and SQLite's LISTED_MATCHES), lowered by tests to take either way with a few events. */
  matchesCap?: number;
  /** nearCandidates (SQLite), lowered by tests to read the whole area again. */
  candidates?: number;
};

/**
 * The statement of a "near you" page (decision 062): upcoming in-person events whose city is within `km` of
 * the centre, by distance band (25, 100, 500 km) and then soonest first, followed by the virtual ones soonest
 * first; (band, eventDate, id) is the keyset. The in-person part reads Place's (lat, lon) index over the
 * bounding box and each place's events by (placeId, eventDate, id); the virtual part reads (isVirtual,
 * eventDate, id). Each part is cut at the page size before they are merged, so a page reads at most two pages.
 * `CROSS JOIN` keeps SQLite's planner to that order (places first: without statistics it would rather walk every
 * upcoming event); PostgreSQL plans it as any join. With words on PostgreSQL, when few events hold the
 * words (nearMatches), both parts read their page from those instead of walking. On SQLite, with `candidates`,
 * the in-person part applies the rules to the area's first candidates only (nearCandidates, readNearPage).
 */
export function eventsNearSql(
  viewer: Viewer,
  centre: Centre,
  km: number,
  options: NearEventOptions,
  now: Date,
  candidates: number | null = null,
): Sql {
  const cursor = decodeBandCursor(options.cursor);
  const query = sectionQuery(options.q);
  const seen = visibleEventSql(viewer);
  const words = query ? sql`AND ${inMatchesSql("event", sql`e`, query)}` : sqlEmpty;
  // A walk that stops at its page (each place's candidates, the virtual part) tests a common word by each row's own
  // words (matchesSql); the read of the whole area keeps the list of every match.
  const walkWords = query ? sql`AND ${matchesSql("event", sql`e`, query, options.matchesCap)}` : sqlEmpty;
  const page = sqlLimit(options.limit + 1);
  const after = (band: Sql) =>
    cursor
      ? sql`AND (${band} > ${cursor.band} OR (${band} = ${cursor.band} AND (e."eventDate" > ${cursor.createdAt}
          OR (e."eventDate" = ${cursor.createdAt} AND e."id" > ${cursor.id}))))`
      : sqlEmpty;
  const matches =
    onPostgres() && query
      ? nearMatches(sql`"Event"`, sql`e`, inMatchesSql("event", sql`e`, query), options.matchesCap)
      : null;
  const many = matches ? sql`AND ${matches.many}` : sqlEmpty;
  const distance = distanceSql(centre, sql`p."lat"`, sql`p."lon"`);
  const nearBand = bandSql(distance);
  const inPersonRows = sql`e."eventDate" >= ${now} AND NOT e."isVirtual"`;
  const upcoming = sql`${inPersonRows} AND ${seen} ${after(nearBand)}`;
  const box = sql`${inBoxSql(centre, km, sql`p."lat"`, sql`p."lon"`)} AND ${distance} <= ${km}`;
  // A part of one band (the virtual events, the remote services) is ordered by its key alone: SQLite took the
  // constant band for a sort key the index cannot give, and sorted every such item with its rules for a page
  // (at 1,000,000 posts, 24 ms of the events page's 32).
  const cut = (from: Sql, band: Sql, alias: string, oneBand = false) =>
    sql`SELECT * FROM (SELECT e."id", ${band} AS "band", e."eventDate" ${from}
      ORDER BY ${oneBand ? sqlEmpty : sql`2, `}e."eventDate", e."id" ${page}) AS ${sqlRaw(`"${alias}"`)}`;
  // PostgreSQL: each place's first page on its own walk of (placeId, eventDate, id) (inPlaceWalkSql), so a city
  // with 50,000 upcoming events is read a page deep, not whole to be sorted (0.4 s at city scale, issue 48).
  // SQLite has no LATERAL.
  // SQLite, with candidates: the area's first ones in the page's order, then the rules on those (nearCandidates).
  const near =
    candidates && options.kind !== "virtual"
      ? sql`${nearPlacesSql(box, nearBand)}, ${nearRowsSql(
          sql`"Event"`,
          sql`e`,
          sql`"eventDate"`,
          "ASC",
          sql`${inPersonRows} ${walkWords} ${after(sql`np."band"`)}`,
          candidates,
        )}`
      : null;
  const walked = onPostgres()
    ? sql`FROM "Place" p CROSS JOIN LATERAL (SELECT e."id", e."eventDate" FROM "Event" e
          WHERE ${inPlaceWalkSql(sql`e."placeId"`)} AND ${upcoming} ${words}
          ORDER BY e."placeId", e."eventDate", e."id" ${page}) e
        WHERE ${box} ${many}`
    : near
      ? sql`FROM "near_rows" nr CROSS JOIN "Event" e WHERE e."id" = nr."id" AND ${seen}`
      : sql`FROM "Place" p CROSS JOIN "Event" e WHERE ${box} AND e."placeId" = p."id" AND ${upcoming} ${words}`;
  const inPerson = [cut(walked, near ? sql`nr."band"` : nearBand, "near")];
  if (near && candidates) inPerson.push(candidatesSpentSql(candidates));
  if (matches)
    inPerson.push(
      cut(
        sql`FROM "Event" e CROSS JOIN "Place" p WHERE e."id" IN ${matches.matched} AND p."id" = e."placeId"
          AND ${box} AND ${upcoming} AND ${matches.few}`,
        nearBand,
        "near_matched",
      ),
    );
  const virtualBand = sqlRaw(String(bandOf(null)));
  const online = sql`e."isVirtual" = TRUE AND e."eventDate" >= ${now} AND ${seen} ${after(virtualBand)}`;
  const virtual = [cut(sql`FROM "Event" e WHERE ${online} ${walkWords} ${many}`, virtualBand, "online", true)];
  if (matches)
    virtual.push(
      cut(
        sql`FROM "Event" e WHERE e."id" IN ${matches.matched} AND ${online} AND ${matches.few}`,
        virtualBand,
        "online_matched",
        true,
      ),
    );
  const parts =
    options.kind === "virtual" ? virtual : options.kind === "in-person" ? inPerson : [...inPerson, ...virtual];
  const ctes = matches ? matches.with : near ? sql`WITH ${near}` : sqlEmpty;
  // The marker row, when there is one, is one more.
  const rows = sqlLimit(options.limit + (near ? 2 : 1));
  return sql`${ctes} SELECT "id", "band" FROM (${sqlJoin(parts, " UNION ALL ")}) AS "n"
    ORDER BY "band", "eventDate", "id" ${rows}`;
}

/**
 * Upcoming events near a place (decision 062): what the events page shows a member with a city, and what a
 * city's page can show for its place and radius. Four statements whatever the page size.
 */
export async function listEventsNear(
  viewer: Viewer,
  centre: Centre,
  km: number,
  options: NearEventOptions,
  now = new Date(),
): Promise<{ events: EventView[]; nextCursor: string | null }> {
  // Planned for its values each time (issue 48): the centre's box and the words decide the plan, and after five
  // runs PostgreSQL's generic plan for any box and any words took 4-28 s at city scale, where each run's own took 6.
  const found = await readNearPage(
    options.limit,
    options.candidates,
    (candidates) => eventsNearSql(viewer, centre, km, options, now, candidates),
    (query) => readRowsPlannedEachTime<Array<RowOf<typeof nearRowShape>>>(query),
  );
  const { items, nextCursor } = await inBandOrder(
    found,
    options.limit,
    (ids) => readEvents(viewer, sql`SELECT e."id" FROM "Event" e WHERE e."id" IN (${sqlJoin(ids)})`),
    (row) => row.eventDate,
  );
  return { events: await withRsvpFacts(viewer, items, centre), nextCursor };
}

export const nearRowShape = { id: "string", band: "number|bigint" } as const;

export type { Attendee, EventDetail };

export async function getEvent(viewer: Viewer, id: unknown): Promise<EventDetail> {
  const found = await db.event.findUnique({
    where: { id: parseEventId(id) },
    select: { ...eventSelect, organizer: { select: { ...organizerSelect, status: true } } },
  });
  // A suspended organizer's event is gone but for those who may moderate it, as a suspended author's post is.
  if (
    !found ||
    !hiddenRule(viewer, "organizerId").allows(found, found.organizerId) ||
    !ownerRule(viewer).allowsPage(found.organizer) ||
    (await isBlockedBetween(viewer.id, found.organizerId))
  )
    throw notFound();
  const { status: _status, ...organizer } = found.organizer;
  const row = { ...found, organizer };
  // Who is coming, as far as the viewer may see them: not blocked either way, active but for admins. The head
  // count (attendeesCount) stays everyone's: it is what fills the event (decision 035).
  const rsvps = await db.rsvp.findMany({
    where: { eventId: row.id, user: contributorRule(viewer).where },
    orderBy: [{ createdAt: "asc" }, { userId: "asc" }],
    take: 500,
    select: { status: true, guests: true, user: { select: organizerSelect } },
  });
  const attendees: Attendee[] = rsvps.map((rsvp) => ({
    ...toPerson(rsvp.user),
    status: rsvp.status as RsvpStatus,
    guests: rsvp.guests,
  }));
  const own = attendees.find((person) => person.id === viewer.id);
  const mine = viewerStatus(viewer, row, own?.status ?? null);
  const [covers, centre, hostRole, waitlist] = await Promise.all([
    coversOf([row]),
    resolveCentre(viewer, null),
    eventHostRole(viewer, row),
    waitlistPlace(row.id, viewer.id),
  ]);
  return {
    ...toView(
      row,
      attendees.filter((person) => person.status === "maybe").length,
      mine,
      covers.get(row.id) ?? null,
      centre,
    ),
    attendees,
    canEdit: hostRole !== null,
    hostRole,
    waitlist,
    myGuests: own?.status === "attending" ? own.guests : 0,
  };
}

function assertFuture(date: Date, now: Date) {
  if (date.getTime() <= now.getTime()) {
    throw new AppError("validation", "eventDate: must be in the future", {
      fields: { eventDate: "Must be in the future" },
    });
  }
}

/**
 * `submission` is the form's one-time token (decision 031): the same token again answers this event, writing
 * nothing. A `cover` photo is processed and stored first; a refused one refuses the event (decision 050).
 */
export async function createEvent(
  viewer: Viewer,
  input: unknown,
  submission?: Submission,
  now = new Date(),
  cover: UploadedFile | null = null,
): Promise<EventView> {
  const data = parseInput(newEventSchema, input, "Failed to create event.");
  assertFuture(data.eventDate, now);
  const isVirtual = data.isVirtual || !data.location;
  const fields = {
    title: data.title,
    description: data.description ?? null,
    location: data.location ?? null,
    // The city typed or picked, else the organizer's own (decision 053).
    placeId: isVirtual ? null : await resolveOwnOrTypedPlace(viewer, input, "city"),
    isVirtual,
    eventDate: data.eventDate,
    maxAttendees: data.maxAttendees ?? null,
    guestsAllowed: data.guestsAllowed,
  };
  const centre = await resolveCentre(viewer, null);
  return once(viewer, submission, ["event", fields, cover ? 1 : 0], async (remember) => {
    await limitWrite(viewer.id, "content");
    const stored = await storeUploads(viewer, cover ? [cover] : [], "photo", { maxFiles: 1 });
    try {
      // The event, its cover's row and its announcement in the feed (decision 012), together or not at all.
      const created = await db.$transaction(async (tx) => {
        const event = await tx.event.create({
          data: {
            ...fields,
            organizerId: viewer.id,
            attendeesCount: HOST_SEATS,
            searchText: eventSearchTextFor(fields),
            coverUrl: coverAddress(stored[0]),
          },
          select: eventSelect,
        });
        if (stored.length > 0)
          await tx.image.createMany({ data: imageRows(viewer.id, stored, { kind: "event", eventId: event.id }) });
        const post = await tx.post.create({
          data: { authorId: viewer.id, type: "event", eventId: event.id, ...announcementFor(fields) },
          select: { id: true },
        });
        return {
          view: await remember(tx, toView(event, 0, "attending", coverView(stored[0]), centre)),
          postId: post.id,
        };
      });
      await announcePost(created.postId, viewer.id);
      return created.view;
    } catch (error) {
      await discardImages(stored);
      throw error;
    }
  });
}

/** A stored cover's address as the event row keeps it (its largest size); null for none. */
const coverAddress = (image: StoredImage | undefined) =>
  image ? storedImageUrl(image.key, image.sizes[image.sizes.length - 1]) : null;
const coverView = (image: StoredImage | undefined) =>
  image ? toPostImage({ ...image, sizes: image.sizes.join(",") }) : null;

/** The covers of a page of events: one more statement, only when the page has any. */
function coversOf(
  rows: Array<{ id: string; coverUrl: string | null }>,
  client?: Pick<typeof db, "image">,
): Promise<Map<string, PostImage>> {
  return coversOfEvents(
    rows.filter((row) => row.coverUrl !== null).map((row) => row.id),
    client,
  );
}

/** Whether an input names a city (the form's `city` text or a picked `placeId`). */
function placeTyped(input: unknown): boolean {
  return typeof input === "object" && input !== null && ("city" in input || "placeId" in input);
}

/** The event, when the viewer may change it: its organizer or an active co-host (event-hosts.server.ts). */
async function organizersEvent(viewer: Viewer, id: unknown, options: { organizerOnly?: boolean } = {}) {
  return requireEventHost(viewer, parseEventId(id), options);
}

/** A new `cover` replaces the old one and `removeCover` takes it away; the old cover's files go after the commit. */
export async function updateEvent(
  viewer: Viewer,
  id: unknown,
  input: unknown,
  now = new Date(),
  cover: UploadedFile | null = null,
): Promise<EventView> {
  const event = await organizersEvent(viewer, id);
  const before = event;
  const data = parseInput(eventPatchSchema, input, "Failed to update event.");
  if (data.eventDate) assertFuture(data.eventDate, now);
  if (event.cancelledAt) throw new AppError("conflict", "This event is cancelled");
  const typedPlace = placeTyped(input) ? await resolveOwnOrTypedPlace(viewer, input, "city") : undefined;
  await limitWrite(viewer.id, "content");
  const centre = await resolveCentre(viewer, null);
  const stored = await storeUploads(viewer, cover ? [cover] : [], "photo", { maxFiles: 1 });
  const changeCover = stored.length > 0 || data.removeCover === true;
  let replaced: Array<{ key: string; sizes: string }> = [];
  // A failed write leaves no stored file (decision 050).
  const written = db.$transaction(async (tx) => {
    if (changeCover) {
      replaced = await tx.image.findMany({ where: { eventId: event.id }, select: { key: true, sizes: true } });
      await tx.image.deleteMany({ where: { eventId: event.id } });
      if (stored.length > 0)
        await tx.image.createMany({ data: imageRows(viewer.id, stored, { kind: "event", eventId: event.id }) });
    }
    // Written first, so RSVPs wait while the new capacity is checked against the attendance.
    const current = await tx.event.update({
      where: { id: event.id },
      // Calendars follow the change (decision 086).
      data: { updatedAt: new Date(), calendarChangedAt: new Date() },
      select: { attendeesCount: true },
    });
    // The host's power, asked again under the lock: a co-host removed or blocked meanwhile edits nothing.
    const role = await eventHostRole(viewer, event, tx);
    if (!role) throw new AppError("forbidden", "Only the event's hosts can do this");
    if (data.maxAttendees != null && data.maxAttendees < current.attendeesCount) {
      throw new AppError(
        "conflict",
        `${current.attendeesCount} members are already attending: the limit cannot go below that`,
        {
          fields: { maxAttendees: `Must be at least ${current.attendeesCount} (already attending)` },
        },
      );
    }
    const updated = await tx.event.update({
      where: { id: event.id },
      data: {
        title: data.title,
        description: data.description === undefined ? undefined : (data.description ?? null),
        location: data.location === undefined ? undefined : (data.location ?? null),
        isVirtual: data.isVirtual,
        eventDate: data.eventDate,
        maxAttendees: data.maxAttendees === undefined ? undefined : (data.maxAttendees ?? null),
        guestsAllowed: data.guestsAllowed,
      },
      select: eventSelect,
    });
    // More seats fill from the waitlist, in order, in this transaction (decision 085).
    const promotion = data.maxAttendees !== undefined ? await promoteWaiting(tx, await lockEvent(tx, event.id)) : null;
    // An event without a place is virtual; the search text and the announcement follow the new words.
    const isVirtual = updated.isVirtual || !updated.location;
    const row = await tx.event.update({
      where: { id: event.id },
      data: {
        isVirtual,
        searchText: eventSearchTextFor(updated),
        placeId: isVirtual ? null : typedPlace,
        coverUrl: changeCover ? coverAddress(stored[0]) : undefined,
      },
      select: eventSelect,
    });
    await tx.post.updateMany({ where: { eventId: event.id }, data: announcementFor(row) });
    // A co-host's edit is an act of a delegated power: in the audit log (rule 13), naming the fields it changed.
    if (role === "cohost")
      await recordHostAction(
        viewer,
        {
          action: "event.edit",
          subjectType: "event",
          subjectId: event.id,
          subjectLabel: row.title,
          note: [
            ...Object.entries(data).flatMap(([key, value]) =>
              value === undefined || key === "removeCover" ? [] : [key],
            ),
            ...(changeCover ? ["cover"] : []),
          ].join(", "),
        },
        tx,
      );
    const maybeCount = await tx.rsvp.count({ where: { eventId: row.id, ...maybeWhere(viewer) } });
    const mine = await tx.rsvp.findUnique({
      where: { eventId_userId: { eventId: row.id, userId: viewer.id } },
      select: { status: true },
    });
    // Everyone who answered hears of it, in the same transaction (decision 031).
    const moved = data.eventDate !== undefined && data.eventDate.getTime() !== before.eventDate.getTime();
    const news = await notifyResponders(
      tx,
      viewer,
      event.id,
      "event_changed",
      notificationText(moved ? "eventMoved" : "eventChanged", { title: row.title }),
    );
    const covers = await coversOf([row], tx);
    return {
      view: toView(
        row,
        maybeCount,
        viewerStatus(viewer, row, (mine?.status as RsvpStatus | undefined) ?? null),
        covers.get(row.id) ?? null,
        centre,
      ),
      news,
      promoted: promotion?.news ?? null,
    };
  });
  const { view, news, promoted } = await written.catch(async (error: unknown) => {
    await discardImages(stored);
    throw error;
  });
  await discardImages(replaced);
  await announceNotification(news);
  await announceNotification(promoted);
  return view;
}

/** Everyone who answered the event (attending or maybe) hears of a change: stored in the change's transaction. */
async function notifyResponders(
  tx: Pick<typeof db, "rsvp" | "notification">,
  viewer: Viewer,
  eventId: string,
  type: "event_changed" | "event_cancelled",
  wording: NotificationWording,
) {
  const responders = await tx.rsvp.findMany({ where: { eventId }, select: { userId: true }, take: 5000 });
  return storeNotification(tx, {
    to: responders.map((row) => row.userId),
    actorId: viewer.id,
    type,
    ...wording,
    link: `/events/${eventId}`,
  });
}

export async function cancelEvent(viewer: Viewer, id: unknown): Promise<EventView> {
  const event = await organizersEvent(viewer, id, { organizerOnly: true });
  await limitWrite(viewer.id, "content");
  if (!event.cancelledAt) {
    const news = await db.$transaction(async (tx) => {
      const { count } = await tx.event.updateMany({
        where: { id: event.id, cancelledAt: null },
        data: { cancelledAt: new Date(), calendarChangedAt: new Date() },
      });
      return count > 0
        ? notifyResponders(
            tx,
            viewer,
            event.id,
            "event_cancelled",
            notificationText("eventCancelled", { title: event.title }),
          )
        : null;
    });
    await announceNotification(news);
  }
  return getEvent(viewer, event.id);
}

export const HOSTING_MESSAGE = "You're hosting this event";
export const FULL_MESSAGE = "This event is full";
const seatsLeftMessage = (left: number) =>
  left === 1 ? "Only 1 seat is left: attend alone or join the waitlist" : `Only ${left} seats are left`;

/**
 * Sets the viewer's RSVP. The same status again, or "none", removes it. Attending an event at capacity
 * is a 409 "This event is full" (maybe is still allowed); past and cancelled events take no RSVPs, and the
 * organizer, who attends as the host, none to their own event, not even "none" (409).
 */
export async function setRsvp(viewer: Viewer, id: unknown, input: unknown, now = new Date()): Promise<RsvpState> {
  const eventId = parseEventId(id);
  const { status, guests } = parseInput(rsvpSchema, input, "Failed to update RSVP.");
  await limitWrite(viewer.id, "rsvp");
  const result = await db.$transaction(async (tx) => {
    // The lock: the first statement writes the event's row (0 rows: no such event).
    const event = await lockEvent(tx, eventId);
    // An event the viewer cannot see (hidden by an admin, its organizer suspended, or its organizer and the viewer
    // blocked one another) does not exist for them; cancelled and past ones take no answers.
    await assertOpenTo(viewer, event, tx, now);
    const key = { eventId_userId: { eventId, userId: viewer.id } };
    const before = await tx.rsvp.findUnique({ where: key, select: { status: true, guests: true } });
    const existing = (before?.status as RsvpStatus | undefined) ?? null;
    // The same answer again withdraws it; "attending" with another number of guests changes them.
    const same = status === existing && (status !== "attending" || guests === (before?.guests ?? 0));
    const next: RsvpStatus | null = status === "none" || same ? null : status;
    // The organizer holds a seat as the host (HOST_SEATS), not an RSVP: they can neither answer nor withdraw;
    // cancelling the event is how a host steps back.
    if (event.organizerId === viewer.id) throw new AppError("conflict", HOSTING_MESSAGE);
    if (next === "attending" && guests > event.guestsAllowed)
      throw new AppError("validation", `guests: at most ${event.guestsAllowed}`, {
        fields: { guests: `At most ${event.guestsAllowed}` },
      });
    // Seats: the member and their guests (decision 085). A newcomer takes none while anyone waits.
    const held = existing === "attending" ? 1 + (before?.guests ?? 0) : 0;
    const wanted = next === "attending" ? 1 + guests : 0;
    if (wanted > held && wanted - held > seatsForNewcomers(event)) {
      const left = seatsForNewcomers(event);
      throw new AppError("conflict", left === 0 ? FULL_MESSAGE : seatsLeftMessage(left), {
        fields: { status: left === 0 ? FULL_MESSAGE : seatsLeftMessage(left) },
      });
    }
    let attendees = event.attendeesCount + wanted - held;
    if (next === null) {
      if (existing) await tx.rsvp.delete({ where: key, select: { eventId: true } });
    } else {
      const keep = next === "attending" ? guests : 0;
      await tx.rsvp.upsert({
        where: key,
        create: { eventId, userId: viewer.id, status: next, guests: keep },
        update: { status: next, guests: keep },
        select: { eventId: true },
      });
    }
    if (attendees !== event.attendeesCount)
      await tx.event.update({ where: { id: eventId }, data: { attendeesCount: attendees }, select: { id: true } });
    // Seats given back go to the waitlist, in order, in this transaction.
    const promotion =
      attendees < event.attendeesCount ? await promoteWaiting(tx, { ...event, attendeesCount: attendees }) : null;
    if (promotion) attendees = promotion.attendeesCount;
    const maybeCount = await tx.rsvp.count({ where: { eventId, ...maybeWhere(viewer) } });
    // The organizer hears of a new answer in the same transaction (decision 031): one notification however often
    // the member changes their mind within RSVP_NEWS_WINDOW_MS, and none left if they withdrew.
    const about = { actorId: viewer.id, type: "event_rsvp" as const, link: `/events/${eventId}` };
    if (next === null && existing)
      await withdrawNotification(tx, { ...about, to: event.organizerId, withinMs: RSVP_NEWS_WINDOW_MS });
    const news =
      next !== existing && next
        ? await storeNotification(tx, {
            ...about,
            to: event.organizerId,
            ...notificationText(next === "attending" ? "rsvpGoing" : "rsvpMaybe", { title: event.title }),
            coalesceWithinMs: RSVP_NEWS_WINDOW_MS,
          })
        : null;
    return {
      state: {
        eventId,
        rsvpStatus: next,
        attendeesCount: attendees,
        maybeCount,
        guests: next === "attending" ? guests : 0,
      },
      news,
      promoted: promotion?.news ?? null,
    };
  });
  await announceNotification(result.news);
  await announceNotification(result.promoted);
  return result.state;
}
