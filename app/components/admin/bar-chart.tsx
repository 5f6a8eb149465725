// A small server-rendered SVG bar chart (stacked when there are several series), readable without JS:
// the SVG is an image with a title and a summary, and the same numbers follow in a table.
import { useId } from "react";
import type { ChartData } from "~/lib/types/admin";

// Tailwind brand-700, sky-700, amber-600, emerald-700: distinct and dark enough on white.
const COLORS = ["#b45309", "#0369a1", "#7c3aed", "#047857"];
const WIDTH = 640;
const HEIGHT = 180;
const PAD = { top: 10, right: 8, bottom: 22, left: 34 };

function niceMax(value: number): number {
  if (value <= 5) return 5;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  return Math.ceil(value / magnitude) * magnitude;
}

export function BarChart({ title, data, testId }: { title: string; data: ChartData; testId: string }) {
  const id = useId();
  const totals = data.labels.map((_, i) => data.series.reduce((sum, series) => sum + (series.values[i] ?? 0), 0));
  const max = niceMax(Math.max(0, ...totals));
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const slot = plotWidth / Math.max(1, data.labels.length);
  const barWidth = Math.max(1, slot * 0.75);
  const y = (value: number) => PAD.top + plotHeight - (value / max) * plotHeight;
  // About six date labels along the axis, whatever the number of bars.
  const every = Math.max(1, Math.ceil(data.labels.length / 6));
  const sum = totals.reduce((a, b) => a + b, 0);
  const summary = `${data.series.map((series) => `${series.name}: ${series.values.reduce((a, b) => a + b, 0)}`).join(", ")} from ${data.labels[0] ?? ""} to ${data.labels.at(-1) ?? ""}.`;
  return (
    <section className="card min-w-0" aria-labelledby={`${id}-heading`} data-testid={testId} data-total={sum}>
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-gray-900">
        {title}
      </h2>
      {data.series.length > 1 ? (
        <ul className="mt-1 flex flex-wrap gap-3 text-xs text-gray-700">
          {data.series.map((series, s) => (
            <li key={series.name} className="flex items-center gap-1">
              <span
                aria-hidden="true"
                className="inline-block h-3 w-3 rounded-sm"
                style={{ background: COLORS[s % COLORS.length] }}
              />
              {series.name}
            </li>
          ))}
        </ul>
      ) : null}
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="mt-2 h-auto w-full"
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{summary}</desc>
        {[0, max / 2, max].map((tick) => (
          <g key={tick}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} stroke="#e5e7eb" />
            <text x={PAD.left - 4} y={y(tick) + 4} textAnchor="end" fontSize="11" fill="#4b5563">
              {tick}
            </text>
          </g>
        ))}
        {data.labels.map((label, i) => {
          let base = 0;
          const x = PAD.left + i * slot + (slot - barWidth) / 2;
          return (
            <g key={label + i}>
              {data.series.map((series, s) => {
                const value = series.values[i] ?? 0;
                if (value === 0) return null;
                const top = y(base + value);
                const height = y(base) - top;
                base += value;
                return (
                  <rect
                    key={series.name}
                    x={x}
                    y={top}
                    width={barWidth}
                    height={height}
                    fill={COLORS[s % COLORS.length]}
                  />
                );
              })}
              {i % every === 0 ? (
                <text x={x + barWidth / 2} y={HEIGHT - 6} textAnchor="middle" fontSize="11" fill="#4b5563">
                  {label}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer text-brand-700">Show the numbers</summary>
        <div className="mt-2 max-h-72 overflow-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr>
                <th scope="col" className="pr-3 font-semibold">
                  {data.labels.length > 0 ? "Starting" : ""}
                </th>
                {data.series.map((series) => (
                  <th key={series.name} scope="col" className="pr-3 font-semibold">
                    {series.name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.labels.map((label, i) => (
                <tr key={label + i} className="border-t border-gray-100">
                  <th scope="row" className="pr-3 font-normal">
                    {label}
                  </th>
                  {data.series.map((series) => (
                    <td key={series.name} className="pr-3 tabular-nums">
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

/** A top list (homelands, cities): horizontal bars in SVG, and the same as a table. */
export function TopList({
  title,
  rows,
  testId,
}: {
  title: string;
  rows: Array<{ name: string; count: number }>;
  testId: string;
}) {
  const id = useId();
  const max = Math.max(1, ...rows.map((row) => row.count));
  const rowHeight = 22;
  const height = Math.max(1, rows.length) * rowHeight;
  return (
    <section className="card min-w-0" aria-labelledby={`${id}-heading`} data-testid={testId}>
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-gray-900">
        {title}
      </h2>
      {rows.length === 0 ? (
        <p className="mt-2 text-sm text-gray-600">No data yet</p>
      ) : (
        <>
          <svg
            viewBox={`0 0 ${WIDTH} ${height}`}
            className="mt-2 h-auto w-full"
            role="img"
            aria-labelledby={`${id}-title`}
          >
            <title id={`${id}-title`}>{`${title}: ${rows.map((row) => `${row.name} ${row.count}`).join(", ")}`}</title>
            {rows.map((row, i) => (
              <g key={row.name}>
                <rect
                  x={180}
                  y={i * rowHeight + 4}
                  width={Math.max(1, ((WIDTH - 240) * row.count) / max)}
                  height={rowHeight - 8}
                  fill={COLORS[0]}
                />
                <text x={172} y={i * rowHeight + 15} textAnchor="end" fontSize="12" fill="#111827">
                  {row.name.length > 24 ? `${row.name.slice(0, 23)}…` : row.name}
                </text>
                <text x={184 + ((WIDTH - 240) * row.count) / max} y={i * rowHeight + 15} fontSize="12" fill="#374151">
                  {row.count}
                </text>
              </g>
            ))}
          </svg>
          <table className="mt-2 w-full text-left text-sm">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr>
                <th scope="col" className="font-semibold">
                  Name
                </th>
                <th scope="col" className="font-semibold">
                  Members
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.name} className="border-t border-gray-100">
                  <th scope="row" className="pr-3 font-normal [overflow-wrap:anywhere]">
                    {row.name}
                  </th>
                  <td className="tabular-nums">{row.count}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
