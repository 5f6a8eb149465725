// POST /api/circles/:id/join → the circle as the caller now sees it (isMember). Answers the same when repeated.
import type { ActionFunctionArgs } from "@remix-run/node";
import { joinCircle } from "~/models/circles.server";
import { requireUser } from "~/web/guards.server";
import { methodNotAllowed } from "~/web/api-response.server";
import { apiAction } from "~/web/api-idempotency.server";

export const loader = methodNotAllowed;

export const action = ({ request, context, params }: ActionFunctionArgs) =>
  apiAction({ request, context }, async () => {
    if (request.method !== "POST") return methodNotAllowed({ request });
    return Response.json(await joinCircle(await requireUser(request, context), params.id));
  });
