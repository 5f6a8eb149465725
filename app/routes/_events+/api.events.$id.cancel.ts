// POST /api/events/:id/cancel → the organizer cancels; the event stays, marked cancelled.
import type { ActionFunctionArgs } from "@remix-run/node";
import { cancelEvent } from "~/models/events.server";
import { requireUser } from "~/web/guards.server";
import { apiHandler, methodNotAllowed } from "~/web/api-response.server";

export const loader = methodNotAllowed;

export const action = ({ request, context, params }: ActionFunctionArgs) =>
  apiHandler(async () => {
    if (request.method !== "POST") return methodNotAllowed({ request });
    return Response.json(await cancelEvent(await requireUser(request, context), params.id));
  });
