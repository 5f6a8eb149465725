// GET /api/feed → an array of posts (the spec's shape); the next page's cursor rides in the
// Link header (rel="next") and X-Next-Cursor, so the body stays a plain array.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { listFeed } from "~/models/posts.server";
import { requireUser } from "~/web/guards.server";
import { apiHandler } from "~/web/api-response.server";

export const loader = ({ request }: LoaderFunctionArgs) =>
  apiHandler(async () => {
    const user = await requireUser(request);
    const url = new URL(request.url);
    const page = await listFeed(user, { cursor: url.searchParams.get("cursor"), limit: url.searchParams.get("limit") });
    const headers = new Headers({ "Cache-Control": "private, no-store" });
    if (page.nextCursor) {
      const next = new URL(url);
      next.searchParams.set("cursor", page.nextCursor);
      headers.set("Link", `<${next.pathname}${next.search}>; rel="next"`);
      headers.set("X-Next-Cursor", page.nextCursor);
    }
    return Response.json(page.posts, { headers });
  });
