// Quiet hours (decision 082): a span of the day in a member's own time zone, possibly across midnight
// (22:00–07:00). Pure, so the rule is tested on its own.
import { wallClock } from "~/lib/page-context";

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
function clockAt(at: Date, timeZone: string): { minutes: number; seconds: number } {
  const clock = wallClock(at.getTime(), timeZone);
  return { minutes: clock.hour * 60 + clock.minute, seconds: clock.second };
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
  const now = clockAt(at, timeZone);
  if (!inside(now.minutes)) return null;
  // The next whole minute, then one minute at a time (at most a day) until the clock leaves the span.
  let t = at.getTime() - now.seconds * 1000 - (at.getTime() % 1000) + 60_000;
  for (let i = 0; i < 24 * 60 + 120; i++, t += 60_000) {
    if (!inside(clockAt(new Date(t), timeZone).minutes)) return new Date(t);
  }
  return null;
}
