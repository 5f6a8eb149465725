// GET /api/circles/:id/requests → the requests to join a started circle (its hosts only: 403 otherwise).
// POST /api/circles/:id/requests → the caller asks to join (a circle by request) or joins (a public one); the
// circle as they now see it (isMember, started.requested). Answers the same when repeated. Decision 088.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { joinCircle } from "~/models/circles.server";
import { listJoinRequests } from "~/models/started-circles.server";
import { requireUser } from "~/web/guards.server";
import { apiHandler, methodNotAllowed } from "~/web/api-response.server";
import { apiAction } from "~/web/api-idempotency.server";

export const loader = ({ request, context, params }: LoaderFunctionArgs) =>
  apiHandler(async () => Response.json(await listJoinRequests(await requireUser(request, context), params.id)));

export const action = ({ request, context, params }: ActionFunctionArgs) =>
  apiAction({ request, context }, async () => {
    if (request.method !== "POST") return methodNotAllowed({ request });
    return Response.json(await joinCircle(await requireUser(request, context), params.id));
  });
