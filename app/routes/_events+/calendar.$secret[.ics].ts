// GET /calendar/{secret}.ics: a member's private calendar feed (decision 086). No session: the secret is the
// key, so a phone's calendar can fetch it; an unknown or revoked secret is a plain 404.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { calendarFeed } from "~/models/calendar-feed.server";
import { isAppError } from "~/lib/errors";

export async function loader({ request, params }: LoaderFunctionArgs) {
  try {
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
  } catch (error) {
    if (isAppError(error) && error.status === 404)
      return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
    throw error;
  }
}
