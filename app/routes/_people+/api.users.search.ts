// GET /api/users/search?q=term → public members matching the term ([] for a term of 1 character);
// the next page's cursor in Link / X-Next-Cursor. /api/users/search/{term} is the same (api.users.search.$term.ts).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { searchPeople } from "~/models/members.server";
import { requireUser } from "~/web/guards.server";
import { apiHandler, methodNotAllowed } from "~/web/api-response.server";
import { listResponse } from "~/web/list-response.server";

export function searchLoader({ request, context }: LoaderFunctionArgs, term: string | null) {
  return apiHandler(async () => {
    const user = await requireUser(request, context);
    const query = new URL(request.url).searchParams;
    const page = await searchPeople(user, { q: term, cursor: query.get("cursor"), limit: query.get("limit") });
    return listResponse(request, page.people, page.nextCursor);
  });
}

export const loader = (args: LoaderFunctionArgs) => searchLoader(args, new URL(args.request.url).searchParams.get("q"));

export const action = methodNotAllowed;
