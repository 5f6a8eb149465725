// POST /api/circles/:id/posts/:postId/remove {reason} takes a post out of the circle; its author is told the reason.
// The circle's hosts only (issue 47, decision 087).
import type { ActionFunctionArgs } from "@remix-run/node";
import { removeCirclePost } from "~/models/circle-keeping.server";
import { requireUser } from "~/web/guards.server";
import { methodNotAllowed, readJsonBody } from "~/web/api-response.server";
import { apiAction } from "~/web/api-idempotency.server";

export const loader = methodNotAllowed;

export const action = ({ request, context, params }: ActionFunctionArgs) =>
  apiAction({ request, context }, async () => {
    if (request.method !== "POST") return methodNotAllowed({ request });
    const user = await requireUser(request, context);
    return Response.json(await removeCirclePost(user, params.id, params.postId, await readJsonBody(request)));
  });
