// Notifications: rows for things that happened to a member, written by `sendNotification` (the one function every
// feature calls), read on /notifications and through the API, counted in the nav's bell. The row is
// stored first, then a `notification` live event tells the member's open pages to revalidate.
import { db, sql, type Sql } from "~/server/db.server";
import { readCount } from "~/server/read-counts.server";
import { publish } from "~/realtime/bus.server";
import { decodeCursor, olderThan, paginate, parseLimit } from "~/lib/cursor";
import { parseInput } from "~/lib/validation";
import { markReadSchema } from "~/schemas/notifications";
import type { NotificationItem, NotificationType } from "~/lib/types/notifications";
import { avatarUrl } from "./member-fields.server";
import { limitWrite } from "./write-limits.server";
import type { Viewer } from "./viewer";

export type { NotificationItem, NotificationType };

export const NOTIFICATIONS_PAGE_SIZE = 20;
const SUMMARY_MAX = 300;

export type NotificationInput = {
  /** Who is told (the actor never is: nobody is notified of their own doing). */
  to: string | readonly string[];
  actorId: string | null;
  type: NotificationType;
  summary: string;
  link: string;
};

/** A quoted, clipped excerpt for a summary: “Is anyone going to…”. */
export function excerpt(text: string, length = 80): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return `“${flat.length > length ? `${flat.slice(0, length - 1)}…` : flat}”`;
}

/**
 * Stores one notification per recipient and announces it live. A notification is a consequence of a
 * write that has already happened: if storing it fails, that write stands and the failure is logged.
 */
export async function sendNotification(input: NotificationInput): Promise<void> {
  const recipients = [...new Set(typeof input.to === "string" ? [input.to] : input.to)].filter(
    (id) => id !== input.actorId,
  );
  if (recipients.length === 0) return;
  const summary = input.summary.length > SUMMARY_MAX ? `${input.summary.slice(0, SUMMARY_MAX - 1)}…` : input.summary;
  try {
    await db.notification.createMany({
      data: recipients.map((userId) => ({
        userId,
        actorId: input.actorId,
        type: input.type,
        summary,
        link: input.link,
      })),
    });
    await publish(recipients, { type: "notification", kind: input.type });
  } catch (error) {
    console.error(`sendNotification(${input.type}) failed:`, error instanceof Error ? error.message : error);
  }
}

const actorSelect = { id: true, firstName: true, lastName: true, profileImageUrl: true } as const;

/** Newest first, by keyset cursor; the viewer's own only. */
export async function listNotifications(
  viewer: Viewer,
  options: { cursor?: string | null; limit?: unknown } = {},
): Promise<{ items: NotificationItem[]; nextCursor: string | null }> {
  const limit = parseLimit(options.limit, NOTIFICATIONS_PAGE_SIZE, 50);
  const rows = await db.notification.findMany({
    where: { userId: viewer.id, ...olderThan(decodeCursor(options.cursor)) },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: limit + 1,
    select: {
      id: true,
      type: true,
      summary: true,
      link: true,
      readAt: true,
      createdAt: true,
      actor: { select: actorSelect },
    },
  });
  const { items, nextCursor } = paginate(rows, limit);
  return {
    items: items.map((row) => ({
      id: row.id,
      type: row.type as NotificationType,
      summary: row.summary,
      link: row.link,
      read: row.readAt !== null,
      createdAt: row.createdAt.toISOString(),
      actor: row.actor ? { ...row.actor, avatarUrl: avatarUrl(row.actor) } : null,
    })),
    nextCursor,
  };
}

/** The nav badge's count as SQL, for readCounts. Raw SQL: the badge is on every page (decision 018). */
export function unreadNotificationsCountSql(userId: string): Sql {
  return sql`SELECT COUNT(*) AS "n" FROM "Notification" WHERE "userId" = ${userId} AND "readAt" IS NULL`;
}

/** Unread notifications (the nav's bell). */
export function countUnreadNotifications(userId: string): Promise<number> {
  return readCount(unreadNotificationsCountSql(userId));
}

/**
 * Marks the viewer's notifications read: those in `ids` (others' ids are ignored), or all of them.
 * Announced to the member's other pages so their bell follows.
 */
export async function markNotificationsRead(
  viewer: Viewer,
  input: unknown,
  options: { announce?: boolean } = {},
): Promise<{ updated: number; unread: number }> {
  const { ids } = parseInput(markReadSchema, input ?? {}, "Failed to mark notifications read.");
  await limitWrite(viewer.id, "read");
  const { count } = await db.notification.updateMany({
    where: { userId: viewer.id, readAt: null, ...(ids ? { id: { in: ids } } : {}) },
    data: { readAt: new Date() },
  });
  if (count > 0 && options.announce !== false) await publish([viewer.id], { type: "notification", kind: "read" });
  return { updated: count, unread: await countUnreadNotifications(viewer.id) };
}
