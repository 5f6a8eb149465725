// GET /api/services?category=&type=&q=&near=&in=&within=&cursor= → an array of services (the spec's shape, with
// distanceKm; near you first, decision 062), the next
// page's cursor in Link (rel="next") and X-Next-Cursor; POST → 201 with the new service.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { createService, listServices } from "~/models/services.server";
import { requireUser } from "~/web/guards.server";
import { apiHandler, idempotencyKey, methodNotAllowed, readJsonBody } from "~/web/api-response.server";
import { apiAction } from "~/web/api-idempotency.server";
import { listResponse, pageOptions } from "~/web/list-response.server";

export const loader = ({ request, context }: LoaderFunctionArgs) =>
  apiHandler(async () => {
    const user = await requireUser(request, context);
    const query = new URL(request.url).searchParams;
    const page = await listServices(
      user,
      { category: query.get("category"), type: query.get("type"), q: query.get("q") },
      { ...pageOptions(request), near: query.get("near"), in: query.get("in"), within: query.get("within") },
    );
    return listResponse(request, page.services, page.nextCursor);
  });

export const action = ({ request, context }: ActionFunctionArgs) =>
  apiAction({ request, context }, async () => {
    if (request.method !== "POST") return methodNotAllowed({ request });
    const user = await requireUser(request, context);
    return Response.json(await createService(user, await readJsonBody(request), idempotencyKey(request)), {
      status: 201,
    });
  });
