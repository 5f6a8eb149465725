// Moving somewhere new (issue 27 §4, decision 067): "Moving to {city} around {month}", which joins that city's
// circles ahead of time; welcome helpers (members who offer to help newcomers from their homeland in their
// city); and the people from a member's homeland already in a city, helpers first. Every list of members here
// applies the one member visibility rule (active, not blocked either way) from visibility-rules.server.ts.
import { db, sql, sqlLimit } from "~/server/db.server";
import { readRows } from "~/server/read-db.server";
import type { RowOf } from "~/server/row-shape.server";
import { AppError } from "~/lib/errors";
import { circleId, isHomeland, type CircleKey } from "~/lib/circles";
import { monthOf } from "~/lib/moving";
import { helperSchema, movingSchema } from "~/schemas/moving";
import { parseInput } from "~/lib/validation";
import { MOVING_COPY } from "~/copy/moving";
import { publicUserSelect, toPublicUser, type PublicUser } from "./accounts.server";
import { circleName, JOINED } from "./circle-membership.server";
import { avatarUrl, personCardRowShape } from "./member-fields.server";
import { resolvePlaceInput } from "./places.server";
import { activeMemberRule, blockRule, contributorRule, hiddenRule } from "./visibility-rules.server";
import { limitWrite } from "./write-limits.server";
import type { Viewer } from "./viewer";
import type { GettingStarted, Local, PanelQuestion } from "~/lib/types/moving";

export type { GettingStarted, Local, PanelQuestion };

/** How far ahead a move may be planned. */
export const MOVING_MAX_YEARS = 5;

const fieldError = (field: string, message: string) =>
  new AppError("validation", message, { fields: { [field]: message } });

/** Not before this month, and at most MOVING_MAX_YEARS ahead. */
function checkMonth(month: string, now: Date) {
  if (month < monthOf(now)) throw fieldError("month", MOVING_COPY.monthPast);
  const last = monthOf(new Date(Date.UTC(now.getUTCFullYear() + MOVING_MAX_YEARS, now.getUTCMonth(), 1)));
  if (month > last) throw fieldError("month", MOVING_COPY.monthTooFar);
}

/** The circles a move to `placeId` joins: the city's, and the member's homeland in it. */
export function movingCircleKeys(homeland: string | null, placeId: number): CircleKey[] {
  const keys: CircleKey[] = [{ kind: "city", homeland: null, placeId }];
  if (isHomeland(homeland)) keys.unshift({ kind: "homeland_city", homeland, placeId });
  return keys;
}

/**
 * Says where and around when the member is moving, and joins that city's circles now (a `joined` row marked
 * `byMove`). A circle they are in already (joined by hand) or had left stays as they chose. Moving elsewhere
 * instead leaves the previous destination's `byMove` circles.
 */
export async function setMovingTo(
  viewer: Viewer,
  input: Record<string, unknown>,
  now = new Date(),
): Promise<PublicUser> {
  const data = parseInput(movingSchema, input, MOVING_COPY.failed);
  checkMonth(data.month, now);
  if (!data.city && (data.placeId === undefined || data.placeId === null || data.placeId === ""))
    throw fieldError("city", MOVING_COPY.cityRequired);
  const place = await resolvePlaceInput({ text: data.city, placeId: data.placeId }, "city");
  if (!place) throw fieldError("city", MOVING_COPY.cityRequired);
  const me = await db.user.findUnique({
    where: { id: viewer.id },
    select: { placeId: true, countryOfOrigin: true },
  });
  if (!me) throw new AppError("unauthorized", "Not signed in");
  if (me.placeId === place.id) throw fieldError("city", MOVING_COPY.sameCity);
  await limitWrite(viewer.id, "profile");
  const ids = movingCircleKeys(me.countryOfOrigin, place.id).map(circleId);
  const row = await db.$transaction(async (tx) => {
    await tx.circleChoice.deleteMany({ where: { userId: viewer.id, byMove: true, circleId: { notIn: ids } } });
    const existing = await tx.circleChoice.findMany({
      where: { userId: viewer.id, circleId: { in: ids } },
      select: { circleId: true },
    });
    const have = new Set(existing.map((choice) => choice.circleId));
    for (const id of ids.filter((id) => !have.has(id)))
      await tx.circleChoice.create({
        data: { userId: viewer.id, circleId: id, state: JOINED, byMove: true },
        select: { circleId: true },
      });
    return tx.user.update({
      where: { id: viewer.id },
      data: { movingPlaceId: place.id, movingLabel: place.label, movingMonth: data.month },
      select: publicUserSelect,
    });
  });
  return toPublicUser(row);
}

/** Not moving after all: the move's circles are left; circles joined by hand stay. */
export async function clearMovingTo(viewer: Viewer): Promise<PublicUser> {
  await limitWrite(viewer.id, "profile");
  const [, row] = await db.$transaction([
    db.circleChoice.deleteMany({ where: { userId: viewer.id, byMove: true } }),
    db.user.update({
      where: { id: viewer.id },
      data: { movingPlaceId: null, movingLabel: null, movingMonth: null },
      select: publicUserSelect,
    }),
  ]);
  return toPublicUser(row);
}

/** Opts in or out of being a welcome helper. */
export async function setWelcomeHelper(viewer: Viewer, input: Record<string, unknown>): Promise<PublicUser> {
  const data = parseInput(helperSchema, input, MOVING_COPY.helperInvalid);
  await limitWrite(viewer.id, "profile");
  // "Since" stays when they opt in again.
  await db.user.updateMany({
    where: { id: viewer.id, welcomeHelperAt: data.welcomeHelper ? null : { not: null } },
    data: { welcomeHelperAt: data.welcomeHelper ? new Date() : null },
  });
  const row = await db.user.findUnique({ where: { id: viewer.id }, select: publicUserSelect });
  if (!row) throw new AppError("unauthorized", "Not signed in");
  return toPublicUser(row);
}

export const localRowShape = {
  ...personCardRowShape,
  welcomeHelper: "number|bigint|boolean",
} as const;

function toLocal(row: RowOf<typeof localRowShape>): Local {
  return { ...row, welcomeHelper: Boolean(row.welcomeHelper), avatarUrl: avatarUrl(row) };
}

const columns = sql`u."id", u."firstName", u."lastName", u."profileImageUrl", u."countryOfOrigin", u."currentLocation",
  CASE WHEN u."welcomeHelperAt" IS NULL THEN 0 ELSE 1 END AS "welcomeHelper"`;

function visibleTo(viewer: Viewer) {
  return sql`${activeMemberRule().sql(sql`u."status"`)} AND ${blockRule(viewer.id).sql(sql`u."id"`)} AND u."id" <> ${viewer.id}`;
}

/**
 * A city's welcome helpers the viewer may see, newest first: those from `homeland` (a helper offers help to
 * newcomers from their own homeland); every helper there when the viewer has no homeland. One statement, on
 * `User(placeId, welcomeHelper, createdAt, id)`.
 */
export async function listHelpers(
  viewer: Viewer,
  where: { placeId: number; homeland: string | null },
  limit = 6,
): Promise<Local[]> {
  const homeland = isHomeland(where.homeland) ? sql`AND u."countryOfOrigin" = ${where.homeland}` : sql``;
  const rows = await readRows<Array<RowOf<typeof localRowShape>>>`
    SELECT ${columns} FROM "User" u
    WHERE u."placeId" = ${where.placeId} AND u."welcomeHelperAt" IS NOT NULL ${homeland} AND ${visibleTo(viewer)}
    ORDER BY u."createdAt" DESC, u."id" DESC ${sqlLimit(limit)}`;
  return rows.map(toLocal);
}

/**
 * People from `homeland` already in a city (everyone there when the viewer has no homeland), welcome helpers
 * first, then newest first. One statement: two walks of indexes in order, helpers and the rest.
 */
export async function listPeopleThere(
  viewer: Viewer,
  where: { placeId: number; homeland: string | null },
  limit = 12,
): Promise<Local[]> {
  const homeland = isHomeland(where.homeland) ? sql`AND u."countryOfOrigin" = ${where.homeland}` : sql``;
  const rows = await readRows<Array<RowOf<typeof localRowShape>>>`
    SELECT "id", "firstName", "lastName", "profileImageUrl", "countryOfOrigin", "currentLocation", "welcomeHelper" FROM (
      SELECT * FROM (SELECT ${columns}, u."createdAt", 0 AS "rank" FROM "User" u
        WHERE u."placeId" = ${where.placeId} AND u."welcomeHelperAt" IS NOT NULL ${homeland} AND ${visibleTo(viewer)}
        ORDER BY u."createdAt" DESC, u."id" DESC ${sqlLimit(limit)}) AS "helpers"
      UNION ALL
      SELECT * FROM (SELECT ${columns}, u."createdAt", 1 AS "rank" FROM "User" u
        WHERE u."placeId" = ${where.placeId} AND u."welcomeHelperAt" IS NULL ${homeland} AND ${visibleTo(viewer)}
        ORDER BY u."createdAt" DESC, u."id" DESC ${sqlLimit(limit)}) AS "others"
    ) AS t
    ORDER BY t."rank", t."createdAt" DESC, t."id" DESC ${sqlLimit(limit)}`;
  return rows.map(toLocal);
}

/** A newcomer's first days: the panel shows for accounts this young (decision 067). */
export const NEWCOMER_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;
export const PANEL_LIMITS = { helpers: 3, questions: 3 } as const;

type PanelViewer = Viewer & {
  createdAt: Date | string;
  countryOfOrigin: string | null;
  placeId: number | null;
  place: { city: string; country: string } | null;
  movingTo: { placeId: number; city: string; label: string } | null;
};

/** Which city the panel is about: the one the member is moving to, else theirs while they are new; or none. */
export function gettingStartedCity(viewer: PanelViewer, now: Date) {
  if (viewer.movingTo) return { ...viewer.movingTo, moving: true };
  const young = now.getTime() - new Date(viewer.createdAt).getTime() <= NEWCOMER_DAYS * DAY_MS;
  if (!young || viewer.placeId === null || !viewer.place) return null;
  const { city, country } = viewer.place;
  return { placeId: viewer.placeId, city, label: `${city}, ${country}`, moving: false };
}

export const panelQuestionShape = {
  id: "string",
  content: "string",
  createdAt: "Date",
  answerContent: "string|null",
  answerBy: "string|null",
  answeredAt: "Date|null",
} as const;

/**
 * The questions about a city (decision 066's tag) the viewer may see, those answered most recently first, each
 * with its newest answer the viewer may see: one statement, over the city's newest 50 questions.
 */
export async function cityQuestions(viewer: Viewer, placeId: number, limit: number): Promise<PanelQuestion[]> {
  const rows = await readRows<Array<RowOf<typeof panelQuestionShape>>>`
    SELECT q."id", q."content", q."createdAt", c."content" AS "answerContent", cu."firstName" AS "answerBy",
           c."createdAt" AS "answeredAt"
    FROM (SELECT p."id", p."content", p."createdAt" FROM "Post" p JOIN "User" a ON a."id" = p."authorId"
          WHERE p."type" = 'advice' AND p."aboutPlaceId" = ${placeId}
            AND ${activeMemberRule().sql(sql`a."status"`)} AND ${blockRule(viewer.id).sql(sql`a."id"`)}
            AND ${hiddenRule(viewer, "authorId").sql({ hiddenAt: sql`p."hiddenAt"`, ownerId: sql`p."authorId"` })}
          ORDER BY p."createdAt" DESC, p."id" DESC ${sqlLimit(50)}) AS q
    LEFT JOIN "Comment" c ON c."id" = (
      SELECT c2."id" FROM "Comment" c2 JOIN "User" ca ON ca."id" = c2."authorId"
      WHERE c2."postId" = q."id"
        AND ${hiddenRule(viewer, "authorId").sql({ hiddenAt: sql`c2."hiddenAt"`, ownerId: sql`c2."authorId"` })}
        AND ${contributorRule(viewer).sql({ id: sql`ca."id"`, status: sql`ca."status"` })}
      ORDER BY c2."createdAt" DESC, c2."id" DESC ${sqlLimit(1)})
    LEFT JOIN "User" cu ON cu."id" = c."authorId"
    ORDER BY CASE WHEN c."createdAt" IS NULL THEN 1 ELSE 0 END, c."createdAt" DESC, q."createdAt" DESC, q."id" DESC
    ${sqlLimit(limit)}`;
  return rows.map((row) => ({
    id: row.id,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    answer:
      row.answerContent !== null && row.answeredAt !== null
        ? { content: row.answerContent, firstName: row.answerBy ?? "", createdAt: row.answeredAt.toISOString() }
        : null,
  }));
}

/**
 * "Getting started in {city}" for a member moving there, or new (their first NEWCOMER_DAYS) in their city; null
 * otherwise, at no cost. When it shows: two statements (its helpers, its questions); the circles are named from
 * what the member's row holds.
 */
export async function loadGettingStarted(
  viewer: PanelViewer,
  now = new Date(),
  /** The city whose panel this browser hid ("Hide for now"): none then, at no cost. */
  hiddenPlaceId: number | null = null,
): Promise<GettingStarted | null> {
  const target = gettingStartedCity(viewer, now);
  if (!target || target.placeId === hiddenPlaceId) return null;
  const homeland = isHomeland(viewer.countryOfOrigin) ? viewer.countryOfOrigin : null;
  const [helpers, questions] = await Promise.all([
    listHelpers(viewer, { placeId: target.placeId, homeland }, PANEL_LIMITS.helpers),
    cityQuestions(viewer, target.placeId, PANEL_LIMITS.questions),
  ]);
  return {
    ...target,
    circles: movingCircleKeys(homeland, target.placeId).map((key) => ({
      id: circleId(key),
      name: circleName(key, target.city),
    })),
    helpers,
    questions,
  };
}
