// Keyset pages of a list as links (they work without JS): back to the first page, and the next one.
import { useTranslation } from "~/i18n/react";
import { Link } from "~/components/ui/kit";

export function ListPager({
  firstPage,
  nextPage,
  paged,
  moreLabel,
}: {
  firstPage: string;
  nextPage: string | null;
  paged: boolean;
  moreLabel: string;
}) {
  const { t } = useTranslation();
  return (
    <nav className="mt-6 flex flex-wrap justify-center gap-3" aria-label={t("pager.label")}>
      {paged ? (
        <Link to={firstPage} className="btn-secondary">
          {t("pager.first")}
        </Link>
      ) : null}
      {nextPage ? (
        <Link to={nextPage} className="btn-secondary">
          {moreLabel}
        </Link>
      ) : null}
    </nav>
  );
}
