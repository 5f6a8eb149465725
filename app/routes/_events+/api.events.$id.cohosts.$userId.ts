// POST /api/events/:id/cohosts/:userId names a co-host; DELETE removes one. The organizer only (decision 085).
import type { ActionFunctionArgs } from "@remix-run/node";
import { addCohost, removeCohost } from "~/models/event-cohosts.server";
import { requireUser } from "~/web/guards.server";
import { methodNotAllowed } from "~/web/api-response.server";
import { apiAction } from "~/web/api-idempotency.server";

export const loader = methodNotAllowed;

export const action = ({ request, context, params }: ActionFunctionArgs) =>
  apiAction({ request, context }, async () => {
    if (request.method === "DELETE")
      return Response.json(await removeCohost(await requireUser(request, context), params.id, params.userId));
    if (request.method !== "POST") return methodNotAllowed({ request });
    return Response.json(await addCohost(await requireUser(request, context), params.id, params.userId));
  });
