// "Report" on anything a member can report: a link to the report page (works without JS), which sends
// them back to `returnTo` with a toast.
import { useTranslation } from "react-i18next";
import { Link } from "~/components/ui/link";
import type { ReportSubjectType } from "~/schemas/report-kinds";

export function reportPath(type: ReportSubjectType, id: string, returnTo: string): string {
  return `/report/${type}/${encodeURIComponent(id)}?returnTo=${encodeURIComponent(returnTo)}`;
}

export function ReportLink({
  type,
  id,
  returnTo,
  className = "btn-ghost px-3 text-gray-500",
}: {
  type: ReportSubjectType;
  id: string;
  returnTo: string;
  className?: string;
}) {
  const { t } = useTranslation("moderation");
  return (
    <Link
      to={reportPath(type, id, returnTo)}
      className={className}
      aria-label={t(`reportLink.label.${type}`)}
      rel="nofollow"
    >
      {t("reportLink.text")}
    </Link>
  );
}
