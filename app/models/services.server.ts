// Services: the local marketplace of skills (issue 11). Every list page runs a fixed number of
// statements (one: the services with their providers); filters and the text search are applied here,
// on the server, so a shared link and a browser without scripts see the same list.

import { db, sql, sqlEmpty, sqlJoin, sqlLimit, sqlOlderThan, sqlRaw, type Sql } from "~/server/db.server";
import { readRows, readRowsPlannedEachTime } from "~/server/read-db.server";
import type { RowOf } from "~/server/row-shape.server";
import { decodeBandCursor, decodeCursor, paginate, parseLimit } from "~/lib/cursor";
import { AppError } from "~/lib/errors";
import { parseInput } from "~/lib/validation";
import { searchDocument, serviceSearchTextFor } from "~/lib/search-text";
import { inMatchesSql, matchesSql, newestMatchingRows, onPostgres, sectionQuery } from "./search.server";
import { LIMITS } from "~/schemas/constants";
import { idSchema } from "~/schemas/ids";
import {
  newReviewSchema,
  newServiceSchema,
  reviewReplySchema,
  serviceFiltersSchema,
  serviceUpdateSchema,
  type ServiceFilters,
} from "~/schemas/services";
import type { ServiceItem, ServicePage, ServiceReview } from "~/lib/types/services";
import { recordActivity } from "./activity.server";
import { announcePost } from "./posts.server";
import { once, type Submission } from "./submissions.server";
import { avatarUrl } from "./member-fields.server";
import { canModerate, type Viewer } from "./viewer";
import {
  placeColumnsSql,
  placeOfRow,
  placeRowShape,
  placeSelect,
  resolveOwnOrTypedPlace,
  toApiPlace,
  type PlaceRecord,
} from "./places.server";
import { limitWrite } from "./write-limits.server";
import { activeMemberRule, blockRule, contributorRule, hiddenRule } from "./visibility-rules.server";
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

export type { ServiceFilters, ServiceItem, ServicePage, ServiceReview };

export const SERVICES_PAGE_SIZE = 12;
export const SERVICES_MAX_PAGE_SIZE = 50;

const serviceSelect = {
  id: true,
  title: true,
  description: true,
  category: true,
  price: true,
  location: true,
  place: { select: placeSelect },
  isRemote: true,
  isOffering: true,
  createdAt: true,
  ratingSum: true,
  reviewsCount: true,
  hiddenAt: true,
  providerId: true,
  provider: { select: { id: true, firstName: true, lastName: true, profileImageUrl: true, countryOfOrigin: true } },
} as const;

type ServiceRow = {
  id: string;
  title: string;
  description: string;
  category: string;
  price: string | null;
  location: string | null;
  place: PlaceRecord | null;
  isRemote: boolean;
  isOffering: boolean;
  createdAt: Date;
  ratingSum: number;
  reviewsCount: number;
  hiddenAt: Date | null;
  providerId: string;
  provider: {
    id: string;
    firstName: string;
    lastName: string;
    profileImageUrl: string | null;
    countryOfOrigin: string | null;
  };
};

/** serviceSelect's columns as one raw read answers them (servicesSql), its place and provider flattened. */
export const serviceRowShape = {
  id: "string",
  title: "string",
  description: "string",
  category: "string",
  price: "string|null",
  location: "string|null",
  isRemote: "boolean|number|bigint",
  isOffering: "boolean|number|bigint",
  createdAt: "Date",
  ratingSum: "number|bigint",
  reviewsCount: "number|bigint",
  hiddenAt: "Date|null",
  providerId: "string",
  firstName: "string",
  lastName: "string",
  profileImageUrl: "string|null",
  countryOfOrigin: "string|null",
  ...placeRowShape,
} as const;

/**
 * The services a subquery of ids ("id") picked, newest first, in one statement: what serviceSelect reads through
 * Prisma in three (the services, their places, their providers).
 */
function servicesSql(ids: Sql): Sql {
  return sql`SELECT s."id", s."title", s."description", s."category", s."price", s."location", s."isRemote",
      s."isOffering", s."createdAt", s."ratingSum", s."reviewsCount", s."hiddenAt", s."providerId",
      u."firstName", u."lastName", u."profileImageUrl", u."countryOfOrigin",
      ${placeColumnsSql}
    FROM (${ids}) m JOIN "Service" s ON s."id" = m."id" JOIN "User" u ON u."id" = s."providerId"
    LEFT JOIN "Place" pl ON pl."id" = s."placeId"
    ORDER BY s."createdAt" DESC, s."id" DESC`;
}

function fromServiceRow(row: RowOf<typeof serviceRowShape>): ServiceRow {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category,
    price: row.price,
    location: row.location,
    place: placeOfRow(row),
    isRemote: Boolean(Number(row.isRemote)),
    isOffering: Boolean(Number(row.isOffering)),
    createdAt: row.createdAt,
    ratingSum: Number(row.ratingSum),
    reviewsCount: Number(row.reviewsCount),
    hiddenAt: row.hiddenAt,
    providerId: row.providerId,
    provider: {
      id: row.providerId,
      firstName: row.firstName,
      lastName: row.lastName,
      profileImageUrl: row.profileImageUrl,
      countryOfOrigin: row.countryOfOrigin,
    },
  };
}

/** The services of these ids, in one statement (any order). */
async function servicesByIds(ids: string[]): Promise<ServiceRow[]> {
  const rows = await readRows<Array<RowOf<typeof serviceRowShape>>>(
    servicesSql(sql`SELECT s."id" FROM "Service" s WHERE s."id" IN (${sqlJoin(ids)})`),
  );
  return rows.map(fromServiceRow);
}

function toItem(row: ServiceRow, viewer: Viewer, centre: Centre | null = null): ServiceItem {
  const { providerId, provider, createdAt, ratingSum, hiddenAt, place, ...rest } = row;
  const rating = row.reviewsCount > 0 ? Math.round((ratingSum / row.reviewsCount) * 10) / 10 : null;
  return {
    ...rest,
    place: toApiPlace(place),
    rating,
    createdAt: createdAt.toISOString(),
    provider: { ...provider, avatarUrl: avatarUrl(provider) },
    canEdit: canModerate(viewer, providerId),
    isHidden: hiddenAt !== null,
    distanceKm: distanceFrom(centre, place),
  };
}

/** What the text search looks in, lower-cased (the column the list filters on). */
const serviceSearchText = serviceSearchTextFor;

/** The feed announcement of a service (decision 012). */
function announcement(service: { title: string; description: string }): string {
  return `${service.title}\n\n${service.description}`.slice(0, LIMITS.postContent);
}

const notFound = () => new AppError("not_found", "Service not found");

/** Validates filters from a query string or path parts: an unknown category or type is a 400 naming it. */
export function parseServiceFilters(input: Record<string, unknown>): ServiceFilters {
  return parseInput(serviceFiltersSchema, input);
}

export type ServiceListOptions = {
  cursor?: string | null;
  limit?: unknown;
  /** A place id: the list is centred there rather than on the viewer's city (decision 062). */
  near?: unknown;
  /** A city by name, when there is no `near`: the list is centred on the most populous place named like it. */
  in?: unknown;
  /** 25, 100, 500 (km) or "any"; 100 by default. */
  within?: unknown;
  /** Only services in this city (a circle's page; with within "any"). */
  placeId?: number;
};

export type ServiceListNear = { placeId: number; label: string; city: string; km: number | null };

/**
 * Newest first, by keyset cursor; services of suspended members are hidden. For a viewer with a city (or a
 * `near` place) and a radius, the services near them come first (listServicesNear); every card carries its
 * distance from that centre.
 */
export async function listServices(
  viewer: Viewer,
  filters: Record<string, unknown>,
  options: ServiceListOptions = {},
): Promise<ServicePage & { near: ServiceListNear | null }> {
  const parsed = parseServiceFilters(filters);
  const near = parseNear(options);
  const limit = parseLimit(options.limit, SERVICES_PAGE_SIZE, SERVICES_MAX_PAGE_SIZE);
  const centre = await resolveCentre(viewer, near.near, near.in);
  const about = centre ? { placeId: centre.id, label: centre.label, city: centre.city, km: near.km } : null;
  if (centre && near.km !== null) {
    const page = await listServicesNear(viewer, centre, near.km, { ...parsed, cursor: options.cursor, limit });
    return { ...page, near: about };
  }
  const { category, type, q } = parsed;
  const cursor = decodeCursor(options.cursor);
  const query = sectionQuery(q);
  // Its rules in SQL, so that the filter's statement and the page's are one (issue 44).
  const list = {
    from: sql`"Service" t JOIN "User" a ON a."id" = t."providerId"`,
    own: sql`${hiddenRule(viewer, "providerId").sql({ hiddenAt: sql`t."hiddenAt"`, ownerId: sql`t."providerId"` })}
      ${category ? sql`AND t."category" = ${category}` : sqlEmpty}
      ${type ? (type === "offering" ? sql`AND t."isOffering"` : sql`AND NOT t."isOffering"`) : sqlEmpty}
      ${options.placeId === undefined ? sqlEmpty : sql`AND t."placeId" = ${options.placeId}`}`,
    where: sql`${activeMemberRule().sql(sql`a."status"`)} AND ${blockRule(viewer.id).sql(sql`a."id"`)}`,
  };
  const rows = query
    ? (
        await newestMatchingRows<RowOf<typeof serviceRowShape>>("service", query, list, cursor, limit + 1, servicesSql)
      ).map(fromServiceRow)
    : (
        await readRows<Array<RowOf<typeof serviceRowShape>>>(
          servicesSql(sql`SELECT t."id" FROM ${list.from} WHERE ${list.own} AND ${list.where} ${sqlOlderThan(sql`t`, cursor)}
            ORDER BY t."createdAt" DESC, t."id" DESC ${sqlLimit(limit + 1)}`),
        )
      ).map(fromServiceRow);
  const { items, nextCursor } = paginate(rows, limit);
  return { services: items.map((row) => toItem(row, viewer, centre)), nextCursor, near: about };
}

export type NearServiceOptions = ServiceFilters & {
  cursor?: string | null;
  limit: number;
  /** NEAR_MATCHES_CAP (and SQLite's LISTED_MATCHES), lowered by tests to take either way with a few services. */
  matchesCap?: number;
  /** nearCandidates (SQLite), lowered by tests to read the whole area again. */
  candidates?: number;
};

/**
 * The statement of a "near you" services page (decision 062): services whose city is within `km` of the
 * centre, by distance band (25, 100, 500 km) and then newest first, followed by the remote services from
 * farther away, newest first; (band, createdAt desc, id desc) is the keyset. The near part reads Place's
 * (lat, lon) index over the bounding box and each place's services by (placeId, createdAt, id); the remote
 * part reads (isRemote, createdAt, id) and looks each one's place up by its key. Each part is cut at the page
 * size before they are merged. `CROSS JOIN` keeps SQLite's planner to places first, and in its read of the whole
 * area the category and type are written so that no index serves them (`|| ''`, a bare boolean): it would
 * otherwise read every service of the category for each place in the box instead of the place's own. A walk of
 * each place (PostgreSQL's, SQLite's candidates) takes the category and type from (placeId, [category,]
 * [isOffering,] createdAt, id): a category with nothing near the member read every service of the city (250,000
 * at city scale, issue 48), and a type with nothing near every service of the category (2.4 s a request at city
 * scale: Translation, requesting). With words on PostgreSQL, when few services hold the words (nearMatches), both
 * parts read their page from those instead of walking. On SQLite, with `candidates`, the near part applies the
 * rules to the area's first candidates only (nearCandidates, readNearPage).
 */
export function servicesNearSql(
  viewer: Viewer,
  centre: Centre,
  km: number,
  options: NearServiceOptions,
  candidates: number | null = null,
): Sql {
  const cursor = decodeBandCursor(options.cursor);
  const query = sectionQuery(options.q);
  // As equalities, the category and type are a walk's index (PostgreSQL's, SQLite's candidates).
  const indexed = sql`${options.category ? sql`AND s."category" = ${options.category}` : sqlEmpty}
    ${options.type ? sql`AND s."isOffering" = ${sqlRaw(options.type === "offering" ? "TRUE" : "FALSE")}` : sqlEmpty}`;
  const filters = onPostgres()
    ? indexed
    : sql`${options.category ? sql`AND s."category" || '' = ${options.category}` : sqlEmpty}
      ${options.type ? (options.type === "offering" ? sql`AND s."isOffering"` : sql`AND NOT s."isOffering"`) : sqlEmpty}`;
  const rules = sql`${hiddenRule(viewer, "providerId").sql({ hiddenAt: sql`s."hiddenAt"`, ownerId: sql`s."providerId"` })}
    AND ${blockRule(viewer.id).sql(sql`s."providerId"`)}
    AND EXISTS (SELECT 1 FROM "User" u WHERE u."id" = s."providerId" AND ${activeMemberRule().sql(sql`u."status"`)})`;
  const seen = sql`${rules} ${filters}`;
  const words = query ? sql`AND ${inMatchesSql("service", sql`s`, query)}` : sqlEmpty;
  // A walk that stops at its page (each place's candidates, the remote part) tests a common word by each row's own
  // words (matchesSql); the read of the whole area keeps the list of every match.
  const walkWords = query ? sql`AND ${matchesSql("service", sql`s`, query, options.matchesCap)}` : sqlEmpty;
  const matches =
    onPostgres() && query
      ? nearMatches(sql`"Service"`, sql`s`, inMatchesSql("service", sql`s`, query), options.matchesCap)
      : null;
  const page = sqlLimit(options.limit + 1);
  const after = (band: Sql) =>
    cursor
      ? sql`AND (${band} > ${cursor.band} OR (${band} = ${cursor.band} AND (s."createdAt" < ${cursor.createdAt}
          OR (s."createdAt" = ${cursor.createdAt} AND s."id" < ${cursor.id}))))`
      : sqlEmpty;
  const distance = distanceSql(centre, sql`p."lat"`, sql`p."lon"`);
  const nearBand = bandSql(distance);
  const within = sql`${inBoxSql(centre, km, sql`p."lat"`, sql`p."lon"`)} AND ${distance} <= ${km}`;
  // A part of one band (the virtual events, the remote services) is ordered by its key alone: SQLite took the
  // constant band for a sort key the index cannot give, and sorted every such item with its rules for a page
  // (at 1,000,000 posts, 24 ms of the events page's 32).
  const cut = (from: Sql, band: Sql, alias: string, oneBand = false) =>
    sql`SELECT * FROM (SELECT s."id", ${band} AS "band", s."createdAt" ${from}
      ORDER BY ${oneBand ? sqlEmpty : sql`2, `}s."createdAt" DESC, s."id" DESC ${page}) AS ${sqlRaw(`"${alias}"`)}`;
  const many = matches ? sql`AND ${matches.many}` : sqlEmpty;
  // PostgreSQL: each place's first page on its own walk of (placeId, createdAt, id) (inPlaceWalkSql): a city's
  // 100,000 services were read whole to be sorted (1.5 s at city scale, issue 48). SQLite has no LATERAL.
  // SQLite, with candidates: the area's first ones in the page's order, then the rules on those (nearCandidates).
  const near = candidates
    ? sql`${nearPlacesSql(within, nearBand)}, ${nearRowsSql(
        sql`"Service"`,
        sql`s`,
        sql`"createdAt"`,
        "DESC",
        sql`TRUE ${indexed} ${walkWords} ${after(sql`np."band"`)}`,
        candidates,
      )}`
    : null;
  // A walk of one category or type names its place as an equality, as the category and type are: its index's
  // leading columns are then all equalities, and the walk ends with the place's services of that kind. Written as
  // a range (inPlaceWalkSql), the place was the index scan's only bound: the category and type were tested on
  // each entry, and a walk went on through the place's every service of the kinds before it in the index (at city
  // scale, Translation requested, of which the bench's Berlin has none, read Berlin's 166,000 services of two
  // other categories: 1,500 buffers a page). Without either, the range keeps PostgreSQL on the place's own index.
  const ofKind = Boolean(options.category || options.type);
  const placeWalk = ofKind ? sql`s."placeId" = p."id"` : inPlaceWalkSql(sql`s."placeId"`);
  const walkOrder = ofKind ? sqlEmpty : sql`s."placeId" DESC, `;
  const walked = onPostgres()
    ? sql`FROM "Place" p CROSS JOIN LATERAL (SELECT s."id", s."createdAt" FROM "Service" s
          WHERE ${placeWalk} AND ${seen} ${words} ${after(nearBand)}
          ORDER BY ${walkOrder}s."createdAt" DESC, s."id" DESC ${page}) s
        WHERE ${within} ${many}`
    : near
      ? sql`FROM "near_rows" nr CROSS JOIN "Service" s WHERE s."id" = nr."id" AND ${rules}`
      : sql`FROM "Place" p CROSS JOIN "Service" s WHERE ${within} AND s."placeId" = p."id" AND ${seen} ${words} ${after(nearBand)}`;
  const remoteBand = sqlRaw(String(bandOf(null)));
  const remote = sql`s."isRemote" = TRUE AND ${seen} ${after(remoteBand)}
    AND NOT EXISTS (SELECT 1 FROM "Place" p WHERE p."id" = s."placeId" AND ${within})`;
  const parts = [
    cut(walked, near ? sql`nr."band"` : nearBand, "near"),
    ...(near && candidates ? [candidatesSpentSql(candidates)] : []),
    cut(sql`FROM "Service" s WHERE ${remote} ${walkWords} ${many}`, remoteBand, "remote", true),
  ];
  if (matches)
    parts.push(
      cut(
        sql`FROM "Service" s CROSS JOIN "Place" p WHERE s."id" IN ${matches.matched} AND p."id" = s."placeId"
          AND ${within} AND ${seen} ${after(nearBand)} AND ${matches.few}`,
        nearBand,
        "near_matched",
      ),
      cut(
        sql`FROM "Service" s WHERE s."id" IN ${matches.matched} AND ${remote} AND ${matches.few}`,
        remoteBand,
        "remote_matched",
        true,
      ),
    );
  const ctes = matches ? matches.with : near ? sql`WITH ${near}` : sqlEmpty;
  // The marker row, when there is one, is one more.
  const rows = sqlLimit(options.limit + (near ? 2 : 1));
  return sql`${ctes} SELECT "id", "band" FROM (${sqlJoin(parts, " UNION ALL ")}) AS "n"
    ORDER BY "band", "createdAt" DESC, "id" DESC ${rows}`;
}

export const nearServiceRowShape = { id: "string", band: "number|bigint" } as const;

/**
 * Services near a place (decision 062): what the services page shows a member with a city, and what a city's
 * page can show for its place and radius. A fixed number of statements whatever the page size.
 */
export async function listServicesNear(
  viewer: Viewer,
  centre: Centre,
  km: number,
  options: NearServiceOptions,
): Promise<ServicePage> {
  // Planned for its values each time (issue 48): the centre's box and the words decide the plan, and after five
  // runs PostgreSQL's generic plan for any box and any words took 4-28 s at city scale, where each run's own took 6.
  const found = await readNearPage(
    options.limit,
    options.candidates,
    (candidates) => servicesNearSql(viewer, centre, km, options, candidates),
    (query) => readRowsPlannedEachTime<Array<RowOf<typeof nearServiceRowShape>>>(query),
  );
  const { items, nextCursor } = await inBandOrder(found, options.limit, servicesByIds, (row) => row.createdAt);
  return { services: items.map((row) => toItem(row, viewer, centre)), nextCursor };
}

/**
 * The one rule for a service (ARCHITECTURE rule 11), read in one statement: it exists, its provider and the
 * viewer have not blocked one another, it is not hidden by a moderator (but from its provider and admins) and
 * its provider is not suspended (but for admins). Anything else is "Service not found" (404), the same answer
 * as a service that does not exist. Every read and action on one service goes through it: its page, reviews,
 * reports, edits. An admin editing or deleting (moderating, e.g. resolving a report) acts through blocks, as
 * a member's blocks must not shield their content from moderation.
 */
async function findVisible(viewer: Viewer, id: string, purpose: "see" | "moderate" = "see") {
  const throughBlocks = purpose === "moderate" && viewer.role === "admin";
  const row = await db.service.findFirst({
    where: { id, ...(throughBlocks ? {} : { provider: blockRule(viewer.id).where }) },
    select: { ...serviceSelect, provider: { select: { ...serviceSelect.provider.select, status: true } } },
  });
  if (!row || !hiddenRule(viewer, "providerId").allows(row, row.providerId)) throw notFound();
  if (!activeMemberRule().allows(row.provider) && !canModerate(viewer, row.providerId)) throw notFound();
  const { status: _status, ...provider } = row.provider;
  return { ...row, provider };
}

export async function getService(viewer: Viewer, id: unknown): Promise<ServiceItem> {
  const row = await findVisible(viewer, parseInput(idSchema, id));
  return toItem(row, viewer, await resolveCentre(viewer, null));
}

/**
 * Creates the service, its feed announcement (decision 012) and its activity row together (decision 031);
 * `submission` is the form's one-time token: the same token again answers this service, writing nothing.
 */
export async function createService(
  viewer: Viewer,
  input: Record<string, unknown>,
  submission?: Submission,
): Promise<ServiceItem> {
  const data = parseInput(newServiceSchema, input, "Failed to create service.");
  const fields = {
    title: data.title,
    description: data.description,
    category: data.category,
    price: data.price ?? null,
    location: data.location ?? null,
    // The city typed or picked, else the provider's own (decision 053).
    placeId: await resolveOwnOrTypedPlace(viewer, input, "city"),
    isRemote: data.isRemote,
    isOffering: data.isOffering,
  };
  return once(viewer, submission, ["service", fields], async (remember) => {
    await limitWrite(viewer.id, "content");
    const created = await db.$transaction(async (tx) => {
      const service = await tx.service.create({
        data: { ...fields, providerId: viewer.id, searchText: serviceSearchText(fields) },
        select: serviceSelect,
      });
      const content = announcement(fields);
      const post = await tx.post.create({
        data: {
          authorId: viewer.id,
          type: "service",
          category: fields.category,
          content,
          searchText: searchDocument(content),
          serviceId: service.id,
        },
        select: { id: true },
      });
      const { firstName, lastName } = service.provider;
      await recordActivity(
        {
          actorId: viewer.id,
          verb: "service.created",
          subjectId: service.id,
          description: `${firstName} ${lastName} ${service.isOffering ? "offered" : "requested"} a service`,
        },
        tx,
      );
      return { item: await remember(tx, toItem(service, viewer)), postId: post.id };
    });
    await announcePost(created.postId, viewer.id);
    return created.item;
  });
}

/** The provider (or an admin) changes any of the fields; the announcement follows. */
export async function updateService(viewer: Viewer, id: unknown, input: Record<string, unknown>): Promise<ServiceItem> {
  const serviceId = parseInput(idSchema, id);
  const data = parseInput(serviceUpdateSchema, input, "Failed to update service.");
  const current = await findVisible(viewer, serviceId, "moderate");
  if (!canModerate(viewer, current.providerId)) throw new AppError("forbidden", "You can only edit your own services");
  const placeId =
    "city" in input || "placeId" in input
      ? await resolveOwnOrTypedPlace({ id: current.providerId }, input, "city")
      : undefined;
  await limitWrite(viewer.id, "content");
  const next = {
    title: data.title ?? current.title,
    description: data.description ?? current.description,
    category: data.category ?? current.category,
    price: data.price === undefined ? current.price : data.price,
    location: data.location === undefined ? current.location : data.location,
    isRemote: data.isRemote ?? current.isRemote,
    isOffering: data.isOffering ?? current.isOffering,
  };
  const row = await db.$transaction(async (tx) => {
    const content = announcement(next);
    await tx.post.updateMany({
      where: { serviceId },
      data: { content, searchText: searchDocument(content), category: next.category },
    });
    return tx.service.update({
      where: { id: serviceId },
      data: { ...next, placeId, searchText: serviceSearchText(next) },
      select: serviceSelect,
    });
  });
  return toItem(row, viewer);
}

/** The provider (or an admin) removes it; its announcement goes with it (cascade). */
export async function deleteService(viewer: Viewer, id: unknown): Promise<void> {
  const serviceId = parseInput(idSchema, id);
  const current = await findVisible(viewer, serviceId, "moderate");
  if (!canModerate(viewer, current.providerId))
    throw new AppError("forbidden", "You can only delete your own services");
  await limitWrite(viewer.id, "delete");
  await db.service.delete({ where: { id: serviceId }, select: { id: true } });
}

const reviewSelect = {
  id: true,
  rating: true,
  text: true,
  reply: true,
  createdAt: true,
  author: { select: serviceSelect.provider.select },
} as const;

function toReview(row: {
  id: string;
  rating: number;
  text: string;
  reply: string | null;
  createdAt: Date;
  author: ServiceRow["provider"];
}): ServiceReview {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    author: { ...row.author, avatarUrl: avatarUrl(row.author) },
  };
}

/**
 * Newest first; at most 100 (a service's reviews are few). Reviews by members blocked either way, and by
 * suspended members (but for admins), are left out.
 */
export async function listReviews(viewer: Viewer, id: unknown): Promise<ServiceReview[]> {
  const service = await findVisible(viewer, parseInput(idSchema, id));
  const rows = await db.serviceReview.findMany({
    where: { serviceId: service.id, author: contributorRule(viewer).where },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: 100,
    select: reviewSelect,
  });
  return rows.map(toReview);
}

/** Both wrote to each other at least once: the real contact a review needs. */
async function haveExchangedMessages(a: string, b: string): Promise<boolean> {
  const [sent, received] = await Promise.all([
    db.message.findFirst({ where: { senderId: a, receiverId: b }, select: { id: true } }),
    db.message.findFirst({ where: { senderId: b, receiverId: a }, select: { id: true } }),
  ]);
  return Boolean(sent && received);
}

export const REQUEST_NOT_REVIEWED = "Requests for help are not reviewed";

/** Why the viewer may not review this service, or null when they may. */
export async function reviewRefusal(
  viewer: Viewer,
  service: { id: string; isOffering: boolean; provider: { id: string } },
): Promise<string | null> {
  // A request asks for help: there is no service of the requester's to rate.
  if (!service.isOffering) return REQUEST_NOT_REVIEWED;
  if (service.provider.id === viewer.id) return "You cannot review your own service";
  if (!(await haveExchangedMessages(viewer.id, service.provider.id))) {
    return "You can review a service once you and its provider have both written to each other";
  }
  const existing = await db.serviceReview.findUnique({
    where: { serviceId_authorId: { serviceId: service.id, authorId: viewer.id } },
    select: { id: true },
  });
  return existing ? "You have already reviewed this service" : null;
}

/**
 * One 1–5 star review per member and service, after real contact (403 naming the reason otherwise). `submission`
 * is the form's one-time token (decision 031): the same token again answers this review.
 */
export async function createReview(
  viewer: Viewer,
  id: unknown,
  input: Record<string, unknown>,
  submission?: Submission,
): Promise<ServiceReview> {
  const serviceId = parseInput(idSchema, id);
  const data = parseInput(newReviewSchema, input, "Failed to post review.");
  return once(viewer, submission, ["review", serviceId, data], async (remember) => {
    const service = await findVisible(viewer, serviceId);
    const refusal = await reviewRefusal(viewer, service);
    if (refusal) throw new AppError(refusal.startsWith("You have already") ? "conflict" : "forbidden", refusal);
    await limitWrite(viewer.id, "content");
    try {
      return await db.$transaction(async (tx) => {
        const row = await tx.serviceReview.create({
          data: { serviceId, authorId: viewer.id, rating: data.rating, text: data.text },
          select: reviewSelect,
        });
        await tx.service.update({
          where: { id: serviceId },
          data: { ratingSum: { increment: data.rating }, reviewsCount: { increment: 1 } },
          select: { id: true },
        });
        return remember(tx, toReview(row));
      });
    } catch (error) {
      // Two submissions at once: the unique pair keeps one.
      if ((error as { code?: string }).code === "P2002")
        throw new AppError("conflict", "You have already reviewed this service");
      throw error;
    }
  });
}

/** The provider replies once to a review of their service. */
export async function replyToReview(
  viewer: Viewer,
  reviewId: unknown,
  input: Record<string, unknown>,
): Promise<ServiceReview> {
  const id = parseInput(idSchema, reviewId);
  const { reply } = parseInput(reviewReplySchema, input, "Failed to post reply.");
  // A review not in the provider's list (its author blocked either way, or suspended) does not exist for them.
  const review = await db.serviceReview.findFirst({
    where: { id, author: contributorRule(viewer).where },
    select: { serviceId: true, reply: true, service: { select: { providerId: true } } },
  });
  if (!review) throw new AppError("not_found", "Review not found");
  if (review.service.providerId !== viewer.id)
    throw new AppError("forbidden", "Only the provider can reply to a review");
  await limitWrite(viewer.id, "content");
  const updated = await db.serviceReview.updateMany({
    where: { id, reply: null },
    data: { reply, repliedAt: new Date() },
  });
  if (updated.count === 0) throw new AppError("conflict", "You have already replied to this review");
  const row = await db.serviceReview.findUniqueOrThrow({ where: { id }, select: reviewSelect });
  return toReview(row);
}
