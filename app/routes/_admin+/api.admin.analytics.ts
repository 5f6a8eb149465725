// GET /api/admin/analytics?range=30|90|365 → the figures behind /admin/analytics.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { getAnalytics } from "~/models/analytics.server";
import { apiHandler, methodNotAllowed } from "~/web/api-response.server";
import { apiAction } from "~/web/api-idempotency.server";
import { requireAdmin } from "~/web/guards.server";

export const loader = ({ request, context }: LoaderFunctionArgs) =>
  apiHandler(async () => {
    const admin = await requireAdmin(request, context);
    return Response.json(await getAnalytics(admin, new URL(request.url).searchParams.get("range")));
  });

export const action = ({ request, context }: ActionFunctionArgs) =>
  apiAction({ request, context }, async () => {
    await requireAdmin(request, context);
    return methodNotAllowed({ request });
  });
