// /api/services/{id}: GET, PATCH (provider or admin), DELETE (same). /api/services/{category} (a category or
// `all`, isServiceFilterPart) is the list filtered by category, the spec's path form of ?category=.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { deleteService, getService, listServices, updateService } from "~/models/services.server";
import { isServiceFilterPart } from "~/schemas/services";
import { requireUser } from "~/web/guards.server";
import { apiHandler, methodNotAllowed, readJsonBody } from "~/web/api-response.server";
import { apiAction } from "~/web/api-idempotency.server";
import { listResponse, pageOptions } from "~/web/list-response.server";

export const loader = ({ request, context, params }: LoaderFunctionArgs) =>
  apiHandler(async () => {
    const user = await requireUser(request, context);
    const id = params.id ?? "";
    if (!isServiceFilterPart(id)) return Response.json(await getService(user, id));
    const query = new URL(request.url).searchParams;
    const page = await listServices(user, { category: id, type: "", q: query.get("q") }, pageOptions(request));
    return listResponse(request, page.services, page.nextCursor);
  });

export const action = ({ request, context, params }: ActionFunctionArgs) =>
  apiAction({ request, context }, async () => {
    const id = params.id ?? "";
    if (isServiceFilterPart(id) || (request.method !== "PATCH" && request.method !== "DELETE"))
      return methodNotAllowed({ request });
    const user = await requireUser(request, context);
    if (request.method === "DELETE") {
      await deleteService(user, id);
      return new Response(null, { status: 204 });
    }
    return Response.json(await updateService(user, id, await readJsonBody(request)));
  });
