// GET /api/users/suggestions?limit= → members the caller may know, ranked, each with the reason.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { suggestPeople } from "~/models/members.server";
import { requireUser } from "~/web/guards.server";
import { parseLimit } from "~/lib/cursor";
import { apiHandler, methodNotAllowed } from "~/web/api-response.server";

export const loader = ({ request, context }: LoaderFunctionArgs) =>
  apiHandler(async () => {
    const user = await requireUser(request, context);
    const limit = parseLimit(new URL(request.url).searchParams.get("limit"), 12, 50);
    // The reason stays the English sentence API clients read; `why` is for the pages.
    const people = await suggestPeople(user, limit);
    return Response.json(people.map(({ why: _why, ...person }) => person));
  });

// GET only: any other method is a JSON 405.
export const action = methodNotAllowed;
