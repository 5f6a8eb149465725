// /services/{id}/delete: the confirmation, then the delete (provider or admin).
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { deleteConfirmation } from "~/components/feed/delete-control";
import { ConfirmPage } from "~/components/ui/confirm-page";
import { deleteService, getService } from "~/models/services.server";
import { titleMeta } from "~/lib/page-title";
import { readForm } from "~/web/form-body.server";
import { requireUser, safeRedirect } from "~/web/guards.server";
import { actionFailure, actionSuccess, invariantResponse } from "~/web/page-response.server";
import { pageHandler } from "~/web/page-handler.server";

export const meta = titleMeta("Delete service");

export function loader({ request, context, params }: LoaderFunctionArgs) {
  return pageHandler(async () => {
    const user = await requireUser(request, context);
    const service = await getService(user, params.id);
    invariantResponse(service.canEdit, "You can only delete your own services", 403);
    return {
      preview: service.title,
      returnTo: safeRedirect(new URL(request.url).searchParams.get("returnTo"), "/services"),
    };
  });
}

export function action({ request, context, params }: ActionFunctionArgs) {
  return pageHandler(async () => {
    const user = await requireUser(request, context);
    const form = await readForm(request);
    try {
      await deleteService(user, params.id);
      return actionSuccess(form, { toast: { type: "success", title: "Service deleted" }, fallback: "/services" });
    } catch (error) {
      return actionFailure(form, error, "Failed to delete service. Please try again.", "/services");
    }
  });
}

export default function DeleteServicePage() {
  const { preview, returnTo } = useLoaderData<typeof loader>();
  return <ConfirmPage confirmation={deleteConfirmation("service", preview)} returnTo={returnTo} />;
}
