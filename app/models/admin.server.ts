// The admin dashboard and user management: platform figures, the member list with search and filters,
// and suspend/activate/delete (the rules live in accounts.server.ts, shared with moderation). Admins only: every
// function checks the viewer's role itself, so the page and the API share the check.
import { db, sql, sqlEmpty, sqlLimit, sqlOlderThan, sqlRaw } from "~/server/db.server";
import { readRows } from "~/server/read-db.server";
import type { RowOf } from "~/server/row-shape.server";
import { decodeCursor, olderThan, paginate, parseLimit, type Cursor } from "~/lib/cursor";
import { AppError } from "~/lib/errors";
import { prefixUpperBound } from "~/lib/places";
import { parseInput } from "~/lib/validation";
import type { AdminStats, AdminUser, UserStatusAction } from "~/lib/types/admin";
import {
  adminUserFiltersSchema,
  DASHBOARD_ACTIVITY,
  DASHBOARD_USERS,
  userStatusActionSchema,
  type AdminUserFilters,
} from "~/schemas/admin";
import { USER_ROLES, USER_STATUSES } from "~/schemas/constants";
import { userIdSchema } from "~/schemas/ids";
import { deleteMemberAsAdmin } from "./account-deletion.server";
import { listRecentActivity, type ActivityItem } from "./activity.server";
import { activateUser, signOutUser, suspendUser } from "./accounts.server";
import { postKindsSql, tallyDay, tallyDayStart } from "./analytics.server";
import { adminUserSelect, toAdminUser, type PublicUser } from "./accounts.server";
import { matchingIds, sectionQuery } from "./search.server";
import type { Viewer } from "./viewer";
import { limitWrite } from "./write-limits.server";

export type { AdminStats, AdminUser };

export function requireAdminViewer(viewer: Viewer): void {
  if (viewer.role !== "admin") throw new AppError("forbidden", "You don't have permission to access this resource");
}

/** The four figures: every account (suspended ones too), all posts, upcoming events not cancelled, services listed. */
export async function getAdminStats(viewer: Viewer, now = new Date()): Promise<AdminStats> {
  requireAdminViewer(viewer);
  const { suspendedUsers: _suspendedUsers, ...stats } = await adminFigures(now);
  return stats;
}

export const adminFiguresRowShape = {
  posts: "number|bigint|string",
  services: "number|bigint|string",
  active: "number|bigint|null",
  suspended: "number|bigint",
  later: "number|bigint|string",
  today: "number|bigint",
} as const;

/**
 * The four figures and, of the accounts, how many are suspended (the rest are the home's active members). Read
 * from the tallies triggers keep (MemberTally, DayTally: decisions 093 and 096) and the suspended members' partial
 * index, not by counting every member, post, service and upcoming event: that took most of a second at 10M posts.
 * The upcoming events: those of the days after today from the tally (by their date, migration
 * upcoming_events_tally), today's later ones from the date index.
 */
async function adminFigures(now: Date): Promise<AdminStats & { suspendedUsers: number }> {
  const today = tallyDay(now);
  const [figures] = await readRows<Array<RowOf<typeof adminFiguresRowShape>>>`SELECT
        (SELECT COALESCE(SUM(t."n"), 0) FROM "DayTally" t
          WHERE t."kind" IN (${postKindsSql})) AS "posts",
        (SELECT COALESCE(SUM(t."n"), 0) FROM "DayTally" t WHERE t."kind" = 'service') AS "services",
        (SELECT mt."members" FROM "MemberTally" mt WHERE mt."homeland" = '' AND mt."placeId" = 0) AS "active",
        (SELECT COUNT(*) FROM "User" u WHERE u."status" = 'suspended') AS "suspended",
        (SELECT COALESCE(SUM(t."n"), 0) FROM "DayTally" t WHERE t."kind" = 'event.on' AND t."day" > ${today}) AS "later",
        (SELECT COUNT(*) FROM "Event" e WHERE e."eventDate" >= ${now} AND e."eventDate" < ${tallyDayStart(today + 1)}
          AND e."cancelledAt" IS NULL) AS "today"`;
  const suspendedUsers = Number(figures.suspended);
  // A deleted account's row stays as the "Deleted member" stub of their messages: not a user any more.
  return {
    totalUsers: Number(figures.active ?? 0) + suspendedUsers,
    totalPosts: Number(figures.posts),
    activeEvents: Number(figures.later) + Number(figures.today),
    totalServices: Number(figures.services),
    suspendedUsers,
  };
}

/** Parses the list's filters (query string or JSON); a bad role or status is a 400 naming it. */
export function parseAdminUserFilters(input: Record<string, unknown>): AdminUserFilters {
  return parseInput(adminUserFiltersSchema, { q: input.q, role: input.role, status: input.status });
}

/**
 * The email part of a search: the emails that start with what was typed (stored lower-cased), a range on the
 * email's unique index (a LIKE '%…%' would read every member).
 */
function emailMatch(q: string) {
  const typed = q.trim().toLowerCase();
  if (!typed || /\s/.test(typed)) return null;
  const upper = prefixUpperBound(typed);
  return { email: upper ? { gte: typed, lt: upper } : { gte: typed } };
}

/** The admin's search: members found by the index (name, homeland, city, skills, interests) or by their email. */
async function userWhere(filters: AdminUserFilters) {
  const query = sectionQuery(filters.q);
  const email = emailMatch(filters.q ?? "");
  const found = query ? await matchingIds("user", query) : [];
  return {
    ...(filters.role ? { role: filters.role } : {}),
    // A deleted account is only a "Deleted member" stub under the messages it sent: not a member to manage.
    ...(filters.status ? { status: filters.status } : { status: { not: "deleted" as const } }),
    ...(query ? { OR: [{ id: { in: found } }, ...(email ? [email] : [])] } : {}),
  };
}

/** Members newest first, filtered, in keyset pages. */
export async function listAdminUsers(
  viewer: Viewer,
  input: Record<string, unknown> = {},
  options: { cursor?: string | null; limit?: unknown } = {},
): Promise<{ users: AdminUser[]; nextCursor: string | null }> {
  requireAdminViewer(viewer);
  const filters = parseAdminUserFilters(input);
  const limit = parseLimit(options.limit, 20, 100);
  const cursor = decodeCursor(options.cursor);
  const rows =
    !filters.q && (filters.status === "suspended" || filters.role === "admin")
      ? await fewMembersPage(filters, cursor, limit)
      : await db.user.findMany({
          where: { AND: [await userWhere(filters), olderThan(cursor)] },
          orderBy: [{ createdAt: "desc" }, { id: "desc" }],
          take: limit + 1,
          select: adminUserSelect,
        });
  const { items, nextCursor } = paginate(rows, limit);
  return { users: items.map(toAdminUser), nextCursor };
}

/**
 * The page's ids of the suspended, or of the admins: a few among a million members, read by PostgreSQL's partial
 * indexes of them (migration admin_list_filters; 2.2 s at a million members by every member's date, issue 48).
 * PostgreSQL proves a partial index serves a statement only from a value written in it: Prisma binds the value as
 * a cast parameter, so the page's ids are read here with the value written out, from the schema's own list.
 */
async function fewMembersPage(filters: AdminUserFilters, cursor: Cursor | null, limit: number) {
  const status = filters.status ? sqlRaw(`'${USER_STATUSES.find((value) => value === filters.status)}'`) : null;
  const role = filters.role ? sqlRaw(`'${USER_ROLES.find((value) => value === filters.role)}'`) : null;
  const ids = await readRows<Array<RowOf<typeof idRowShape>>>(sql`SELECT u."id" FROM "User" u
    WHERE ${status ? sql`u."status" = ${status}` : sql`u."status" <> 'deleted'`} ${role ? sql`AND u."role" = ${role}` : sqlEmpty}
      ${sqlOlderThan(sql`u`, cursor)}
    ORDER BY u."createdAt" DESC, u."id" DESC ${sqlLimit(limit + 1)}`);
  // By id alone, put in the page's order here: asked to order them, SQLite walked every member by date.
  const rows = await db.user.findMany({ where: { id: { in: ids.map((row) => row.id) } }, select: adminUserSelect });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((row) => byId.get(row.id) ?? []);
}

export const idRowShape = { id: "string" } as const;

/** One member as the admin lists show them (what Suspend asks about); 404 for an unknown id. */
export async function getAdminUser(viewer: Viewer, userId: unknown): Promise<AdminUser> {
  requireAdminViewer(viewer);
  const id = parseInput(userIdSchema, userId);
  const row = await db.user.findUnique({ where: { id }, select: adminUserSelect });
  if (!row || row.status === "deleted") throw new AppError("not_found", "User not found");
  return toAdminUser(row);
}

export async function countUsers(viewer: Viewer, input: Record<string, unknown> = {}): Promise<number> {
  requireAdminViewer(viewer);
  return db.user.count({ where: await userWhere(parseAdminUserFilters(input)) });
}

export type AdminDashboard = {
  stats: AdminStats;
  /** Of stats.totalUsers: the home's "Active members" figure is the rest. */
  suspendedUsers: number;
  users: AdminUser[];
  totalUsers: number;
  activity: ActivityItem[];
};

/** Everything /admin shows, in a fixed number of queries: figures, the first 5 members, the first 6 activity items. */
export async function getAdminDashboard(viewer: Viewer, now = new Date()): Promise<AdminDashboard> {
  requireAdminViewer(viewer);
  const [{ suspendedUsers, ...stats }, page, activity] = await Promise.all([
    adminFigures(now),
    listAdminUsers(viewer, {}, { limit: DASHBOARD_USERS }),
    listRecentActivity(DASHBOARD_ACTIVITY, null),
  ]);
  return { stats, suspendedUsers, users: page.users, totalUsers: stats.totalUsers, activity };
}

/** The spec's Activity items for the API: `{description, timestamp}`, newest first. */
export async function listAdminActivity(
  viewer: Viewer,
  limit = DASHBOARD_ACTIVITY,
): Promise<Array<{ description: string; timestamp: string }>> {
  requireAdminViewer(viewer);
  const items = await listRecentActivity(limit, null);
  return items.map(({ description, timestamp }) => ({ description, timestamp }));
}

/** Suspend (with a reason) or activate, by the action's name (the API's path part or the form's button): 400 for any other. */
export async function changeUserStatus(
  actor: PublicUser | (Viewer & { firstName: string; lastName: string }),
  userId: unknown,
  action: unknown,
  /** Suspend's `{ reason }` (required: the member sees it); the other actions take none. */
  input: unknown = {},
): Promise<AdminUser> {
  requireAdminViewer(actor);
  const verb: UserStatusAction = parseInput(userStatusActionSchema, action);
  await limitWrite(actor.id, "admin");
  if (verb === "sign-out") return signOutUser(actor, userId);
  if (verb === "delete") return deleteMemberAsAdmin(actor, userId);
  return verb === "suspend" ? suspendUser(actor, userId, input) : activateUser(actor, userId);
}
