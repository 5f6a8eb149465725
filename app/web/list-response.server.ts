// A keyset page as the API answers it: a plain array, the next page's cursor in Link (rel="next")
// and X-Next-Cursor (pagedHeaders). Used by every keyset list of the API.
import { pagedHeaders } from "./api-response.server";

export function listResponse(request: Request, items: unknown[], nextCursor: string | null): Response {
  return Response.json(items, { headers: pagedHeaders(new URL(request.url), nextCursor) });
}

/** The paging options every list endpoint reads from its query string. */
export function pageOptions(request: Request) {
  const query = new URL(request.url).searchParams;
  return { cursor: query.get("cursor"), limit: query.get("limit") };
}
