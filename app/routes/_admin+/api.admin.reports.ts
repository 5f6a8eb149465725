// GET /api/admin/reports?status=open|resolved&cursor=&limit= → an array of reports, each with its item
// in context; open ones newest first, resolved ones most recently resolved first; next page in Link / X-Next-Cursor.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { listReports } from "~/models/reports.server";
import { apiHandler, methodNotAllowed } from "~/web/api-response.server";
import { apiAction } from "~/web/api-idempotency.server";
import { requireAdmin } from "~/web/guards.server";
import { listResponse, pageOptions } from "~/web/list-response.server";

export const loader = ({ request, context }: LoaderFunctionArgs) =>
  apiHandler(async () => {
    const admin = await requireAdmin(request, context);
    const page = await listReports(admin, {
      status: new URL(request.url).searchParams.get("status"),
      ...pageOptions(request),
    });
    return listResponse(request, page.reports, page.nextCursor);
  });

export const action = ({ request, context }: ActionFunctionArgs) =>
  apiAction({ request, context }, async () => {
    await requireAdmin(request, context);
    return methodNotAllowed({ request });
  });
