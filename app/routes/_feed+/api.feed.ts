// GET /api/feed → an array of posts (the spec's shape); the next page's cursor rides in the
// Link header (rel="next") and X-Next-Cursor, so the body stays a plain array.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { listFeed } from "~/models/posts.server";
import { requireUser } from "~/web/guards.server";
import { apiHandler } from "~/web/api-response.server";
import { listResponse } from "~/web/list-response.server";

export const loader = ({ request, context }: LoaderFunctionArgs) =>
  apiHandler(async () => {
    const user = await requireUser(request, context);
    const url = new URL(request.url);
    const page = await listFeed(user, { cursor: url.searchParams.get("cursor"), limit: url.searchParams.get("limit") });
    return listResponse(request, page.posts, page.nextCursor);
  });
