// The rules that decide what a viewer may see (ARCHITECTURE rule 11), each in one function that returns
// its forms side by side: `where` for Prisma queries, `sql` for the reads written as SQL (decision 018),
// and, where a model checks one row it already read, a plain predicate. A read applies a rule by calling
// it, never by writing its condition out again. visibility-rules.server.test.ts runs every case of every
// rule through both forms, on SQLite and PostgreSQL, and requires the same answer.
import { sql, type Sql } from "~/server/db.server";
import { getEnv } from "~/server/env.server";
import type { Viewer } from "./viewer";

/**
 * Blocking works both ways (blocks.server.ts): neither the member nor the viewer has blocked the other.
 * `where` is on a User; `sql` takes the member's id column, as sql`a."id"`. Both are NOT EXISTS on Block,
 * indexed both ways, so the rule costs no extra statement. `blocks` is on a Block: the rows that put some
 * member out of the viewer's reach (for a live event, whose audience is everyone but them).
 */
export function blockRule(viewerId: string) {
  return {
    where: { blocksMade: { none: { blockedId: viewerId } }, blocksReceived: { none: { blockerId: viewerId } } },
    sql: (memberId: Sql): Sql =>
      sql`NOT EXISTS (SELECT 1 FROM "Block" b WHERE b."blockerId" = ${memberId} AND b."blockedId" = ${viewerId})
    AND NOT EXISTS (SELECT 1 FROM "Block" b WHERE b."blockerId" = ${viewerId} AND b."blockedId" = ${memberId})`,
    blocks: { OR: [{ blockerId: viewerId }, { blockedId: viewerId }] },
  };
}

/**
 * A suspended member and what they wrote are gone from every list. `where` is on a User; `sql` takes the
 * member's status column, as sql`a."status"`.
 */
export function activeMemberRule() {
  return {
    where: { status: "active" as const },
    sql: (status: Sql): Sql => sql`${status} = 'active'`,
    allows: (member: { status: string }): boolean => member.status === "active",
  };
}

/**
 * Whose messages a member still reads: active members, and a member who deleted their account (the
 * "Deleted member" stub: the messages they sent stay the other member's). Writing to them takes the
 * active rule.
 */
export function conversationPartnerRule() {
  return {
    where: { status: { in: ["active" as const, "deleted" as const] } },
    sql: (status: Sql): Sql => sql`${status} IN ('active', 'deleted')`,
    allows: (member: { status: string }): boolean => member.status === "active" || member.status === "deleted",
  };
}

/**
 * Whose doings a viewer is told of (activity items, notifications): the system's (no actor), or an active
 * member not blocked either way. `where` is on the item (its optional `actor`; use it inside AND); `sql` takes
 * the item's actor id column. Admins too: what they moderate is reached through the items, not these lists.
 */
export function actorRule(viewerId: string) {
  const block = blockRule(viewerId);
  const active = activeMemberRule();
  return {
    where: { OR: [{ actorId: null }, { actor: { ...block.where, ...active.where } }] },
    // A scalar subquery, not EXISTS: inside the OR, PostgreSQL hashed the EXISTS, reading every active member
    // to show five items of activity (250 ms at 100,000 members; bench:scale); this form is one key lookup a row.
    sql: (actorId: Sql): Sql =>
      sql`(${actorId} IS NULL OR (${block.sql(actorId)}
      AND (SELECT 1 FROM "User" au WHERE au."id" = ${actorId} AND ${active.sql(sql`au."status"`)}) IS NOT NULL))`,
  };
}

/**
 * Whose contributions under someone's item (comments, reviews, RSVPs) the viewer sees: not blocked either
 * way, and active, as a suspended member's posts are gone (decision 011), but for admins, who moderate them.
 * `where` is a relation filter on the author (a User).
 */
export function contributorRule(viewer: Viewer) {
  const block = blockRule(viewer.id);
  const active = activeMemberRule();
  const admin = viewer.role === "admin";
  return {
    where: { ...block.where, ...(admin ? {} : active.where) },
    /** Takes the author's id and status columns. */
    sql: (author: { id: Sql; status: Sql }): Sql =>
      admin ? block.sql(author.id) : sql`${block.sql(author.id)} AND ${active.sql(author.status)}`,
  };
}

/**
 * Whose items (an organizer's events) a viewer is shown: an owner not blocked either way and active. A suspended
 * member's events are gone from every list, search and feed as their posts are (decision 011); on its own page
 * an item stays for those who may moderate it (admins, and its owner, who cannot sign in while suspended), as a
 * suspended author's post does. `where` is on a User; `sql` takes the owner's id and status columns; `allows`
 * answers for one row already read (the block half needs its own query: isBlockedBetween).
 */
export function ownerRule(viewer: Viewer) {
  const block = blockRule(viewer.id);
  const active = activeMemberRule();
  return {
    where: { ...block.where, ...active.where },
    sql: (owner: { id: Sql; status: Sql }): Sql => sql`${block.sql(owner.id)} AND ${active.sql(owner.status)}`,
    /** Its page: an active owner's, or one the viewer may moderate. */
    allowsPage: (owner: { id: string; status: string }): boolean =>
      active.allows(owner) || viewer.role === "admin" || viewer.id === owner.id,
  };
}

type OwnerField = "authorId" | "organizerId" | "providerId";

/**
 * Content an admin hid after a report (decision 019) is gone for everyone but its owner and admins. A null
 * viewer sees what anyone sees (the home sidebar shows no hidden event, even to its organizer). `where` is on
 * the item (use it inside AND); `sql` takes the item's hiddenAt and owner columns.
 */
export function hiddenRule(viewer: Viewer | null, ownerField: OwnerField) {
  const seesAll = viewer?.role === "admin";
  return {
    where: seesAll ? {} : viewer ? { OR: [{ hiddenAt: null }, { [ownerField]: viewer.id }] } : { hiddenAt: null },
    sql: (columns: { hiddenAt: Sql; ownerId: Sql }): Sql =>
      seesAll
        ? sql`1 = 1`
        : viewer
          ? sql`(${columns.hiddenAt} IS NULL OR ${columns.ownerId} = ${viewer.id})`
          : sql`${columns.hiddenAt} IS NULL`,
    allows: (row: { hiddenAt: Date | null }, ownerId: string): boolean =>
      row.hiddenAt === null || seesAll || viewer?.id === ownerId,
  };
}

/**
 * A post to a circle by request (decision 088) is its members' only: whoever else may see the circle's name,
 * description and member count, never its posts. Its author and admins (who moderate it) always may. Every
 * other post passes at once (no circle, a derived circle, a public started circle). `sql` takes the post's
 * circleId and authorId columns (or values); the feed in every scope, search, a post's page, its comments and
 * likes, the API and the live events all ask it (circle-membership.server.ts `circlePostReadable` for one post).
 * Membership of a started circle is its CircleChoice "joined" row (a started circle has no own members).
 */
export function circlePostRule(viewer: Viewer) {
  const admin = viewer.role === "admin";
  return {
    sql: (columns: { circleId: Sql; authorId: Sql }): Sql =>
      admin
        ? sql`1 = 1`
        : sql`(${columns.circleId} IS NULL OR ${columns.circleId} NOT LIKE 'c-%' OR ${columns.authorId} = ${viewer.id}
      OR NOT EXISTS (SELECT 1 FROM "StartedCircle" sc WHERE sc."id" = SUBSTR(${columns.circleId}, 3) AND sc."access" = 'request')
      OR EXISTS (SELECT 1 FROM "CircleChoice" cm WHERE cm."userId" = ${viewer.id} AND cm."circleId" = ${columns.circleId} AND cm."state" = 'joined'))`,
  };
}

/**
 * A session (cookie or Bearer token) is live while it has not expired, has been used within the idle
 * window (SESSION_IDLE_DAYS; lastSeenAt moves at most hourly; a personal token never idles) and its member
 * is active; a revoked or ended one has no row. `where` is on a Session; `sql` takes its expiresAt, lastSeenAt
 * and kind columns and its member's status column.
 */
export function liveSessionRule(now: Date) {
  const active = activeMemberRule();
  const usedSince = sessionIdleCutoff(now);
  return {
    where: {
      expiresAt: { gt: now },
      OR: [{ lastSeenAt: { gt: usedSince } }, { kind: PERSONAL_TOKEN }],
      user: active.where,
    },
    sql: (columns: { expiresAt: Sql; lastSeenAt: Sql; kind: Sql; memberStatus: Sql }): Sql =>
      sql`${columns.expiresAt} > ${now} AND (${columns.lastSeenAt} > ${usedSince} OR ${columns.kind} = ${PERSONAL_TOKEN}) AND ${active.sql(columns.memberStatus)}`,
  };
}

/**
 * A personal API token's session kind (issue 30 §2). An integration may run once a month: the token ends at
 * its own expiry or when revoked, never for being idle.
 */
export const PERSONAL_TOKEN = "token";

/** Whether a session of this kind, last used then, has gone idle (the rule's idle half, for one row). */
export function sessionIsIdle(kind: string, lastSeenAt: Date, now: Date): boolean {
  return kind !== PERSONAL_TOKEN && lastSeenAt <= sessionIdleCutoff(now);
}

/** A session not used since this moment has ended (idle), whatever its expiry. */
export function sessionIdleCutoff(now: Date): Date {
  return new Date(now.getTime() - getEnv().SESSION_IDLE_DAYS * 24 * 60 * 60 * 1000);
}
