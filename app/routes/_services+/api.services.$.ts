// Any other /api/services/... path: members get the API's JSON 404 (visitors a 401 first); other methods a 405.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { requireUser } from "~/web/guards.server";
import { apiHandler, jsonError, methodNotAllowed } from "~/web/api-response.server";
import { apiAction } from "~/web/api-idempotency.server";

export const loader = ({ request, context }: LoaderFunctionArgs) =>
  apiHandler(async () => {
    await requireUser(request, context);
    return jsonError(404, "not_found", "Not found");
  });

export const action = ({ request, context }: ActionFunctionArgs) =>
  apiAction({ request, context }, async () => methodNotAllowed({ request }));
