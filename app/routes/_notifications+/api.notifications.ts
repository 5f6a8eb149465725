// GET /api/notifications → the caller's notifications, newest first (array; next page's cursor in the
// Link header and X-Next-Cursor, as the feed does it).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { listNotifications } from "~/models/notifications.server";
import { requireUser } from "~/web/guards.server";
import { apiHandler, methodNotAllowed } from "~/web/api-response.server";
import { listResponse, pageOptions } from "~/web/list-response.server";

export const loader = ({ request, context }: LoaderFunctionArgs) =>
  apiHandler(async () => {
    const user = await requireUser(request, context);
    const page = await listNotifications(user, pageOptions(request));
    return listResponse(request, page.items, page.nextCursor);
  });

export const action = methodNotAllowed;
