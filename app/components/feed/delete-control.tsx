// Delete on one's own post or comment: it asks first (decision 036), in a dialog with JS, on the post's or
// comment's delete page without.
import { useTranslation } from "react-i18next";
import { ConfirmAction } from "~/components/ui/confirm-action";
import type { Confirmation } from "~/components/ui/confirmation";

export type Deletable = "post" | "comment" | "service";

/** How much of the item the question quotes. */
export const PREVIEW_LENGTH = 280;

/** A t of the feed's messages (useTranslation("feed") or pageT(..., "feed")). */
type FeedT = (key: string) => string;

/** The question; in English when no t is given (the feed's messages deleteConfirmation.*). */
export const deleteConfirmation = (what: Deletable, preview: string, t?: FeedT): Confirmation => ({
  title: t ? t(`deleteConfirmation.title.${what}`) : `Delete this ${what}?`,
  body: t ? t("deleteConfirmation.body") : "This cannot be undone.",
  confirm: t ? t("deleteConfirmation.confirm") : "Delete",
  preview: preview.slice(0, PREVIEW_LENGTH),
});

export function DeleteControl({
  action,
  what,
  preview,
  returnTo,
}: {
  action: string;
  what: "post" | "comment";
  preview: string;
  returnTo: string;
}) {
  const { t } = useTranslation("feed");
  return (
    <ConfirmAction
      page={action}
      returnTo={returnTo}
      confirmation={deleteConfirmation(what, preview, t)}
      className="btn-ghost px-3 text-red-700"
      aria-label={t(`deleteControl.label.${what}`)}
    >
      {t("deleteControl.delete")}
    </ConfirmAction>
  );
}
