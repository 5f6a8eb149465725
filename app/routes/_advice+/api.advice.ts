// GET /api/advice?q=&category=&cursor= → questions with counts and acceptedResponseId; the next
// page's cursor in Link (rel="next") and X-Next-Cursor.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { listAdvice } from "~/models/advice.server";
import { requireUser } from "~/web/guards.server";
import { apiHandler } from "~/web/api-response.server";
import { listResponse, pageOptions } from "~/web/list-response.server";

export const loader = ({ request, context }: LoaderFunctionArgs) =>
  apiHandler(async () => {
    const user = await requireUser(request, context);
    const query = new URL(request.url).searchParams;
    const page = await listAdvice(user, { q: query.get("q"), category: query.get("category") }, pageOptions(request));
    return listResponse(request, page.questions, page.nextCursor);
  });
