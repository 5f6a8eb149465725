// GET /api/admin/users?q=&role=&status=&cursor=&limit= → an array of members as admins see them (with
// email), newest first; the next page's cursor in Link (rel="next") and X-Next-Cursor.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { listAdminUsers } from "~/models/admin.server";
import { apiHandler, methodNotAllowed } from "~/web/api-response.server";
import { apiAction } from "~/web/api-idempotency.server";
import { requireAdmin } from "~/web/guards.server";
import { listResponse, pageOptions } from "~/web/list-response.server";

export const loader = ({ request, context }: LoaderFunctionArgs) =>
  apiHandler(async () => {
    const admin = await requireAdmin(request, context);
    const query = new URL(request.url).searchParams;
    const page = await listAdminUsers(
      admin,
      { q: query.get("q"), role: query.get("role"), status: query.get("status") },
      pageOptions(request),
    );
    return listResponse(request, page.users, page.nextCursor);
  });

export const action = ({ request, context }: ActionFunctionArgs) =>
  apiAction({ request, context }, async () => {
    await requireAdmin(request, context);
    return methodNotAllowed({ request });
  });
