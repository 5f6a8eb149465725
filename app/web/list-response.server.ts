// A keyset page as the API answers it: a plain array, the next page's cursor in Link (rel="next")
// and X-Next-Cursor, as GET /api/feed does. Used by the services and advice lists.
export function listResponse(request: Request, items: unknown[], nextCursor: string | null): Response {
  const headers = new Headers({ "Cache-Control": "private, no-store" });
  if (nextCursor) {
    const next = new URL(request.url);
    next.searchParams.set("cursor", nextCursor);
    headers.set("Link", `<${next.pathname}${next.search}>; rel="next"`);
    headers.set("X-Next-Cursor", nextCursor);
  }
  return Response.json(items, { headers });
}

/** The paging options every list endpoint reads from its query string. */
export function pageOptions(request: Request) {
  const query = new URL(request.url).searchParams;
  return { cursor: query.get("cursor"), limit: query.get("limit") };
}
