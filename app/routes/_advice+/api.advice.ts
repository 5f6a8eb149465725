// GET /api/advice?q=&category=&about=&cursor= → questions with counts, acceptedResponseId and what they are
// about (a city or country; `about` narrows to one); the next page's cursor in Link (rel="next") and X-Next-Cursor.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { listAdvice } from "~/models/advice.server";
import { requireUser } from "~/web/guards.server";
import { apiHandler, methodNotAllowed } from "~/web/api-response.server";
import { listResponse, pageOptions } from "~/web/list-response.server";

export const loader = ({ request, context }: LoaderFunctionArgs) =>
  apiHandler(async () => {
    const user = await requireUser(request, context);
    const query = new URL(request.url).searchParams;
    const filters = { q: query.get("q"), category: query.get("category"), about: query.get("about") };
    const page = await listAdvice(user, filters, pageOptions(request));
    return listResponse(request, page.questions, page.nextCursor);
  });

// GET only: any other method is a JSON 405.
export const action = methodNotAllowed;
