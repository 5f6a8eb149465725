// GET /search/suggest?q=kreuz → the best 2 hits of each kind for the search box's suggestions, as JSON
// (SearchHit[]; a blank q → []). The signed-in member's own view: the same visibility rules as /search. A
// resource route of the pages (session cookie), not of the API: GET /api/search is the API's.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { suggest } from "~/models/search.server";
import { methodNotAllowed } from "~/web/api-response.server";
import { requireUser } from "~/web/guards.server";
import { pageHandler } from "~/web/page-handler.server";

export function loader({ request, context }: LoaderFunctionArgs) {
  return pageHandler(async () => {
    const user = await requireUser(request, context);
    const hits = await suggest(user, { q: new URL(request.url).searchParams.get("q") ?? "" });
    return Response.json(hits);
  });
}

export const action = methodNotAllowed;
