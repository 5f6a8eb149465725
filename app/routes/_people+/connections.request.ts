// POST: send a connection request (form target; the JSON API is /api/connections/request).
import type { ActionFunctionArgs } from "@remix-run/node";
import { requestConnection } from "~/models/connections.server";
import { actionFailure, actionSuccess } from "~/web/page-response.server";
import { requireUser } from "~/web/guards.server";
import { readForm } from "~/web/form-body.server";
import { SUBMISSION_FIELD } from "~/lib/submission-token";
import { methodNotAllowed } from "~/web/api-response.server";
import { pageHandler } from "~/web/page-handler.server";
import { pageT } from "~/i18n/page-t.server";

export function action({ request, context }: ActionFunctionArgs) {
  return pageHandler(async () => {
    const user = await requireUser(request, context);
    const form = await readForm(request);
    const t = await pageT(request, context, "people");
    try {
      await requestConnection(user, form, form[SUBMISSION_FIELD]);
      return actionSuccess(form, { toast: { type: "success", title: t("connections.requestSent") } });
    } catch (error) {
      return actionFailure(form, error, t("connections.requestFailed"));
    }
  });
}

export const loader = methodNotAllowed;
