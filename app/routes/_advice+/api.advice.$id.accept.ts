// POST /api/advice/:id/accept {responseId} → the accepted answer (asker only; again on it: unmarks).
import type { ActionFunctionArgs } from "@remix-run/node";
import { acceptAnswer } from "~/models/advice.server";
import { requireUser } from "~/web/guards.server";
import { methodNotAllowed, readJsonBody } from "~/web/api-response.server";
import { apiAction } from "~/web/api-idempotency.server";

export const loader = methodNotAllowed;

export const action = ({ request, context, params }: ActionFunctionArgs) =>
  apiAction({ request, context }, async () => {
    if (request.method !== "POST") return methodNotAllowed({ request });
    const user = await requireUser(request, context);
    return Response.json(await acceptAnswer(user, params.id, await readJsonBody(request)));
  });
