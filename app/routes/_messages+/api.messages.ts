// POST /api/messages {receiverId, content} → 201 with the stored message.
import type { ActionFunctionArgs } from "@remix-run/node";
import { sendMessage } from "~/models/messages.server";
import { requireUser } from "~/web/guards.server";
import { apiHandler, idempotencyKey, methodNotAllowed, readJsonBody } from "~/web/api-response.server";

export const loader = methodNotAllowed;

export const action = ({ request, context }: ActionFunctionArgs) =>
  apiHandler(async () => {
    if (request.method !== "POST") return methodNotAllowed({ request });
    const user = await requireUser(request, context);
    return Response.json(await sendMessage(user, await readJsonBody(request), idempotencyKey(request)), {
      status: 201,
    });
  });
