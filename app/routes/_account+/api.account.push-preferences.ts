// GET /api/account/push-preferences: the caller's push choices; PUT with any of them changes those (the same
// model calls as the push form on /settings/mail). Decision 082.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { getPushPreferences, updatePushPreferences } from "~/models/push-preferences.server";
import { requireUser } from "~/web/guards.server";
import { apiHandler, methodNotAllowed, readJsonBody } from "~/web/api-response.server";
import { apiAction } from "~/web/api-idempotency.server";

export const loader = ({ request, context }: LoaderFunctionArgs) =>
  apiHandler(async () => Response.json(await getPushPreferences(await requireUser(request, context))));

export const action = ({ request, context }: ActionFunctionArgs) =>
  apiAction({ request, context }, async () => {
    if (request.method !== "PUT") return methodNotAllowed({ request });
    const user = await requireUser(request, context);
    return Response.json(await updatePushPreferences(user, await readJsonBody(request)));
  });
