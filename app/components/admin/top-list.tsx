// A top list (homelands, cities): a table whose count cells carry a bar, so the names and numbers are
// text at their own size at any width, and a screen reader reads the table.
import { useId } from "react";
import { useTranslation } from "~/i18n/react";
import { useCountryName } from "~/lib/countries";
import { CHART_COLORS } from "./chart-colors";

export function TopList({
  title,
  rows,
  testId,
  countries = false,
}: {
  title: string;
  rows: Array<{ name: string; count: number }>;
  testId: string;
  /** The names are homelands (stored in English): shown in the page's language. */
  countries?: boolean;
}) {
  const { t } = useTranslation("admin");
  const countryName = useCountryName();
  const id = useId();
  const max = Math.max(1, ...rows.map((row) => row.count));
  return (
    <section className="card min-w-0" aria-labelledby={`${id}-heading`} data-testid={testId}>
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-gray-900">
        {title}
      </h2>
      {rows.length === 0 ? (
        <p className="mt-2 text-sm text-gray-600">{t("chart.noData")}</p>
      ) : (
        <table className="mt-2 w-full text-start text-sm">
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr>
              <th scope="col" className="font-semibold">
                {t("chart.name")}
              </th>
              <th scope="col" className="font-semibold">
                {t("chart.members")}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.name} className="border-t border-gray-100">
                <th scope="row" className="py-1 pe-3 font-normal [overflow-wrap:anywhere]" dir="auto">
                  {countries ? countryName(row.name) : row.name}
                </th>
                <td className="w-1/2 py-1">
                  <span className="flex items-center gap-2">
                    {/* At most 80% of the cell, leaving room for the number. */}
                    <span
                      aria-hidden="true"
                      className="h-3 shrink-0 rounded-sm"
                      style={{ width: `${(row.count / max) * 80}%`, background: CHART_COLORS[0] }}
                    />
                    <span className="tabular-nums">{row.count}</span>
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
