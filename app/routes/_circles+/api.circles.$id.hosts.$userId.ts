// POST /api/circles/:id/hosts/:userId appoints a host; DELETE removes one. Admins only (issue 47, decision 087).
import type { ActionFunctionArgs } from "@remix-run/node";
import { appointCircleHost, removeCircleHost } from "~/models/circle-keeping.server";
import { requireUser } from "~/web/guards.server";
import { methodNotAllowed } from "~/web/api-response.server";
import { apiAction } from "~/web/api-idempotency.server";

export const loader = methodNotAllowed;

export const action = ({ request, context, params }: ActionFunctionArgs) =>
  apiAction({ request, context }, async () => {
    if (request.method === "DELETE")
      return Response.json(await removeCircleHost(await requireUser(request, context), params.id, params.userId));
    if (request.method !== "POST") return methodNotAllowed({ request });
    return Response.json(await appointCircleHost(await requireUser(request, context), params.id, params.userId));
  });
