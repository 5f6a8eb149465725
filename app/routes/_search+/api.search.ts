// GET /api/search?q=&type=&cursor=&limit= → { results, counts, countsCapped, nextCursor } (issue 44): without
// `type` the best few of each kind, with it a keyset page of that kind (its next cursor also in Link and
// X-Next-Cursor). Every hit and count passes its kind's visibility rule in the model. A read: a read-only
// personal token may search.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { search } from "~/models/search.server";
import { requireUser } from "~/web/guards.server";
import { apiHandler, methodNotAllowed, pagedHeaders } from "~/web/api-response.server";
import { apiSearchResults } from "~/web/search-answer.server";

export const loader = ({ request, context }: LoaderFunctionArgs) =>
  apiHandler(async () => {
    const user = await requireUser(request, context);
    const url = new URL(request.url);
    const query = url.searchParams;
    const results = await search(user, {
      q: query.get("q"),
      type: query.get("type"),
      cursor: query.get("cursor"),
      limit: query.get("limit"),
    });
    return Response.json(apiSearchResults(results), { headers: pagedHeaders(url, results.nextCursor) });
  });

// GET only: any other method is a JSON 405.
export const action = methodNotAllowed;
