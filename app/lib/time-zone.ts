// Time zones without a library: Intl knows every IANA zone and its offsets, on the server and in the
// browser. Events are stored as UTC instants; a form's wall-clock time is read in a named zone and every
// displayed time names its zone.
import { intlLocale } from "./intl-locale";

export const DEFAULT_TIME_ZONE = "UTC";
/** The cookie our scripts set once they know the browser's zone (read when a form arrives without JS). */
export const TIME_ZONE_COOKIE = "tz";

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

// Asking Intl costs a formatter per call (1.3% of a home page's CPU under load): remember the answers
// (bounded: a client sending a new bogus zone each time cannot grow it without limit).
const knownZones = new Map<string, boolean>();

export function isTimeZone(value: unknown): value is string {
  if (typeof value !== "string" || value.length === 0 || value.length > 64 || !/^[A-Za-z0-9_+\-/]+$/.test(value))
    return false;
  const known = knownZones.get(value);
  if (known !== undefined) return known;
  let valid = true;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
  } catch {
    valid = false;
  }
  if (knownZones.size >= 1000) knownZones.clear();
  knownZones.set(value, valid);
  return valid;
}

export function timeZoneOr(value: unknown, fallback = DEFAULT_TIME_ZONE): string {
  return isTimeZone(value) ? value : fallback;
}

const partsFormats = new Map<string, Intl.DateTimeFormat>();
function partsFormat(timeZone: string): Intl.DateTimeFormat {
  let format = partsFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    partsFormats.set(timeZone, format);
  }
  return format;
}

// en-US with these options writes "12/05/2026, 19:00:00".
const EN_US_NUMERIC = /^(\d{2})\/(\d{2})\/(\d{4}),? (\d{2}):(\d{2}):(\d{2})$/;

/** The wall-clock fields of an instant in a zone (quiet hours read it too: quiet-hours.ts). */
export function wallClock(instant: number, timeZone: string) {
  const date = new Date(instant);
  // UTC (the zone of every visitor whose browser has not told us theirs) needs no formatter.
  if (timeZone === "UTC") {
    return {
      year: date.getUTCFullYear(),
      month: date.getUTCMonth() + 1,
      day: date.getUTCDate(),
      hour: date.getUTCHours(),
      minute: date.getUTCMinutes(),
      second: date.getUTCSeconds(),
    };
  }
  // format() and one pattern cost a third of formatToParts(); its parts if another ICU ever writes otherwise.
  const match = EN_US_NUMERIC.exec(partsFormat(timeZone).format(date));
  if (match) {
    const [month, day, year, hour, minute, second] = match.slice(1).map(Number);
    return { year, month, day, hour: hour % 24, minute, second };
  }
  const parts = Object.fromEntries(
    partsFormat(timeZone)
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour) % 24,
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** The zone's offset from UTC at an instant, in milliseconds (east positive). */
export function zoneOffset(instant: number, timeZone: string): number {
  const wall = wallClock(instant, timeZone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant a wall-clock time ("2026-12-05T19:00", what a datetime-local field sends) names in a zone,
 * or null when the text is not such a time. A time skipped by a DST change moves forward by the gap; a
 * repeated one takes its first occurrence.
 */
export function localToInstant(local: string, timeZone: string): Date | null {
  const match = LOCAL_DATE_TIME.exec(local.trim());
  if (!match || !isTimeZone(timeZone)) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number);
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59) return null;
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(asUtc);
  if (check.getUTCDate() !== day) return null;
  // The offsets a day either side bracket any change: each gives a candidate; keep those that read back.
  const DAY = 86_400_000;
  const candidates = [asUtc - zoneOffset(asUtc - DAY, timeZone), asUtc - zoneOffset(asUtc + DAY, timeZone)].sort(
    (a, b) => a - b,
  );
  const exact = candidates.find((instant) => instant + zoneOffset(instant, timeZone) === asUtc);
  // None reads back: the time fell in a gap; the earlier offset moves it forward by the gap.
  return new Date(exact ?? candidates[1]);
}

/** The wall-clock time of an instant in a zone, as a datetime-local field wants it. */
export function instantToLocal(instant: Date | string, timeZone: string): string {
  const wall = wallClock(new Date(instant).getTime(), timeZoneOr(timeZone));
  const pad = (value: number, width = 2) => String(value).padStart(width, "0");
  return `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}T${pad(wall.hour)}:${pad(wall.minute)}`;
}

/** An instant as ISO 8601 with the zone's offset ("2026-12-05T19:00:00+01:00"). */
export function instantWithOffset(instant: Date, timeZone: string): string {
  const offset = zoneOffset(instant.getTime(), timeZone) / 60_000;
  const sign = offset < 0 ? "-" : "+";
  const hours = String(Math.floor(Math.abs(offset) / 60)).padStart(2, "0");
  const minutes = String(Math.abs(offset) % 60).padStart(2, "0");
  return `${instantToLocal(instant, timeZone)}:00${sign}${hours}:${minutes}`;
}

const displayFormats = new Map<string, Intl.DateTimeFormat>();
/** "Sat, Dec 5, 2026, 7:00 PM GMT+1": every displayed event time names its zone. */
export function formatEventTime(instant: Date | string, timeZone: string, withYear = true, locale = "en"): string {
  const zone = timeZoneOr(timeZone);
  const key = `${zone}|${withYear}|${locale}`;
  let format = displayFormats.get(key);
  if (!format) {
    if (displayFormats.size >= 500) displayFormats.clear();
    format = new Intl.DateTimeFormat(intlLocale(locale), {
      timeZone: zone,
      weekday: "short",
      month: "short",
      day: "numeric",
      ...(withYear ? { year: "numeric" } : {}),
      hour: "numeric",
      minute: "2-digit",
      timeZoneName: "short",
    });
    displayFormats.set(key, format);
  }
  return format.format(new Date(instant));
}

let browserZone: string | null | undefined;
/** The browser's own zone (null if it names none we know); asked once per page load. */
export function browserTimeZone(): string | null {
  if (browserZone === undefined) {
    let zone: unknown;
    try {
      zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    } catch {
      zone = null;
    }
    browserZone = isTimeZone(zone) ? zone : null;
  }
  return browserZone;
}

/** The browser's zone, remembered in a cookie so forms sent without scripts later still know it. */
export function rememberBrowserTimeZone(): string | null {
  const zone = browserTimeZone();
  if (!zone) return null;
  const current = document.cookie.split("; ").find((pair) => pair.startsWith(`${TIME_ZONE_COOKIE}=`));
  if (current !== `${TIME_ZONE_COOKIE}=${encodeURIComponent(zone)}`) {
    document.cookie = `${TIME_ZONE_COOKIE}=${encodeURIComponent(zone)}; Path=/; Max-Age=31536000; SameSite=Lax`;
  }
  return zone;
}

/** The zone remembered in a Cookie header, or UTC. */
export function timeZoneFromCookieHeader(header: string | null, fallback = DEFAULT_TIME_ZONE): string {
  const pair = (header ?? "").split(/;\s*/).find((item) => item.startsWith(`${TIME_ZONE_COOKIE}=`));
  if (!pair) return timeZoneOr(fallback);
  try {
    return timeZoneOr(decodeURIComponent(pair.slice(TIME_ZONE_COOKIE.length + 1)), timeZoneOr(fallback));
  } catch {
    return timeZoneOr(fallback);
  }
}
