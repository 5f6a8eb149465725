// Admin analytics over the last 30, 90 or 365 days: sign-ups per week, posts per day by type, weekly
// active members, events and RSVPs per week, top homelands and cities.
//
// Counted by the database, by day (and by week for the distinct active members): before, every row of the range
// was read into the process and bucketed here, six seconds at 100,000 posts and out of memory in sight at city
// scale (issue 48). A day is the UTC date of the row's createdAt, as a number of days since 1970 (each database
// its own way). The homelands and cities come from MemberTally (decision 093). The figures are kept
// (keptFigures): the distinct active members still read every action of the range.
import { sql, sqlJoin, sqlRaw, type Sql } from "~/server/db.server";
import { readRows } from "~/server/read-db.server";
import { keptFigures } from "~/server/kept-figures.server";
import type { RowOf } from "~/server/row-shape.server";
import { placeLabel } from "~/lib/places";
import { onPostgres } from "./search.server";
import { AppError } from "~/lib/errors";
import type { Analytics, AnalyticsRange } from "~/lib/types/admin";
import { ANALYTICS_RANGES } from "~/schemas/admin";
import type { Viewer } from "./viewer";

const DAY = 24 * 60 * 60 * 1000;
const WEEK = 7 * DAY;
const POST_TYPES = ["post", "event", "advice", "service"] as const;
const TOP = 10;

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

const shortDate = (time: number) =>
  new Date(time).toLocaleDateString("en-US", { month: "short", day: "numeric", timeZone: "UTC" });

/**
 * `count` whole buckets of `size` ms ending at `end` (the last one is the most recent full `size`, e.g. the
 * last 7 days); `index(t)` is the bucket of a time (or -1 outside). Every bucket is whole: a week chart
 * starts with the whole week the range's first day falls in, not a stub of a week labelled two days
 * before the next one.
 */
function buckets(end: number, count: number, size: number) {
  const start = end - count * size;
  const starts = Array.from({ length: count }, (_, i) => start + i * size);
  return {
    count,
    start,
    labels: starts.map(shortDate),
    starts: starts.map((time) => new Date(time).toISOString().slice(0, 10)),
    index(date: Date): number {
      const time = date.getTime();
      if (time < start || time >= end) return -1;
      return Math.floor((time - start) / size);
    },
  };
}

/** The values of `grid` from per-day counts (`day`: days since 1970, UTC): days outside the grid are left out. */
function countInto(rows: Array<{ day: number; n: number }>, grid: ReturnType<typeof buckets>): number[] {
  const values = new Array<number>(grid.count).fill(0);
  for (const row of rows) {
    const i = grid.index(new Date(row.day * DAY));
    if (i >= 0) values[i] += row.n;
  }
  return values;
}

/** A timestamp column's UTC day as days since 1970: PostgreSQL's date arithmetic, SQLite's ISO text read by julianday. */
function dayOf(column: Sql): Sql {
  return onPostgres()
    ? sql`(CAST(${column} AS DATE) - DATE '1970-01-01')`
    : sql`CAST(julianday(substr(${column}, 1, 10)) - 2440587.5 AS INTEGER)`;
}

export const dayCountRowShape = { day: "number|bigint", n: "number|bigint" } as const;
export const typeDayCountRowShape = { day: "number|bigint", type: "string", n: "number|bigint" } as const;
export const weekCountRowShape = { week: "number|bigint", n: "number|bigint" } as const;
export const topRowShape = { name: "string", countryCode: "string|null", n: "number|bigint" } as const;

const counted = <T extends Record<string, unknown>>(rows: T[]) =>
  rows.map((row) => ({ ...row, day: Number(row.day), n: Number(row.n) }));

/** Rows of `table` per day since `since`. */
function perDay(table: string, since: Date) {
  const t = sqlRaw(`"${table}"`);
  return readRows<
    Array<RowOf<typeof dayCountRowShape>>
  >(sql`SELECT ${dayOf(sql`t."createdAt"`)} AS "day", COUNT(*) AS "n"
    FROM ${t} t WHERE t."createdAt" >= ${since} GROUP BY 1`).then(counted);
}

/** Members who acted (posted, commented, liked, wrote a message, answered or created an event), per week. */
function activePerWeek(since: Date, firstDay: number) {
  const actions = [
    ["Post", "authorId"],
    ["Comment", "authorId"],
    ["Like", "userId"],
    ["Message", "senderId"],
    ["Rsvp", "userId"],
    ["Event", "organizerId"],
  ].map(
    ([table, actor]) =>
      sql`SELECT CAST((${dayOf(sql`t."createdAt"`)} - ${firstDay}) / 7 AS INTEGER) AS "week", ${sqlRaw(`t."${actor}"`)} AS "actor"
        FROM ${sqlRaw(`"${table}"`)} t WHERE t."createdAt" >= ${since}`,
  );
  return readRows<Array<RowOf<typeof weekCountRowShape>>>(sql`SELECT a."week", COUNT(DISTINCT a."actor") AS "n"
    FROM (${sqlJoin(actions, " UNION ALL ")}) a GROUP BY a."week"`);
}

export async function getAnalytics(viewer: Viewer, rangeInput: unknown, now = new Date()): Promise<Analytics> {
  if (viewer.role !== "admin") throw new AppError("forbidden", "You don't have permission to access this resource");
  const range = parseRange(rangeInput);
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return keptFigures(`analytics-${range}-${today}`, now, () => computeAnalytics(range, today, now));
}

async function computeAnalytics(range: AnalyticsRange, today: number, now: Date): Promise<Analytics> {
  // Whole UTC days, today included.
  const from = today - (range - 1) * DAY;
  const end = today + DAY;
  const days = buckets(end, range, DAY);
  const weeks = buckets(end, Math.ceil(range / 7), WEEK);
  // The weekly charts reach back to the start of the range's first week.
  const since = new Date(Math.min(from, weeks.start));

  const [signups, posts, events, rsvps, active, homelands, cities] = await Promise.all([
    perDay("User", since),
    readRows<Array<RowOf<typeof typeDayCountRowShape>>>(sql`SELECT ${dayOf(sql`p."createdAt"`)} AS "day", p."type",
        COUNT(*) AS "n" FROM "Post" p WHERE p."createdAt" >= ${since} GROUP BY 1, 2`).then(counted),
    perDay("Event", since),
    perDay("Rsvp", since),
    activePerWeek(since, Math.round(weeks.start / DAY)),
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
  const activeByWeek = new Array<number>(weeks.count).fill(0);
  for (const row of active) {
    const week = Number(row.week);
    if (week >= 0 && week < weeks.count) activeByWeek[week] = Number(row.n);
  }
  const weekly = (name: string, rows: Array<{ day: number; n: number }>) => ({ name, values: countInto(rows, weeks) });
  return {
    range,
    from: new Date(from).toISOString(),
    to: now.toISOString(),
    signups: { labels: weeks.labels, starts: weeks.starts, series: [weekly("Sign-ups", signups)] },
    postsByType: {
      labels: days.labels,
      starts: days.starts,
      series: POST_TYPES.map((type) => ({
        name: type,
        values: countInto(
          posts.filter((row) => row.type === type),
          days,
        ),
      })),
    },
    activeMembers: {
      labels: weeks.labels,
      starts: weeks.starts,
      series: [{ name: "Active members", values: activeByWeek }],
    },
    eventsAndRsvps: {
      labels: weeks.labels,
      starts: weeks.starts,
      series: [weekly("Events created", events), weekly("RSVPs", rsvps)],
    },
    topHomelands: homelands.map((row) => ({ name: row.name, count: Number(row.n) })),
    topCities: cities.map((row) => ({
      name: row.countryCode ? placeLabel({ name: row.name, countryCode: row.countryCode }) : row.name,
      count: Number(row.n),
    })),
  };
}
