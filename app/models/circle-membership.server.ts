// Who is in which circle (decision 063), for the feed and the circle pages. A member's own circles (homeland ×
// city, city, homeland) follow their profile's fields with no row of their own; CircleChoice rows record the
// exceptions: "joined" another circle, "left" one. A leaf: posts.server.ts and circles.server.ts both build on it.
import { db, sql, sqlJoin, type Sql } from "~/server/db.server";
import { readRows } from "~/server/read-db.server";
import { CIRCLE_COPY, circleId, isStartedCircleId, ownCircleKeys, parseCircleId, type CircleKey } from "~/lib/circles";
import { circlePostRule } from "./visibility-rules.server";
import type { Viewer } from "./viewer";
import type { RowOf } from "~/server/row-shape.server";

export const JOINED = "joined";
export const LEFT = "left";

/** The member whose row is `u` is one of the circle's own (by either homeland and city), as a condition. */
export function ownMemberSql(key: CircleKey, u: Sql): Sql {
  // A started circle (decision 088) has no own members: everyone in it joined.
  if (key.kind === "started") return sql`1 = 0`;
  if (key.kind === "city") return sql`${u}."placeId" = ${key.placeId}`;
  const homeland = sql`(${u}."countryOfOrigin" = ${key.homeland} OR ${u}."secondHomeland" = ${key.homeland})`;
  if (key.kind === "homeland") return homeland;
  return sql`${homeland} AND ${u}."placeId" = ${key.placeId}`;
}

/**
 * The circle's own active members, read from MemberTally (kept by triggers on "User", migration member_tally):
 * one row, whatever the circle's size. "" stands for any homeland and 0 for any city.
 */
export function ownMemberCountSql(key: CircleKey): Sql {
  if (key.kind === "started") return sql`0`;
  const homeland = key.kind === "city" ? "" : key.homeland!;
  const placeId = key.kind === "homeland" ? 0 : key.placeId!;
  return sql`COALESCE((SELECT mt."members" FROM "MemberTally" mt WHERE mt."homeland" = ${homeland} AND mt."placeId" = ${placeId}), 0)`;
}

/** Whether a member is in a circle, given their choice about it (null: none): theirs and not left, or joined. */
export function memberByChoice(
  member: { countryOfOrigin: string | null; secondHomeland?: string | null; placeId: number | null },
  id: string,
  choice: string | null | undefined,
): boolean {
  const own = ownCircleKeys(member).some((key) => circleId(key) === id);
  return own ? choice !== LEFT : choice === JOINED;
}

/** Whether a member is in a circle now: theirs and not left, or joined. */
export async function isCircleMember(
  member: { id: string; countryOfOrigin: string | null; secondHomeland?: string | null; placeId: number | null },
  id: string,
  client: Pick<typeof db, "circleChoice"> = db,
): Promise<boolean> {
  const choice = await client.circleChoice.findUnique({
    where: { userId_circleId: { userId: member.id, circleId: id } },
    select: { state: true },
  });
  return memberByChoice(member, id, choice?.state);
}

export const placeNameShape = { id: "number|bigint", name: "string" } as const;
export const startedNameShape = { id: "string", name: "string" } as const;

/**
 * Whether the viewer may read this one post as far as its circle goes (circlePostRule, the same SQL the feed
 * runs): always for a post outside a started circle, without a statement.
 */
export async function circlePostReadable(viewer: Viewer, post: { circleId?: string | null; authorId: string }) {
  if (!isStartedCircleId(post.circleId) || viewer.role === "admin" || post.authorId === viewer.id) return true;
  const rule = circlePostRule(viewer).sql({
    circleId: sql`CAST(${post.circleId} AS TEXT)`,
    authorId: sql`CAST(${post.authorId} AS TEXT)`,
  });
  const rows = await readRows<Array<{ ok: number | bigint }>>`SELECT 1 AS "ok" WHERE ${rule}`;
  return rows.length > 0;
}

/** Circles' display names, in one statement for their cities (none when no circle has one). */
export async function circleNames(ids: Array<string | null>): Promise<Map<string, string>> {
  const keys = new Map<string, CircleKey>();
  for (const id of ids) {
    const key = id ? parseCircleId(id) : null;
    if (id && key) keys.set(id, key);
  }
  const placeIds = [...new Set([...keys.values()].flatMap((key) => (key.placeId === null ? [] : [key.placeId])))];
  const startedIds = [...keys.values()].flatMap((key) => (key.startedId ? [key.startedId] : []));
  const cities = new Map<number, string>();
  const names = new Map<string, string>();
  const [placeRows, startedRows] = await Promise.all([
    placeIds.length === 0
      ? []
      : readRows<Array<RowOf<typeof placeNameShape>>>`
      SELECT "id", "name" FROM "Place" WHERE "id" IN (${sqlJoin(placeIds)})`,
    // Started circles (decision 088) are named by their hosts: one more statement, only when the page has one.
    startedIds.length === 0
      ? []
      : readRows<Array<RowOf<typeof startedNameShape>>>`
      SELECT "id", "name" FROM "StartedCircle" WHERE "id" IN (${sqlJoin(startedIds)})`,
  ]);
  for (const row of placeRows) cities.set(Number(row.id), row.name);
  for (const row of startedRows) names.set(`c-${row.id}`, row.name);
  for (const [id, key] of keys) {
    if (key.kind === "started") continue;
    const city = key.placeId === null ? null : cities.get(key.placeId);
    if (key.placeId !== null && !city) continue;
    names.set(id, circleName(key, city ?? null));
  }
  return names;
}

export function circleName(key: CircleKey, city: string | null): string {
  // A started circle's name is its row's (circleNames reads it).
  if (key.kind === "started") return "";
  if (key.kind === "homeland") return CIRCLE_COPY.homeland(key.homeland!);
  if (key.kind === "city") return CIRCLE_COPY.city(city ?? "");
  return CIRCLE_COPY.homelandInCity(key.homeland!, city ?? "");
}
