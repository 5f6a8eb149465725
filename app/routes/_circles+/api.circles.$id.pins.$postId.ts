// POST /api/circles/:id/pins/:postId pins one of the circle's posts (at most 3); DELETE unpins. The circle's hosts
// only (issue 47, decision 087).
import type { ActionFunctionArgs } from "@remix-run/node";
import { pinCirclePost, unpinCirclePost } from "~/models/circle-keeping.server";
import { requireUser } from "~/web/guards.server";
import { methodNotAllowed } from "~/web/api-response.server";
import { apiAction } from "~/web/api-idempotency.server";

export const loader = methodNotAllowed;

export const action = ({ request, context, params }: ActionFunctionArgs) =>
  apiAction({ request, context }, async () => {
    if (request.method === "DELETE")
      return Response.json(await unpinCirclePost(await requireUser(request, context), params.id, params.postId));
    if (request.method !== "POST") return methodNotAllowed({ request });
    return Response.json(await pinCirclePost(await requireUser(request, context), params.id, params.postId));
  });
