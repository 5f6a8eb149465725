// "Moving to {city} around {month}" (decision 067): the pure part shared by the models, the pages and the API.
// The month is kept as "YYYY-MM" text: an approximate month has no day and no time zone.
import { intlLocale } from "~/lib/page-context";

export type MovingTo = {
  placeId: number;
  /** "Lisbon" */
  city: string;
  /** "Lisbon, Portugal": the place's label when it was chosen. */
  label: string;
  /** "2027-03" */
  month: string;
};

export const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The city part of a place's label ("Lisbon, Portugal" -> "Lisbon"). */
export function cityOfLabel(label: string): string {
  const cut = label.lastIndexOf(", ");
  return cut > 0 ? label.slice(0, cut) : label;
}

/** The member row's three columns as one value, or null unless all three are set. */
export function movingToOf(row: {
  movingPlaceId: number | null;
  movingLabel: string | null;
  movingMonth: string | null;
}): MovingTo | null {
  if (row.movingPlaceId === null || !row.movingLabel || !row.movingMonth) return null;
  return {
    placeId: row.movingPlaceId,
    city: cityOfLabel(row.movingLabel),
    label: row.movingLabel,
    month: row.movingMonth,
  };
}

/** "2027-03" for a date, in UTC (a month is approximate: a few hours either side do not matter). */
export function monthOf(date: Date): string {
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, "0")}`;
}

/** "March 2027" */
export function monthLabel(month: string, locale = "en"): string {
  const match = MONTH_PATTERN.exec(month);
  if (!match) return month;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1));
  return new Intl.DateTimeFormat(intlLocale(locale), { month: "long", year: "numeric", timeZone: "UTC" }).format(date);
}

/** The next `count` months from `now`'s, as choices for the form's month list. */
export function upcomingMonths(now: Date, count = 24, locale = "en"): Array<{ value: string; label: string }> {
  return Array.from({ length: count }, (_, index) => {
    const value = monthOf(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + index, 1)));
    return { value, label: monthLabel(value, locale) };
  });
}
