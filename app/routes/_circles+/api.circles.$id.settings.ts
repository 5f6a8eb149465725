// GET /api/circles/:id/settings → the circle's welcome, rules and hosts; PUT {welcome, rules} → a host writes them
// (issue 47, decision 087).
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { getCircleSettings, updateCircleSettings } from "~/models/circle-keeping.server";
import { requireUser } from "~/web/guards.server";
import { apiHandler, methodNotAllowed, readJsonBody } from "~/web/api-response.server";
import { apiAction } from "~/web/api-idempotency.server";

export const loader = ({ request, context, params }: LoaderFunctionArgs) =>
  apiHandler(async () => Response.json(await getCircleSettings(await requireUser(request, context), params.id)));

export const action = ({ request, context, params }: ActionFunctionArgs) =>
  apiAction({ request, context }, async () => {
    if (request.method !== "PUT") return methodNotAllowed({ request });
    const user = await requireUser(request, context);
    return Response.json(await updateCircleSettings(user, params.id, await readJsonBody(request)));
  });
