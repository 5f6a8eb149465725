// GET /api/admin/activity → [{description, timestamp}], newest first (the dashboard's 6; `?limit=` up to 100).
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { listAdminActivity } from "~/models/admin.server";
import { parseLimit } from "~/lib/cursor";
import { DASHBOARD_ACTIVITY } from "~/schemas/admin";
import { apiHandler, methodNotAllowed } from "~/web/api-response.server";
import { apiAction } from "~/web/api-idempotency.server";
import { requireAdmin } from "~/web/guards.server";

export const loader = ({ request, context }: LoaderFunctionArgs) =>
  apiHandler(async () => {
    const admin = await requireAdmin(request, context);
    const limit = parseLimit(new URL(request.url).searchParams.get("limit"), DASHBOARD_ACTIVITY, 100);
    return Response.json(await listAdminActivity(admin, limit));
  });

export const action = ({ request, context }: ActionFunctionArgs) =>
  apiAction({ request, context }, async () => {
    await requireAdmin(request, context);
    return methodNotAllowed({ request });
  });
