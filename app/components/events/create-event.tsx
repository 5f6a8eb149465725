// "Create Event": a link to /events/new without JS; with JS a dialog on the list page holding the same
// form. Once created, both lead to the new event's page (a far-off event may not be on the list's first page).
import { FormDialog } from "~/components/layout/form-dialog";
import { EventForm } from "./event-form";

export function CreateEventButton({ timeZone, id = "create-event" }: { timeZone: string; id?: string }) {
  return (
    <FormDialog label="Create Event" page="/events/new" title="Create an event" id={id}>
      {(close) => (
        <EventForm id={id} action="/events/new" submitLabel="Create Event" timeZone={timeZone} onSaved={close} />
      )}
    </FormDialog>
  );
}
