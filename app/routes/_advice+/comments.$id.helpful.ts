// POST sets Helpful on a response, as the form's `pressed` asks (form target; the JSON API,
// /api/comments/:id/helpful, toggles).
import type { ActionFunctionArgs } from "@remix-run/node";
import { setHelpful } from "~/models/advice.server";
import { methodNotAllowed } from "~/web/api-response.server";
import { readForm } from "~/web/form-body.server";
import { requireUser } from "~/web/guards.server";
import { actionFailure, actionSuccess } from "~/web/page-response.server";
import { pageHandler } from "~/web/page-handler.server";
import { pageT } from "~/i18n/page-t.server";

export function action({ request, context, params }: ActionFunctionArgs) {
  return pageHandler(async () => {
    const user = await requireUser(request, context);
    const form = await readForm(request);
    try {
      await setHelpful(user, params.id, form);
      return actionSuccess(form, { fallback: "/advice" });
    } catch (error) {
      const t = await pageT(request, context, "advice");
      return actionFailure(form, error, t("helpful.failed"), "/advice");
    }
  });
}

export const loader = methodNotAllowed;
