// GET /api/blocks → the members the caller has blocked, most recent first. POST {userId} blocks one
// (both ways, everywhere). DELETE /api/blocks/{userId} unblocks (api.blocks.$userId.ts).
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { blockMember, listBlocked } from "~/models/blocks.server";
import { requireUser } from "~/web/guards.server";
import { apiHandler, methodNotAllowed, readJsonBody } from "~/web/api-response.server";
import { apiAction } from "~/web/api-idempotency.server";

export const loader = ({ request, context }: LoaderFunctionArgs) =>
  apiHandler(async () => Response.json(await listBlocked(await requireUser(request, context))));

export const action = ({ request, context }: ActionFunctionArgs) =>
  apiAction({ request, context }, async () => {
    if (request.method !== "POST") return methodNotAllowed({ request });
    const user = await requireUser(request, context);
    const body = await readJsonBody(request);
    return Response.json(await blockMember(user, body.userId), { status: 201 });
  });
