// A series as the event page and the series page say it (decision 086): "Every Sunday", and its dates.
import { useTranslation } from "~/i18n/react";
import { Link } from "~/components/ui/kit";
import { intlLocale, formatEventTime, useLocale } from "~/lib/page-context";
import type { RepeatEvery } from "~/lib/recurrence";

type SeriesRule = { id: string; every: RepeatEvery; weekday: number; ordinal: number | "last"; timeZone: string };
type SeriesDate = { id: string; eventDate: string; cancelled: boolean };

/** "Every Sunday", "Every other Sunday", "Monthly on the last Sunday", in the page's language. */
export function useSeriesLabel(series: SeriesRule): string {
  const { t } = useTranslation("events");
  const locale = useLocale();
  // 1 January 2023 was a Sunday: weekday 0.
  const weekday = new Intl.DateTimeFormat(intlLocale(locale), { weekday: "long", timeZone: "UTC" }).format(
    new Date(Date.UTC(2023, 0, 1 + series.weekday)),
  );
  return series.every === "month"
    ? t(`series.monthly.${series.ordinal}`, { weekday })
    : t(`series.every.${series.every}`, { weekday });
}

/** The dates of a series, each a link; the cancelled ones say so. Times in the series' own zone. */
export function SeriesDates({ dates, timeZone }: { dates: SeriesDate[]; timeZone: string }) {
  const { t } = useTranslation("events");
  const locale = useLocale();
  return (
    <ul className="space-y-1 text-sm" data-testid="series-dates">
      {dates.map((date) => (
        <li key={date.id} className="min-w-0 [overflow-wrap:anywhere]">
          <Link
            to={`/events/${date.id}`}
            className={date.cancelled ? "text-gray-500 line-through" : "text-brand-700 hover:underline"}
          >
            {formatEventTime(date.eventDate, timeZone, true, locale)}
          </Link>
          {date.cancelled ? (
            <span className="ms-2 text-xs font-medium text-red-700">{t("series.cancelledDate")}</span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** The event page's line: "Every Sunday · next 4 dates", the dates, and the way to all of them. */
export function SeriesLine({ series }: { series: SeriesRule & { next: SeriesDate[] } }) {
  const { t } = useTranslation("events");
  const label = useSeriesLabel(series);
  return (
    <section className="rounded-md border border-gray-200 p-3" aria-labelledby="series-line" data-testid="series-line">
      <h2 id="series-line" className="text-sm font-semibold text-gray-900">
        {series.next.length > 0 ? t("series.line", { rule: label, count: series.next.length }) : label}
      </h2>
      {series.next.length > 0 ? (
        <div className="mt-2">
          <SeriesDates dates={series.next} timeZone={series.timeZone} />
        </div>
      ) : null}
      <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <Link to={`/events/series/${series.id}`} className="font-medium text-brand-700 hover:underline">
          {t("series.allDates")}
        </Link>
        <a href={`/events/series/${series.id}.ics`} download className="font-medium text-brand-700 hover:underline">
          {t("series.addAllToCalendar")}
        </a>
      </p>
    </section>
  );
}
