// Building blocks shared by the member screens.
import type { ReactNode } from "react";

export function PageShell({
  title,
  subtitle,
  actions,
  children,
}: {
  /** Interface text, or a node (a member's title in an element with dir="auto"). */
  title: ReactNode;
  subtitle?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <main className="mx-auto w-full max-w-7xl px-4 py-6">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold text-gray-900 [overflow-wrap:anywhere] sm:text-3xl">{title}</h1>
          {subtitle ? <p className="mt-1 text-gray-600">{subtitle}</p> : null}
        </div>
        {actions}
      </div>
      {children}
    </main>
  );
}

export function EmptyState({
  title,
  description,
  children,
}: {
  /** Interface text, or a node (a member's words in an element with dir="auto"). */
  title: ReactNode;
  description?: string;
  children?: ReactNode;
}) {
  return (
    <div className="card flex flex-col items-center gap-3 py-12 text-center" data-testid="empty-state">
      <h2 className="text-lg font-semibold text-gray-900">{title}</h2>
      {description ? <p className="max-w-md text-sm text-gray-600 [overflow-wrap:anywhere]">{description}</p> : null}
      {children}
    </div>
  );
}
