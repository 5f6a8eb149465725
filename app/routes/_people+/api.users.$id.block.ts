// POST /api/users/{id}/block blocks the member (both ways, everywhere); DELETE unblocks.
import type { ActionFunctionArgs } from "@remix-run/node";
import { blockMember, unblockMember } from "~/models/blocks.server";
import { requireUser } from "~/web/guards.server";
import { methodNotAllowed } from "~/web/api-response.server";
import { apiAction } from "~/web/api-idempotency.server";

export const action = ({ request, context, params }: ActionFunctionArgs) =>
  apiAction({ request, context }, async () => {
    if (request.method !== "POST" && request.method !== "DELETE") return methodNotAllowed({ request });
    const user = await requireUser(request, context);
    return Response.json(
      request.method === "POST" ? await blockMember(user, params.id) : await unblockMember(user, params.id),
    );
  });

export const loader = methodNotAllowed;
