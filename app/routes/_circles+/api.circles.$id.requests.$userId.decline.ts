// POST /api/circles/:id/requests/:userId/decline → a host declines a request to join (decision 088); the requester
// is told. 403 for anyone but the circle's hosts, 404 when there is no such request.
import type { ActionFunctionArgs } from "@remix-run/node";
import { decideJoinRequest } from "~/models/started-circles.server";
import { requireUser } from "~/web/guards.server";
import { methodNotAllowed } from "~/web/api-response.server";
import { apiAction } from "~/web/api-idempotency.server";

export const loader = methodNotAllowed;

export const action = ({ request, context, params }: ActionFunctionArgs) =>
  apiAction({ request, context }, async () => {
    if (request.method !== "POST") return methodNotAllowed({ request });
    return Response.json(
      await decideJoinRequest(await requireUser(request, context), params.id, params.userId, "decline"),
    );
  });
