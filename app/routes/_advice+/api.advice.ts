// GET /api/advice?q=&category=&cursor= → questions with counts and acceptedResponseId; the next
// page's cursor in Link (rel="next") and X-Next-Cursor.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { listAdvice } from "~/models/advice.server";
import { requireUser } from "~/web/guards.server";
import { apiHandler } from "~/web/api-response.server";

export const loader = ({ request }: LoaderFunctionArgs) =>
  apiHandler(async () => {
    const user = await requireUser(request);
    const url = new URL(request.url);
    const query = url.searchParams;
    const page = await listAdvice(user, { q: query.get("q"), category: query.get("category") }, { cursor: query.get("cursor"), limit: query.get("limit") });
    const headers = new Headers({ "Cache-Control": "private, no-store" });
    if (page.nextCursor) {
      const next = new URL(url);
      next.searchParams.set("cursor", page.nextCursor);
      headers.set("Link", `<${next.pathname}${next.search}>; rel="next"`);
      headers.set("X-Next-Cursor", page.nextCursor);
    }
    return Response.json(page.questions, { headers });
  });
