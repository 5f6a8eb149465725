// GET /api/conversations/{otherUserId} → that pair's messages, oldest to newest within a page; the page of
// earlier messages rides in the Link header (rel="next") and X-Next-Cursor, so the body stays a plain array.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { listThread } from "~/models/messages.server";
import { requireUser } from "~/web/guards.server";
import { apiHandler, methodNotAllowed, pagedHeaders } from "~/web/api-response.server";

export const loader = ({ request, context, params }: LoaderFunctionArgs) =>
  apiHandler(async () => {
    const user = await requireUser(request, context);
    const url = new URL(request.url);
    const page = await listThread(user, params.userId, {
      cursor: url.searchParams.get("cursor"),
      limit: url.searchParams.get("limit"),
    });
    return Response.json(page.messages, { headers: pagedHeaders(url, page.earlierCursor) });
  });

export const action = methodNotAllowed;
