// GET /api/events/:id → the event with its attendees; PATCH → the organizer edits it (JSON, or multipart with
// a new `cover` photo; `removeCover: true` takes it away). `scope: "following"` edits this date of a series and
// the later ones (decision 086); "this", the default, this date only.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { getEvent } from "~/models/events.server";
import { updateEventInScope } from "~/models/event-series.server";
import { requireUser } from "~/web/guards.server";
import { apiHandler, methodNotAllowed } from "~/web/api-response.server";
import { apiAction } from "~/web/api-idempotency.server";
import { readEventBody } from "~/web/event-body.server";

export const loader = ({ request, context, params }: LoaderFunctionArgs) =>
  apiHandler(async () => Response.json(await getEvent(await requireUser(request, context), params.id)));

export const action = ({ request, context, params }: ActionFunctionArgs) =>
  apiAction({ request, context }, async () => {
    if (request.method !== "PATCH") return methodNotAllowed({ request });
    const user = await requireUser(request, context);
    const { input, cover } = await readEventBody(request);
    return Response.json(await updateEventInScope(user, params.id, input, undefined, cover));
  });
