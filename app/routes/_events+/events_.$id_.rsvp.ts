// POST sets the viewer's RSVP (form target of the Attend / Maybe buttons; the JSON API is
// /api/events/:id/rsvp). Pressing the active choice again cancels it.
import type { ActionFunctionArgs } from "@remix-run/node";
import { setRsvp } from "~/models/events.server";
import { methodNotAllowed } from "~/web/api-response.server";
import { readForm } from "~/web/form-body.server";
import { requireUser } from "~/web/guards.server";
import { actionFailure, actionSuccess } from "~/web/page-response.server";
import { pageHandler } from "~/web/page-handler.server";
import { pageT } from "~/i18n/page-t.server";

export function action({ request, context, params }: ActionFunctionArgs) {
  return pageHandler(async () => {
    const user = await requireUser(request, context);
    const t = await pageT(request, context, "events");
    const form = await readForm(request);
    const fallback = `/events/${encodeURIComponent(params.id ?? "")}`;
    try {
      await setRsvp(user, params.id, { status: form.status, guests: form.guests });
      return actionSuccess(form, { toast: { type: "success", title: t("rsvp.updated") }, fallback });
    } catch (error) {
      // The spec's failure, with the reason under it ("This event is full", "You're hosting this event").
      return actionFailure(form, error, { title: t("rsvp.failed") }, fallback);
    }
  });
}

export const loader = methodNotAllowed;
