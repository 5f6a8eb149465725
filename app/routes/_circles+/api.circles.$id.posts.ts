// GET /api/circles/:id/posts → an array of the circle's posts, newest first; the next page's cursor in Link and
// X-Next-Cursor, as /api/feed.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { listCirclePosts } from "~/models/circles.server";
import { requireUser } from "~/web/guards.server";
import { apiHandler, methodNotAllowed } from "~/web/api-response.server";
import { listResponse, pageOptions } from "~/web/list-response.server";

export const loader = ({ request, context, params }: LoaderFunctionArgs) =>
  apiHandler(async () => {
    const page = await listCirclePosts(await requireUser(request, context), params.id, pageOptions(request));
    return listResponse(request, page.posts, page.nextCursor);
  });

// GET only: any other method is a JSON 405.
export const action = methodNotAllowed;
