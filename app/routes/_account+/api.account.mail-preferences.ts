// GET /api/account/mail-preferences: the caller's notification mail choices; PUT with any of them changes those
// (the same model calls as /settings/mail). Decision 064.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { getMailPreferences, updateMailPreferences } from "~/models/mail-preferences.server";
import { requireUser } from "~/web/guards.server";
import { apiHandler, methodNotAllowed, readJsonBody } from "~/web/api-response.server";
import { apiAction } from "~/web/api-idempotency.server";

export const loader = ({ request, context }: LoaderFunctionArgs) =>
  apiHandler(async () => Response.json(await getMailPreferences(await requireUser(request, context))));

export const action = ({ request, context }: ActionFunctionArgs) =>
  apiAction({ request, context }, async () => {
    if (request.method !== "PUT") return methodNotAllowed({ request });
    const user = await requireUser(request, context);
    return Response.json(await updateMailPreferences(user, await readJsonBody(request)));
  });
