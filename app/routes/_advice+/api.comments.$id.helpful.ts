// POST /api/comments/:id/helpful toggles the member's Helpful on a response; answers state and count.
import type { ActionFunctionArgs } from "@remix-run/node";
import { toggleHelpful } from "~/models/advice.server";
import { requireUser } from "~/web/guards.server";
import { methodNotAllowed } from "~/web/api-response.server";
import { apiAction } from "~/web/api-idempotency.server";

export const loader = methodNotAllowed;

export const action = ({ request, context, params }: ActionFunctionArgs) =>
  apiAction({ request, context }, async () => {
    if (request.method !== "POST") return methodNotAllowed({ request });
    return Response.json(await toggleHelpful(await requireUser(request, context), params.id));
  });
