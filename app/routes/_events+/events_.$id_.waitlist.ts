// POST joins (intent=join, with `guests`) or leaves (intent=leave) the event's waitlist: the form target of the
// event page's waitlist panel (the JSON API is /api/events/:id/waitlist).
import type { ActionFunctionArgs } from "@remix-run/node";
import { joinWaitlist, leaveWaitlist } from "~/models/event-waitlist.server";
import { methodNotAllowed } from "~/web/api-response.server";
import { readForm } from "~/web/form-body.server";
import { requireUser } from "~/web/guards.server";
import { actionFailure, actionSuccess } from "~/web/page-response.server";
import { pageHandler } from "~/web/page-handler.server";
import { pageT } from "~/i18n/page-t.server";

export function action({ request, context, params }: ActionFunctionArgs) {
  return pageHandler(async () => {
    const user = await requireUser(request, context);
    const t = await pageT(request, context, "eventHosting");
    const form = await readForm(request);
    const fallback = `/events/${encodeURIComponent(params.id ?? "")}`;
    const leaving = form.intent === "leave";
    try {
      if (leaving) await leaveWaitlist(user, params.id);
      else await joinWaitlist(user, params.id, { guests: form.guests });
      return actionSuccess(form, {
        toast: { type: "success", title: t(leaving ? "waitlist.left" : "waitlist.joined") },
        fallback,
      });
    } catch (error) {
      return actionFailure(form, error, { title: t(leaving ? "waitlist.leaveFailed" : "waitlist.failed") }, fallback);
    }
  });
}

export const loader = methodNotAllowed;
