// Relative times with the spec's thresholds (section 9), and clock times and dates in the member's zone
// (useTimeZone) and language (useLocale; decision 068). `now` and the zone come from the server's loaders so
// the server render and the browser's hydration agree. English reads exactly as the spec writes it.
import { intlLocale } from "./intl-locale";
import { timeZoneOr } from "./time-zone";

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();
function relativeFormat(locale: string, style: "long" | "narrow", numeric: "always" | "auto") {
  const key = `${locale}|${style}|${numeric}`;
  let format = relativeFormats.get(key);
  if (!format) relativeFormats.set(key, (format = new Intl.RelativeTimeFormat(intlLocale(locale), { style, numeric })));
  return format;
}

/**
 * "Just now" under a minute, "12 minutes ago" under an hour, "3 hours ago" under a day, then "2 days ago" (in
 * Spanish "hace 3 horas"). The spec's "Just now" for a whole hour hid whether a post was a minute or fifty
 * minutes old (issue 43), so minutes come between.
 */
export function relativeTime(date: string | Date, now: string | Date | number, locale = "en"): string {
  const elapsed = new Date(now).getTime() - new Date(date).getTime();
  if (elapsed < MINUTE)
    return locale === "en" ? "Just now" : relativeFormat(locale, "long", "auto").format(0, "second");
  if (elapsed < HOUR) return relativeFormat(locale, "long", "always").format(-Math.floor(elapsed / MINUTE), "minute");
  if (elapsed < 24 * HOUR) return relativeFormat(locale, "long", "always").format(-Math.floor(elapsed / HOUR), "hour");
  return relativeFormat(locale, "long", "always").format(-Math.floor(elapsed / (24 * HOUR)), "day");
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
export function formatIn(kind: DateFormat, date: string | Date, timeZone: string, locale = "en"): string {
  const zone = timeZoneOr(timeZone);
  const key = `${kind}|${zone}|${locale}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    if (formatters.size >= 500) formatters.clear();
    formatter = new Intl.DateTimeFormat(intlLocale(locale), { ...FORMATS[kind], timeZone: zone });
    formatters.set(key, formatter);
  }
  return formatter.format(new Date(date));
}

/** Messages: clock time under 24 hours, 'Nd ago' under 168 hours, else a short date; in the member's zone. */
export function messageTime(date: string | Date, now: string | Date | number, timeZone: string, locale = "en"): string {
  const elapsed = new Date(now).getTime() - new Date(date).getTime();
  if (elapsed < 24 * HOUR) return formatIn("clock", date, timeZone, locale);
  if (elapsed < 168 * HOUR) {
    const days = Math.floor(elapsed / (24 * HOUR));
    return locale === "en" ? `${days}d ago` : relativeFormat(locale, "narrow", "always").format(-days, "day");
  }
  return formatIn("day", date, timeZone, locale);
}
