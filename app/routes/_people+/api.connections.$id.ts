// DELETE /api/connections/:id: withdraw a request you sent, or remove a connection.
import type { ActionFunctionArgs } from "@remix-run/node";
import { deleteConnection } from "~/models/connections.server";
import { requireUser } from "~/web/guards.server";
import { methodNotAllowed } from "~/web/api-response.server";
import { apiAction } from "~/web/api-idempotency.server";

export const loader = methodNotAllowed;

export const action = ({ request, context, params }: ActionFunctionArgs) =>
  apiAction({ request, context }, async () => {
    if (request.method !== "DELETE") return methodNotAllowed({ request });
    return Response.json(await deleteConnection(await requireUser(request, context), params.id));
  });
