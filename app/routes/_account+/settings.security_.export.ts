// POST /settings/security/export: the security page's "Download my data" (a resource route: its answer is
// the file itself, which a page's action cannot give). A refusal goes back to the page with its toast.
import type { ActionFunctionArgs } from "@remix-run/node";
import { exportCopy } from "~/copy/account";
import { readForm } from "~/web/form-body.server";
import { requireUser } from "~/web/guards.server";
import { accountExportResponse } from "~/web/account-export.server";
import { methodNotAllowed } from "~/web/api-response.server";
import { actionFailure } from "~/web/page-response.server";
import { pageHandler } from "~/web/page-handler.server";

export const loader = methodNotAllowed;

export function action({ request, context }: ActionFunctionArgs) {
  return pageHandler(async () => {
    const user = await requireUser(request, context);
    const form = await readForm(request);
    try {
      return await accountExportResponse(user);
    } catch (error) {
      return actionFailure(form, error, { title: exportCopy.heading }, "/settings/security");
    }
  });
}
