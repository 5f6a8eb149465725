// Quiet hours (decision 082): a span of the day in a member's own time zone, possibly across midnight
// (22:00–07:00). Pure, so the rule is tested on its own.

/** "22:00" as minutes after midnight. */
export function minutesOf(hhmm: string): number {
  const [h, m] = hhmm.split(":").map(Number);
  return h * 60 + m;
}

/** Minutes after midnight as "22:00". */
export function hhmmOf(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

/** The wall clock in `timeZone` at `at`: minutes after midnight, and seconds into the minute. */
const formats = new Map<string, Intl.DateTimeFormat>();

function wallClock(at: Date, timeZone: string): { minutes: number; seconds: number } {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-GB", {
      timeZone,
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    });
    formats.set(timeZone, format);
  }
  const parts = format.formatToParts(at);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { minutes: part("hour") * 60 + part("minute"), seconds: part("second") };
}

/**
 * When the quiet hours that hold `at` end, or null when `at` is outside them (or start equals end: none).
 * Walks forward minute by minute through the zone's clock, so a daylight-saving jump inside the span is right.
 */
export function quietUntil(at: Date, quiet: { start: number; end: number }, timeZone: string): Date | null {
  const { start, end } = quiet;
  if (start === end) return null;
  const inside = (minutes: number) =>
    start < end ? minutes >= start && minutes < end : minutes >= start || minutes < end;
  const now = wallClock(at, timeZone);
  if (!inside(now.minutes)) return null;
  // The next whole minute, then one minute at a time (at most a day) until the clock leaves the span.
  let t = at.getTime() - now.seconds * 1000 - (at.getTime() % 1000) + 60_000;
  for (let i = 0; i < 24 * 60 + 120; i++, t += 60_000) {
    if (!inside(wallClock(new Date(t), timeZone).minutes)) return new Date(t);
  }
  return null;
}

/** A zone Intl knows, else UTC (a place row is trusted, but a bad one must not stop pushes). */
export function safeTimeZone(zone: string | null | undefined): string {
  if (!zone) return "UTC";
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return zone;
  } catch {
    return "UTC";
  }
}
