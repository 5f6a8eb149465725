// POST /settings/security/export: the security page's "Download my data" asks for the file (the export.build
// job prepares it; decision 046) and comes back to the page with a toast; refused (once a day) with its reason.
import type { ActionFunctionArgs } from "@remix-run/node";
import { pageT } from "~/i18n/page-t.server";
import { requestExport } from "~/models/data-exports.server";
import { readForm } from "~/web/form-body.server";
import { requireUser } from "~/web/guards.server";
import { methodNotAllowed } from "~/web/api-response.server";
import { actionFailure, actionSuccess } from "~/web/page-response.server";
import { pageHandler } from "~/web/page-handler.server";

export const loader = methodNotAllowed;

export function action({ request, context }: ActionFunctionArgs) {
  return pageHandler(async () => {
    const user = await requireUser(request, context);
    const form = await readForm(request);
    const t = await pageT(request, context, "account");
    try {
      await requestExport(user);
      return await actionSuccess(form, {
        to: "/settings/security",
        toast: { type: "success", title: t("export.requested"), description: t("export.requestedDescription") },
      });
    } catch (error) {
      return actionFailure(form, error, { title: t("export.heading") }, "/settings/security");
    }
  });
}
