// "Create Event": a link to /events/new without JS; with JS a dialog on the list page holding the same
// form. Once created, both lead to the new event's page (a far-off event may not be on the list's first page).
import { useTranslation } from "react-i18next";
import { FormDialog } from "~/components/layout/form-dialog";
import { EventForm } from "./event-form";

export function CreateEventButton({ timeZone, id = "create-event" }: { timeZone: string; id?: string }) {
  const { t } = useTranslation("events");
  return (
    <FormDialog label={t("create.button")} page="/events/new" title={t("create.title")} id={id}>
      {(close) => (
        <EventForm
          id={id}
          action="/events/new"
          submitLabel={t("create.button")}
          timeZone={timeZone}
          onSaved={close}
          repeat
          failedTitle={t("create.failed")}
        />
      )}
    </FormDialog>
  );
}
