// Circles members start (issue 47 part B, decision 088): a StartedCircle row named "c-<id>" as a circle, public
// (anyone joins) or by request (a host approves; its posts are its members' only: circlePostRule in
// visibility-rules.server.ts). Its members are CircleChoice "joined" rows, its hosts CircleHost rows; every host
// act here asks requireCircleHost (circle-hosts.server.ts) at the moment of the act and writes the audit log.
import { db, sql, sqlJoin, sqlLimit, type Sql } from "~/server/db.server";
import { readRows } from "~/server/read-db.server";
import type { RowOf } from "~/server/row-shape.server";
import { AppError } from "~/lib/errors";
import { parseInput } from "~/lib/validation";
import { foldText, isEmptyQuery, MAX_QUERY_LENGTH, parseSearchQuery, toFtsQuery, toTsQuery } from "~/lib/search-tokens";
import { circleSearchTextFor } from "~/lib/search-text";
import { isHomeland, STARTED_PREFIX } from "~/lib/circles";
import { idSchema } from "~/schemas/ids";
import {
  DAILY_CIRCLE_STARTS,
  handOverSchema,
  startCircleSchema,
  updateCircleSchema,
  type CircleAccess,
} from "~/schemas/started-circles";
import type { CircleMember } from "~/lib/types/circles";
import { resolveAbout } from "./advice-about.server";
import { requireCircleHost } from "./circle-hosts.server";
import { recordHostAction } from "./audit.server";
import { JOINED } from "./circle-membership.server";
import { announceNotification, storeNotification, type NotificationNews } from "./notifications.server";
import { notificationText, type NotificationKey } from "./notification-text.server";
import { activeMemberRule, blockRule } from "./visibility-rules.server";
import { onPostgres } from "./search.server";
import { avatarUrl, personCardRowShape } from "./member-fields.server";
import { isNewAccount, limitWrite } from "./write-limits.server";
import type { Viewer } from "./viewer";

export const STARTED_COPY = {
  notFound: "Circle not found",
  newAccount: "Members can start a circle once their email is confirmed and their account is a day old",
  tooMany: `You can start at most ${DAILY_CIRCLE_STARTS} circles a day. Please try again tomorrow`,
  nameTaken: "A circle with this name already exists there",
  badHomeland: "Choose a homeland from the list",
  closed: "This circle is closed",
  noRequest: "No such request to join",
  notAMember: "This member is not in the circle",
  notYourself: "Hosts cannot remove themselves; hand the circle over or leave it",
} as const;

const notFound = () => new AppError("not_found", STARTED_COPY.notFound);

export type StartedCircleRow = {
  id: string;
  circleId: string;
  name: string;
  description: string;
  access: CircleAccess;
  closedAt: Date | null;
  placeId: number | null;
  countryCode: string | null;
  homeland: string | null;
  startedById: string;
};

const rowSelect = {
  id: true,
  name: true,
  description: true,
  access: true,
  closedAt: true,
  placeId: true,
  countryCode: true,
  homeland: true,
  startedById: true,
} as const;

/** The started circle a circle id names ("c-<id>"), or a 404. */
export async function readStartedCircle(circleId: string): Promise<StartedCircleRow> {
  if (!circleId.startsWith(STARTED_PREFIX)) throw notFound();
  const row = await db.startedCircle.findUnique({
    where: { id: circleId.slice(STARTED_PREFIX.length) },
    select: rowSelect,
  });
  if (!row) throw notFound();
  return { ...row, circleId, access: row.access === "request" ? "request" : "public" };
}

function parseCircle(raw: unknown): string {
  return parseInput(idSchema, raw, STARTED_COPY.notFound);
}

/** Names are unique per place whatever their case and accents ("Café Club" and "cafe club" are one). */
export function circleNameKey(name: string): string {
  return foldText(name).replace(/\s+/g, " ").trim();
}

function placeKeyOf(place: { placeId: number | null; countryCode: string | null }): string {
  return place.placeId !== null ? `p${place.placeId}` : place.countryCode ? `c${place.countryCode}` : "";
}

const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === "P2002";
const nameTaken = () => new AppError("conflict", STARTED_COPY.nameTaken, { fields: { name: STARTED_COPY.nameTaken } });

/**
 * Starts a circle: for members past the new-account rules (email confirmed, a day old: write-limits.server.ts),
 * at most DAILY_CIRCLE_STARTS a day. The starter is its first host and member, in the same transaction.
 */
export async function startCircle(viewer: Viewer, input: Record<string, unknown>): Promise<{ id: string }> {
  const data = parseInput(startCircleSchema, input, "Could not start the circle");
  if (data.homeland !== null && !isHomeland(data.homeland))
    throw new AppError("validation", `homeland: ${STARTED_COPY.badHomeland}`, {
      fields: { homeland: STARTED_COPY.badHomeland },
    });
  let where: { placeId: number | null; countryCode: string | null } = { placeId: null, countryCode: null };
  try {
    const about = await resolveAbout({ about: data.place ?? "", aboutPlaceId: data.placeId ?? undefined });
    if (about) where = { placeId: about.placeId, countryCode: about.countryCode };
  } catch (error) {
    // The city picker's errors name its field "about": here it is "place".
    if (error instanceof AppError && error.extra.fields?.about)
      throw new AppError(error.code, error.message.replace(/^about/, "place"), {
        ...error.extra,
        fields: { place: error.extra.fields.about },
        choices: error.extra.choices?.about ? { place: error.extra.choices.about } : undefined,
      });
    throw error;
  }
  await limitWrite(viewer.id, "content");
  const me = await db.user.findUnique({ where: { id: viewer.id }, select: { status: true } });
  if (me?.status !== "active") throw new AppError("forbidden", STARTED_COPY.newAccount);
  if (await isNewAccount(viewer.id)) throw new AppError("forbidden", STARTED_COPY.newAccount);
  const since = new Date(Date.now() - 24 * 60 * 60 * 1000);
  const today = await db.startedCircle.count({ where: { startedById: viewer.id, createdAt: { gte: since } } });
  if (today >= DAILY_CIRCLE_STARTS)
    throw new AppError("rate_limited", STARTED_COPY.tooMany, { retryAfterSeconds: 60 * 60 });
  try {
    const id = await db.$transaction(async (tx) => {
      const row = await tx.startedCircle.create({
        data: {
          name: data.name,
          nameKey: circleNameKey(data.name),
          searchText: circleSearchTextFor({ name: data.name }),
          description: data.description,
          placeId: where.placeId,
          countryCode: where.countryCode,
          placeKey: placeKeyOf(where),
          homeland: data.homeland,
          access: data.access,
          startedById: viewer.id,
        },
        select: { id: true },
      });
      const circleId = `${STARTED_PREFIX}${row.id}`;
      await tx.circleHost.create({
        data: { circleId, userId: viewer.id, appointedById: null },
        select: { userId: true },
      });
      await tx.circleChoice.create({ data: { circleId, userId: viewer.id, state: JOINED }, select: { userId: true } });
      return circleId;
    });
    return { id };
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

/**
 * Joining a started circle (circles.server.ts joinCircle asks this for a "c-" id): a public one at once; one by
 * request records a request for its hosts (repeating it answers the same); a closed one takes nobody.
 */
export async function joinStartedCircle(viewer: Viewer, circleId: string): Promise<"joined" | "requested"> {
  const circle = await readStartedCircle(circleId);
  if (circle.closedAt) throw new AppError("conflict", STARTED_COPY.closed);
  await limitWrite(viewer.id, "connection");
  const choice = await db.circleChoice.findUnique({
    where: { userId_circleId: { userId: viewer.id, circleId } },
    select: { state: true },
  });
  if (choice?.state === JOINED) return "joined";
  if (circle.access === "public") {
    await db.circleChoice.upsert({
      where: { userId_circleId: { userId: viewer.id, circleId } },
      create: { userId: viewer.id, circleId, state: JOINED },
      update: { state: JOINED, byMove: null },
      select: { circleId: true },
    });
    return "joined";
  }
  // Two requests at once: the second finds the first's row, or loses the race on the key (and tells no one).
  const news = await db
    .$transaction(async (tx) => {
      const asked = await tx.circleJoinRequest.findUnique({
        where: { circleId_userId: { circleId, userId: viewer.id } },
        select: { userId: true },
      });
      if (asked) return null;
      await tx.circleJoinRequest.create({ data: { circleId, userId: viewer.id }, select: { userId: true } });
      // Its hosts are told once (asking again tells no one), those who host it now (the one host rule's terms).
      return tell(tx, await activeHostIds(tx, circleId, viewer.id), viewer.id, "circleRequestReceived", circle);
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) return null;
      throw error;
    });
  await announceNotification(news);
  return "requested";
}

/** The circle's hosts who may act now (active, still in it), but for any who blocked or were blocked by `askerId`. */
async function activeHostIds(tx: Tx, circleId: string, askerId: string): Promise<string[]> {
  const rows = await tx.circleHost.findMany({
    where: {
      circleId,
      user: {
        status: "active",
        circleHostBar: { is: null },
        circleChoices: { some: { circleId, state: JOINED } },
        blocksMade: { none: { blockedId: askerId } },
        blocksReceived: { none: { blockerId: askerId } },
      },
    },
    select: { userId: true },
    take: 20,
  });
  return rows.map((row) => row.userId);
}

/** Leaving a started circle: its joined row and any request go (a host who leaves is no longer host: circleHostRole). */
export async function leaveStartedCircle(viewer: Viewer, circleId: string): Promise<void> {
  await readStartedCircle(circleId);
  await limitWrite(viewer.id, "connection");
  await db.$transaction([
    db.circleChoice.deleteMany({ where: { userId: viewer.id, circleId } }),
    db.circleJoinRequest.deleteMany({ where: { userId: viewer.id, circleId } }),
  ]);
}

export const requestRowShape = { ...personCardRowShape, since: "Date" } as const;

export type JoinRequest = CircleMember;

/** The requests to join, oldest first (hosts only): requesters who are active and not blocked either way. */
export async function listJoinRequests(viewer: Viewer, rawId: unknown): Promise<JoinRequest[]> {
  const circleId = parseCircle(rawId);
  const circle = await readStartedCircle(circleId);
  await requireCircleHost(viewer, circle.circleId);
  const rows = await readRows<Array<RowOf<typeof requestRowShape>>>`
    SELECT u."id", u."firstName", u."lastName", u."profileImageUrl", u."countryOfOrigin", u."currentLocation",
           r."createdAt" AS "since"
    FROM "CircleJoinRequest" r JOIN "User" u ON u."id" = r."userId"
    WHERE r."circleId" = ${circleId} AND ${activeMemberRule().sql(sql`u."status"`)} AND ${blockRule(viewer.id).sql(sql`u."id"`)}
    ORDER BY r."createdAt" ASC, r."userId" ASC
    LIMIT 200`;
  return rows.map((row) => ({
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    profileImageUrl: row.profileImageUrl,
    countryOfOrigin: row.countryOfOrigin,
    currentLocation: row.currentLocation,
    avatarUrl: avatarUrl(row),
    since: row.since.toISOString(),
  }));
}

type Tx = Parameters<Parameters<typeof db.$transaction>[0]>[0];

/** One host act in the audit log (the writer every host act uses): the host, "circle.<act>", the circle. */
async function audit(tx: Tx, viewer: Viewer, circle: StartedCircleRow, act: string, note: string | null = null) {
  await recordHostAction(
    viewer,
    {
      action: `circle.${act}`,
      subjectType: "circle",
      subjectId: circle.circleId,
      subjectLabel: circle.name,
      note,
      circleId: circle.circleId,
    },
    tx,
  );
}

function tell(
  tx: Tx,
  to: string | string[],
  actorId: string,
  key: NotificationKey,
  circle: StartedCircleRow,
  name?: string,
) {
  return storeNotification(tx, {
    to,
    actorId,
    type: "circle_news",
    ...notificationText(key, { circle: name ?? circle.name }),
    link: `/circles/${circle.circleId}`,
  });
}

/** A host answers a request to join: approve (they become a member) or decline; the requester is told. */
export async function decideJoinRequest(
  viewer: Viewer,
  rawId: unknown,
  rawUserId: unknown,
  decision: "approve" | "decline",
): Promise<{ userId: string; decision: "approve" | "decline" }> {
  const circleId = parseCircle(rawId);
  const userId = parseInput(idSchema, rawUserId, STARTED_COPY.noRequest);
  const circle = await readStartedCircle(circleId);
  await requireCircleHost(viewer, circleId);
  if (circle.closedAt) throw new AppError("conflict", STARTED_COPY.closed);
  await limitWrite(viewer.id, "admin");
  const news = await db.$transaction(async (tx) => {
    const { count } = await tx.circleJoinRequest.deleteMany({ where: { circleId, userId } });
    if (count === 0) throw new AppError("not_found", STARTED_COPY.noRequest);
    if (decision === "approve")
      await tx.circleChoice.upsert({
        where: { userId_circleId: { userId, circleId } },
        create: { userId, circleId, state: JOINED },
        update: { state: JOINED, byMove: null },
        select: { circleId: true },
      });
    await audit(tx, viewer, circle, decision === "approve" ? "request_approve" : "request_decline", userId);
    return tell(
      tx,
      userId,
      viewer.id,
      decision === "approve" ? "circleRequestApproved" : "circleRequestDeclined",
      circle,
    );
  });
  await announceNotification(news);
  return { userId, decision };
}

/** A host renames the circle or changes its description (a closed circle keeps what it had). */
export async function updateStartedCircle(viewer: Viewer, rawId: unknown, input: Record<string, unknown>) {
  const circleId = parseCircle(rawId);
  const circle = await readStartedCircle(circleId);
  await requireCircleHost(viewer, circleId);
  if (circle.closedAt) throw new AppError("conflict", STARTED_COPY.closed);
  const data = parseInput(updateCircleSchema, input, "Could not save the circle");
  await limitWrite(viewer.id, "admin");
  try {
    await db.$transaction(async (tx) => {
      await tx.startedCircle.update({
        where: { id: circle.id },
        data: {
          ...(data.name !== undefined
            ? {
                name: data.name,
                nameKey: circleNameKey(data.name),
                searchText: circleSearchTextFor({ name: data.name }),
              }
            : {}),
          ...(data.description !== undefined ? { description: data.description } : {}),
        },
        select: { id: true },
      });
      if (data.name !== undefined && data.name !== circle.name) await audit(tx, viewer, circle, "rename", data.name);
      if (data.description !== undefined && data.description !== circle.description)
        await audit(tx, viewer, circle, "describe", data.description);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
  return { id: circleId };
}

/** A host removes a member: their joined row (and host row, if any) goes; they are told. */
export async function removeCircleMember(viewer: Viewer, rawId: unknown, rawUserId: unknown) {
  const circleId = parseCircle(rawId);
  const userId = parseInput(idSchema, rawUserId, STARTED_COPY.notAMember);
  const circle = await readStartedCircle(circleId);
  await requireCircleHost(viewer, circleId);
  if (userId === viewer.id) throw new AppError("validation", STARTED_COPY.notYourself);
  await limitWrite(viewer.id, "admin");
  const news = await db.$transaction(async (tx) => {
    const { count } = await tx.circleChoice.deleteMany({ where: { circleId, userId, state: JOINED } });
    if (count === 0) throw new AppError("not_found", STARTED_COPY.notAMember);
    await tx.circleHost.deleteMany({ where: { circleId, userId } });
    await audit(tx, viewer, circle, "member_remove", userId);
    return tell(tx, userId, viewer.id, "circleRemoved", circle);
  });
  await announceNotification(news);
  return { userId };
}

/**
 * A host hands the circle over to a member (active, in it): they become a host. The old host steps down unless
 * they ask to stay (`stay`), so "hand over" means what it says and a co-host is one checkbox away.
 */
export async function handOverCircle(viewer: Viewer, rawId: unknown, input: Record<string, unknown>) {
  const circleId = parseCircle(rawId);
  const circle = await readStartedCircle(circleId);
  await requireCircleHost(viewer, circleId);
  if (circle.closedAt) throw new AppError("conflict", STARTED_COPY.closed);
  const { userId, stay } = parseInput(handOverSchema, input, "Could not hand the circle over");
  if (userId === viewer.id)
    throw new AppError("validation", STARTED_COPY.notAMember, { fields: { userId: STARTED_COPY.notAMember } });
  await limitWrite(viewer.id, "admin");
  const news = await db.$transaction(async (tx) => {
    const member = await tx.circleChoice.findFirst({
      where: { circleId, userId, state: JOINED, user: activeMemberRule().where },
      select: { userId: true },
    });
    if (!member)
      throw new AppError("validation", STARTED_COPY.notAMember, { fields: { userId: STARTED_COPY.notAMember } });
    await tx.circleHost.upsert({
      where: { circleId_userId: { circleId, userId } },
      create: { circleId, userId, appointedById: viewer.id },
      update: {},
      select: { userId: true },
    });
    if (!stay) await tx.circleHost.deleteMany({ where: { circleId, userId: viewer.id } });
    await audit(tx, viewer, circle, "handover", `${userId}${stay ? " (the old host stays)" : ""}`);
    return tell(tx, userId, viewer.id, "circleHandedOver", circle);
  });
  await announceNotification(news);
  return { userId, stay };
}

/**
 * A host closes the circle: it takes no posts, no members and no requests from now on; its posts stay with their
 * authors (and readable by whoever could read them); every member is told.
 */
export async function closeStartedCircle(viewer: Viewer, rawId: unknown) {
  const circleId = parseCircle(rawId);
  const circle = await readStartedCircle(circleId);
  await requireCircleHost(viewer, circleId);
  if (circle.closedAt) return { id: circleId, closed: true };
  await limitWrite(viewer.id, "admin");
  const news: NotificationNews = await db.$transaction(async (tx) => {
    await tx.startedCircle.update({ where: { id: circle.id }, data: { closedAt: new Date() }, select: { id: true } });
    await tx.circleJoinRequest.deleteMany({ where: { circleId } });
    const members = await tx.circleChoice.findMany({ where: { circleId, state: JOINED }, select: { userId: true } });
    await audit(tx, viewer, circle, "close");
    return tell(
      tx,
      members.map((row) => row.userId),
      viewer.id,
      "circleClosed",
      circle,
    );
  });
  await announceNotification(news);
  return { id: circleId, closed: true };
}

export const startedSummaryShape = {
  id: "string",
  name: "string",
  description: "string",
  access: "string",
  closedAt: "Date|null",
  homeland: "string|null",
  placeId: "number|bigint|null",
  countryCode: "string|null",
  placeName: "string|null",
  placeCountry: "string|null",
  members: "number|bigint",
  choice: "string|null",
  host: "number|bigint|boolean|null",
  requested: "number|bigint|boolean|null",
} as const;

/**
 * Started circles' summaries in one statement: name, description, access, place, the count of their members
 * (joined rows of active members: everyone's count, as the derived circles'), and the viewer's standing.
 */
export function readStartedSummaries(viewerId: string, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  const active = activeMemberRule().sql(sql`u."status"`);
  return readRows<Array<RowOf<typeof startedSummaryShape>>>`
    SELECT sc."id", sc."name", sc."description", sc."access", sc."closedAt", sc."homeland", sc."placeId", sc."countryCode",
      pl."name" AS "placeName", pl."countryCode" AS "placeCountry",
      (SELECT COUNT(*) FROM "CircleChoice" cc JOIN "User" u ON u."id" = cc."userId"
        WHERE cc."circleId" = 'c-' || sc."id" AND cc."state" = ${JOINED} AND ${active}) AS "members",
      (SELECT cv."state" FROM "CircleChoice" cv WHERE cv."userId" = ${viewerId} AND cv."circleId" = 'c-' || sc."id") AS "choice",
      (SELECT 1 FROM "CircleHost" h WHERE h."userId" = ${viewerId} AND h."circleId" = 'c-' || sc."id") AS "host",
      (SELECT 1 FROM "CircleJoinRequest" r WHERE r."userId" = ${viewerId} AND r."circleId" = 'c-' || sc."id") AS "requested"
    FROM "StartedCircle" sc LEFT JOIN "Place" pl ON pl."id" = sc."placeId"
    WHERE sc."id" IN (${sqlJoin(ids)})`;
}

/**
 * Open started circles for a member's place and homelands (suggestions on /circles and Discover): those for their
 * city, their city's country or nowhere in particular, whose homeland is one of theirs or none, newest first. One
 * raw statement (decision 022), the country read from the place inside it.
 */
export async function startedCirclesFor(
  me: { placeId: number | null; homelands: string[] },
  limit: number,
): Promise<string[]> {
  const places: Sql[] = [sql`"placeKey" = ''`];
  if (me.placeId !== null)
    places.push(
      sql`"placeId" = ${me.placeId}`,
      sql`("placeId" IS NULL AND "countryCode" = (SELECT p."countryCode" FROM "Place" p WHERE p."id" = ${me.placeId}))`,
    );
  const homeland =
    me.homelands.length > 0
      ? sql`("homeland" IS NULL OR "homeland" IN (${sqlJoin(me.homelands)}))`
      : sql`"homeland" IS NULL`;
  const rows = await readRows<Array<{ id: string }>>(sql`
    SELECT "id" FROM "StartedCircle" WHERE "closedAt" IS NULL AND (${sqlJoin(places, " OR ")}) AND ${homeland}
    ORDER BY "createdAt" DESC, "id" DESC ${sqlLimit(limit)}`);
  return rows.map((row) => `${STARTED_PREFIX}${row.id}`);
}

/** How many of the newest open circles PostgreSQL tests by their words before it asks the index of names. */
const NAME_WALK = 1000;

/**
 * Started circles whose name has these words (the /circles search), open ones, newest first. The words are
 * search's (decision 080 and its addendum on circles): folded as names are, every word found at the start of a
 * word of the name, the last one as typed so far (a prefix), Chinese and Japanese by pairs of characters. Read
 * through the index of names (migration started_circle_search), never a scan of every circle:
 * - SQLite: FTS5 gives the matches newest first (its rowids follow the order circles were made); each is joined
 *   to its row until `limit` open ones are found.
 * - PostgreSQL: the newest NAME_WALK open circles are tested by their words, as the section filters do, and stop at
 *   `limit`; only when they hold fewer does a second statement read the name's matches from the GIN index.
 */
export async function searchStartedCircles(q: string, limit: number): Promise<string[]> {
  const query = parseSearchQuery(q.slice(0, MAX_QUERY_LENGTH));
  if (isEmptyQuery(query)) return [];
  const ids = (rows: Array<{ id: string }>) => rows.map((row) => `${STARTED_PREFIX}${row.id}`);
  if (!onPostgres()) {
    const fts = toFtsQuery(query);
    // CROSS JOIN keeps SQLite's planner to the index first, in its order.
    return ids(
      await readRows<Array<{ id: string }>>(sql`SELECT sc."id" FROM search_circle
        CROSS JOIN search_rows r CROSS JOIN "StartedCircle" sc
        WHERE search_circle MATCH ${fts} AND r."id" = search_circle."rowid" AND sc."id" = r."item"
          AND sc."closedAt" IS NULL
        ORDER BY search_circle."rowid" DESC ${sqlLimit(limit)}`),
    );
  }
  const tsquery = sql`CAST(${toTsQuery(query)} AS tsquery)`;
  const walked = await readRows<Array<{ id: string }>>(sql`SELECT w."id" FROM (
      SELECT t."id", t."createdAt", t."searchVector" FROM "StartedCircle" t WHERE t."closedAt" IS NULL
      ORDER BY t."createdAt" DESC, t."id" DESC ${sqlLimit(NAME_WALK)}) w
    WHERE w."searchVector" @@ ${tsquery} ORDER BY w."createdAt" DESC, w."id" DESC ${sqlLimit(limit)}`);
  if (walked.length >= limit) return ids(walked);
  // MATERIALIZED: the matches come from the GIN index, whatever the planner guesses of a prefix's frequency (it
  // would otherwise walk every circle by date testing its words). A word rare among the newest circles is rare.
  return ids(
    await readRows<Array<{ id: string }>>(sql`WITH "named" AS MATERIALIZED (
        SELECT t."id", t."createdAt" FROM "StartedCircle" t WHERE t."searchVector" @@ ${tsquery} AND t."closedAt" IS NULL)
      SELECT n."id" FROM "named" n ORDER BY n."createdAt" DESC, n."id" DESC ${sqlLimit(limit)}`),
  );
}
