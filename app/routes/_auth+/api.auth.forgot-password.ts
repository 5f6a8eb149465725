// POST /api/auth/forgot-password {email}: 202 whatever the address (decision 058).
import type { ActionFunctionArgs } from "@remix-run/node";
import { requestPasswordReset } from "~/models/password-reset.server";
import { methodNotAllowed, readJsonBody } from "~/web/api-response.server";
import { apiAction } from "~/web/api-idempotency.server";

export const loader = methodNotAllowed;

export const action = ({ request, context }: ActionFunctionArgs) =>
  apiAction({ request, context }, async () => {
    await requestPasswordReset(await readJsonBody(request), context.clientIp);
    return Response.json({ ok: true }, { status: 202 });
  });
