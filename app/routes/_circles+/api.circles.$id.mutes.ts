// POST /api/circles/:id/mutes {userId, days: 1|7|30} mutes a member in the circle until then. The circle's hosts
// only (issue 47, decision 087).
import type { ActionFunctionArgs } from "@remix-run/node";
import { muteCircleMember } from "~/models/circle-keeping.server";
import { requireUser } from "~/web/guards.server";
import { methodNotAllowed, readJsonBody } from "~/web/api-response.server";
import { apiAction } from "~/web/api-idempotency.server";

export const loader = methodNotAllowed;

export const action = ({ request, context, params }: ActionFunctionArgs) =>
  apiAction({ request, context }, async () => {
    if (request.method !== "POST") return methodNotAllowed({ request });
    const user = await requireUser(request, context);
    return Response.json(await muteCircleMember(user, params.id, await readJsonBody(request)), { status: 201 });
  });
