import { useTranslation } from "react-i18next";

/** What a hidden item can be, as its page calls it (the badge's sentence names it). */
export type HiddenItemKind = "post" | "comment" | "question" | "response" | "service" | "event";

// Shown to an item's author (and admins) on content an admin hid after a report: nobody else sees it.
export function HiddenBadge({ what }: { what: HiddenItemKind }) {
  const { t } = useTranslation("moderation");
  return (
    <p
      className="mt-2 rounded-lg bg-amber-50 px-3 py-2 text-xs font-medium text-amber-900"
      role="note"
      data-testid="hidden-badge"
    >
      {t(`hiddenBadge.${what}`)}
    </p>
  );
}
