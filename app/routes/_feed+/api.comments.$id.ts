// DELETE /api/comments/:id (comment author or admin).
import type { ActionFunctionArgs } from "@remix-run/node";
import { deleteComment } from "~/models/posts.server";
import { requireUser } from "~/web/guards.server";
import { methodNotAllowed } from "~/web/api-response.server";
import { apiAction } from "~/web/api-idempotency.server";

export const loader = methodNotAllowed;

export const action = ({ request, context, params }: ActionFunctionArgs) =>
  apiAction({ request, context }, async () => {
    if (request.method !== "DELETE") return methodNotAllowed({ request });
    await deleteComment(await requireUser(request, context), params.id);
    return new Response(null, { status: 204 });
  });
