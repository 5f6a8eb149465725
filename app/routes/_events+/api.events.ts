// GET /api/events → an array of events (filter, kind, q, near, in, within, cursor, limit; each with distanceKm); the
// next page's cursor rides in the Link header (rel="next") and X-Next-Cursor, as the feed does it. POST → 201
// with the new event: JSON, or multipart/form-data with the same fields as text and an optional `cover` photo
// (with `coverAlt`).
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { createEvent, listEvents } from "~/models/events.server";
import { requireUser } from "~/web/guards.server";
import { apiHandler, idempotencyKey, methodNotAllowed } from "~/web/api-response.server";
import { apiAction } from "~/web/api-idempotency.server";
import { listResponse } from "~/web/list-response.server";
import { readEventBody } from "~/web/event-body.server";

export const loader = ({ request, context }: LoaderFunctionArgs) =>
  apiHandler(async () => {
    const user = await requireUser(request, context);
    const url = new URL(request.url);
    const query = url.searchParams;
    const page = await listEvents(user, {
      filter: query.get("filter"),
      kind: query.get("kind"),
      q: query.get("q"),
      near: query.get("near"),
      in: query.get("in"),
      within: query.get("within"),
      cursor: query.get("cursor"),
      limit: query.get("limit"),
    });
    return listResponse(request, page.events, page.nextCursor);
  });

export const action = ({ request, context }: ActionFunctionArgs) =>
  apiAction({ request, context }, async () => {
    if (request.method !== "POST") return methodNotAllowed({ request });
    const user = await requireUser(request, context);
    const { input, cover } = await readEventBody(request);
    return Response.json(await createEvent(user, input, idempotencyKey(request), undefined, cover), {
      status: 201,
    });
  });
