// Notifications: rows for things that happened to a member, written by `storeNotification` (the one function every
// feature calls) in the transaction of the write they tell of, read on /notifications and through the API, counted
// in the nav's bell. Once that transaction commits, `announceNotification` sends the `notification` live event
// that tells the member's open pages to revalidate.
import { db, sql, sqlLimit, sqlOlderThan, type Sql } from "~/server/db.server";
import { readRows } from "~/server/read-db.server";
import type { RowOf } from "~/server/row-shape.server";
import { readCount } from "~/server/read-counts.server";
import { publish } from "~/realtime/bus.server";
import { decodeCursor, paginate, parseLimit, type Cursor } from "~/lib/cursor";
import { parseInput } from "~/lib/validation";
import { markReadSchema } from "~/schemas/notifications";
import type { NotificationItem, NotificationType } from "~/lib/types/notifications";
import { avatarUrl } from "./member-fields.server";
import { limitWrite } from "./write-limits.server";
import { scheduleNotificationMail } from "./notification-mail.server";
import { notificationTag, schedulePushClear, schedulePushNotification } from "./push-delivery.server";
import { hasPushSubscription } from "./push-subscriptions.server";
import { quotedWords, sayNotification } from "./notification-text.server";
import type { Viewer } from "./viewer";
import { actorRule } from "./visibility-rules.server";

export type { NotificationItem, NotificationType };

export const NOTIFICATIONS_PAGE_SIZE = 20;
const SUMMARY_MAX = 300;

export type NotificationInput = {
  /** Who is told (the actor never is: nobody is notified of their own doing). */
  to: string | readonly string[];
  actorId: string | null;
  type: NotificationType;
  summary: string;
  /** How to word it in the reader's language (notificationText); without it every reader sees `summary`. */
  params?: string;
  link: string;
  /**
   * Within this many ms, a recipient's unread notification of the same type, actor and link is brought up to
   * date and to the top instead of a new one (a member toggling an RSVP is one notification, not forty).
   */
  coalesceWithinMs?: number;
};

/** A clipped excerpt for a summary's values: Is anyone going to… (the message quotes it). */
export function excerptText(text: string, length = 80): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > length ? `${flat.slice(0, length - 1)}…` : flat;
}

/** A quoted, clipped excerpt for a summary: “Is anyone going to…”. */
export function excerpt(text: string, length = 80): string {
  return `“${excerptText(text, length)}”`;
}

/** Whom a stored notification tells and of what: the live event to send once its transaction commits. */
export type NotificationNews = {
  recipients: string[];
  type: NotificationType;
  link: string;
  /** Its mail was written with it (event reminders): announcing schedules none. */
  mailed?: boolean;
} | null;

type Client = Pick<typeof db, "notification">;

/**
 * Stores one notification per recipient with `client`: the transaction of the write it tells of, so the write and
 * its notifications commit together or not at all (decision 031). Pass the answer to announceNotification after
 * the commit.
 */
export async function storeNotification(client: Client, input: NotificationInput): Promise<NotificationNews> {
  const recipients = [...new Set(typeof input.to === "string" ? [input.to] : input.to)].filter(
    (id) => id !== input.actorId,
  );
  if (recipients.length === 0) return null;
  const summary = input.summary.length > SUMMARY_MAX ? `${input.summary.slice(0, SUMMARY_MAX - 1)}…` : input.summary;
  const updated = input.coalesceWithinMs ? await coalesce(client, recipients, summary, input) : new Set<string>();
  const fresh = recipients.filter((id) => !updated.has(id));
  if (fresh.length > 0)
    await client.notification.createMany({
      data: fresh.map((userId) => ({
        userId,
        actorId: input.actorId,
        type: input.type,
        summary,
        params: input.params ?? null,
        link: input.link,
      })),
    });
  return { recipients, type: input.type, link: input.link };
}

/** The recipients whose recent unread twin of this notification was updated in place. */
async function coalesce(client: Client, recipients: string[], summary: string, input: NotificationInput) {
  const twins = await client.notification.findMany({
    where: recentTwins(recipients, input, input.coalesceWithinMs ?? 0),
    select: { id: true, userId: true },
  });
  if (twins.length > 0) {
    await client.notification.updateMany({
      where: { id: { in: twins.map((twin) => twin.id) } },
      data: { summary, params: input.params ?? null, createdAt: new Date() },
    });
  }
  return new Set(twins.map((twin) => twin.userId));
}

function recentTwins(recipients: string[], input: Omit<NotificationInput, "summary" | "to">, withinMs: number) {
  return {
    userId: { in: recipients },
    actorId: input.actorId,
    type: input.type,
    link: input.link,
    readAt: null,
    createdAt: { gte: new Date(Date.now() - withinMs) },
  };
}

/**
 * Takes back what a recent unread notification said when its actor undid it within `withinMs` (an RSVP
 * withdrawn before the organiser looked): nothing untrue is left waiting for them.
 */
export async function withdrawNotification(
  client: Client,
  input: { to: string; actorId: string; type: NotificationType; link: string; withinMs: number },
): Promise<void> {
  await client.notification.deleteMany({ where: recentTwins([input.to], input, input.withinMs) });
}

/**
 * Tells the recipients' open pages, after the commit, and schedules the mail their preferences ask for
 * (notification-mail.server.ts) and the push to their devices (push-delivery.server.ts). The rows stand if this
 * fails: the next load shows them.
 */
export async function announceNotification(news: NotificationNews): Promise<void> {
  if (!news) return;
  try {
    await publish(news.recipients, { type: "notification", kind: news.type });
  } catch (error) {
    console.error(`notification event (${news.type}) not sent:`, error instanceof Error ? error.message : error);
  }
  if (!news.mailed) await scheduleNotificationMail(news);
  await schedulePushNotification(news);
}

/** Stores and announces a notification that belongs to no other write. */
export async function sendNotification(input: NotificationInput): Promise<void> {
  await announceNotification(await storeNotification(db, input));
}

/** A row of the notifications' read: the notification, and its actor's card (nulls without an actor). */
export const notificationRowShape = {
  id: "string",
  type: "string",
  summary: "string",
  params: "string|null",
  link: "string",
  readAt: "Date|null",
  createdAt: "Date",
  actorId: "string|null",
  firstName: "string|null",
  lastName: "string|null",
  profileImageUrl: "string|null",
} as const;
type NotificationRow = RowOf<typeof notificationRowShape>;

/**
 * Newest first by (createdAt, id) keyset, with each actor's card, in one statement. Raw (decision 022): Prisma's
 * read with the actor took two statements and ~1 ms of CPU each. Nothing of a member blocked either way, or
 * suspended, as the activity rail (actorRule).
 */
function notificationsQuery(viewer: Viewer, cursor: Cursor | null, take: number): Sql {
  return sql`
    SELECT "Notification"."id", "Notification"."type", "Notification"."summary", "Notification"."params",
      "Notification"."link", "Notification"."readAt", "Notification"."createdAt", "Notification"."actorId",
      a."firstName", a."lastName", a."profileImageUrl"
    FROM "Notification" LEFT JOIN "User" a ON a."id" = "Notification"."actorId"
    WHERE "Notification"."userId" = ${viewer.id} AND ${actorRule(viewer.id).sql(sql`"Notification"."actorId"`)}
      ${sqlOlderThan(sql`"Notification"`, cursor)}
    ORDER BY "Notification"."createdAt" DESC, "Notification"."id" DESC
    ${sqlLimit(take)}`;
}

const actorOf = (row: NotificationRow): NotificationItem["actor"] => {
  if (row.actorId === null || row.firstName === null || row.lastName === null) return null;
  const actor = {
    id: row.actorId,
    firstName: row.firstName,
    lastName: row.lastName,
    profileImageUrl: row.profileImageUrl,
  };
  return { ...actor, avatarUrl: avatarUrl(actor) };
};

/**
 * Newest first, by keyset cursor; the viewer's own only; each summary in `locale` (English without). `quoted`
 * (pages) adds the member's own words the summary quotes.
 */
export async function listNotifications(
  viewer: Viewer,
  options: { cursor?: string | null; limit?: unknown; locale?: string | null; quoted?: boolean } = {},
): Promise<{ items: (NotificationItem & { quoted?: string | null })[]; nextCursor: string | null }> {
  const limit = parseLimit(options.limit, NOTIFICATIONS_PAGE_SIZE, 50);
  const rows = await readRows<NotificationRow[]>(notificationsQuery(viewer, decodeCursor(options.cursor), limit + 1));
  const { items, nextCursor } = paginate(rows, limit);
  return {
    items: items.map((row) => ({
      id: row.id,
      type: row.type as NotificationType,
      summary: sayNotification(options.locale, row),
      // The page only: the member's words inside the summary, shown in their own direction.
      ...(options.quoted ? { quoted: quotedWords(row) } : {}),
      link: row.link,
      read: row.readAt !== null,
      createdAt: row.createdAt.toISOString(),
      actor: actorOf(row),
    })),
    nextCursor,
  };
}

/**
 * The nav badge's count as SQL, for readCounts: what the list shows unread. Raw SQL: the badge is on every page
 * (decision 018); the actor's rule is two Block probes and a User lookup per unread row.
 */
export function unreadNotificationsCountSql(userId: string): Sql {
  return sql`SELECT COUNT(*) AS "n" FROM "Notification" n
    WHERE n."userId" = ${userId} AND n."readAt" IS NULL AND ${actorRule(userId).sql(sql`n."actorId"`)}`;
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
  const which = { userId: viewer.id, readAt: null, ...(ids ? { id: { in: ids } } : {}) };
  // What the member's devices may be showing of these: their push tags (cleared below), for a member with a device.
  const shown = (await hasPushSubscription(viewer.id))
    ? await db.notification.findMany({
        where: which,
        distinct: ["type", "link"],
        take: 50,
        select: { type: true, link: true },
      })
    : [];
  const { count } = await db.notification.updateMany({ where: which, data: { readAt: new Date() } });
  if (count > 0 && options.announce !== false) await publish([viewer.id], { type: "notification", kind: "read" });
  if (shown.length > 0)
    await schedulePushClear(
      viewer.id,
      shown.map((row) => notificationTag(row.type, row.link)),
    );
  return { updated: count, unread: await countUnreadNotifications(viewer.id) };
}

/**
 * The newest unread notification of a kind and link that the member is still told of (its actor passes the
 * actor rule): what a mail or a push about it says, read when the job runs, not when it was queued.
 */
export function stillUnreadNotification(input: { userId: string; type: string; link: string }) {
  return {
    where: {
      userId: input.userId,
      type: input.type,
      link: input.link,
      readAt: null,
      AND: [actorRule(input.userId).where],
    },
    orderBy: [{ createdAt: "desc" as const }, { id: "desc" as const }],
  };
}
