// DELETE /api/blocks/{userId} unblocks the member (the same as DELETE /api/users/{id}/block).
import type { ActionFunctionArgs } from "@remix-run/node";
import { unblockMember } from "~/models/blocks.server";
import { requireUser } from "~/web/guards.server";
import { methodNotAllowed } from "~/web/api-response.server";
import { apiAction } from "~/web/api-idempotency.server";

export const action = ({ request, context, params }: ActionFunctionArgs) =>
  apiAction({ request, context }, async () => {
    if (request.method !== "DELETE") return methodNotAllowed({ request });
    return Response.json(await unblockMember(await requireUser(request, context), params.userId));
  });

export const loader = methodNotAllowed;
