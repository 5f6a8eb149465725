// A server-rendered bar chart that stays readable at any width, without JS: the bars are an SVG stretched
// to the plot (it holds no text, so nothing is scaled down with it) and the axis labels are HTML at their
// own size. The chart is an image named with a summary, and the same numbers follow in a table.
import { useId } from "react";
import { useTranslation } from "~/i18n/react";
import type { ChartData, Series } from "~/lib/types/admin";
import { CHART_COLORS } from "./chart-colors";

function niceMax(value: number): number {
  if (value <= 5) return 5;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  return Math.ceil(value / magnitude) * magnitude;
}

type Drawn = Series & { color: string };

/** The model's series names (English) to their messages in admin.json `analytics.series`; others show as they come. */
const SERIES_KEYS: Record<string, string> = {
  "Sign-ups": "signups",
  "Active members": "activeMembers",
  "Events created": "eventsCreated",
  RSVPs: "rsvps",
  post: "post",
  event: "event",
  advice: "advice",
  service: "service",
};

/** A bucket's label in the page's language: English keeps the model's own labels ("Nov 3"). */
function useBucketLabels(data: ChartData): string[] {
  const { i18n } = useTranslation("admin");
  const locale = i18n.language;
  if (!locale || locale.startsWith("en")) return data.labels;
  const format = new Intl.DateTimeFormat(locale, { month: "short", day: "numeric", timeZone: "UTC" });
  return data.labels.map((label, i) => {
    const start = data.starts[i];
    return start ? format.format(new Date(`${start}T00:00:00Z`)) : label;
  });
}

/** One plot: its series stacked on one scale, a y axis of three ticks and (when `axis`) the date labels. */
function Plot({ labels, series, axis }: { labels: string[]; series: Drawn[]; axis: boolean }) {
  const { i18n } = useTranslation("admin");
  const rtl = i18n.dir() === "rtl";
  const count = Math.max(1, labels.length);
  const totals = labels.map((_, i) => series.reduce((sum, one) => sum + (one.values[i] ?? 0), 0));
  const max = niceMax(Math.max(0, ...totals));
  const y = (value: number) => 100 - (value / max) * 100;
  // About six date labels along the axis whatever the number of bars, every other one on a phone.
  const every = Math.max(1, Math.ceil(labels.length / 6));
  return (
    <div className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-1.5 pt-2 text-xs text-gray-600">
      <div className="relative h-32 min-w-[1.5rem]">
        {[max, max / 2, 0].map((tick, i) => (
          <span key={tick} className="absolute end-0 -translate-y-1/2 tabular-nums" style={{ top: `${i * 50}%` }}>
            {tick}
          </span>
        ))}
      </div>
      <svg viewBox={`0 0 ${count} 100`} preserveAspectRatio="none" className="block h-32 w-full rtl:-scale-x-100">
        {[0, 50, 100].map((line) => (
          <line key={line} x1={0} x2={count} y1={line} y2={line} stroke="#e5e7eb" vectorEffect="non-scaling-stroke" />
        ))}
        {labels.map((label, i) => {
          let base = 0;
          return (
            <g key={label + i}>
              {series.map((one) => {
                const value = one.values[i] ?? 0;
                if (value === 0) return null;
                const top = y(base + value);
                const height = y(base) - top;
                base += value;
                return (
                  <rect
                    key={one.name}
                    x={i + 0.125}
                    y={top}
                    width={0.75}
                    height={height}
                    fill={one.color}
                    data-series={one.name}
                  />
                );
              })}
            </g>
          );
        })}
      </svg>
      {axis ? (
        <div className="relative col-start-2 h-5">
          {labels.map((label, i) => {
            if (i % every !== 0) return null;
            // From the bar's middle, shifted so the first and last labels stay inside the plot (from the
            // right in a right-to-left page, where the bars run that way too).
            const at = ((i + 0.5) / count) * 100;
            return (
              <span
                key={label + i}
                className={`absolute top-1 whitespace-nowrap ${(i / every) % 2 === 1 ? "hidden sm:block" : ""}`}
                style={
                  rtl
                    ? { right: `${at}%`, transform: `translateX(${at}%)` }
                    : { left: `${at}%`, transform: `translateX(-${at}%)` }
                }
              >
                {label}
              </span>
            );
          })}
        </div>
      ) : null}
    </div>
  );
}

function Swatch({ color }: { color: string }) {
  return <span aria-hidden="true" className="inline-block h-3 w-3 rounded-sm" style={{ background: color }} />;
}

/**
 * Several series stack on one scale; `apart` draws each in a plot of its own scale instead, for series of
 * very different sizes (a handful of events created beside hundreds of RSVPs would not show stacked).
 */
export function BarChart({
  title,
  data,
  testId,
  apart = false,
}: {
  title: string;
  data: ChartData;
  testId: string;
  apart?: boolean;
}) {
  const { t } = useTranslation("admin");
  const id = useId();
  const labels = useBucketLabels(data);
  const nameOf = (series: Series) =>
    SERIES_KEYS[series.name] ? t(`analytics.series.${SERIES_KEYS[series.name]}`) : series.name;
  const drawn = data.series.map((series, s) => ({ ...series, color: CHART_COLORS[s % CHART_COLORS.length] }));
  const sum = drawn.reduce((total, series) => total + series.values.reduce((a, b) => a + b, 0), 0);
  const summary = t("chart.summary", {
    totals: data.series
      .map((series) =>
        t("chart.seriesTotal", { name: nameOf(series), total: series.values.reduce((a, b) => a + b, 0) }),
      )
      .join(", "),
    from: labels[0] ?? "",
    to: labels.at(-1) ?? "",
  });
  return (
    <section className="card min-w-0" aria-labelledby={`${id}-heading`} data-testid={testId} data-total={sum}>
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-gray-900">
        {title}
      </h2>
      {drawn.length > 1 && !apart ? (
        <ul className="mt-1 flex flex-wrap gap-3 text-xs text-gray-700">
          {drawn.map((series) => (
            <li key={series.name} className="flex items-center gap-1">
              <Swatch color={series.color} />
              {nameOf(series)}
            </li>
          ))}
        </ul>
      ) : null}
      <div role="img" aria-label={`${title}. ${summary}`} className="mt-2 space-y-2">
        {apart ? (
          drawn.map((series, s) => (
            <div key={series.name}>
              <p className="flex items-center gap-1 text-xs font-medium text-gray-700">
                <Swatch color={series.color} />
                {nameOf(series)}
              </p>
              <Plot labels={labels} series={[series]} axis={s === drawn.length - 1} />
            </div>
          ))
        ) : (
          <Plot labels={labels} series={drawn} axis />
        )}
      </div>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer text-brand-700">{t("chart.showNumbers")}</summary>
        <div className="mt-2 max-h-72 overflow-auto">
          <table className="w-full text-start text-sm">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr>
                <th scope="col" className="pe-3 font-semibold">
                  {data.labels.length > 0 ? t("chart.starting") : ""}
                </th>
                {data.series.map((series) => (
                  <th key={series.name} scope="col" className="pe-3 font-semibold">
                    {nameOf(series)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {labels.map((label, i) => (
                <tr key={label + i} className="border-t border-gray-100">
                  <th scope="row" className="pe-3 font-normal">
                    <time dateTime={data.starts[i]}>{label}</time>
                  </th>
                  {data.series.map((series) => (
                    <td key={series.name} className="pe-3 tabular-nums">
                      {series.values[i] ?? 0}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}
