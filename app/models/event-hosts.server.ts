// Who may run an event (decision 085): its organizer, and the co-hosts they named while each stays active and
// neither has blocked the other. `eventHostRole` is the one answer to "may this actor manage this event"; every
// edit, waitlist, attendee-list and announcement act asks it at the moment of the act, inside its transaction.
import { db } from "~/server/db.server";
import { AppError } from "~/lib/errors";
import { isBlockedBetween } from "./blocks.server";
import type { Viewer } from "./viewer";

export type EventHostRole = "organizer" | "cohost";

type Client = Pick<typeof db, "event" | "eventCohost" | "user" | "block">;

/** What a host act needs of its event. */
export type HostedEvent = {
  id: string;
  organizerId: string;
  title: string;
  cancelledAt: Date | null;
  eventDate: Date;
  hiddenAt: Date | null;
};

const hostedSelect = {
  id: true,
  organizerId: true,
  title: true,
  cancelledAt: true,
  eventDate: true,
  hiddenAt: true,
} as const;

/**
 * The actor's role at the event, read now: null when they hold none (a stranger, a removed co-host, one who is
 * suspended or deleted, or one blocked by or blocking the organizer). An organizer who is no longer active holds
 * none either.
 */
export async function eventHostRole(
  actor: Viewer,
  event: { id: string; organizerId: string },
  client: Client = db,
): Promise<EventHostRole | null> {
  const me = await client.user.findUnique({ where: { id: actor.id }, select: { status: true } });
  if (me?.status !== "active") return null;
  if (event.organizerId === actor.id) return "organizer";
  const named = await client.eventCohost.findUnique({
    where: { eventId_userId: { eventId: event.id, userId: actor.id } },
    select: { userId: true },
  });
  if (!named) return null;
  if (await isBlockedBetween(actor.id, event.organizerId, client)) return null;
  return "cohost";
}

export const NOT_A_HOST = "Only the event's hosts can do this";
export const ORGANIZER_ONLY = "Only the organizer can do this";

/**
 * The event, when the actor may manage it (`organizerOnly`: only its organizer: cancelling, naming or removing
 * co-hosts). 404 for no such event; 403 otherwise.
 */
export async function requireEventHost(
  actor: Viewer,
  eventId: string,
  options: { organizerOnly?: boolean; client?: Client } = {},
): Promise<HostedEvent & { role: EventHostRole }> {
  const client = options.client ?? db;
  const event = await client.event.findUnique({ where: { id: eventId }, select: hostedSelect });
  if (!event) throw new AppError("not_found", "Event not found");
  const role = await eventHostRole(actor, event, client);
  if (!role) throw new AppError("forbidden", NOT_A_HOST);
  if (options.organizerOnly && role !== "organizer") throw new AppError("forbidden", ORGANIZER_ONLY);
  return { ...event, role };
}

/** The active co-hosts' ids of an event, for notices to its hosts. */
export async function activeCohostIds(event: { id: string; organizerId: string }, client: Client = db) {
  const rows = await client.eventCohost.findMany({
    where: {
      eventId: event.id,
      user: {
        status: "active",
        blocksMade: { none: { blockedId: event.organizerId } },
        blocksReceived: { none: { blockerId: event.organizerId } },
      },
    },
    select: { userId: true },
    take: 50,
  });
  return rows.map((row) => row.userId);
}
