// The hosts' tools (decision 085): who answered and who waits, as a list and a CSV file, and one announcement to
// everyone attending. Each act asks requireEventHost at the moment it runs.
import { db } from "~/server/db.server";
import { parseInput } from "~/lib/validation";
import { idSchema } from "~/schemas/ids";
import { announcementSchema } from "~/schemas/event-hosting";
import type { RsvpStatus } from "~/schemas/events";
import { recordHostAction } from "./audit.server";
import { requireEventHost } from "./event-hosts.server";
import { announceNotification, excerptText, storeNotification } from "./notifications.server";
import { notificationText } from "./notification-text.server";
import { limitWrite } from "./write-limits.server";
import type { Viewer } from "./viewer";

/** The most rows the list (and its file) carries: far above any event's capacity on Roots. */
export const ATTENDEE_LIST_MAX = 2000;

export type HostAttendee = {
  id: string;
  firstName: string;
  lastName: string;
  status: RsvpStatus;
  guests: number;
  /** When they last answered. */
  answeredAt: string;
};
export type HostWaiting = {
  id: string;
  firstName: string;
  lastName: string;
  position: number;
  guests: number;
  joinedAt: string;
};
export type HostAttendeeList = { eventId: string; title: string; attendees: HostAttendee[]; waitlist: HostWaiting[] };

const nameSelect = { id: true, firstName: true, lastName: true } as const;

/** Everyone who answered (attending first, then maybe; by when they answered) and the line in order. Hosts only. */
export async function listAttendeesForHosts(viewer: Viewer, id: unknown): Promise<HostAttendeeList> {
  const event = await requireEventHost(viewer, parseInput(idSchema, id));
  // Two statements, each an index range: Rsvp's key and EventWaitlist's (eventId, position).
  const [rsvps, line] = await Promise.all([
    db.rsvp.findMany({
      where: { eventId: event.id },
      orderBy: [{ status: "asc" }, { updatedAt: "asc" }, { userId: "asc" }],
      take: ATTENDEE_LIST_MAX,
      select: { status: true, guests: true, updatedAt: true, user: { select: nameSelect } },
    }),
    db.eventWaitlist.findMany({
      where: { eventId: event.id },
      orderBy: { position: "asc" },
      take: ATTENDEE_LIST_MAX,
      select: { guests: true, createdAt: true, user: { select: nameSelect } },
    }),
  ]);
  return {
    eventId: event.id,
    title: event.title,
    attendees: rsvps.map((row) => ({
      ...row.user,
      status: row.status as RsvpStatus,
      guests: row.guests,
      answeredAt: row.updatedAt.toISOString(),
    })),
    waitlist: line.map((row, index) => ({
      ...row.user,
      position: index + 1,
      guests: row.guests,
      joinedAt: row.createdAt.toISOString(),
    })),
  };
}

/**
 * A cell as a spreadsheet reads it safely: quoted, quotes doubled, and text that a spreadsheet would run as a
 * formula (=, +, -, @, tab, carriage return first) led by an apostrophe (OWASP's CSV injection advice).
 */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/** The list as a CSV file: one row per member, attending, maybe and waiting. `headings` in the reader's language. */
export async function attendeesCsv(
  viewer: Viewer,
  id: unknown,
  headings: { name: string; status: string; guests: string; answeredAt: string; position: string },
  statusWords: { attending: string; maybe: string; waiting: string },
): Promise<{ filename: string; body: string }> {
  const list = await listAttendeesForHosts(viewer, id);
  const rows = [
    [headings.name, headings.status, headings.guests, headings.answeredAt, headings.position],
    ...list.attendees.map((row) => [
      `${row.firstName} ${row.lastName}`,
      statusWords[row.status],
      row.guests,
      row.answeredAt,
      "",
    ]),
    ...list.waitlist.map((row) => [
      `${row.firstName} ${row.lastName}`,
      statusWords.waiting,
      row.guests,
      row.joinedAt,
      row.position,
    ]),
  ];
  // CRLF rows (RFC 4180) and a byte-order mark, so spreadsheet programs read the names' letters right.
  const body = "\uFEFF" + rows.map((cells) => cells.map(csvCell).join(",")).join("\r\n") + "\r\n";
  return { filename: `attendees-${list.eventId}.csv`, body };
}

/**
 * One announcement to everyone attending: a notification each (mailed and pushed by their preferences), not a
 * message in their inbox. Hosts only; the sender is not told of their own words.
 */
export async function messageAttendees(viewer: Viewer, id: unknown, input: unknown): Promise<{ sent: number }> {
  const eventId = parseInput(idSchema, id);
  const { message } = parseInput(announcementSchema, input, "Failed to send the message.");
  await limitWrite(viewer.id, "content");
  const { news, sent } = await db.$transaction(async (tx) => {
    const event = await requireEventHost(viewer, eventId, { client: tx });
    const going = await tx.rsvp.findMany({
      where: { eventId, status: "attending", user: { status: "active" } },
      take: ATTENDEE_LIST_MAX,
      select: { userId: true },
    });
    const to = going.map((row) => row.userId).filter((userId) => userId !== viewer.id);
    // The organizer attends as the host without an RSVP: a co-host's message reaches them too.
    if (event.organizerId !== viewer.id) to.push(event.organizerId);
    const stored = await storeNotification(tx, {
      to,
      actorId: viewer.id,
      type: "event_announcement",
      ...notificationText("eventAnnouncement", { title: event.title, excerpt: excerptText(message, 280) }),
      link: `/events/${eventId}`,
    });
    // The act in the audit log (rule 13), with what was said.
    await recordHostAction(
      viewer,
      { action: "event.message", subjectType: "event", subjectId: eventId, subjectLabel: event.title, note: message },
      tx,
    );
    return { news: stored, sent: stored?.recipients.length ?? 0 };
  });
  await announceNotification(news);
  return { sent };
}
