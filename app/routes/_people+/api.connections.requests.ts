// GET /api/connections/requests?direction=received|sent → the caller's pending requests; cursor pages.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { listConnectionRequests } from "~/models/connections.server";
import { requireUser } from "~/web/guards.server";
import { apiHandler, methodNotAllowed } from "~/web/api-response.server";
import { listResponse } from "~/web/list-response.server";

export const loader = ({ request, context }: LoaderFunctionArgs) =>
  apiHandler(async () => {
    const user = await requireUser(request, context);
    const query = new URL(request.url).searchParams;
    const page = await listConnectionRequests(user, {
      direction: query.get("direction"),
      cursor: query.get("cursor"),
      limit: query.get("limit"),
    });
    return listResponse(request, page.items, page.nextCursor);
  });

export const action = methodNotAllowed;
