// POST likes or unlikes, as the form's `pressed` asks (form target; the JSON API, /api/posts/:id/like, toggles).
import type { ActionFunctionArgs } from "@remix-run/node";
import { setLike } from "~/models/posts.server";
import { actionFailure, actionSuccess } from "~/web/page-response.server";
import { requireUser } from "~/web/guards.server";
import { readForm } from "~/web/form-body.server";
import { methodNotAllowed } from "~/web/api-response.server";
import { pageHandler } from "~/web/page-handler.server";
import { pageT } from "~/i18n/page-t.server";

export function action({ request, context, params }: ActionFunctionArgs) {
  return pageHandler(async () => {
    const user = await requireUser(request, context);
    const form = await readForm(request);
    try {
      await setLike(user, params.id, form);
      return actionSuccess(form, {});
    } catch (error) {
      return actionFailure(form, error, (await pageT(request, context, "feed"))("toasts.likeFailed"));
    }
  });
}

export const loader = methodNotAllowed;
