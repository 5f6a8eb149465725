// /api/services/{category}/{type}: the list filtered by path parts (the spec's query-key convention;
// `all` or empty means no filter). /api/services/{id}: GET, PATCH (provider or admin), DELETE (same).
// A single part that is a category or `all` is a filter; anything else is a service id.
// /api/services/{id}/reviews: GET the reviews, POST {rating, text} → 201 (after real contact);
// /api/services/{id}/reviews/{reviewId}/reply: POST {reply} (the provider, once).
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { createReview, deleteService, getService, listReviews, listServices, replyToReview, updateService } from "~/models/services.server";
import { SERVICE_CATEGORIES } from "~/schemas/constants";
import { requireUser } from "~/web/guards.server";
import { apiHandler, jsonError, methodNotAllowed, readJsonBody } from "~/web/api-response.server";
import { listResponse, pageOptions } from "~/web/list-response.server";

const isFilterPart = (part: string) => part === "all" || part === "" || (SERVICE_CATEGORIES as readonly string[]).includes(part);

function parts(splat: string | undefined): string[] {
  return (splat ?? "").split("/");
}

/** The id when the path names one service, null when it is a filtered list. */
function serviceId(splat: string | undefined): string | null {
  const [first, ...rest] = parts(splat);
  return rest.length === 0 && !isFilterPart(first) ? first : null;
}

/** The review paths: [id, "reviews"] or [id, "reviews", reviewId, "reply"]. */
function reviewPath(splat: string | undefined): { serviceId: string; reviewId?: string } | null {
  const [id, reviews, reviewId, reply, ...extra] = parts(splat);
  if (!id || reviews !== "reviews" || isFilterPart(id) || extra.length > 0) return null;
  if (reviewId === undefined) return { serviceId: id };
  return reply === "reply" && reviewId ? { serviceId: id, reviewId } : null;
}

export const loader = ({ request, context, params }: LoaderFunctionArgs) =>
  apiHandler(async () => {
    const user = await requireUser(request, context);
    const reviews = reviewPath(params["*"]);
    if (reviews && !reviews.reviewId) return Response.json(await listReviews(user, reviews.serviceId), { headers: { "Cache-Control": "private, no-store" } });
    if (reviews) return methodNotAllowed({ request });
    const id = serviceId(params["*"]);
    if (id) return Response.json(await getService(user, id), { headers: { "Cache-Control": "private, no-store" } });
    const [category, type, ...extra] = parts(params["*"]);
    if (extra.length > 0) return jsonError(404, "not_found", "Not found");
    const query = new URL(request.url).searchParams;
    const page = await listServices(user, { category, type: type ?? "", q: query.get("q") }, pageOptions(request));
    return listResponse(request, page.services, page.nextCursor);
  });

export const action = ({ request, context, params }: ActionFunctionArgs) =>
  apiHandler(async () => {
    const reviews = reviewPath(params["*"]);
    if (reviews) {
      if (request.method !== "POST") return methodNotAllowed({ request });
      const user = await requireUser(request, context);
      const body = await readJsonBody(request);
      if (reviews.reviewId) return Response.json(await replyToReview(user, reviews.reviewId, body));
      return Response.json(await createReview(user, reviews.serviceId, body), { status: 201 });
    }
    const id = serviceId(params["*"]);
    if (!id || (request.method !== "PATCH" && request.method !== "DELETE")) return methodNotAllowed({ request });
    const user = await requireUser(request, context);
    if (request.method === "DELETE") {
      await deleteService(user, id);
      return new Response(null, { status: 204 });
    }
    return Response.json(await updateService(user, id, await readJsonBody(request)));
  });
