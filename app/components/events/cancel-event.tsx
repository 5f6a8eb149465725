// Cancel event, for its organizer: it asks first (decision 036), in a dialog with JS, on /events/{id}/cancel
// without.
import type { TFunction } from "i18next";
import { useTranslation } from "~/i18n/react";
import { ConfirmAction } from "~/components/ui/kit";
import type { Confirmation } from "~/components/ui/confirmation";

export const cancelEventConfirmation = (t: TFunction, event: { title: string; responses: number }): Confirmation => ({
  title: t("cancel.question", { title: event.title }),
  subject: event.title,
  body: event.responses > 0 ? t("cancel.bodyResponded", { count: event.responses }) : t("cancel.body"),
  confirm: t("cancel.confirm"),
  cancel: t("cancel.keep"),
});

export function CancelEventButton({ event }: { event: { id: string; title: string; responses: number } }) {
  const { t } = useTranslation("events");
  const page = `/events/${encodeURIComponent(event.id)}/cancel`;
  return (
    <ConfirmAction page={page} confirmation={cancelEventConfirmation(t, event)} className="btn-secondary text-red-700">
      {t("cancel.button")}
    </ConfirmAction>
  );
}
