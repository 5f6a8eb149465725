// POST /api/events/:id/waitlist {guests?} → the caller's place in line; DELETE leaves it (decision 085).
import type { ActionFunctionArgs } from "@remix-run/node";
import { joinWaitlist, leaveWaitlist } from "~/models/event-waitlist.server";
import { requireUser } from "~/web/guards.server";
import { methodNotAllowed, readJsonBody } from "~/web/api-response.server";
import { apiAction } from "~/web/api-idempotency.server";

export const loader = methodNotAllowed;

export const action = ({ request, context, params }: ActionFunctionArgs) =>
  apiAction({ request, context }, async () => {
    if (request.method === "DELETE")
      return Response.json(await leaveWaitlist(await requireUser(request, context), params.id));
    if (request.method !== "POST") return methodNotAllowed({ request });
    const user = await requireUser(request, context);
    return Response.json(await joinWaitlist(user, params.id, await readJsonBody(request)), { status: 201 });
  });
