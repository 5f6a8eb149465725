import { useTranslation } from "react-i18next";
import { Link } from "~/components/ui/link";
import type { ReactNode } from "react";

export function SidebarCard({ title, seeAll, children }: { title: string; seeAll?: string; children: ReactNode }) {
  const { t } = useTranslation("home");
  // Letters and digits of any script, so titles in every language make distinct ids.
  const id = `sidebar-${title.toLowerCase().replace(/[^\p{L}\p{M}\p{N}_]+/gu, "-")}`;
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
            aria-label={t("sidebar.seeAllLabel", { title })}
          >
            {t("sidebar.seeAll")}
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  );
}
