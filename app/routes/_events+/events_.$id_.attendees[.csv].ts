// /events/{id}/attendees.csv: the hosts' list as a spreadsheet file, headings in the reader's language.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { attendeesCsv } from "~/models/event-attendees.server";
import { requireUser } from "~/web/guards.server";
import { pageHandler } from "~/web/page-handler.server";
import { pageT } from "~/i18n/page-t.server";

export function loader({ request, context, params }: LoaderFunctionArgs) {
  return pageHandler(async () => {
    const user = await requireUser(request, context);
    const t = await pageT(request, context, "eventHosting");
    const { filename, body } = await attendeesCsv(
      user,
      params.id,
      {
        name: t("tools.name"),
        status: t("tools.status"),
        guests: t("csv.guests"),
        answeredAt: t("tools.answeredAt"),
        position: t("csv.position"),
      },
      { attending: t("tools.going"), maybe: t("tools.maybe"), waiting: t("csv.waiting") },
    );
    return new Response(body, {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="${filename}"`,
        "Cache-Control": "private, no-store",
      },
    });
  });
}
