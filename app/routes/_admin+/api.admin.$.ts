// Any other /api/admin path: 401 for visitors, 403 for members, then the API's JSON 404.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { apiHandler, jsonError } from "~/web/api-response.server";
import { requireAdmin } from "~/web/guards.server";

const notFound = ({ request, context }: LoaderFunctionArgs | ActionFunctionArgs) =>
  apiHandler(async () => {
    await requireAdmin(request, context);
    return jsonError(404, "not_found", "No such API endpoint");
  });

export const loader = notFound;
export const action = notFound;
