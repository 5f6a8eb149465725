// DELETE /api/account/tokens/{id}: revokes one of the caller's personal API tokens (its sockets close at once);
// 404 for any other. From a sign-in only (a token gets 403).
import type { ActionFunctionArgs } from "@remix-run/node";
import { revokeApiToken } from "~/models/api-tokens.server";
import { requireUser } from "~/web/guards.server";
import { methodNotAllowed } from "~/web/api-response.server";
import { apiAction } from "~/web/api-idempotency.server";

export const action = ({ request, context, params }: ActionFunctionArgs) =>
  apiAction({ request, context }, async () => {
    if (request.method !== "DELETE") return methodNotAllowed({ request });
    const user = await requireUser(request, context);
    return Response.json(await revokeApiToken(user, await context.access(), { tokenId: params.id }));
  });

export const loader = methodNotAllowed;
