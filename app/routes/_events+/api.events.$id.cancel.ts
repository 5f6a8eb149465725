// POST /api/events/:id/cancel → the organizer cancels; the event stays, marked cancelled.
import type { ActionFunctionArgs } from "@remix-run/node";
import { cancelEvent } from "~/models/events.server";
import { requireUser } from "~/web/guards.server";
import { methodNotAllowed } from "~/web/api-response.server";
import { apiAction } from "~/web/api-idempotency.server";

export const loader = methodNotAllowed;

export const action = ({ request, context, params }: ActionFunctionArgs) =>
  apiAction({ request, context }, async () => {
    if (request.method !== "POST") return methodNotAllowed({ request });
    return Response.json(await cancelEvent(await requireUser(request, context), params.id));
  });
