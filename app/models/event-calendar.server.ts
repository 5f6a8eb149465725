// An event as an iCalendar file (RFC 5545) through the `ics` library: UTC times, a stable UID so a
// second import updates the first, STATUS:CANCELLED once cancelled. Events have no end time: two hours.
import { AppError } from "~/lib/errors";
import { getEvent } from "./events.server";
import type { Viewer } from "./viewer";

const ASSUMED_HOURS = 2;

export async function eventCalendar(
  viewer: Viewer,
  id: unknown,
  origin: string,
): Promise<{ filename: string; body: string }> {
  const event = await getEvent(viewer, id);
  const url = `${origin}/events/${event.id}`;
  const { createEvent: createCalendarEvent } = await import("ics");
  const { error, value } = createCalendarEvent({
    uid: `event-${event.id}@${new URL(origin).hostname}`,
    productId: "roots/events",
    title: event.title,
    description: [event.description, url].filter(Boolean).join("\n\n"),
    location: event.location || "Virtual Event",
    url,
    start: new Date(event.eventDate).getTime(),
    startInputType: "utc",
    startOutputType: "utc",
    duration: { hours: ASSUMED_HOURS },
    status: event.cancelled ? "CANCELLED" : "CONFIRMED",
  });
  if (error || !value) throw new AppError("unavailable", "The calendar file could not be made");
  const slug =
    event.title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "")
      .slice(0, 60) || "event";
  return { filename: `${slug}.ics`, body: value };
}
