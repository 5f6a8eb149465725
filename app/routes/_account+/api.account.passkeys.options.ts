// POST /api/account/passkeys/options: WebAuthn creation options for a new passkey of the caller.
import type { ActionFunctionArgs } from "@remix-run/node";
import { passkeyRegistrationOptions } from "~/models/passkeys.server";
import { requireUser } from "~/web/guards.server";
import { methodNotAllowed } from "~/web/api-response.server";
import { apiAction } from "~/web/api-idempotency.server";

export const loader = methodNotAllowed;

export const action = ({ request, context }: ActionFunctionArgs) =>
  apiAction(
    { request, context },
    async () => {
      if (request.method !== "POST") return methodNotAllowed({ request });
      const user = await requireUser(request, context);
      return Response.json(await passkeyRegistrationOptions(user, await context.access(), request.url));
    },
    { answerHasSecret: true },
  );
