// GET /events/{id}.ics: the event as an iCalendar file that Google, Apple and Outlook import.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { eventCalendar } from "~/models/event-calendar.server";
import { requireUser } from "~/web/guards.server";
import { pageHandler } from "~/web/page-handler.server";

export function loader({ request, context, params }: LoaderFunctionArgs) {
  return pageHandler(async () => {
    const user = await requireUser(request, context);
    const origin = new URL(request.url).origin;
    const { filename, body } = await eventCalendar(user, params.id, origin);
    return new Response(body, {
      headers: {
        "Content-Type": "text/calendar; charset=utf-8",
        "Content-Disposition": `attachment; filename="${filename}"`,
      },
    });
  });
}
