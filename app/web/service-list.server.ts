// The services list as the API answers it (query parameters or path parts): a plain array, the next
// page's cursor in Link (rel="next") and X-Next-Cursor, as GET /api/feed does.
import { listServices } from "~/models/services.server";
import type { Viewer } from "~/models/viewer";

export async function serviceListResponse(request: Request, viewer: Viewer, filters: Record<string, unknown>): Promise<Response> {
  const url = new URL(request.url);
  const page = await listServices(viewer, filters, { cursor: url.searchParams.get("cursor"), limit: url.searchParams.get("limit") });
  const headers = new Headers({ "Cache-Control": "private, no-store" });
  if (page.nextCursor) {
    const next = new URL(url);
    next.searchParams.set("cursor", page.nextCursor);
    headers.set("Link", `<${next.pathname}${next.search}>; rel="next"`);
    headers.set("X-Next-Cursor", page.nextCursor);
  }
  return Response.json(page.services, { headers });
}
