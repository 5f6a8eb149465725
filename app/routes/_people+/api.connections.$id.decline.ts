// POST /api/connections/:id/decline: the receiver answers a request (anyone else: 404).
import type { ActionFunctionArgs } from "@remix-run/node";
import { declineConnection } from "~/models/connections.server";
import { requireUser } from "~/web/guards.server";
import { methodNotAllowed } from "~/web/api-response.server";
import { apiAction } from "~/web/api-idempotency.server";

export const loader = methodNotAllowed;

export const action = ({ request, context, params }: ActionFunctionArgs) =>
  apiAction({ request, context }, async () => {
    if (request.method !== "POST") return methodNotAllowed({ request });
    return Response.json(await declineConnection(await requireUser(request, context), params.id));
  });
