// POST /api/admin/reports/{reportId}/{action}, action hide, unhide, delete, dismiss or suspend (the
// item's author), no body → 200 {reportId, action, resolved}: every open report on the item is resolved.
// Another action or a malformed id → 400; unknown report → 404; already resolved or an admin author → 409.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { moderateReport } from "~/models/reports.server";
import { apiHandler, methodNotAllowed } from "~/web/api-response.server";
import { apiAction } from "~/web/api-idempotency.server";
import { requireAdmin } from "~/web/guards.server";

export const action = ({ request, context, params }: ActionFunctionArgs) =>
  apiAction({ request, context }, async () => {
    const admin = await requireAdmin(request, context);
    if (request.method !== "POST") return methodNotAllowed({ request });
    return Response.json(await moderateReport(admin, params.reportId, params.action));
  });

export const loader = ({ request, context }: LoaderFunctionArgs) =>
  apiHandler(async () => {
    await requireAdmin(request, context);
    return methodNotAllowed({ request });
  });
