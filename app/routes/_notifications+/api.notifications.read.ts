// POST /api/notifications/read: `{}` (or no body) marks all the caller's notifications read, `{ids}` those.
import type { ActionFunctionArgs } from "@remix-run/node";
import { markNotificationsRead } from "~/models/notifications.server";
import { requireUser } from "~/web/guards.server";
import { methodNotAllowed, readJsonBody } from "~/web/api-response.server";
import { apiAction } from "~/web/api-idempotency.server";

export const action = ({ request, context }: ActionFunctionArgs) =>
  apiAction({ request, context }, async () => {
    if (request.method !== "POST") return methodNotAllowed({ request });
    const user = await requireUser(request, context);
    return Response.json(await markNotificationsRead(user, await readJsonBody(request)));
  });

export const loader = methodNotAllowed;
