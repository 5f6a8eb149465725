// Issue 43 §6: "edited" on a post or comment its author changed (when, in its title), and the author's Edit link
// to the page that edits it (a link: it works without scripts).
import { useTranslation } from "~/i18n/react";
import { Link } from "~/components/ui/kit";
import { relativeTime, useLocale } from "~/lib/page-context";

export function EditedMark({ editedAt, now }: { editedAt: string | null; now: string }) {
  const { t } = useTranslation("feed");
  const locale = useLocale();
  if (!editedAt) return null;
  const when = relativeTime(editedAt, now, locale);
  return (
    <time
      dateTime={editedAt}
      title={t("edit.editedAt", { time: when })}
      className="text-xs text-gray-500"
      data-testid="edited"
    >
      {t("edit.edited")}
    </time>
  );
}

export function EditLink({ to, label, className }: { to: string; label: string; className?: string }) {
  const { t } = useTranslation("feed");
  return (
    <Link to={to} aria-label={label} className={className ?? "act"} data-testid="edit-link">
      {t("edit.action")}
    </Link>
  );
}
