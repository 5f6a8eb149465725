// A series as one iCalendar file (decision 086): every date a VEVENT of its own rather than an RRULE, since
// each date can be moved, edited or cancelled on its own; cancelled dates stay as STATUS:CANCELLED.
import { db } from "~/server/db.server";
import { calendarFile, calendarRowSelect } from "./calendar-ics.server";
import { getSeries } from "./event-series.server";
import type { Viewer } from "./viewer";

export async function seriesCalendar(
  viewer: Viewer,
  id: unknown,
  origin: string,
): Promise<{ filename: string; body: string }> {
  // The series' visibility rule first: its dates as the viewer may see them.
  const series = await getSeries(viewer, id);
  const rows = await db.event.findMany({
    where: { id: { in: series.dates.map((date) => date.id) } },
    orderBy: [{ eventDate: "asc" }, { id: "asc" }],
    select: calendarRowSelect,
  });
  const slug =
    series.title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "")
      .slice(0, 60) || "series";
  return { filename: `${slug}-series.ics`, body: await calendarFile(rows, origin, series.title) };
}
