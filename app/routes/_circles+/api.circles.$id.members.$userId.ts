// DELETE /api/circles/:id/members/:userId → a host removes a member from a started circle (decision 088); they
// are told. 403 for anyone but its hosts, 404 for someone not in it.
import type { ActionFunctionArgs } from "@remix-run/node";
import { removeCircleMember } from "~/models/started-circles.server";
import { requireUser } from "~/web/guards.server";
import { methodNotAllowed } from "~/web/api-response.server";
import { apiAction } from "~/web/api-idempotency.server";

export const loader = methodNotAllowed;

export const action = ({ request, context, params }: ActionFunctionArgs) =>
  apiAction({ request, context }, async () => {
    if (request.method !== "DELETE") return methodNotAllowed({ request });
    return Response.json(await removeCircleMember(await requireUser(request, context), params.id, params.userId));
  });
