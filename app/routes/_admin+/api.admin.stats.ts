// GET /api/admin/stats → {totalUsers, totalPosts, activeEvents, totalServices}. 401 visitor, 403 member.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { getAdminStats } from "~/models/admin.server";
import { apiHandler, methodNotAllowed } from "~/web/api-response.server";
import { apiAction } from "~/web/api-idempotency.server";
import { requireAdmin } from "~/web/guards.server";

export const loader = ({ request, context }: LoaderFunctionArgs) =>
  apiHandler(async () => Response.json(await getAdminStats(await requireAdmin(request, context))));

export const action = ({ request, context }: ActionFunctionArgs) =>
  apiAction({ request, context }, async () => {
    await requireAdmin(request, context);
    return methodNotAllowed({ request });
  });
