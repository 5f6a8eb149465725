// Members as other members see them: a member's profile (profile pages, GET /api/users/:id), search and
// suggestions. Never email, role or status.
import * as z from "zod";
import { sql, sqlEmpty, sqlJoin, sqlLimit, sqlRaw, type Sql } from "~/server/db.server";
import { readCounts } from "~/server/read-counts.server";
import { readRows, readRowsPlannedEachTime } from "~/server/read-db.server";
import type { RowOf } from "~/server/row-shape.server";
import { decodeCursor, paginate, parseLimit } from "~/lib/cursor";
import { AppError } from "~/lib/errors";
import { parseSearchQuery, searchTokens } from "~/lib/search-tokens";
import { inMatchesSql, newestMatchIdsSql, newestMatchingRows, onPostgres } from "./search.server";
import { movingToOf } from "~/lib/moving";
import { parseInput } from "~/lib/validation";
import { idField } from "~/schemas/ids";
import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from "~/schemas/people";
import type {
  MemberProfile,
  PersonResult,
  PublicMember,
  Suggestion,
  SuggestionWhy,
  SuggestionWithState,
} from "~/lib/types/people";
import { connectionStates, connectionsCountSql } from "./connections.server";
import { avatarUrl, parseLanguages, parseList, personCardRowShape } from "./member-fields.server";
import type { Viewer } from "./viewer";
import { NOT_AVAILABLE } from "./blocks.server";
import { activeMemberRule, blockRule } from "./visibility-rules.server";
import { distanceFrom, distanceSql, inBoxSql } from "./near.server";
import { PEOPLE_NEAR_COPY as peopleNearCopy } from "~/copy/places";

export type { MemberProfile, PersonResult, PublicMember, Suggestion, SuggestionWithState };

/** getMember's row: the public profile, the member's status, and whether a block stands either way (1). */
export const publicMemberRowShape = {
  id: "string",
  firstName: "string",
  lastName: "string",
  profileImageUrl: "string|null",
  countryOfOrigin: "string|null",
  secondHomeland: "string|null",
  currentLocation: "string|null",
  bio: "string|null",
  skills: "string",
  interests: "string",
  languages: "string|null",
  createdAt: "Date",
  welcomeHelperAt: "Date|null",
  movingPlaceId: "number|bigint|null",
  movingLabel: "string|null",
  movingMonth: "string|null",
  status: "string",
  blocked: "number|bigint|boolean",
} as const;

const memberIdSchema = idField({ required: "id is required", invalid: "Not a valid id" });

/** An active member's public profile; an unknown or suspended member is a 404 (admins see suspended ones). */
export async function getMember(viewer: Viewer, id: unknown): Promise<PublicMember> {
  const memberId = parseInput(z.object({ id: memberIdSchema }), { id }, "Member not found").id;
  // One raw read with the block check (decision 022): every profile page and the API's member start with it.
  const [row] = await readRows<Array<RowOf<typeof publicMemberRowShape>>>(sql`
    SELECT u."id", u."firstName", u."lastName", u."profileImageUrl", u."countryOfOrigin", u."secondHomeland",
      u."currentLocation", u."bio", u."skills", u."interests", u."languages", u."createdAt", u."welcomeHelperAt",
      u."movingPlaceId", u."movingLabel", u."movingMonth", u."status",
      CASE WHEN ${blockRule(viewer.id).sql(sql`u."id"`)} THEN 0 ELSE 1 END AS "blocked"
    FROM "User" u WHERE u."id" = ${memberId}`);
  if (!row || (!activeMemberRule().allows(row) && viewer.role !== "admin" && viewer.id !== row.id))
    throw new AppError("not_found", "Member not found");
  if (viewer.role !== "admin" && Number(row.blocked) === 1) throw new AppError("not_found", NOT_AVAILABLE);
  const {
    status: _status,
    blocked: _blocked,
    movingPlaceId: movingPlace,
    skills,
    interests,
    languages,
    createdAt,
    movingLabel,
    movingMonth,
    welcomeHelperAt,
    ...rest
  } = row;
  const movingPlaceId = movingPlace === null ? null : Number(movingPlace);
  return {
    ...rest,
    welcomeHelper: welcomeHelperAt !== null,
    movingTo: movingToOf({ movingPlaceId, movingLabel, movingMonth }),
    avatarUrl: avatarUrl(rest),
    skills: parseList(skills),
    interests: parseList(interests),
    languages: parseLanguages(languages),
    createdAt: createdAt.toISOString(),
  };
}

/**
 * The members connected with both the viewer and the member whom the viewer may see (not blocked either way,
 * active), as SQL for readCounts: from the viewer's connections (each side on its own index), each looked up
 * by pair with the member (the unique (requesterId, receiverId) index, both ways).
 */
function mutualConnectionsCountSql(viewerId: string, memberId: string): Sql {
  const withMember = (other: Sql) => sql`(EXISTS (SELECT 1 FROM "Connection" t
      WHERE t."requesterId" = ${other} AND t."receiverId" = ${memberId} AND t."status" = 'accepted')
    OR EXISTS (SELECT 1 FROM "Connection" t
      WHERE t."requesterId" = ${memberId} AND t."receiverId" = ${other} AND t."status" = 'accepted'))`;
  return sql`SELECT COUNT(*) AS "n" FROM (
      SELECT "receiverId" AS "other" FROM "Connection" WHERE "requesterId" = ${viewerId} AND "status" = 'accepted'
      UNION ALL
      SELECT "requesterId" AS "other" FROM "Connection" WHERE "receiverId" = ${viewerId} AND "status" = 'accepted'
    ) mine
    JOIN "User" u ON u."id" = mine."other"
    WHERE u."id" <> ${memberId} AND ${activeMemberRule().sql(sql`u."status"`)}
      AND ${blockRule(viewerId).sql(sql`u."id"`)} AND ${withMember(sql`u."id"`)}`;
}

/** The profile page's data: the member, the viewer's relation to them, their connection figures. */
export async function getMemberProfile(viewer: Viewer, id: unknown): Promise<MemberProfile> {
  const member = await getMember(viewer, id);
  const isSelf = member.id === viewer.id;
  const [states, counts] = await Promise.all([
    connectionStates(viewer.id, isSelf ? [] : [member.id]),
    readCounts({
      connections: connectionsCountSql(member.id),
      mutual: isSelf ? sql`SELECT 0 AS "n"` : mutualConnectionsCountSql(viewer.id, member.id),
    }),
  ]);
  return {
    ...member,
    isSelf,
    connection: states.get(member.id) ?? "none",
    connectionsCount: counts.connections,
    mutualConnections: counts.mutual,
  };
}

// Finding people: ranked suggestions with the reason for each, and member search.
//
// Suggestions, in order: same homeland and same city; same homeland; same city; shared skills or
// interests; then the newest members with a homeland, then those without (decision 013). Never the
// viewer, people they are connected to or have a pending request with, or suspended members. At most two
// statements whatever the result size (the first tier's bounded query, then, when it did not fill the list,
// every later tier's in one), after a read of the viewer's own row when the caller did not pass their profile.

/** A member's row as searchPeople's statement answers it. */
export const personSearchRowShape = {
  ...personCardRowShape,
  /** Which of the viewer's homelands a member shares (issue 43); not passed on. */
  secondHomeland: "string|null",
  bio: "string|null",
  skills: "string",
  languages: "string|null",
  createdAt: "Date",
} as const;

/** A suggestion's row, as suggestPeople's statement answers it: searchPeople's, with its tier and city. */
export const suggestionRowShape = {
  tier: "number|bigint",
  ...personSearchRowShape,
  /** Their city's key and coordinates, for "also in Berlin" / "12 km away" (decision 062). */
  placeId: "number|bigint|null",
  placeLat: "number|null",
  placeLon: "number|null",
} as const;
type Row = RowOf<typeof personSearchRowShape>;

/** The viewer's own row, when the caller did not pass their profile (profileOf). */
export const viewerProfileRowShape = {
  countryOfOrigin: "string|null",
  secondHomeland: "string|null",
  currentLocation: "string|null",
  skills: "string",
  interests: "string",
  placeId: "number|bigint|null",
  placeName: "string|null",
  placeLat: "number|null",
  placeLon: "number|null",
} as const;

/** "Same city" for Discover: the same place, or one within this many km (a metro area: Potsdam is Berlin's). */
export const SAME_CITY_KM = 50;

/** The member's own tags, lower-cased, for the "shared skills or interests" tier. */
function tagsOf(me: { skills: string[]; interests: string[] }): string[] {
  return [...new Set([...me.skills, ...me.interests].map((tag) => tag.toLowerCase()))].slice(0, 20);
}

type ViewerPlace = { id: number; city: string; lat: number; lon: number };

type ViewerProfile = {
  countryOfOrigin: string | null;
  secondHomeland: string | null;
  currentLocation: string | null;
  skills: string[];
  interests: string[];
  place: ViewerPlace | null;
};

/**
 * What the tiers match on. A signed-in member's profile came with their session, read at the start of
 * this same request (pages and the API pass the PublicUser): no second read of their row.
 */
async function profileOf(viewer: Viewer & Partial<ViewerProfile>): Promise<ViewerProfile | null> {
  const { countryOfOrigin, secondHomeland, currentLocation, skills, interests, place } = viewer;
  if (
    countryOfOrigin !== undefined &&
    secondHomeland !== undefined &&
    currentLocation !== undefined &&
    place !== undefined &&
    Array.isArray(skills) &&
    Array.isArray(interests)
  ) {
    return { countryOfOrigin, secondHomeland, currentLocation, skills, interests, place };
  }
  const [me] = await readRows<Array<RowOf<typeof viewerProfileRowShape>>>`
    SELECT u."countryOfOrigin", u."secondHomeland", u."currentLocation", u."skills", u."interests",
           p."id" AS "placeId", p."name" AS "placeName", p."lat" AS "placeLat", p."lon" AS "placeLon"
    FROM "User" u LEFT JOIN "Place" p ON p."id" = u."placeId" WHERE u."id" = ${viewer.id}`;
  if (!me) return null;
  const { placeId, placeName, placeLat, placeLon, ...rest } = me;
  return {
    ...rest,
    skills: parseList(me.skills),
    interests: parseList(me.interests),
    place:
      placeId !== null && placeLat !== null && placeLon !== null
        ? { id: Number(placeId), city: placeName ?? "", lat: placeLat, lon: placeLon }
        : null,
  };
}

/** How many of the newest members holding one of the viewer's skills or interests the shared-tag tier reads (SQLite). */
const TAGGED_CANDIDATES = 300;

export async function suggestPeople(viewer: Viewer & Partial<ViewerProfile>, limit = 3): Promise<Suggestion[]> {
  const take = Math.min(Math.max(Math.trunc(limit), 1), 50);
  // Raw SQL: on the home page's every load (decision 018); Prisma compiling the tiers' relation filters
  // cost ten times what the database does.
  const me = await profileOf(viewer);
  // Either of the viewer's homelands, matched with either of a member's (issue 43).
  const homelands = [...new Set([me?.countryOfOrigin, me?.countryOfOrigin && me.secondHomeland])].filter(
    (homeland): homeland is string => Boolean(homeland),
  );
  const homeland = homelands[0] ?? null;
  const sameHomeland =
    homelands.length > 0
      ? sql`(u."countryOfOrigin" IN (${sqlJoin(homelands)}) OR u."secondHomeland" IN (${sqlJoin(homelands)}))`
      : sqlEmpty;
  /** The homeland the viewer shares with a member of a homeland tier. */
  const shared = (row: SuggestionRow): string =>
    homelands.find((mine) => mine === row.countryOfOrigin || mine === row.secondHomeland) ?? homeland!;
  const place = me?.place ?? null;
  const city = place?.city || me?.currentLocation || null;
  // Same city: the same place or one within SAME_CITY_KM (the box on Place's (lat, lon) index, then the exact
  // distance); a member with no place yet matches on the typed text as before.
  const centre = place ? { ...place, label: place.city } : null;
  // Read once for the statement ("near", below): every tier after the first asks it again, and PostgreSQL
  // planned each copy of the distance test anew (planning was two thirds of the statement's cost).
  const nearSql = centre
    ? sql`SELECT p."id" FROM "Place" p
        WHERE ${inBoxSql(centre, SAME_CITY_KM, sql`p."lat"`, sql`p."lon"`)}
          AND ${distanceSql(centre, sql`p."lat"`, sql`p."lon"`)} <= ${SAME_CITY_KM}`
    : null;
  const nearPlaces = nearSql ? sql`SELECT "id" FROM "near"` : null;
  const sameCity = nearPlaces ? sql`u."placeId" IN (${nearPlaces})` : sql`u."currentLocation" = ${city}`;
  /** Also in the viewer's city (the same place), or how far away. */
  const whereAbout = (row: SuggestionRow): { city: string } | { km: number } =>
    place && row.placeId !== null && Number(row.placeId) !== place.id
      ? { km: distanceOf(place, row) ?? 0 }
      : { city: city ?? "" };
  const tags = me ? tagsOf(me) : [];
  // A tag is a phrase in the index (skills and interests are part of a member's searchText).
  const tagQueries = tags
    .map((tag) => ({ groups: [searchTokens(tag, true)], prefix: false }))
    .filter((query) => query.groups[0]!.length > 0);
  // On SQLite the tier is the newest TAGGED_CANDIDATES members holding a tag, read once for the statement
  // ("tagged", below): every tier after it tests it again to leave its members out.
  const tagged = !onPostgres() && tagQueries.length > 0;
  const sharesTag =
    tagQueries.length === 0
      ? sqlEmpty
      : tagged
        ? sql`u."id" IN (SELECT "id" FROM "tagged")`
        : sql`(${sqlJoin(
            tagQueries.map((query) => inMatchesSql("user", sql`u`, query)),
            " OR ",
          )})`;
  // The homeland-in-the-city tier names its homelands, so PostgreSQL can walk it place by place.
  const allTiers: Array<{
    when: boolean;
    match: Sql;
    inPlace?: string[];
    /** A homeland tier: what it asks besides the homeland (SQLite reads each homeland column in its own order). */
    homelandAnd?: Sql;
    /** How SQLite reads a tier other than by its own test: place by place, or from the statement's "tagged". */
    walk?: "places" | "tagged";
    why: (row: SuggestionRow) => SuggestionWhy;
  }> = [
    {
      when: Boolean(homeland && city),
      match: sql`${sameHomeland} AND ${sameCity}`,
      inPlace: homelands,
      homelandAnd: sameCity,
      why: (row) => {
        const where = whereAbout(row);
        return "km" in where
          ? { kind: "homelandAway", homeland: shared(row), km: where.km }
          : { kind: "homelandAlsoIn", homeland: shared(row), city: where.city };
      },
    },
    {
      when: Boolean(homeland),
      match: sameHomeland,
      homelandAnd: sql`1 = 1`,
      why: (row) => ({ kind: "homeland", homeland: shared(row) }),
    },
    {
      when: Boolean(city),
      match: sameCity,
      walk: nearPlaces ? "places" : undefined,
      why: (row) => {
        const where = whereAbout(row);
        return "km" in where ? { kind: "away", km: where.km } : { kind: "alsoIn", city: where.city };
      },
    },
    {
      when: tags.length > 0,
      match: sharesTag,
      walk: tagged ? "tagged" : undefined,
      why: (row) => {
        const shared = parseList(row.skills).find((skill) => tags.includes(skill.toLowerCase()));
        return shared ? { kind: "skill", skill: shared } : { kind: "interests" };
      },
    },
    {
      when: true,
      match: sql`u."countryOfOrigin" IS NOT NULL`,
      why: (row) => (row.countryOfOrigin ? { kind: "homeland", homeland: row.countryOfOrigin } : { kind: "newMember" }),
    },
    { when: true, match: sql`u."countryOfOrigin" IS NULL`, why: () => ({ kind: "newMember" }) },
  ];
  const tiers = allTiers.filter((tier) => tier.when);
  // Each tier's newest `take`, leaving out whoever an earlier tier matches (so a tier fills what the ones before
  // it left, as if run one after another), then the first `take` in tier order: at most two statements (below).
  const unrelated = sql`${activeMemberRule().sql(sql`u."status"`)} AND u."id" <> ${viewer.id}
    AND ${blockRule(viewer.id).sql(sql`u."id"`)}
    AND NOT EXISTS (SELECT 1 FROM "Connection" c WHERE c."requesterId" = u."id" AND c."receiverId" = ${viewer.id})
    AND NOT EXISTS (SELECT 1 FROM "Connection" c WHERE c."requesterId" = ${viewer.id} AND c."receiverId" = u."id")`;
  const columns = sql`u."id", u."firstName", u."lastName", u."profileImageUrl", u."countryOfOrigin",
    u."secondHomeland", u."currentLocation", u."bio", u."skills", u."languages", u."createdAt"`;
  const branches = tiers.map((tier, index) => {
    const earlier = tiers.slice(0, index).map((before) => sql`(${before.match})`);
    const rest = earlier.length > 0 ? sql`AND NOT COALESCE(${sqlJoin(earlier, " OR ")}, FALSE)` : sqlEmpty;
    const newest = sql`ORDER BY u."createdAt" DESC, u."id" DESC ${sqlLimit(take)}`;
    const where = (match: Sql) => sql`(${match}) ${rest} AND ${unrelated}`;
    const own = (match: Sql) => sql`SELECT ${columns}, u."placeId" FROM "User" u WHERE ${where(match)}`;
    let source: Sql;
    if (onPostgres()) {
      source =
        nearPlaces && tier.inPlace
          ? placeByPlace(nearPlaces, tier.inPlace, sql`${unrelated} ${rest}`, columns, newest)
          : nearPlaces && tier.walk === "places"
            ? sql`SELECT u.* FROM (${nearPlaces}) np CROSS JOIN LATERAL (SELECT ${columns}, u."placeId" FROM "User" u
                WHERE u."placeId" = np."id" AND ${where(sql`1 = 1`)} ${newest}) u`
            : own(tier.match);
    } else if (tier.homelandAnd) {
      // SQLite: a homeland is either of two columns, and an OR of them reads every member of the homeland to
      // sort them. Each column on its own walks its (homeland, createdAt) order and stops at the tier's few.
      const inHomeland = sqlJoin(homelands);
      const byColumn = (match: Sql) => sql`SELECT * FROM (${own(sql`${match} AND ${tier.homelandAnd}`)} ${newest})`;
      source = sql`${byColumn(sql`u."countryOfOrigin" IN (${inHomeland})`)} UNION ALL
        ${byColumn(sql`u."secondHomeland" IN (${inHomeland}) AND NOT COALESCE(u."countryOfOrigin" IN (${inHomeland}), FALSE)`)}`;
    } else if (tier.walk === "places" && nearPlaces) {
      // SQLite: each place near the viewer by its own (place, createdAt) order, its newest few that pass, one
      // scalar subquery per rank (SQLite has no LATERAL). A place without members costs one index probe; reading
      // every member near the viewer to sort them cost 1.5 ms at 10,000 members and grew with the city.
      const ranks = Array.from({ length: take }, (_, rank) => rank);
      const newestAt = (rank: number) => sql`SELECT (SELECT u."id" FROM "User" u
          WHERE u."placeId" = n."id" AND ${where(sql`1 = 1`)}
          ORDER BY u."createdAt" DESC, u."id" DESC LIMIT 1 OFFSET ${sqlRaw(String(rank))}) AS "id" FROM (${nearPlaces}) n`;
      source = sql`SELECT ${columns}, u."placeId" FROM "User" u
        WHERE u."id" IN (${sqlJoin(ranks.map(newestAt), " UNION ALL ")})`;
    } else if (tier.walk === "tagged") {
      // SQLite: the tagged members as "tagged" was written (the index's order, newest first) until the tier's few
      // pass. SQLite does not promise that order, and sorting all 300 first cost 0.5 ms; what is at stake is only
      // which of the newest tagged members come, never who may be shown.
      source = sql`SELECT ${columns}, u."placeId" FROM "tagged" g CROSS JOIN "User" u
        WHERE u."id" = g."id" AND ${where(sql`1 = 1`)} ${sqlLimit(take)}`;
    } else {
      source = own(tier.match);
    }
    return sql`SELECT * FROM (
      SELECT ${sqlRaw(String(index))} AS "tier", ${columns},
             up."id" AS "placeId", up."lat" AS "placeLat", up."lon" AS "placeLon"
      FROM (${source}) u LEFT JOIN "Place" up ON up."id" = u."placeId"
      ${newest}) AS ${sqlRaw(`"t${index}"`)}`;
  });
  const read = (parts: Sql[], withTagged: boolean) => {
    const ctes = [
      ...(nearSql ? [sql`"near" AS MATERIALIZED (${nearSql})`] : []),
      ...(withTagged
        ? [sql`"tagged" AS MATERIALIZED (${newestMatchIdsSql("user", tagQueries, TAGGED_CANDIDATES)})`]
        : []),
    ];
    return readRowsPlannedEachTime<Array<RowOf<typeof suggestionRowShape>>>(sql`
      ${ctes.length > 0 ? sql`WITH ${sqlJoin(ctes)}` : sqlEmpty}
      SELECT * FROM (${sqlJoin(parts, " UNION ALL ")}) AS s
      ORDER BY s."tier", s."createdAt" DESC, s."id" DESC
      ${sqlLimit(take)}`);
  };
  // The homeland-in-the-city tier alone first: for most members it fills the list, and the later tiers (each
  // leaving out every earlier one's members) were most of PostgreSQL's planning. They run only when it did not.
  const split = tiers[0] === allTiers[0] ? 1 : 0;
  const first = split ? await read(branches.slice(0, split), false) : [];
  const rows = first.length >= take ? first : [...first, ...(await read(branches.slice(split), tagged))].slice(0, take);
  return rows.map(({ tier, placeId: _placeId, placeLat: _lat, placeLon: _lon, ...row }) => {
    const full = { ...row, placeId: _placeId, placeLat: _lat, placeLon: _lon };
    const why = tiers[Number(tier)]!.why(full);
    return { ...toPerson(row, englishReason(why), distanceOf(place, full)), why };
  });
}

type SuggestionRow = Omit<RowOf<typeof suggestionRowShape>, "tier">;

/**
 * The homeland-in-the-city tier on PostgreSQL: the newest few of each place within SAME_CITY_KM, each read
 * newest first on (homeland, placeId, createdAt), so the work follows the places near the viewer and not how
 * many members share the homeland (one sort over all of them: 41 ms at 100,000 members, issue 48). A place
 * without the homeland costs one index probe. Each homeland is asked of both columns; a member who matches
 * twice is one row. The city tier walks the places the same way, each by (placeId, createdAt): read as one
 * join of the members near the viewer, it was a scan of every member to sort a thousand (12 ms at 10,000).
 */
function placeByPlace(nearPlaces: Sql, homelands: string[], where: Sql, columns: Sql, newest: Sql): Sql {
  const walks = homelands.flatMap((homeland) => [
    sql`u."countryOfOrigin" = ${homeland} AND u."placeId" = np."id"`,
    sql`u."secondHomeland" = ${homeland} AND u."placeId" = np."id"`,
  ]);
  return sql`SELECT DISTINCT u.* FROM (${nearPlaces}) np CROSS JOIN LATERAL (${sqlJoin(
    walks.map((walk) => sql`(SELECT ${columns}, u."placeId" FROM "User" u WHERE ${walk} AND ${where} ${newest})`),
    " UNION ALL ",
  )}) u`;
}

function distanceOf(
  place: { lat: number; lon: number } | null,
  row: { placeLat: number | null; placeLon: number | null },
): number | null {
  return row.placeLat === null || row.placeLon === null
    ? null
    : distanceFrom(place ? { id: 0, label: "", city: "", ...place } : null, { lat: row.placeLat, lon: row.placeLon });
}

/** A suggestion's reason in English, as the API has always said it. */
export function englishReason(why: SuggestionWhy): string {
  switch (why.kind) {
    case "homelandAlsoIn":
      return `From ${why.homeland} · ${peopleNearCopy.alsoIn(why.city)}`;
    case "homelandAway":
      return `From ${why.homeland} · ${peopleNearCopy.away(why.km)}`;
    case "homeland":
      return `From ${why.homeland}`;
    case "alsoIn":
      return capitalise(peopleNearCopy.alsoIn(why.city));
    case "away":
      return capitalise(peopleNearCopy.away(why.km));
    case "skill":
      return `Also into ${why.skill}`;
    case "interests":
      return "Shares your interests";
    case "newMember":
      return "New member";
  }
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function toPerson(row: Row, reason: string, distanceKm: number | null = null): Suggestion {
  const { skills, languages, createdAt: _createdAt, secondHomeland: _second, ...rest } = row;
  return {
    ...rest,
    avatarUrl: avatarUrl(row),
    skills: parseList(skills).slice(0, 3),
    languages: parseLanguages(languages),
    reason,
    distanceKm,
  };
}

/**
 * Suggestions with the viewer's relation to each (for pages that show state next to the button). A
 * suggestion never has a connection or a request with the viewer, in either direction, so it is "none"
 * without asking the database again.
 */
export async function suggestPeopleWithState(
  viewer: Viewer & Partial<ViewerProfile>,
  limit: number,
): Promise<SuggestionWithState[]> {
  const people = await suggestPeople(viewer, limit);
  return people.map((person) => ({ ...person, connection: "none" as const }));
}

export { SEARCH_MIN_LENGTH };

const searchSchema = z.object({
  q: z
    .string({ error: "q: must be text" })
    .max(SEARCH_MAX_LENGTH, `Must be at most ${SEARCH_MAX_LENGTH} characters`)
    .optional(),
  cursor: z.string().max(200).optional().nullable(),
  limit: z.unknown().optional(),
});

/**
 * Active members whose name, homeland, city, skills or interests hold the words (the search index: accents and
 * case folded, the last word as a prefix), newest first, by cursor. A term shorter than SEARCH_MIN_LENGTH finds
 * nobody.
 */
export async function searchPeople(
  viewer: Viewer,
  input: { q?: unknown; cursor?: unknown; limit?: unknown },
): Promise<{ people: PersonResult[]; nextCursor: string | null }> {
  const parsed = parseInput(
    searchSchema,
    { q: input.q ?? undefined, cursor: input.cursor ?? undefined, limit: input.limit ?? undefined },
    "Search failed.",
  );
  const term = (parsed.q ?? "").trim();
  const limit = parseLimit(parsed.limit, 24, 50);
  if (term.length < SEARCH_MIN_LENGTH) return { people: [], nextCursor: null };
  const cursor = decodeCursor(parsed.cursor);
  const list = {
    from: sql`"User" t`,
    own: sql`t."id" <> ${viewer.id} AND ${activeMemberRule().sql(sql`t."status"`)}`,
    where: blockRule(viewer.id).sql(sql`t."id"`),
  };
  const rows = await newestMatchingRows<Row>(
    "user",
    parseSearchQuery(term),
    list,
    cursor,
    limit + 1,
    (
      ids,
    ) => sql`SELECT u."id", u."firstName", u."lastName", u."profileImageUrl", u."countryOfOrigin", u."currentLocation",
        u."secondHomeland", u."bio", u."skills", u."languages", u."createdAt"
      FROM (${ids}) m JOIN "User" u ON u."id" = m."id" ORDER BY u."createdAt" DESC, u."id" DESC`,
  );
  const { items, nextCursor } = paginate(rows, limit);
  const states = await connectionStates(
    viewer.id,
    items.map((row) => row.id),
  );
  return {
    people: items.map((row) => ({ ...toPerson(row, ""), connection: states.get(row.id) ?? "none" })),
    nextCursor,
  };
}
