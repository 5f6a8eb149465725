// "Post Service": a link to /services/new without JS; with JS a dialog on the list page holding the
// same form, which closes once the service is posted (the list reloads with it).
import { FormDialog } from "~/components/layout/form-dialog";
import { ServiceForm } from "./service-form";

export function PostServiceButton() {
  return (
    <FormDialog label="Post Service" page="/services/new" title="Post a service" id="post-service">
      {(close) => <ServiceForm id="post-service" action="/services/new" submitLabel="Post Service" onSaved={close} />}
    </FormDialog>
  );
}
