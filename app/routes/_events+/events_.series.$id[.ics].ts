// GET /events/series/{id}.ics: every date of a series as one iCalendar file (decision 086).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { seriesCalendar } from "~/models/series-calendar.server";
import { requireUser } from "~/web/guards.server";
import { pageHandler } from "~/web/page-handler.server";

export function loader({ request, context, params }: LoaderFunctionArgs) {
  return pageHandler(async () => {
    const user = await requireUser(request, context);
    const { filename, body } = await seriesCalendar(user, params.id, new URL(request.url).origin);
    return new Response(body, {
      headers: {
        "Content-Type": "text/calendar; charset=utf-8",
        "Content-Disposition": `attachment; filename="${filename}"`,
      },
    });
  });
}
