// /services/{id}/edit: the provider (or an admin) changes a service. Works as a plain form.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { FormPage } from "~/components/layout/form-page";
import { ServiceForm } from "~/components/services/service-form";
import {
  getService,
  updateService,
  pageT,
  readForm,
  requireUser,
  actionSuccess,
  formFailure,
  invariantResponse,
  pageHandler,
} from "./services_.$id.edit.server";
import { dataTitleMeta } from "~/lib/page-context";
import { SERVICE_FORM_FIELDS } from "~/schemas/services";

export const meta = dataTitleMeta;

export function loader({ request, context, params }: LoaderFunctionArgs) {
  return pageHandler(async () => {
    const user = await requireUser(request, context);
    const service = await getService(user, params.id);
    const t = await pageT(request, context, "services");
    invariantResponse(service.canEdit, t("edit.forbidden"), 403);
    return { service, title: t("edit.title") };
  });
}

export function action({ request, context, params }: ActionFunctionArgs) {
  return pageHandler(async () => {
    const user = await requireUser(request, context);
    const form = await readForm(request);
    const t = await pageT(request, context, "services");
    try {
      // A form sends every field: a blank price or location clears it, an unticked box is "not remote".
      await updateService(user, params.id, {
        title: form.title,
        description: form.description,
        category: form.category,
        price: form.price?.trim() ? form.price : null,
        location: form.location?.trim() ? form.location : null,
        city: form.city ?? "",
        ...(form.placeId ? { placeId: form.placeId } : {}),
        isRemote: form.isRemote === "on",
        isOffering: form.isOffering ?? "true",
      });
      return actionSuccess(form, { toast: { type: "success", title: t("edit.updated") }, fallback: "/services" });
    } catch (error) {
      return formFailure(form, error, { message: t("edit.failed"), keep: SERVICE_FORM_FIELDS });
    }
  });
}

export default function EditServicePage() {
  const { service } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  const { t } = useTranslation("services");
  const initial = {
    title: service.title,
    description: service.description,
    category: service.category,
    price: service.price ?? "",
    location: service.location ?? "",
    city: service.place ? `${service.place.city}, ${service.place.country}` : "",
    isRemote: service.isRemote ? "on" : "",
    isOffering: String(service.isOffering),
  };
  return (
    <FormPage title={t("edit.title")} back={{ to: "/services", label: t("edit.back") }} failure={failure}>
      <ServiceForm
        id="edit-service"
        action={`/services/${service.id}/edit`}
        submitLabel={t("edit.save")}
        initial={initial}
        failure={failure}
      />
    </FormPage>
  );
}
