// GET /api/feed → an array of posts (the spec's shape); the next page's cursor rides in the
// Link header (rel="next") and X-Next-Cursor, so the body stays a plain array. ?scope=circles|city|everyone
// (decision 063; the API's default stays everyone's, the spec's feed); the scope shown is in X-Feed-Scope.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { listScopedFeed } from "~/models/circles.server";
import { requireUser } from "~/web/guards.server";
import { apiHandler, methodNotAllowed } from "~/web/api-response.server";
import { listResponse } from "~/web/list-response.server";

export const loader = ({ request, context }: LoaderFunctionArgs) =>
  apiHandler(async () => {
    const user = await requireUser(request, context);
    const url = new URL(request.url);
    const page = await listScopedFeed(user, {
      scope: url.searchParams.get("scope"),
      defaultScope: "everyone",
      cursor: url.searchParams.get("cursor"),
      limit: url.searchParams.get("limit"),
    });
    const response = listResponse(request, page.posts, page.nextCursor);
    response.headers.set("X-Feed-Scope", page.scope);
    return response;
  });

// GET only: any other method is a JSON 405.
export const action = methodNotAllowed;
