// GET /api/conversations/{otherUserId} → that pair's messages, oldest to newest within a page; the page of
// earlier messages rides in the Link header (rel="next") and X-Next-Cursor, so the body stays a plain array.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { listThread } from "~/models/messages.server";
import { requireUser } from "~/web/guards.server";
import { apiHandler, methodNotAllowed } from "~/web/api-response.server";

export const loader = ({ request, params }: LoaderFunctionArgs) =>
  apiHandler(async () => {
    const user = await requireUser(request);
    const url = new URL(request.url);
    const page = await listThread(user, params.userId, { cursor: url.searchParams.get("cursor"), limit: url.searchParams.get("limit") });
    const headers = new Headers({ "Cache-Control": "private, no-store" });
    if (page.earlierCursor) {
      const next = new URL(url);
      next.searchParams.set("cursor", page.earlierCursor);
      headers.set("Link", `<${next.pathname}${next.search}>; rel="next"`);
      headers.set("X-Next-Cursor", page.earlierCursor);
    }
    return Response.json(page.messages, { headers });
  });

export const action = methodNotAllowed;
