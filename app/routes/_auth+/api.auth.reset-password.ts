// POST /api/auth/reset-password {token, password, confirmPassword}: a new password; every session ends, and
// the answer is a new API session, as sign-in's.
import type { ActionFunctionArgs } from "@remix-run/node";
import { resetPassword } from "~/models/password-reset.server";
import { methodNotAllowed, readJsonBody, signInApi } from "~/web/api-response.server";
import { apiAction } from "~/web/api-idempotency.server";

export const loader = methodNotAllowed;

export const action = ({ request, context }: ActionFunctionArgs) =>
  apiAction(
    { request, context },
    async () => {
      const body = await readJsonBody(request);
      return signInApi(request, await resetPassword(body, context.clientIp), 200);
    },
    { answerHasSecret: true },
  );
