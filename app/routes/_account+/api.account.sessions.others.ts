// DELETE /api/account/sessions/others: ends every session of the caller but the calling one; answers how many ended.
import type { ActionFunctionArgs } from "@remix-run/node";
import { endOtherDevices } from "~/models/devices.server";
import { currentSessionHash, requireUser } from "~/web/guards.server";
import { methodNotAllowed } from "~/web/api-response.server";
import { apiAction } from "~/web/api-idempotency.server";

export const action = ({ request, context }: ActionFunctionArgs) =>
  apiAction({ request, context }, async () => {
    if (request.method !== "DELETE") return methodNotAllowed({ request });
    const user = await requireUser(request, context);
    return Response.json({ ended: await endOtherDevices(user, currentSessionHash(request)) });
  });

export const loader = methodNotAllowed;
