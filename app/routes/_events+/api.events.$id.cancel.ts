// POST /api/events/:id/cancel → the organizer cancels; the event stays, marked cancelled. An optional JSON body
// `{ "scope": "following" }` cancels this date of a series and the later ones (decision 086).
import type { ActionFunctionArgs } from "@remix-run/node";
import { cancelEventInScope } from "~/models/event-series.server";
import { requireUser } from "~/web/guards.server";
import { methodNotAllowed, readJsonBody } from "~/web/api-response.server";
import { apiAction } from "~/web/api-idempotency.server";

export const loader = methodNotAllowed;

export const action = ({ request, context, params }: ActionFunctionArgs) =>
  apiAction({ request, context }, async () => {
    if (request.method !== "POST") return methodNotAllowed({ request });
    const user = await requireUser(request, context);
    return Response.json(await cancelEventInScope(user, params.id, await readJsonBody(request)));
  });
