// "Create Event": a link to /events/new without JS; with JS a dialog on the list page holding the same
// form. Once created, both lead to the new event's page (a far-off event may not be on the list's first page).
import { useTranslation } from "~/i18n/react";
import { FormDialog, lazyForm } from "~/components/layout/form-dialog";

const { Form: EventForm, load } = lazyForm(() => import("./event-form").then((module) => module.EventForm));

export function CreateEventButton({ timeZone, id = "create-event" }: { timeZone: string; id?: string }) {
  const { t } = useTranslation("events");
  return (
    <FormDialog label={t("create.button")} page="/events/new" title={t("create.title")} id={id} load={load}>
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
