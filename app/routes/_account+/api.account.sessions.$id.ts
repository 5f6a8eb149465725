// DELETE /api/account/sessions/{id}: ends one of the caller's sessions (its sockets close at once); 404 for any other.
import type { ActionFunctionArgs } from "@remix-run/node";
import { endDevice } from "~/models/devices.server";
import { currentSessionHash, requireUser } from "~/web/guards.server";
import { methodNotAllowed } from "~/web/api-response.server";
import { apiAction } from "~/web/api-idempotency.server";

export const action = ({ request, context, params }: ActionFunctionArgs) =>
  apiAction({ request, context }, async () => {
    if (request.method !== "DELETE") return methodNotAllowed({ request });
    const user = await requireUser(request, context);
    return Response.json(await endDevice(user, { sessionId: params.id }, currentSessionHash(request)));
  });

export const loader = methodNotAllowed;
