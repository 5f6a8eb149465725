// Admin analytics over the last 30, 90 or 365 days: sign-ups per week, posts per day by type, weekly
// active members, events and RSVPs per week, top homelands and cities.
//
// Read from tallies that triggers keep in the writer's transaction (migration analytics_tally, issue 48): rows
// made per UTC day and kind, and the members who acted per week (Monday to Sunday). Before, every action of the
// range was counted at each request: 37 s for a month of 21 million actions at 10M posts. Weeks are calendar
// weeks, as a member's distinct actions can only be kept per fixed week: the last is this week so far. The
// homelands and cities come from MemberTally (decision 093).
import { sqlJoin } from "~/server/db.server";
import { readRows } from "~/server/read-db.server";
import type { RowOf } from "~/server/row-shape.server";
import { placeLabel } from "~/lib/places";
import { AppError } from "~/lib/errors";
import type { Analytics, AnalyticsRange, ChartData } from "~/lib/types/admin";
import { ANALYTICS_RANGES } from "~/schemas/admin";
import type { Viewer } from "./viewer";

const DAY = 24 * 60 * 60 * 1000;
const POST_TYPES = ["post", "event", "advice", "service"] as const;
const TOP = 10;

/** A time's UTC day as DayTally counts it (migration analytics_tally): days since 1970. */
export const tallyDay = (time: Date) => Math.floor(time.getTime() / DAY);
/** The time a tally day starts. */
export const tallyDayStart = (day: number) => new Date(day * DAY);
/** DayTally's kinds of posts, one per type ('post.' || type in the triggers), as SQL values. */
export const postKindsSql = sqlJoin(POST_TYPES.map((type) => `post.${type}`));

/** "30", "90" or "365" (a missing or empty value is 30); anything else is a 400 naming `range`. */
export function parseRange(value: unknown): AnalyticsRange {
  if (value === null || value === undefined || value === "") return 30;
  const number = Number(value);
  const range = ANALYTICS_RANGES.find((allowed) => allowed === number);
  if (range === undefined || (typeof value !== "string" && typeof value !== "number")) {
    throw new AppError("validation", "range: must be 30, 90 or 365", { fields: { range: "Must be 30, 90 or 365" } });
  }
  return range;
}

// One formatter for every label: toLocaleDateString made one a call, 44 ms of CPU for a year's 418 labels.
const labelFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
const shortDate = (day: number) => labelFormat.format(tallyDayStart(day));
const isoDate = (day: number) => tallyDayStart(day).toISOString().slice(0, 10);
/** The Monday of a day (days since 1970, a Thursday), as the tally's weeks start. */
const mondayOf = (day: number) => day - ((((day + 3) % 7) + 7) % 7);

export const tallyRowShape = { kind: "string", day: "number|bigint", n: "number|bigint" } as const;
export const topRowShape = { name: "string", countryCode: "string|null", n: "number|bigint" } as const;

export async function getAnalytics(viewer: Viewer, rangeInput: unknown, now = new Date()): Promise<Analytics> {
  if (viewer.role !== "admin") throw new AppError("forbidden", "You don't have permission to access this resource");
  const range = parseRange(rangeInput);
  // Whole UTC days, today included; the weekly charts from the Monday of the range's first day.
  const today = tallyDay(now);
  const from = today - (range - 1);
  const firstMonday = mondayOf(from);
  const days = Array.from({ length: range }, (_, i) => from + i);
  const weeks = Array.from({ length: (mondayOf(today) - firstMonday) / 7 + 1 }, (_, i) => firstMonday + 7 * i);

  const [tally, homelands, cities] = await Promise.all([
    readRows<Array<RowOf<typeof tallyRowShape>>>`SELECT t."kind", t."day", t."n" FROM "DayTally" t
      WHERE t."kind" IN ('signup', 'event', 'rsvp', 'active', ${postKindsSql})
        AND t."day" >= ${firstMonday} AND t."day" <= ${today} AND t."n" <> 0`,
    // Active members by homeland (second homelands too) and by city (place), as the circles count them.
    readRows<
      Array<RowOf<typeof topRowShape>>
    >`SELECT mt."homeland" AS "name", NULL AS "countryCode", mt."members" AS "n"
      FROM "MemberTally" mt WHERE mt."homeland" <> '' AND mt."placeId" = 0 AND mt."members" > 0
      ORDER BY mt."members" DESC, mt."homeland" LIMIT ${TOP}`,
    readRows<Array<RowOf<typeof topRowShape>>>`SELECT p."name", p."countryCode", mt."members" AS "n"
      FROM "MemberTally" mt JOIN "Place" p ON p."id" = mt."placeId"
      WHERE mt."homeland" = '' AND mt."placeId" <> 0 AND mt."members" > 0
      ORDER BY mt."members" DESC, p."name" LIMIT ${TOP}`,
  ]);
  // kind → day → count
  const counts = new Map<string, Map<number, number>>();
  for (const row of tally) {
    const byDay = counts.get(row.kind) ?? new Map<number, number>();
    byDay.set(Number(row.day), Number(row.n));
    counts.set(row.kind, byDay);
  }
  const count = (kind: string, day: number) => counts.get(kind)?.get(day) ?? 0;
  // A week's total of a per-day kind: its seven days (no later than today, by the read).
  const weekly = (name: string, kind: string) => ({
    name,
    values: weeks.map((monday) => Array.from({ length: 7 }, (_, i) => count(kind, monday + i)).reduce((a, b) => a + b)),
  });
  const byWeek = (series: ChartData["series"]): ChartData => ({
    labels: weeks.map(shortDate),
    starts: weeks.map(isoDate),
    series,
  });
  return {
    range,
    from: tallyDayStart(from).toISOString(),
    to: now.toISOString(),
    signups: byWeek([weekly("Sign-ups", "signup")]),
    postsByType: {
      labels: days.map(shortDate),
      starts: days.map(isoDate),
      series: POST_TYPES.map((type) => ({ name: type, values: days.map((day) => count(`post.${type}`, day)) })),
    },
    activeMembers: byWeek([{ name: "Active members", values: weeks.map((monday) => count("active", monday)) }]),
    eventsAndRsvps: byWeek([weekly("Events created", "event"), weekly("RSVPs", "rsvp")]),
    topHomelands: homelands.map((row) => ({ name: row.name, count: Number(row.n) })),
    topCities: cities.map((row) => ({
      name: row.countryCode ? placeLabel({ name: row.name, countryCode: row.countryCode }) : row.name,
      count: Number(row.n),
    })),
  };
}
