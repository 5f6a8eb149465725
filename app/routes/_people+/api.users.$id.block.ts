// POST /api/users/{id}/block blocks the member (both ways, everywhere); DELETE unblocks.
import type { ActionFunctionArgs } from "@remix-run/node";
import { blockMember, unblockMember } from "~/models/blocks.server";
import { requireUser } from "~/web/guards.server";
import { apiHandler, methodNotAllowed } from "~/web/api-response.server";

export const action = ({ request, context, params }: ActionFunctionArgs) =>
  apiHandler(async () => {
    if (request.method !== "POST" && request.method !== "DELETE") return methodNotAllowed({ request });
    const user = await requireUser(request, context);
    return Response.json(
      request.method === "POST" ? await blockMember(user, params.id) : await unblockMember(user, params.id),
    );
  });

export const loader = methodNotAllowed;
