// DELETE /api/account/passkeys/{id}: removes one of the caller's passkeys (404 for any other).
import type { ActionFunctionArgs } from "@remix-run/node";
import { removePasskey } from "~/models/passkeys.server";
import { requireUser } from "~/web/guards.server";
import { methodNotAllowed } from "~/web/api-response.server";
import { apiAction } from "~/web/api-idempotency.server";

export const loader = methodNotAllowed;

export const action = ({ request, context, params }: ActionFunctionArgs) =>
  apiAction({ request, context }, async () => {
    if (request.method !== "DELETE") return methodNotAllowed({ request });
    const user = await requireUser(request, context);
    await removePasskey(user, await context.access(), { passkeyId: params.id });
    return new Response(null, { status: 204 });
  });
