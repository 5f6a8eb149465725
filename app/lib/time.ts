// Relative times exactly as the spec's section 9, and clock times and dates in the member's zone
// (useTimeZone). `now` and the zone come from the server's loaders so the server render and the browser's
// hydration agree.
import { timeZoneOr } from "./time-zone";

const HOUR = 60 * 60 * 1000;

export function relativeTime(date: string | Date, now: string | Date | number): string {
  const elapsed = new Date(now).getTime() - new Date(date).getTime();
  if (elapsed < HOUR) return "Just now";
  if (elapsed < 24 * HOUR) return ago(Math.floor(elapsed / HOUR), "hour");
  return ago(Math.floor(elapsed / (24 * HOUR)), "day");
}

function ago(count: number, unit: "hour" | "day"): string {
  return `${count} ${unit}${count === 1 ? "" : "s"} ago`;
}

const FORMATS = {
  /** "12:17 AM" */
  clock: { hour: "numeric", minute: "2-digit" },
  /** "Nov 13" */
  day: { month: "short", day: "numeric" },
  /** "Sat, Nov 21, 2026": a thread's day separator. */
  weekday: { weekday: "short", month: "short", day: "numeric", year: "numeric" },
  /** "Nov 21, 2026" */
  date: { year: "numeric", month: "short", day: "numeric" },
  /** "November 2026" */
  month: { month: "long", year: "numeric" },
} satisfies Record<string, Intl.DateTimeFormatOptions>;
export type DateFormat = keyof typeof FORMATS;

// A formatter costs far more than a format: one per kind and zone, kept (bounded, as zones come from cookies).
const formatters = new Map<string, Intl.DateTimeFormat>();

/** An instant as the member's calendar and clock read it in their zone (an unknown zone reads as UTC). */
export function formatIn(kind: DateFormat, date: string | Date, timeZone: string): string {
  const zone = timeZoneOr(timeZone);
  const key = `${kind}|${zone}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    if (formatters.size >= 500) formatters.clear();
    formatter = new Intl.DateTimeFormat("en-US", { ...FORMATS[kind], timeZone: zone });
    formatters.set(key, formatter);
  }
  return formatter.format(new Date(date));
}

/** Messages: clock time under 24 hours, 'Nd ago' under 168 hours, else a short date; in the member's zone. */
export function messageTime(date: string | Date, now: string | Date | number, timeZone: string): string {
  const elapsed = new Date(now).getTime() - new Date(date).getTime();
  if (elapsed < 24 * HOUR) return formatIn("clock", date, timeZone);
  if (elapsed < 168 * HOUR) return `${Math.floor(elapsed / (24 * HOUR))}d ago`;
  return formatIn("day", date, timeZone);
}
