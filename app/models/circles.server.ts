// Circles (issue 27 §3, decision 063): each homeland in each city, each city, each homeland. A member's own
// circles follow their homeland and city; they may join others and leave any (circle-membership.server.ts).
// Every list here applies the one visibility rule for members and posts (blocked either way, suspended,
// hidden) through visibility-rules.server.ts and the feed's own statement.
import { db, sql, sqlJoin, sqlLimit, sqlRaw, type Sql } from "~/server/db.server";
import { readRows } from "~/server/read-db.server";
import type { RowOf } from "~/server/row-shape.server";
import {
  CIRCLE_COPY,
  circleId,
  homelandsOf,
  isHomeland,
  ownCircleKeys,
  parseCircleId,
  parseFeedScope,
  type CircleKey,
  type FeedScope,
} from "~/lib/circles";
import { AppError } from "~/lib/errors";
import { parseInput } from "~/lib/validation";
import { idSchema } from "~/schemas/ids";
import { countryName } from "~/lib/places";
import type { CircleList, CircleMember, CirclePage, CircleSummary, ScopedFeedPage } from "~/lib/types/circles";
import { activeMemberRule, blockRule } from "./visibility-rules.server";
import { avatarUrl, personCardRowShape } from "./member-fields.server";
import { circleName, circleNames, JOINED, LEFT, ownMemberCountSql, ownMemberSql } from "./circle-membership.server";
import { listFeed } from "./posts.server";
import {
  joinStartedCircle,
  leaveStartedCircle,
  readStartedSummaries,
  searchStartedCircles,
  startedCirclesFor,
} from "./started-circles.server";
import { limitWrite } from "./write-limits.server";
import type { Viewer } from "./viewer";

export type { CircleList, CircleMember, CirclePage, CircleSummary, ScopedFeedPage };

export const CIRCLE_LIMITS = { members: 6, peopleYouMayKnow: 6, suggestions: 6 } as const;

const notFound = () => new AppError("not_found", CIRCLE_COPY.notFound);

/** A circle id from a path: over-long is a 400 (as every id), one that names no circle a 404. */
function parseId(raw: unknown): { id: string; key: CircleKey } {
  const id = parseInput(idSchema, raw, CIRCLE_COPY.notFound);
  const key = parseCircleId(id);
  if (!key) throw notFound();
  return { id: circleId(key), key };
}

type Me = { countryOfOrigin: string | null; secondHomeland?: string | null; placeId: number | null };

/** The viewer's homelands and city: what their own circles follow. */
async function readMe(viewer: Viewer & Partial<Me>): Promise<Me> {
  if (viewer.countryOfOrigin !== undefined && viewer.secondHomeland !== undefined && viewer.placeId !== undefined)
    return { countryOfOrigin: viewer.countryOfOrigin, secondHomeland: viewer.secondHomeland, placeId: viewer.placeId };
  const row = await db.user.findUnique({
    where: { id: viewer.id },
    select: { countryOfOrigin: true, secondHomeland: true, placeId: true },
  });
  return row ?? { countryOfOrigin: null, secondHomeland: null, placeId: null };
}

export const summaryShape = {
  id: "string",
  members: "number|bigint",
  placeName: "string|null",
  placeCountry: "string|null",
  choice: "string|null",
} as const;

/**
 * Several circles' summaries in one statement: each circle's member count (its own members active and not
 * left, plus active members who joined without being its own), its city, and the viewer's choice about it.
 * The count is everyone's, as an event's head count is; who is shown is filtered per viewer.
 */
async function summarize(viewerId: string, me: Me, allKeys: CircleKey[]): Promise<CircleSummary[]> {
  if (allKeys.length === 0) return [];
  const keys = allKeys.filter((key) => key.kind !== "started");
  const startedIds = allKeys.flatMap((key) => (key.startedId ? [key.startedId] : []));
  const [derived, started] = await Promise.all([
    summarizeDerived(viewerId, me, keys),
    summarizeStarted(viewerId, startedIds),
  ]);
  const byId = new Map([...derived, ...started].map((circle) => [circle.id, circle]));
  return allKeys.flatMap((key) => byId.get(circleId(key)) ?? []);
}

/** Started circles (decision 088) as summaries: the viewer is in one by a joined row; none is "own". */
async function summarizeStarted(viewerId: string, ids: string[]): Promise<CircleSummary[]> {
  const rows = await readStartedSummaries(viewerId, ids);
  return rows.map((row) => {
    const isMember = row.choice === JOINED;
    return {
      id: `c-${row.id}`,
      kind: "started" as const,
      name: row.name,
      homeland: row.homeland,
      place:
        row.placeId === null || row.placeName === null || row.placeCountry === null
          ? null
          : {
              id: Number(row.placeId),
              city: row.placeName,
              country: countryName(row.placeCountry),
              countryCode: row.placeCountry,
            },
      memberCount: Number(row.members),
      isMember,
      isOwn: false,
      started: {
        description: row.description,
        access: row.access === "request" ? ("request" as const) : ("public" as const),
        country: row.placeId === null && row.countryCode ? countryName(row.countryCode) : null,
        closed: row.closedAt !== null,
        isHost: isMember && Boolean(Number(row.host)),
        requested: !isMember && Boolean(Number(row.requested)),
      },
    };
  });
}

async function summarizeDerived(viewerId: string, me: Me, keys: CircleKey[]): Promise<CircleSummary[]> {
  if (keys.length === 0) return [];
  const active = activeMemberRule();
  const branches = keys.map((key) => {
    const id = circleId(key);
    return sql`SELECT ${id} AS "id",
      ${ownMemberCountSql(key)}
      - (SELECT COUNT(*) FROM "CircleChoice" cl JOIN "User" u ON u."id" = cl."userId"
         WHERE cl."circleId" = ${id} AND cl."state" = ${LEFT} AND ${active.sql(sql`u."status"`)} AND ${ownMemberSql(key, sql`u`)})
      + (SELECT COUNT(*) FROM "CircleChoice" cc JOIN "User" u ON u."id" = cc."userId"
         WHERE cc."circleId" = ${id} AND cc."state" = ${JOINED} AND ${active.sql(sql`u."status"`)}
           AND NOT COALESCE(${ownMemberSql(key, sql`u`)}, FALSE)) AS "members",
      ${key.placeId === null ? sql`NULL` : sql`(SELECT pl."name" FROM "Place" pl WHERE pl."id" = ${key.placeId})`} AS "placeName",
      ${key.placeId === null ? sql`NULL` : sql`(SELECT pl."countryCode" FROM "Place" pl WHERE pl."id" = ${key.placeId})`} AS "placeCountry",
      (SELECT cv."state" FROM "CircleChoice" cv WHERE cv."userId" = ${viewerId} AND cv."circleId" = ${id}) AS "choice"`;
  });
  const rows = await readRows<Array<RowOf<typeof summaryShape>>>(sqlJoin(branches, " UNION ALL "));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const own = new Set(ownCircleKeys(me).map(circleId));
  return keys.flatMap((key) => {
    const id = circleId(key);
    const row = byId.get(id);
    // A circle in a city that is not a place names nothing.
    if (!row || (key.placeId !== null && (row.placeName === null || row.placeCountry === null))) return [];
    const isOwn = own.has(id);
    return [
      {
        id,
        kind: key.kind,
        name: circleName(key, row.placeName),
        homeland: key.homeland,
        place:
          key.placeId === null || row.placeName === null || row.placeCountry === null
            ? null
            : {
                id: key.placeId,
                city: row.placeName,
                country: countryName(row.placeCountry),
                countryCode: row.placeCountry,
              },
        memberCount: Number(row.members),
        isMember: isOwn ? row.choice !== LEFT : row.choice === JOINED,
        isOwn,
      },
    ];
  });
}

export async function getCircle(viewer: Viewer & Partial<Me>, rawId: unknown): Promise<CircleSummary> {
  const { key } = parseId(rawId);
  const me = await readMe(viewer);
  const [circle] = await summarize(viewer.id, me, [key]);
  if (!circle) throw notFound();
  return circle;
}

export const memberShape = {
  ...personCardRowShape,
  since: "Date",
} as const;

function toMember(row: RowOf<typeof memberShape>): CircleMember {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    profileImageUrl: row.profileImageUrl,
    countryOfOrigin: row.countryOfOrigin,
    currentLocation: row.currentLocation,
    avatarUrl: avatarUrl(row),
    since: row.since.toISOString(),
  };
}

/**
 * The circle's members the viewer may see (active, not blocked either way), newest first: its own members by
 * when they joined the community, those who joined the circle by when they did; in one statement, each half
 * walking an index in order. `strangers` keeps only members the viewer has no connection or request with.
 */
async function circleMembers(
  viewer: Viewer,
  key: CircleKey,
  limit: number,
  strangers: boolean,
): Promise<CircleMember[]> {
  const id = circleId(key);
  const visible = sql`${activeMemberRule().sql(sql`u."status"`)} AND ${blockRule(viewer.id).sql(sql`u."id"`)}`;
  const unrelated = strangers
    ? sql`AND u."id" <> ${viewer.id}
      AND NOT EXISTS (SELECT 1 FROM "Connection" c WHERE c."requesterId" = u."id" AND c."receiverId" = ${viewer.id})
      AND NOT EXISTS (SELECT 1 FROM "Connection" c WHERE c."requesterId" = ${viewer.id} AND c."receiverId" = u."id")`
    : sql``;
  const columns = sql`u."id", u."firstName", u."lastName", u."profileImageUrl", u."countryOfOrigin", u."currentLocation"`;
  const rows = await readRows<Array<RowOf<typeof memberShape>>>`
    SELECT * FROM (
      SELECT * FROM (SELECT ${columns}, u."createdAt" AS "since" FROM "User" u
        WHERE ${ownMemberSql(key, sql`u`)} AND ${visible} ${unrelated}
          AND NOT EXISTS (SELECT 1 FROM "CircleChoice" cl WHERE cl."userId" = u."id" AND cl."circleId" = ${id} AND cl."state" = ${LEFT})
        ORDER BY u."createdAt" DESC, u."id" DESC ${sqlLimit(limit)}) AS "own"
      UNION ALL
      SELECT * FROM (SELECT ${columns}, cc."createdAt" AS "since" FROM "CircleChoice" cc JOIN "User" u ON u."id" = cc."userId"
        WHERE cc."circleId" = ${id} AND cc."state" = ${JOINED} AND NOT COALESCE(${ownMemberSql(key, sql`u`)}, FALSE)
          AND ${visible} ${unrelated}
        ORDER BY cc."createdAt" DESC ${sqlLimit(limit)}) AS "joined"
    ) AS m
    ORDER BY m."since" DESC, m."id" DESC
    ${sqlLimit(limit)}`;
  return rows.map(toMember);
}

export type CircleChoices = Array<{ circleId: string; state: string }>;

export const choiceShape = { circleId: "string", state: "string" } as const;

/**
 * The member's joined and left circles, newest first (at most 200). A raw read with its limit written into the
 * SQL, as every statement of the home page (sql-limit.server.test.ts).
 */
export function readChoices(userId: string): Promise<CircleChoices> {
  return readRows<Array<RowOf<typeof choiceShape>>>`
    SELECT c."circleId", c."state" FROM "CircleChoice" c WHERE c."userId" = ${userId}
    ORDER BY c."createdAt" DESC ${sqlLimit(200)}`;
}

/** The ids of the circles a member is in: their own not left, then the ones they joined, newest first. */
export function memberCircleIds(me: Me, choices: CircleChoices): string[] {
  const left = new Set(choices.filter((choice) => choice.state === LEFT).map((choice) => choice.circleId));
  return [
    ...ownCircleKeys(me)
      .map(circleId)
      .filter((id) => !left.has(id)),
    ...choices.filter((choice) => choice.state === JOINED).map((choice) => choice.circleId),
  ];
}

/** A circle's page: who is there, and its posts (keyset pages). Events and services come from their modules. */
export async function loadCircle(
  viewer: Viewer & Partial<Me>,
  rawId: unknown,
  options: { cursor?: string | null; limit?: unknown } = {},
): Promise<CirclePage> {
  const { id, key } = parseId(rawId);
  const me = await readMe(viewer);
  const [summaries, newestMembers, peopleYouMayKnow, posts] = await Promise.all([
    summarize(viewer.id, me, [key]),
    circleMembers(viewer, key, CIRCLE_LIMITS.members, false),
    circleMembers(viewer, key, CIRCLE_LIMITS.peopleYouMayKnow, true),
    listFeed(viewer, { cursor: options.cursor, limit: options.limit, filter: { kind: "circle", circleId: id } }),
  ]);
  const circle = summaries[0];
  if (!circle) throw notFound();
  const postsVisible = postsReadable(viewer, circle);
  // The feed's statement already kept them out (circlePostRule); nothing to page through either.
  return {
    circle,
    postsVisible,
    newestMembers,
    peopleYouMayKnow,
    posts: postsVisible ? posts : { posts: [], nextCursor: null },
  };
}

/**
 * Whether the viewer may read the circle's posts (circlePostRule for the circle as a whole): any circle but one by
 * request, whose members and admins may. The feed's statement applies the same rule post by post.
 */
export function postsReadable(viewer: Viewer, circle: CircleSummary): boolean {
  return circle.started?.access !== "request" || circle.isMember || viewer.role === "admin";
}

/** A circle's posts, newest first (GET /api/circles/{id}/posts). */
export async function listCirclePosts(
  viewer: Viewer & Partial<Me>,
  rawId: unknown,
  options: { cursor?: string | null; limit?: unknown } = {},
) {
  const { id } = parseId(rawId);
  const circle = await getCircle(viewer, id);
  // A circle by request shows its posts to its members only (circlePostRule): to anyone else it has none to ask for.
  if (!postsReadable(viewer, circle)) throw notFound();
  return listFeed(viewer, { cursor: options.cursor, limit: options.limit, filter: { kind: "circle", circleId: id } });
}

export const suggestionShape = { homeland: "string|null", placeId: "number|bigint|null", n: "number|bigint" } as const;

/**
 * The viewer's circles (their own not left, and joined ones) and circles they could join: other homelands in
 * their city, their homeland in other cities (where most of them live), the biggest cities otherwise.
 */
export async function listCircles(viewer: Viewer & Partial<Me>, options: { q?: unknown } = {}): Promise<CircleList> {
  const q = typeof options.q === "string" ? options.q.trim().slice(0, 60) : "";
  const me = await readMe(viewer);
  const choices = await readRows<Array<{ circleId: string; state: string }>>(sql`
    SELECT "circleId", "state" FROM "CircleChoice" WHERE "userId" = ${viewer.id}
    ORDER BY "createdAt" DESC ${sqlLimit(200)}`);
  const left = new Set(choices.filter((choice) => choice.state === LEFT).map((choice) => choice.circleId));
  const mine = [
    ...ownCircleKeys(me).filter((key) => !left.has(circleId(key))),
    ...choices.flatMap((choice) => {
      const key = choice.state === JOINED ? parseCircleId(choice.circleId) : null;
      return key ? [key] : [];
    }),
  ];
  const taken = new Set([...mine.map(circleId), ...left]);
  const take = CIRCLE_LIMITS.suggestions;
  const branches: Sql[] = [];
  // The biggest circles from MemberTally's rows (one per homeland-and-city key with its active members), never
  // by counting members. Every stored homeland is a country of the list (the schemas allow no other).
  const biggest = (name: string, where: Sql, limit: number) =>
    sql`SELECT * FROM (SELECT NULLIF(mt."homeland", '') AS "homeland", mt."placeId" AS "placeId", mt."members" AS "n"
      FROM "MemberTally" mt WHERE ${where} AND mt."members" > 0
      ORDER BY mt."members" DESC, mt."homeland", mt."placeId" ${sqlLimit(limit)}) AS ${sqlRaw(`"${name}"`)}`;
  // Every homeland's circle in my city.
  if (me.placeId !== null)
    branches.push(biggest("here", sql`mt."placeId" = ${me.placeId} AND mt."homeland" <> ''`, take + 1));
  // Each of my homelands (issue 43: a second one too) in the cities where most of its people live.
  homelandsOf(me).forEach((homeland, index) =>
    branches.push(biggest(`there${index}`, sql`mt."homeland" = ${homeland} AND mt."placeId" <> 0`, take + 1)),
  );
  if (branches.length === 0) branches.push(biggest("cities", sql`mt."homeland" = '' AND mt."placeId" <> 0`, take));
  const rows = await readRows<Array<RowOf<typeof suggestionShape>>>(sqlJoin(branches, " UNION ALL "));
  const suggested: CircleKey[] = [];
  for (const row of rows) {
    const placeId = row.placeId === null ? null : Number(row.placeId);
    if (row.homeland !== null && !isHomeland(row.homeland)) continue;
    const key: CircleKey =
      row.homeland === null
        ? { kind: "city", homeland: null, placeId }
        : { kind: "homeland_city", homeland: row.homeland, placeId };
    const id = circleId(key);
    if (taken.has(id)) continue;
    taken.add(id);
    suggested.push(key);
  }
  // Started circles for my place and homelands (decision 088), before the derived suggestions.
  const startedNear = (await startedCirclesNear(me, take)).filter((id) => !taken.has(id));
  const found = q ? await searchStartedCircles(q, take) : [];
  const foundKeys = found.flatMap((id) => parseCircleId(id) ?? []);
  const startedKeys = startedNear.flatMap((id) => parseCircleId(id) ?? []);
  const all = await summarize(viewer.id, me, [...mine, ...startedKeys, ...suggested.slice(0, take)]);
  const mineIds = new Set(mine.map(circleId));
  const results = q ? await summarize(viewer.id, me, foundKeys) : undefined;
  return {
    circles: all.filter((circle) => mineIds.has(circle.id)),
    suggestions: all.filter((circle) => !mineIds.has(circle.id) && !circle.started?.closed),
    ...(results ? { q, results } : {}),
  };
}

/** Open started circles for a member's city, its country and their homelands: /circles' and Discover's choice. */
function startedCirclesNear(me: Me, limit: number): Promise<string[]> {
  return startedCirclesFor({ placeId: me.placeId, homelands: homelandsOf(me) }, limit);
}

/**
 * Started circles for the viewer's place and homelands that they are not in (decision 088), for Discover: the
 * same choice as /circles' suggestions, summarized with the viewer's standing (joined, asked).
 */
export async function startedCirclesToDiscover(
  viewer: Viewer & Partial<Me>,
  limit: number = CIRCLE_LIMITS.suggestions,
): Promise<CircleSummary[]> {
  const me = await readMe(viewer);
  const keys = (await startedCirclesNear(me, limit)).flatMap((id) => parseCircleId(id) ?? []);
  const circles = await summarize(viewer.id, me, keys);
  return circles.filter((circle) => !circle.isMember && !circle.started?.closed);
}

/** Joins a circle: a joined row, or, for one of the member's own they had left, back to being in it. */
export async function joinCircle(viewer: Viewer & Partial<Me>, rawId: unknown): Promise<CircleSummary> {
  const { id, key } = parseId(rawId);
  if (key.kind === "started") {
    await joinStartedCircle(viewer, id);
    return getCircle(viewer, id);
  }
  const circle = await getCircle(viewer, id);
  await limitWrite(viewer.id, "connection");
  if (circle.isOwn) await db.circleChoice.deleteMany({ where: { userId: viewer.id, circleId: id, state: LEFT } });
  else
    await db.circleChoice.upsert({
      where: { userId_circleId: { userId: viewer.id, circleId: id } },
      create: { userId: viewer.id, circleId: id, state: JOINED },
      // Joined by hand now: clearing a move (decision 067) no longer leaves it.
      update: { state: JOINED, byMove: null },
      select: { circleId: true },
    });
  return getCircle(viewer, id);
}

/**
 * Leaves a circle: one they joined loses its row; one of their own gets a "left" row, which stays when they
 * move away and back (leaving is remembered), until they join it again.
 */
export async function leaveCircle(viewer: Viewer & Partial<Me>, rawId: unknown): Promise<CircleSummary> {
  const { id, key } = parseId(rawId);
  if (key.kind === "started") {
    await leaveStartedCircle(viewer, id);
    return getCircle(viewer, id);
  }
  const circle = await getCircle(viewer, id);
  await limitWrite(viewer.id, "connection");
  if (circle.isOwn)
    await db.circleChoice.upsert({
      where: { userId_circleId: { userId: viewer.id, circleId: id } },
      create: { userId: viewer.id, circleId: id, state: LEFT },
      update: { state: LEFT },
      select: { circleId: true },
    });
  else await db.circleChoice.deleteMany({ where: { userId: viewer.id, circleId: id } });
  return getCircle(viewer, id);
}

/** The circles a member may post to (the composer's "Post to"), from their list. */
export function postableCircles(list: CircleList): Array<{ id: string; name: string }> {
  return list.circles.filter((circle) => circle.isMember).map((circle) => ({ id: circle.id, name: circle.name }));
}

/**
 * A home feed page in a scope (decision 063). My circles and My city fall back to Everyone, saying so, when
 * their first page is empty (a new member) or the member has no city: one more statement then, never more.
 */
export async function listScopedFeed(
  viewer: Viewer & Partial<Me>,
  options: {
    scope?: unknown;
    cursor?: string | null;
    limit?: unknown;
    defaultScope?: FeedScope;
    /** The member's circle choices, when the caller read them already (readChoices). */
    choices?: CircleChoices;
  } = {},
): Promise<ScopedFeedPage> {
  if (
    options.scope !== undefined &&
    options.scope !== null &&
    options.scope !== "" &&
    parseFeedScope(options.scope, "everyone") !== options.scope
  )
    throw new AppError("validation", CIRCLE_COPY.badScope, { fields: { scope: CIRCLE_COPY.badScope } });
  const askedScope = parseFeedScope(options.scope, options.defaultScope ?? "circles");
  const page = { cursor: options.cursor, limit: options.limit };
  const everyone = async (notice: string | null): Promise<ScopedFeedPage> => ({
    ...(await listFeed(viewer, page)),
    scope: "everyone",
    askedScope,
    notice,
  });
  if (askedScope === "everyone") return everyone(null);
  if (askedScope === "city") {
    const { placeId } = await readMe(viewer);
    if (placeId === null) return everyone(CIRCLE_COPY.cityUnknown);
    const feed = await listFeed(viewer, { ...page, filter: { kind: "city", placeId } });
    if (feed.posts.length === 0 && !options.cursor) return everyone(CIRCLE_COPY.cityEmpty);
    return { ...feed, scope: "city", askedScope, notice: null };
  }
  const me = await readMe(viewer);
  const choices = options.choices ?? (await readChoices(viewer.id));
  const feed = await listFeed(viewer, {
    ...page,
    filter: { kind: "circles", memberId: viewer.id, circleIds: memberCircleIds(me, choices) },
  });
  if (feed.posts.length === 0 && !options.cursor) return everyone(CIRCLE_COPY.circlesEmpty);
  return { ...feed, scope: "circles", askedScope, notice: null };
}

/**
 * The circles a member may post to, for the composer's "Post to": their own (named from their row's city,
 * which their session already read) and those they joined, less those they left. One statement for their
 * choices, and one more only when a joined circle is in another city.
 */
export async function composerCircles(
  viewer: Viewer & Partial<Me> & { place?: { city: string } | null },
  readAlready?: CircleChoices,
): Promise<Array<{ id: string; name: string }>> {
  const me = await readMe(viewer);
  const choices = readAlready ?? (await readChoices(viewer.id));
  const left = new Set(choices.filter((choice) => choice.state === LEFT).map((choice) => choice.circleId));
  const own = ownCircleKeys(me).filter((key) => !left.has(circleId(key)));
  const myCity = viewer.place?.city ?? null;
  const known = own.filter((key) => key.placeId === null || myCity !== null);
  const joined = choices.filter((choice) => choice.state === JOINED).map((choice) => choice.circleId);
  const unknown = [...own.filter((key) => !known.includes(key)).map(circleId), ...joined];
  const names = await circleNamesFor(unknown, me.placeId, myCity);
  return [
    ...known.map((key) => ({ id: circleId(key), name: circleName(key, myCity) })),
    ...unknown.flatMap((id) => {
      const name = names.get(id);
      return name === undefined ? [] : [{ id, name }];
    }),
  ];
}

/** Names of circles, reading only the cities that are not the member's own. */
async function circleNamesFor(ids: string[], myPlaceId: number | null, myCity: string | null) {
  const names = new Map<string, string>();
  const rest: string[] = [];
  for (const id of ids) {
    const key = parseCircleId(id);
    if (!key) continue;
    if (key.kind !== "started" && (key.placeId === null || (key.placeId === myPlaceId && myCity !== null)))
      names.set(id, circleName(key, myCity));
    else rest.push(id);
  }
  for (const [id, name] of await circleNames(rest)) names.set(id, name);
  return names;
}
