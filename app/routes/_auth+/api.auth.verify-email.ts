// POST /api/auth/verify-email {token}: confirms the address the link was sent to (no session needed).
import type { ActionFunctionArgs } from "@remix-run/node";
import { verifyEmail } from "~/models/email-verification.server";
import { methodNotAllowed, readJsonBody } from "~/web/api-response.server";
import { apiAction } from "~/web/api-idempotency.server";

export const loader = methodNotAllowed;

export const action = ({ request, context }: ActionFunctionArgs) =>
  apiAction({ request, context }, async () => {
    await verifyEmail(await readJsonBody(request));
    return Response.json({ ok: true, verified: true });
  });
