import { Link } from "~/components/ui/link";
import type { ReactNode } from "react";

export function SidebarCard({ title, seeAll, children }: { title: string; seeAll?: string; children: ReactNode }) {
  const id = `sidebar-${title.toLowerCase().replace(/\W+/g, "-")}`;
  return (
    <section className="card" aria-labelledby={id}>
      <div className="mb-3 flex items-center justify-between">
        <h2 id={id} className="font-semibold text-gray-900">
          {title}
        </h2>
        {seeAll ? (
          <Link
            to={seeAll}
            className="text-sm font-medium text-brand-700 hover:underline"
            aria-label={`See all: ${title}`}
          >
            See All
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  );
}
