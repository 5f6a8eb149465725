// GET /api/connections → the caller's connections (accepted), each with the other member; cursor pages.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { listConnections } from "~/models/connections.server";
import { requireUser } from "~/web/guards.server";
import { apiHandler, methodNotAllowed } from "~/web/api-response.server";
import { listResponse } from "~/web/list-response.server";

export const loader = ({ request, context }: LoaderFunctionArgs) =>
  apiHandler(async () => {
    const user = await requireUser(request, context);
    const query = new URL(request.url).searchParams;
    const page = await listConnections(user, { cursor: query.get("cursor"), limit: query.get("limit") });
    return listResponse(request, page.items, page.nextCursor);
  });

export const action = methodNotAllowed;
