// The waitlist of a full event (decision 085). Every write here runs in a transaction whose first statement
// writes the event's row (lockEvent), as setRsvp does: joins, leaves and promotions to one event take turns, so
// positions are unique and a freed seat goes to exactly one member, once.
import { db } from "~/server/db.server";
import { AppError } from "~/lib/errors";
import { parseInput } from "~/lib/validation";
import { idSchema } from "~/schemas/ids";
import { waitlistJoinSchema } from "~/schemas/event-hosting";
import { isBlockedBetween } from "./blocks.server";
import { announceNotification, storeNotification, type NotificationNews } from "./notifications.server";
import { notificationText } from "./notification-text.server";
import { blockRule, hiddenRule, ownerRule } from "./visibility-rules.server";
import { limitWrite } from "./write-limits.server";
import type { Viewer } from "./viewer";

export type Tx = Parameters<Parameters<typeof db.$transaction>[0]>[0];

/** What seat arithmetic needs of an event, read after its row is locked. */
export const seatSelect = {
  id: true,
  title: true,
  organizerId: true,
  eventDate: true,
  cancelledAt: true,
  hiddenAt: true,
  maxAttendees: true,
  attendeesCount: true,
  waitingCount: true,
  guestsAllowed: true,
} as const;

export type SeatFacts = {
  id: string;
  title: string;
  organizerId: string;
  eventDate: Date;
  cancelledAt: Date | null;
  hiddenAt: Date | null;
  maxAttendees: number | null;
  attendeesCount: number;
  waitingCount: number;
  guestsAllowed: number;
};

export const ALREADY_WAITING = "You're already on the waitlist";
export const NOT_FULL = "This event has free seats: attend instead";

/** Writes the event's row first (the lock), then reads its seats; 404 when there is no such event. */
export async function lockEvent(tx: Tx, eventId: string): Promise<SeatFacts> {
  const touched = await tx.event.updateMany({ where: { id: eventId }, data: { updatedAt: new Date() } });
  if (touched.count === 0) throw new AppError("not_found", "Event not found");
  return tx.event.findUniqueOrThrow({ where: { id: eventId }, select: seatSelect });
}

/** Seats nobody holds; Infinity without a limit. */
export function freeSeats(event: { maxAttendees: number | null; attendeesCount: number }): number {
  return event.maxAttendees === null ? Infinity : Math.max(0, event.maxAttendees - event.attendeesCount);
}

/** Seats a newcomer may take now: none while anyone waits (the line comes first). */
export function seatsForNewcomers(event: SeatFacts): number {
  return event.waitingCount > 0 ? 0 : freeSeats(event);
}

/** The checks every member act on an event makes: visible to them, not cancelled, not over. */
export async function assertOpenTo(viewer: Viewer, event: SeatFacts, tx: Tx, now: Date): Promise<void> {
  // One statement under the lock: the organizer, when neither blocked the other, with their status.
  const organizer = await tx.user.findFirst({
    where: { id: event.organizerId, ...blockRule(viewer.id).where },
    select: { id: true, status: true },
  });
  if (
    !hiddenRule(viewer, "organizerId").allows(event, event.organizerId) ||
    !organizer ||
    !ownerRule(viewer).allowsPage(organizer)
  )
    throw new AppError("not_found", "Event not found");
  if (event.cancelledAt) throw new AppError("conflict", "This event is cancelled");
  if (event.eventDate.getTime() < now.getTime()) throw new AppError("conflict", "This event has already taken place");
}

export type WaitlistState = {
  eventId: string;
  /** 1 for the first in line; null when not waiting. */
  position: number | null;
  guests: number;
  waitingCount: number;
};

/**
 * Fills freed seats from the front of the line, in the caller's transaction (after lockEvent): each member whose
 * seats (1 + guests) fit is attending, in order, until the first who does not fit. A member who may no longer come
 * (suspended, deleted, blocked either way with the organizer) leaves the line. Returns the promoted ids and the
 * stored notification to announce after the commit.
 */
export async function promoteWaiting(
  tx: Tx,
  event: SeatFacts,
): Promise<{ promoted: string[]; attendeesCount: number; waitingCount: number; news: NotificationNews }> {
  let { attendeesCount, waitingCount } = event;
  const promoted: string[] = [];
  const gone: string[] = [];
  while (waitingCount > 0 && freeSeats({ maxAttendees: event.maxAttendees, attendeesCount }) > 0) {
    const line = await tx.eventWaitlist.findMany({
      where: { eventId: event.id, userId: { notIn: [...promoted, ...gone] } },
      orderBy: { position: "asc" },
      take: 20,
      select: { userId: true, guests: true, user: { select: { status: true } } },
    });
    if (line.length === 0) break;
    let stop = false;
    for (const waiting of line) {
      const free = freeSeats({ maxAttendees: event.maxAttendees, attendeesCount });
      if (waiting.user.status !== "active" || (await isBlockedBetween(waiting.userId, event.organizerId, tx))) {
        gone.push(waiting.userId);
      } else if (1 + waiting.guests <= free) {
        promoted.push(waiting.userId);
        attendeesCount += 1 + waiting.guests;
        await tx.rsvp.upsert({
          where: { eventId_userId: { eventId: event.id, userId: waiting.userId } },
          create: { eventId: event.id, userId: waiting.userId, status: "attending", guests: waiting.guests },
          update: { status: "attending", guests: waiting.guests },
          select: { eventId: true },
        });
      } else {
        // Strict order: the first in line keeps their place until their seats are free.
        stop = true;
        break;
      }
      await tx.eventWaitlist.delete({
        where: { eventId_userId: { eventId: event.id, userId: waiting.userId } },
        select: { eventId: true },
      });
      waitingCount -= 1;
      if (freeSeats({ maxAttendees: event.maxAttendees, attendeesCount }) === 0) {
        stop = true;
        break;
      }
    }
    if (stop) break;
  }
  if (promoted.length === 0 && gone.length === 0) return { promoted, attendeesCount, waitingCount, news: null };
  await tx.event.update({
    where: { id: event.id },
    data: { attendeesCount, waitingCount },
    select: { id: true },
  });
  const news =
    promoted.length > 0
      ? await storeNotification(tx, {
          to: promoted,
          actorId: null,
          type: "event_waitlist_promoted",
          ...notificationText("waitlistPromoted", { title: event.title }),
          link: `/events/${event.id}`,
        })
      : null;
  return { promoted, attendeesCount, waitingCount, news };
}

/** The member's place in line (1-based), read in one statement: how many wait ahead of them. */
export async function waitlistPlace(
  eventId: string,
  userId: string,
  client: Pick<typeof db, "eventWaitlist"> = db,
): Promise<{ position: number; guests: number } | null> {
  const mine = await client.eventWaitlist.findUnique({
    where: { eventId_userId: { eventId, userId } },
    select: { position: true, guests: true },
  });
  if (!mine) return null;
  const ahead = await client.eventWaitlist.count({ where: { eventId, position: { lt: mine.position } } });
  return { position: ahead + 1, guests: mine.guests };
}

/**
 * Joins the line of a full event, with up to the event's allowance of guests. 409 when there are seats for them
 * (attend instead), when the member already attends, or already waits.
 */
export async function joinWaitlist(
  viewer: Viewer,
  id: unknown,
  input: unknown = {},
  now = new Date(),
): Promise<WaitlistState> {
  const eventId = parseInput(idSchema, id);
  const { guests } = parseInput(waitlistJoinSchema, input ?? {}, "Failed to join the waitlist.");
  await limitWrite(viewer.id, "rsvp");
  return db.$transaction(async (tx) => {
    const event = await lockEvent(tx, eventId);
    await assertOpenTo(viewer, event, tx, now);
    if (event.organizerId === viewer.id) throw new AppError("conflict", "You're hosting this event");
    if (guests > event.guestsAllowed)
      throw new AppError("validation", `guests: at most ${event.guestsAllowed}`, {
        fields: { guests: `At most ${event.guestsAllowed}` },
      });
    const rsvp = await tx.rsvp.findUnique({
      where: { eventId_userId: { eventId, userId: viewer.id } },
      select: { status: true },
    });
    if (rsvp?.status === "attending") throw new AppError("conflict", "You're already attending");
    const waiting = await tx.eventWaitlist.findUnique({
      where: { eventId_userId: { eventId, userId: viewer.id } },
      select: { position: true },
    });
    if (waiting) throw new AppError("conflict", ALREADY_WAITING);
    if (1 + guests <= seatsForNewcomers(event)) throw new AppError("conflict", NOT_FULL);
    const last = await tx.eventWaitlist.findFirst({
      where: { eventId },
      orderBy: { position: "desc" },
      select: { position: true },
    });
    await tx.eventWaitlist.create({
      data: { eventId, userId: viewer.id, guests, position: (last?.position ?? 0) + 1 },
      select: { eventId: true },
    });
    await tx.event.update({ where: { id: eventId }, data: { waitingCount: { increment: 1 } }, select: { id: true } });
    const place = await waitlistPlace(eventId, viewer.id, tx);
    return { eventId, position: place!.position, guests, waitingCount: event.waitingCount + 1 };
  });
}

/** Leaves the line (nothing to leave is fine: the answer says not waiting). A place freed in line frees no seat. */
export async function leaveWaitlist(viewer: Viewer, id: unknown): Promise<WaitlistState> {
  const eventId = parseInput(idSchema, id);
  await limitWrite(viewer.id, "rsvp");
  const result = await db.$transaction(async (tx) => {
    const event = await lockEvent(tx, eventId);
    if (await isBlockedBetween(viewer.id, event.organizerId, tx)) throw new AppError("not_found", "Event not found");
    const { count } = await tx.eventWaitlist.deleteMany({ where: { eventId, userId: viewer.id } });
    let waitingCount = event.waitingCount;
    let news: NotificationNews = null;
    if (count > 0) {
      waitingCount -= count;
      await tx.event.update({ where: { id: eventId }, data: { waitingCount }, select: { id: true } });
      // The one who blocked the line (their guests did not fit) may have been this member: the next may fit.
      const after = await promoteWaiting(tx, { ...event, waitingCount });
      waitingCount = after.waitingCount;
      news = after.news;
    }
    return { state: { eventId, position: null, guests: 0, waitingCount }, news };
  });
  await announceNotification(result.news);
  return result.state;
}
