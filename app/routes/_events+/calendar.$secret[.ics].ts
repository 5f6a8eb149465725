// GET /calendar/{secret}.ics: a member's private calendar feed (decision 086). No session: the secret is the
// key, so a phone's calendar can fetch it; an unknown or revoked secret is a plain-text 404 (pageHandler).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { calendarFeed } from "~/models/calendar-feed.server";
import { pageHandler } from "~/web/page-handler.server";

export function loader({ request, params }: LoaderFunctionArgs) {
  return pageHandler(async () => {
    const body = await calendarFeed(params.secret, new URL(request.url).origin);
    return new Response(body, {
      headers: {
        "Content-Type": "text/calendar; charset=utf-8",
        // One member's: no shared cache keeps it; calendars ask again each time (they poll hourly at most).
        "Cache-Control": "private, no-cache",
        "Referrer-Policy": "no-referrer",
        "X-Robots-Tag": "noindex",
      },
    });
  });
}
