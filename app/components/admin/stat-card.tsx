import { numberFormat, useLocale } from "~/lib/page-context";

export function StatCard({
  label,
  value,
  testId,
  note,
}: {
  label: string;
  value: number;
  testId: string;
  /** What the figure counts, when its label alone could be read two ways. */
  note?: string;
}) {
  const number = numberFormat(useLocale());
  return (
    <div className="card">
      <dt className="text-sm font-medium text-gray-600">{label}</dt>
      <dd className="mt-1 text-3xl font-bold text-gray-900" data-testid={testId} data-value={value}>
        {number.format(value)}
      </dd>
      {note ? (
        <dd className="mt-1 text-xs text-gray-600" data-testid={`${testId}-note`}>
          {note}
        </dd>
      ) : null}
    </div>
  );
}
