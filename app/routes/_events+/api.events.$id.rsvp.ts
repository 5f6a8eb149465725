// POST /api/events/:id/rsvp {status} → the caller's new status and the counts; DELETE removes the RSVP.
import type { ActionFunctionArgs } from "@remix-run/node";
import { setRsvp } from "~/models/events.server";
import { requireUser } from "~/web/guards.server";
import { methodNotAllowed, readJsonBody } from "~/web/api-response.server";
import { apiAction } from "~/web/api-idempotency.server";

export const loader = methodNotAllowed;

export const action = ({ request, context, params }: ActionFunctionArgs) =>
  apiAction({ request, context }, async () => {
    if (request.method === "DELETE")
      return Response.json(await setRsvp(await requireUser(request, context), params.id, { status: "none" }));
    if (request.method !== "POST") return methodNotAllowed({ request });
    const user = await requireUser(request, context);
    return Response.json(await setRsvp(user, params.id, await readJsonBody(request)));
  });
