// DELETE /api/account { password, code? }: deletes the caller's account at once (issue 29 §4); 204.
import type { ActionFunctionArgs } from "@remix-run/node";
import { deleteOwnAccount } from "~/models/account-deletion.server";
import { requireUser } from "~/web/guards.server";
import { methodNotAllowed, readJsonBody } from "~/web/api-response.server";
import { apiAction } from "~/web/api-idempotency.server";

export const loader = methodNotAllowed;

export const action = ({ request, context }: ActionFunctionArgs) =>
  apiAction({ request, context }, async () => {
    if (request.method !== "DELETE") return methodNotAllowed({ request });
    const user = await requireUser(request, context);
    await deleteOwnAccount(user, await context.access(), await readJsonBody(request));
    return new Response(null, { status: 204 });
  });
