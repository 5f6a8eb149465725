// GET /api/account/passkeys: the caller's passkeys. POST { response, name? }: adds the credential the browser
// made from POST /api/account/passkeys/options (decision 045).
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { addPasskey, listPasskeys } from "~/models/passkeys.server";
import { requireUser } from "~/web/guards.server";
import { apiHandler, methodNotAllowed, readJsonBody } from "~/web/api-response.server";
import { apiAction } from "~/web/api-idempotency.server";

export const loader = ({ request, context }: LoaderFunctionArgs) =>
  apiHandler(async () => Response.json(await listPasskeys(await requireUser(request, context))));

export const action = ({ request, context }: ActionFunctionArgs) =>
  apiAction({ request, context }, async () => {
    if (request.method !== "POST") return methodNotAllowed({ request });
    const user = await requireUser(request, context);
    const body = await readJsonBody(request);
    const access = await context.access();
    return Response.json(await addPasskey(user, access, body, request.url, request.headers.get("user-agent")), {
      status: 201,
    });
  });
