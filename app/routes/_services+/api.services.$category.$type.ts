// GET /api/services/{category}/{type}: the list filtered by path parts (the spec's query-key convention;
// `all` or empty means no filter), by cursor like GET /api/services.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { listServices } from "~/models/services.server";
import { requireUser } from "~/web/guards.server";
import { apiHandler, methodNotAllowed } from "~/web/api-response.server";
import { apiAction } from "~/web/api-idempotency.server";
import { listResponse, pageOptions } from "~/web/list-response.server";

export const loader = ({ request, context, params }: LoaderFunctionArgs) =>
  apiHandler(async () => {
    const user = await requireUser(request, context);
    const query = new URL(request.url).searchParams;
    const page = await listServices(
      user,
      { category: params.category, type: params.type ?? "", q: query.get("q") },
      { ...pageOptions(request), near: query.get("near"), in: query.get("in"), within: query.get("within") },
    );
    return listResponse(request, page.services, page.nextCursor);
  });

export const action = ({ request, context }: ActionFunctionArgs) =>
  apiAction({ request, context }, async () => methodNotAllowed({ request }));
