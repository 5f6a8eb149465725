// Blocking: a member blocks another and from then on the two do not exist for each other, both ways,
// everywhere: no messages or connection requests (a clear refusal), no trace in search, suggestions,
// member lists, feeds, comments, events, services or questions, and their pages are "not available".
// Every list applies `blockRule` (visibility-rules.server.ts) inside its own query (a NOT EXISTS on Block,
// indexed both ways), so blocking costs no extra statement and no list of ids in memory.
import * as z from "zod";
import { db, sql, sqlLimit } from "~/server/db.server";
import { readRows } from "~/server/read-db.server";
import type { RowOf } from "~/server/row-shape.server";
import { AppError } from "~/lib/errors";
import { MAX_RECIPIENTS } from "~/realtime/bus.server";
import { parseInput } from "~/lib/validation";
import { idField } from "~/schemas/ids";
import { avatarUrl } from "./member-fields.server";
import { limitWrite } from "./write-limits.server";
import type { Viewer } from "./viewer";
import { blockRule } from "./visibility-rules.server";
import { lockEvent, promoteWaiting, type Tx } from "./event-waitlist.server";
import { announceNotification, type NotificationNews } from "./notifications.server";

export const memberId = z.object({ userId: idField({ required: "userId is required", invalid: "Not a valid id" }) });

/** Whether either of the two has blocked the other. */
export async function isBlockedBetween(a: string, b: string, client: Pick<typeof db, "block"> = db): Promise<boolean> {
  if (a === b) return false;
  const row = await client.block.findFirst({
    where: {
      OR: [
        { blockerId: a, blockedId: b },
        { blockerId: b, blockedId: a },
      ],
    },
    select: { id: true },
  });
  return row !== null;
}

/**
 * The members out of this member's reach, blocked either way (blockRule's `blocks`): those a live event about
 * the member's new content must not reach. Few for nearly everyone; read with the Block indexes both ways.
 */
export async function membersBlockedWith(memberId: string): Promise<string[]> {
  const rows = await db.block.findMany({
    where: blockRule(memberId).blocks,
    take: MAX_RECIPIENTS, // what one bus message carries
    select: { blockerId: true, blockedId: true },
  });
  return [...new Set(rows.map((row) => (row.blockerId === memberId ? row.blockedId : row.blockerId)))];
}

export const NOT_AVAILABLE = "This member is not available";

/**
 * Blocks a member: any connection or request between the two ends, and either one's RSVP to the other's
 * upcoming events (its seat freed), in the same transaction. Blocking again changes nothing.
 */
export async function blockMember(viewer: Viewer, id: unknown): Promise<{ blocked: true; userId: string }> {
  const { userId: targetId } = parseInput(memberId, { userId: id }, "Member not found");
  if (targetId === viewer.id) throw new AppError("conflict", "You cannot block yourself");
  const target = await db.user.findUnique({ where: { id: targetId }, select: { id: true } });
  if (!target) throw new AppError("not_found", "Member not found");
  await limitWrite(viewer.id, "block");
  const news = await db.$transaction(async (tx) => {
    await tx.block.upsert({
      where: { blockerId_blockedId: { blockerId: viewer.id, blockedId: targetId } },
      create: { blockerId: viewer.id, blockedId: targetId },
      update: {},
      select: { id: true },
    });
    await tx.connection.deleteMany({
      where: {
        OR: [
          { requesterId: viewer.id, receiverId: targetId },
          { requesterId: targetId, receiverId: viewer.id },
        ],
      },
    });
    return dropRsvpsBetween(tx, viewer.id, targetId, new Date());
  });
  for (const told of news) await announceNotification(told);
  return { blocked: true, userId: targetId };
}

/**
 * Removes each one's RSVP to the other's events still to come and their place on its waitlist; an attending one
 * gives its seats back (theirs and their guests'), which go to the waitlist in order (decision 085).
 */
async function dropRsvpsBetween(tx: Tx, a: string, b: string, now: Date): Promise<NotificationNews[]> {
  const where = {
    OR: [
      { userId: a, event: { organizerId: b, eventDate: { gte: now } } },
      { userId: b, event: { organizerId: a, eventDate: { gte: now } } },
    ],
  };
  const waits = await tx.eventWaitlist.findMany({ where, select: { eventId: true, userId: true } });
  for (const wait of waits) {
    await tx.eventWaitlist.delete({ where: { eventId_userId: wait }, select: { eventId: true } });
    await tx.event.update({
      where: { id: wait.eventId },
      data: { waitingCount: { decrement: 1 } },
      select: { id: true },
    });
  }
  const rsvps = await tx.rsvp.findMany({ where, select: { eventId: true, userId: true, status: true, guests: true } });
  if (rsvps.length === 0) return [];
  await tx.rsvp.deleteMany({
    where: { OR: rsvps.map((rsvp) => ({ eventId: rsvp.eventId, userId: rsvp.userId })) },
  });
  // One member per event at most (the organizer is the other one).
  const news: NotificationNews[] = [];
  for (const rsvp of rsvps.filter((row) => row.status === "attending")) {
    const event = await lockEvent(tx, rsvp.eventId);
    const freed = { ...event, attendeesCount: event.attendeesCount - 1 - rsvp.guests };
    await tx.event.update({
      where: { id: event.id },
      data: { attendeesCount: freed.attendeesCount },
      select: { id: true },
    });
    news.push((await promoteWaiting(tx, freed)).news);
  }
  return news;
}

export async function unblockMember(viewer: Viewer, id: unknown): Promise<{ blocked: false; userId: string }> {
  const { userId: targetId } = parseInput(memberId, { userId: id }, "Member not found");
  await limitWrite(viewer.id, "block");
  const { count } = await db.block.deleteMany({ where: { blockerId: viewer.id, blockedId: targetId } });
  if (count === 0) throw new AppError("not_found", "You have not blocked this member");
  return { blocked: false, userId: targetId };
}

export type BlockedMember = {
  id: string;
  firstName: string;
  lastName: string;
  profileImageUrl: string | null;
  avatarUrl: string;
  blockedAt: string;
};

/** listBlocked's row. */
export const blockedRowShape = {
  id: "string",
  firstName: "string",
  lastName: "string",
  profileImageUrl: "string|null",
  blockedAt: "Date",
} as const;

/** The members the viewer blocked, most recent first (at most 200: a list to unblock from). */
export async function listBlocked(viewer: Viewer): Promise<BlockedMember[]> {
  // Raw (decision 022): the profile page shows it on every load; Prisma's read with the members took two statements.
  const rows = await readRows<Array<RowOf<typeof blockedRowShape>>>(sql`
    SELECT u."id", u."firstName", u."lastName", u."profileImageUrl", b."createdAt" AS "blockedAt"
    FROM "Block" b JOIN "User" u ON u."id" = b."blockedId"
    WHERE b."blockerId" = ${viewer.id}
    ORDER BY b."createdAt" DESC, b."id" DESC ${sqlLimit(200)}`);
  return rows.map(({ blockedAt, ...member }) => ({
    ...member,
    avatarUrl: avatarUrl(member),
    blockedAt: blockedAt.toISOString(),
  }));
}
