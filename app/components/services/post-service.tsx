// "Post Service": a link to /services/new without JS; with JS a dialog on the list page holding the
// same form, which closes once the service is posted (the list reloads with it).
import { useTranslation } from "~/i18n/react";
import { FormDialog, lazyForm } from "~/components/layout/form-dialog";

const { Form: ServiceForm, load } = lazyForm(() => import("./service-form").then((module) => module.ServiceForm));

export function PostServiceButton() {
  const { t } = useTranslation("services");
  return (
    <FormDialog label={t("post.button")} page="/services/new" title={t("post.title")} id="post-service" load={load}>
      {(close) => (
        <ServiceForm id="post-service" action="/services/new" submitLabel={t("post.button")} onSaved={close} />
      )}
    </FormDialog>
  );
}
