// Events (the events feature builds on this; home shows the next three).
import { db } from "~/server/db.server";
import { avatarUrl } from "./users.server";

import type { EventSummary } from "~/lib/types/community";

export type { EventSummary };

export async function listUpcomingEvents(limit: number, now = new Date()): Promise<EventSummary[]> {
  const rows = await db.event.findMany({
    where: { eventDate: { gte: now } },
    orderBy: [{ eventDate: "asc" }, { id: "asc" }],
    take: Math.min(Math.max(limit, 1), 50),
    select: {
      id: true,
      title: true,
      eventDate: true,
      location: true,
      isVirtual: true,
      attendeesCount: true,
      maxAttendees: true,
      organizer: { select: { id: true, firstName: true, lastName: true, profileImageUrl: true } },
    },
  });
  return rows.map(({ organizer, eventDate, ...row }) => ({
    ...row,
    eventDate: eventDate.toISOString(),
    organizer: { id: organizer.id, firstName: organizer.firstName, lastName: organizer.lastName, avatarUrl: avatarUrl(organizer) },
  }));
}

/** Upcoming events the member said they attend. */
export async function countEventsAttending(userId: string, now = new Date()): Promise<number> {
  return db.rsvp.count({ where: { userId, status: "attending", event: { eventDate: { gte: now } } } });
}
