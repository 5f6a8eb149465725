// POST /api/reports {subjectType, subjectId, reason, note?} → 201 with the report. One open report per
// member and item (409); an item the caller cannot see is a 404; bad input a 400 naming the field.
import type { ActionFunctionArgs } from "@remix-run/node";
import { createReport } from "~/models/reports.server";
import { requireUser } from "~/web/guards.server";
import { idempotencyKey, methodNotAllowed, readJsonBody } from "~/web/api-response.server";
import { apiAction } from "~/web/api-idempotency.server";

export const loader = methodNotAllowed;

export const action = ({ request, context }: ActionFunctionArgs) =>
  apiAction({ request, context }, async () => {
    if (request.method !== "POST") return methodNotAllowed({ request });
    const user = await requireUser(request, context);
    return Response.json(await createReport(user, await readJsonBody(request), idempotencyKey(request)), {
      status: 201,
    });
  });
