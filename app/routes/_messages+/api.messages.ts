// POST /api/messages {receiverId, content} → 201 with the stored message.
import type { ActionFunctionArgs } from "@remix-run/node";
import { sendMessage } from "~/models/messages.server";
import { requireUser } from "~/web/guards.server";
import { idempotencyKey, methodNotAllowed, readJsonBody } from "~/web/api-response.server";
import { apiAction } from "~/web/api-idempotency.server";

export const loader = methodNotAllowed;

export const action = ({ request, context }: ActionFunctionArgs) =>
  apiAction({ request, context }, async () => {
    if (request.method !== "POST") return methodNotAllowed({ request });
    const user = await requireUser(request, context);
    return Response.json(await sendMessage(user, await readJsonBody(request), idempotencyKey(request)), {
      status: 201,
    });
  });
