// PATCH /api/comments/:id { content } → its author edits it (issue 43 §6); DELETE (comment author or admin).
import type { ActionFunctionArgs } from "@remix-run/node";
import { deleteComment } from "~/models/posts.server";
import { editComment } from "~/models/post-edits.server";
import { requireUser } from "~/web/guards.server";
import { methodNotAllowed, readJsonBody } from "~/web/api-response.server";
import { apiAction } from "~/web/api-idempotency.server";

export const loader = methodNotAllowed;

export const action = ({ request, context, params }: ActionFunctionArgs) =>
  apiAction({ request, context }, async () => {
    if (request.method === "PATCH") {
      const user = await requireUser(request, context);
      return Response.json(await editComment(user, params.id, await readJsonBody(request)));
    }
    if (request.method !== "DELETE") return methodNotAllowed({ request });
    await deleteComment(await requireUser(request, context), params.id);
    return new Response(null, { status: 204 });
  });
