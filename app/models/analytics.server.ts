// Admin analytics over the last 30, 90 or 365 days: sign-ups per week, posts per day by type, weekly
// active members, events and RSVPs per week, top homelands and cities.
//
// Date bucketing differs between SQLite and PostgreSQL (strftime vs date_trunc, and how each stores a
// timestamp), so each query selects only the date column (and the one field it groups by) for rows in the
// range, and the buckets are counted here. The range is at most 365 days, which bounds the rows read;
// the top lists are grouped by the database.
import { db } from "~/server/db.server";
import { AppError } from "~/lib/errors";
import type { Analytics, AnalyticsRange, ChartData } from "~/lib/types/admin";
import { ANALYTICS_RANGES } from "~/schemas/admin";
import type { Viewer } from "./viewer";
import { activeMemberRule } from "./visibility-rules.server";

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

function countInto(dates: Date[], grid: ReturnType<typeof buckets>): number[] {
  const values = new Array<number>(grid.count).fill(0);
  for (const date of dates) {
    const i = grid.index(date);
    if (i >= 0) values[i] += 1;
  }
  return values;
}

export async function getAnalytics(viewer: Viewer, rangeInput: unknown, now = new Date()): Promise<Analytics> {
  if (viewer.role !== "admin") throw new AppError("forbidden", "You don't have permission to access this resource");
  const range = parseRange(rangeInput);
  // Whole UTC days, today included.
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const from = today - (range - 1) * DAY;
  const end = today + DAY;
  const days = buckets(end, range, DAY);
  const weeks = buckets(end, Math.ceil(range / 7), WEEK);
  // The weekly charts reach back to the start of the range's first week.
  const since = { gte: new Date(Math.min(from, weeks.start)) };

  const [signups, posts, comments, likes, messages, rsvps, events, homelands, cities] = await Promise.all([
    db.user.findMany({ where: { createdAt: since }, select: { createdAt: true } }),
    db.post.findMany({ where: { createdAt: since }, select: { createdAt: true, type: true, authorId: true } }),
    db.comment.findMany({ where: { createdAt: since }, select: { createdAt: true, authorId: true } }),
    db.like.findMany({ where: { createdAt: since }, select: { createdAt: true, userId: true } }),
    db.message.findMany({ where: { createdAt: since }, select: { createdAt: true, senderId: true } }),
    db.rsvp.findMany({ where: { createdAt: since }, select: { createdAt: true, userId: true } }),
    db.event.findMany({ where: { createdAt: since }, select: { createdAt: true, organizerId: true } }),
    db.user.groupBy({
      by: ["countryOfOrigin"],
      where: { ...activeMemberRule().where, countryOfOrigin: { not: null } },
      _count: { _all: true },
      orderBy: { _count: { countryOfOrigin: "desc" } },
      take: TOP,
    }),
    db.user.groupBy({
      by: ["currentLocation"],
      where: { ...activeMemberRule().where, currentLocation: { not: null } },
      _count: { _all: true },
      orderBy: { _count: { currentLocation: "desc" } },
      take: TOP,
    }),
  ]);

  const postsByType: ChartData = {
    labels: days.labels,
    starts: days.starts,
    series: POST_TYPES.map((type) => ({
      name: type,
      values: countInto(
        posts.filter((post) => post.type === type).map((post) => post.createdAt),
        days,
      ),
    })),
  };

  // A member is active in a week when they posted, commented, liked, wrote a message, RSVPed or created an event.
  const active = Array.from({ length: weeks.count }, () => new Set<string>());
  const mark = (date: Date, userId: string) => {
    const i = weeks.index(date);
    if (i >= 0) active[i].add(userId);
  };
  for (const row of posts) mark(row.createdAt, row.authorId);
  for (const row of comments) mark(row.createdAt, row.authorId);
  for (const row of likes) mark(row.createdAt, row.userId);
  for (const row of messages) mark(row.createdAt, row.senderId);
  for (const row of rsvps) mark(row.createdAt, row.userId);
  for (const row of events) mark(row.createdAt, row.organizerId);

  const top = (rows: Array<{ _count: { _all: number } } & Record<string, unknown>>, key: string) =>
    rows
      .filter((row) => typeof row[key] === "string" && (row[key] as string).trim())
      .map((row) => ({ name: row[key] as string, count: row._count._all }));

  return {
    range,
    from: new Date(from).toISOString(),
    to: now.toISOString(),
    signups: {
      labels: weeks.labels,
      starts: weeks.starts,
      series: [
        {
          name: "Sign-ups",
          values: countInto(
            signups.map((row) => row.createdAt),
            weeks,
          ),
        },
      ],
    },
    postsByType,
    activeMembers: {
      labels: weeks.labels,
      starts: weeks.starts,
      series: [{ name: "Active members", values: active.map((set) => set.size) }],
    },
    eventsAndRsvps: {
      labels: weeks.labels,
      starts: weeks.starts,
      series: [
        {
          name: "Events created",
          values: countInto(
            events.map((row) => row.createdAt),
            weeks,
          ),
        },
        {
          name: "RSVPs",
          values: countInto(
            rsvps.map((row) => row.createdAt),
            weeks,
          ),
        },
      ],
    },
    topHomelands: top(homelands, "countryOfOrigin"),
    topCities: top(cities, "currentLocation"),
  };
}
