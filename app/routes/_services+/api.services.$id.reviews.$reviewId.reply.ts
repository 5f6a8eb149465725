// POST /api/services/{id}/reviews/{reviewId}/reply {reply}: the provider answers a review, once.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { replyToReview } from "~/models/services.server";
import { isServiceFilterPart } from "~/schemas/services";
import { requireUser } from "~/web/guards.server";
import { apiHandler, jsonError, methodNotAllowed, readJsonBody } from "~/web/api-response.server";
import { apiAction } from "~/web/api-idempotency.server";

export const loader = ({ request, context, params }: LoaderFunctionArgs) =>
  apiHandler(async () => {
    await requireUser(request, context);
    // Under a category or `all` no such path exists.
    if (isServiceFilterPart(params.id ?? "")) return jsonError(404, "not_found", "Not found");
    return methodNotAllowed({ request });
  });

export const action = ({ request, context, params }: ActionFunctionArgs) =>
  apiAction({ request, context }, async () => {
    if (isServiceFilterPart(params.id ?? "") || request.method !== "POST") return methodNotAllowed({ request });
    const user = await requireUser(request, context);
    return Response.json(await replyToReview(user, params.reviewId, await readJsonBody(request)));
  });
