// The seed's weekly series (decision 086): one upcoming in-person event in the demo member's city becomes the
// first of eight weekly dates, each its own event, at the same local time in the city's zone.
import type { Db } from "../app/server/db-client.server";
import { occurrences } from "../app/lib/recurrence";
import { eventSearchTextFor } from "../app/lib/search-text";

export const SERIES_DATES = 8;

export async function seedSeries(db: Db, options: { placeId: number; now: number }): Promise<number> {
  const first = await db.event.findFirst({
    where: { placeId: options.placeId, eventDate: { gt: new Date(options.now) }, cancelledAt: null },
    orderBy: [{ eventDate: "asc" }, { id: "asc" }],
    select: {
      id: true,
      organizerId: true,
      title: true,
      description: true,
      location: true,
      placeId: true,
      isVirtual: true,
      eventDate: true,
      maxAttendees: true,
      createdAt: true,
      place: { select: { timeZone: true } },
    },
  });
  if (!first?.place) return 0;
  const timeZone = first.place.timeZone;
  const dates = occurrences(first.eventDate, { every: "week", count: SERIES_DATES }, timeZone);
  await db.$transaction(async (tx) => {
    const series = await tx.eventSeries.create({
      data: { organizerId: first.organizerId, every: "week", timeZone, createdAt: first.createdAt },
      select: { id: true },
    });
    await tx.event.update({ where: { id: first.id }, data: { seriesId: series.id } });
    await tx.event.createMany({
      data: dates.slice(1).map((eventDate, index) => ({
        id: `${first.id}-w${index + 2}`,
        organizerId: first.organizerId,
        title: first.title,
        description: first.description,
        location: first.location,
        placeId: first.placeId,
        isVirtual: first.isVirtual,
        eventDate,
        maxAttendees: first.maxAttendees,
        attendeesCount: 1,
        createdAt: first.createdAt,
        updatedAt: first.createdAt,
        searchText: eventSearchTextFor(first),
        seriesId: series.id,
      })),
    });
  });
  return dates.length - 1;
}
