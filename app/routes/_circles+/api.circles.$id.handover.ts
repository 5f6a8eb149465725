// POST /api/circles/:id/handover { userId, stay? } → a host hands a started circle to one of its members, who
// becomes a host; the old host steps down unless `stay` (decision 088).
import type { ActionFunctionArgs } from "@remix-run/node";
import { handOverCircle } from "~/models/started-circles.server";
import { requireUser } from "~/web/guards.server";
import { methodNotAllowed, readJsonBody } from "~/web/api-response.server";
import { apiAction } from "~/web/api-idempotency.server";

export const loader = methodNotAllowed;

export const action = ({ request, context, params }: ActionFunctionArgs) =>
  apiAction({ request, context }, async () => {
    if (request.method !== "POST") return methodNotAllowed({ request });
    const user = await requireUser(request, context);
    return Response.json(await handOverCircle(user, params.id, await readJsonBody(request)));
  });
