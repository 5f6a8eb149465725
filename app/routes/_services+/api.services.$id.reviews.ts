// /api/services/{id}/reviews: GET the reviews; POST {rating, text} → 201 (after real contact with the provider).
// With a category or `all` in place of the id it is the list filtered by type "reviews" (refused: not a type),
// as /api/services/{category}/{type} answers.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { createReview, listReviews, listServices } from "~/models/services.server";
import { isServiceFilterPart } from "~/schemas/services";
import { requireUser } from "~/web/guards.server";
import { apiHandler, idempotencyKey, methodNotAllowed, readJsonBody } from "~/web/api-response.server";
import { apiAction } from "~/web/api-idempotency.server";
import { listResponse, pageOptions } from "~/web/list-response.server";

export const loader = ({ request, context, params }: LoaderFunctionArgs) =>
  apiHandler(async () => {
    const user = await requireUser(request, context);
    const id = params.id ?? "";
    if (!isServiceFilterPart(id)) return Response.json(await listReviews(user, id));
    const query = new URL(request.url).searchParams;
    const page = await listServices(user, { category: id, type: "reviews", q: query.get("q") }, pageOptions(request));
    return listResponse(request, page.services, page.nextCursor);
  });

export const action = ({ request, context, params }: ActionFunctionArgs) =>
  apiAction({ request, context }, async () => {
    const id = params.id ?? "";
    if (isServiceFilterPart(id) || request.method !== "POST") return methodNotAllowed({ request });
    const user = await requireUser(request, context);
    return Response.json(await createReview(user, id, await readJsonBody(request), idempotencyKey(request)), {
      status: 201,
    });
  });
