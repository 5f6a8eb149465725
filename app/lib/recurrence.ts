// The dates of a repeating event (decision 086). Pure and shared with the browser: it counts in the
// event's own wall clock (civil dates and a time of day in its zone), then asks the zone for each
// instant, so a 10:00 meetup in Berlin stays at 10:00 whether the clocks say CET or CEST.
import { localToInstant, wallClock } from "~/lib/page-context";

export const REPEAT_EVERY = ["week", "2weeks", "month"] as const;
export type RepeatEvery = (typeof REPEAT_EVERY)[number];

/** `until` is a civil date in the event's zone ("2027-06-30"), inclusive. Neither: up to the horizon. */
export type RepeatRule = { every: RepeatEvery; until?: string; count?: number };

/** Nothing is planned further ahead than this from the first date. */
export const HORIZON_DAYS = 366;
/** A weekly series for the whole horizon has 53 dates. */
export const MAX_OCCURRENCES = 53;

const DAY_MS = 86_400_000;
const CIVIL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

type Civil = { year: number; month: number; day: number };

const civilDay = (date: Civil) => Date.UTC(date.year, date.month - 1, date.day) / DAY_MS;
function fromDayNumber(dayNumber: number): Civil {
  const date = new Date(dayNumber * DAY_MS);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}
const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
/** 0 = Sunday, as Date.getUTCDay. */
const weekdayOf = (date: Civil) => new Date(civilDay(date) * DAY_MS).getUTCDay();
const pad = (value: number, width = 2) => String(value).padStart(width, "0");

export function parseCivilDate(value: string): Civil | null {
  const match = CIVIL_DATE.exec(value);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/** Which weekday of its month a date is: the nth (1-5), and whether it is also the month's last such day. */
export function monthlyPosition(date: Civil): { weekday: number; nth: number; last: boolean } {
  return {
    weekday: weekdayOf(date),
    nth: Math.ceil(date.day / 7),
    last: date.day + 7 > daysInMonth(date.year, date.month),
  };
}

/** The civil date of the weekday's nth (or last) in a month; null when the month has no fifth one. */
function nthWeekdayOf(year: number, month: number, weekday: number, nth: number, last: boolean): Civil | null {
  if (last) {
    const end = { year, month, day: daysInMonth(year, month) };
    return { year, month, day: end.day - ((weekdayOf(end) - weekday + 7) % 7) };
  }
  const firstDay = (weekday - weekdayOf({ year, month, day: 1 }) + 7) % 7;
  const day = 1 + firstDay + (nth - 1) * 7;
  return day <= daysInMonth(year, month) ? { year, month, day } : null;
}

/** The rule's kind and place, for a label: "every Sunday", "every other Sunday", "the last Sunday". */
export function describeRule(first: Date, every: RepeatEvery, timeZone: string) {
  const wall = wallClock(first.getTime(), timeZone);
  const position = monthlyPosition(wall);
  // A date that is both the 4th and the last of its month repeats as "the last": that is what people mean.
  const ordinal: number | "last" = position.last ? "last" : position.nth;
  return { every, weekday: position.weekday, ordinal };
}

/**
 * Every date of the series, the first included, as instants: at most MAX_OCCURRENCES, none later than
 * HORIZON_DAYS after the first, none after `until` (in the zone), no more than `count`. A wall-clock time a
 * DST change skips moves forward by the gap (localToInstant), like a clock would.
 */
export function occurrences(first: Date, rule: RepeatRule, timeZone: string): Date[] {
  const wall = wallClock(first.getTime(), timeZone);
  const start: Civil = { year: wall.year, month: wall.month, day: wall.day };
  const time = `${pad(wall.hour)}:${pad(wall.minute)}`;
  const until = rule.until ? parseCivilDate(rule.until) : null;
  const lastDay = Math.min(civilDay(start) + HORIZON_DAYS, until ? civilDay(until) : Infinity);
  const limit = Math.min(rule.count ?? MAX_OCCURRENCES, MAX_OCCURRENCES);
  const { ordinal, weekday } = describeRule(first, rule.every, timeZone);
  const dates: Date[] = [first];
  for (let step = 1; dates.length < limit; step++) {
    let date: Civil | null;
    if (rule.every === "month") {
      const monthIndex = start.month - 1 + step;
      const year = start.year + Math.floor(monthIndex / 12);
      const month = (monthIndex % 12) + 1;
      if (civilDay({ year, month, day: 1 }) > lastDay) break;
      date = nthWeekdayOf(year, month, weekday, ordinal === "last" ? 5 : ordinal, ordinal === "last");
      // A fifth Sunday some months lack: those months are skipped.
      if (!date) continue;
    } else {
      date = fromDayNumber(civilDay(start) + step * (rule.every === "week" ? 7 : 14));
    }
    if (civilDay(date) > lastDay) break;
    const instant = localToInstant(`${pad(date.year, 4)}-${pad(date.month)}-${pad(date.day)}T${time}`, timeZone);
    if (instant) dates.push(instant);
  }
  return dates;
}

/**
 * The dates of "this and the following" once one of them moves: the moved occurrence's new wall-clock
 * start steps on by the rule, so each later date keeps the new local time across DST changes.
 */
export function shiftedDates(newStart: Date, every: RepeatEvery, howMany: number, timeZone: string): Date[] {
  return occurrences(newStart, { every, count: howMany }, timeZone).slice(0, howMany);
}
