// Several events as one iCalendar file (decision 086): a series' dates and a member's feed. One VEVENT per
// date, each with the UID of its single-event file (event-calendar.server.ts), so importing both keeps one
// copy; SEQUENCE is the seconds from its creation to its last change (calendarChangedAt: it only grows) and a
// cancelled date stays, as STATUS:CANCELLED, so
// calendars that follow the file drop it. Times are UTC instants: exact for every date, DST included.
import type { EventAttributes } from "ics";
import { AppError } from "~/lib/errors";

/** Events have no end time: two hours, as the single-event file says. */
const ASSUMED_HOURS = 2;

export const calendarRowSelect = {
  id: true,
  title: true,
  description: true,
  location: true,
  eventDate: true,
  cancelledAt: true,
  calendarChangedAt: true,
  createdAt: true,
  updatedAt: true,
} as const;

export type CalendarRow = {
  id: string;
  title: string;
  description: string | null;
  location: string | null;
  eventDate: Date;
  cancelledAt: Date | null;
  calendarChangedAt: Date | null;
  createdAt: Date;
};

/** 0 until the first change; then whole seconds since creation (fits SEQUENCE's integer for 68 years). */
export function sequenceOf(row: { calendarChangedAt: Date | null; createdAt: Date }): number {
  if (!row.calendarChangedAt) return 0;
  return Math.max(1, Math.floor((row.calendarChangedAt.getTime() - row.createdAt.getTime()) / 1000));
}

export async function calendarFile(rows: CalendarRow[], origin: string, calName: string): Promise<string> {
  const host = new URL(origin).hostname;
  const events: EventAttributes[] = rows.map((row) => {
    const url = `${origin}/events/${row.id}`;
    return {
      uid: `event-${row.id}@${host}`,
      sequence: sequenceOf(row),
      title: row.title,
      description: [row.description, url].filter(Boolean).join("\n\n"),
      location: row.location || "Virtual Event",
      url,
      start: row.eventDate.getTime(),
      startInputType: "utc",
      startOutputType: "utc",
      duration: { hours: ASSUMED_HOURS },
      status: row.cancelledAt ? "CANCELLED" : "CONFIRMED",
    };
  });
  if (events.length === 0) return emptyCalendar(calName);
  // `ics` is loaded by the first calendar asked for, not by every start.
  const { createEvents } = await import("ics");
  const { error, value } = createEvents(events, { productId: "roots/events", calName });
  if (error || !value) throw new AppError("unavailable", "The calendar file could not be made");
  return value;
}

/** A calendar with no events yet (a new member's feed): still a valid file a phone subscribes to. */
function emptyCalendar(calName: string): string {
  const name = calName.replace(/[\\;,]/g, (char) => `\\${char}`).replace(/\n/g, "\\n");
  return [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "CALSCALE:GREGORIAN",
    "PRODID:roots/events",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${name}`,
    "END:VCALENDAR",
    "",
  ].join("\r\n");
}
