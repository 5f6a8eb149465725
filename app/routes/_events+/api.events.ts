// GET /api/events → an array of events (filter, kind, q, near, in, within, cursor, limit; each with distanceKm); the
// next page's cursor rides in the Link header (rel="next") and X-Next-Cursor, as the feed does it. POST → 201
// with the new event: JSON, or multipart/form-data with the same fields as text and an optional `cover` photo
// (with `coverAlt`). `repeat: { every, until?, count? }` makes a series (decision 086): the answer is its first date,
// with `seriesId`; a multipart body says it as `repeat.every`, `repeat.until`, `repeat.count`.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { listEvents } from "~/models/events.server";
import { createEventOrSeries } from "~/models/event-series.server";
import { repeatFromForm } from "~/schemas/event-series";
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
    const flat = input as Record<string, unknown>;
    // A multipart body's flat `repeat.*` fields, as the Create Event form sends them.
    const body =
      typeof flat["repeat.every"] === "string"
        ? {
            ...flat,
            repeat: repeatFromForm({
              "repeat.end": flat["repeat.until"] ? "until" : "count",
              ...(flat as Record<string, string>),
            }),
          }
        : input;
    return Response.json(await createEventOrSeries(user, body, idempotencyKey(request), undefined, cover), {
      status: 201,
    });
  });
