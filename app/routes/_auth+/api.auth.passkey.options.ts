// POST /api/auth/passkey/options: WebAuthn request options for signing in with any passkey of this site.
import type { ActionFunctionArgs } from "@remix-run/node";
import { passkeySignInOptions } from "~/models/passkeys.server";
import { methodNotAllowed } from "~/web/api-response.server";
import { apiAction } from "~/web/api-idempotency.server";

export const loader = methodNotAllowed;

export const action = ({ request, context }: ActionFunctionArgs) =>
  apiAction(
    { request, context },
    async () => {
      if (request.method !== "POST") return methodNotAllowed({ request });
      return Response.json(await passkeySignInOptions(request.url));
    },
    { answerHasSecret: true },
  );
