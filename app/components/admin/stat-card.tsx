const number = new Intl.NumberFormat("en-US");

export function StatCard({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <div className="card">
      <dt className="text-sm font-medium text-gray-600">{label}</dt>
      <dd className="mt-1 text-3xl font-bold text-gray-900" data-testid={testId} data-value={value}>
        {number.format(value)}
      </dd>
    </div>
  );
}
