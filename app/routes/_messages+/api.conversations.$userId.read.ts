// POST /api/conversations/{otherUserId}/read → marks the messages from that member read.
import type { ActionFunctionArgs } from "@remix-run/node";
import { markConversationRead } from "~/models/messages.server";
import { requireUser } from "~/web/guards.server";
import { methodNotAllowed } from "~/web/api-response.server";
import { apiAction } from "~/web/api-idempotency.server";

export const loader = methodNotAllowed;

export const action = ({ request, context, params }: ActionFunctionArgs) =>
  apiAction({ request, context }, async () => {
    if (request.method !== "POST") return methodNotAllowed({ request });
    const user = await requireUser(request, context);
    const marked = await markConversationRead(user, params.userId);
    return Response.json({ marked });
  });
