// /services/{id}/delete: the confirmation, then the delete (provider or admin).
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { deleteServiceConfirmation } from "~/components/services/service-card";
import { ConfirmPage } from "~/components/ui/confirm-page";
import {
  deleteService,
  getService,
  pageT,
  readForm,
  requireUser,
  safeRedirect,
  actionFailure,
  actionSuccess,
  invariantResponse,
  pageHandler,
} from "./services_.$id.delete.server";
import { dataTitleMeta } from "~/lib/page-context";

export const meta = dataTitleMeta;

export function loader({ request, context, params }: LoaderFunctionArgs) {
  return pageHandler(async () => {
    const user = await requireUser(request, context);
    const service = await getService(user, params.id);
    const t = await pageT(request, context, "services");
    invariantResponse(service.canEdit, t("delete.forbidden"), 403);
    return {
      title: t("delete.title"),
      preview: service.title,
      returnTo: safeRedirect(new URL(request.url).searchParams.get("returnTo"), "/services"),
    };
  });
}

export function action({ request, context, params }: ActionFunctionArgs) {
  return pageHandler(async () => {
    const user = await requireUser(request, context);
    const form = await readForm(request);
    const t = await pageT(request, context, "services");
    try {
      await deleteService(user, params.id);
      return actionSuccess(form, { toast: { type: "success", title: t("delete.deleted") }, fallback: "/services" });
    } catch (error) {
      return actionFailure(form, error, t("delete.failed"), "/services");
    }
  });
}

export default function DeleteServicePage() {
  const { preview, returnTo } = useLoaderData<typeof loader>();
  const { t } = useTranslation("services");
  return <ConfirmPage confirmation={deleteServiceConfirmation(t, preview)} returnTo={returnTo} />;
}
