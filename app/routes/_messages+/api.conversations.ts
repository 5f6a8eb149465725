// GET /api/conversations → the viewer's conversation summaries, most recent first.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { listConversations } from "~/models/messages.server";
import { requireUser } from "~/web/guards.server";
import { apiHandler, methodNotAllowed } from "~/web/api-response.server";

export const loader = ({ request, context }: LoaderFunctionArgs) =>
  apiHandler(async () => {
    const user = await requireUser(request, context);
    const conversations = await listConversations(user, { q: new URL(request.url).searchParams.get("q") });
    // The spec's shape: the other member's public card fields only.
    const body = conversations.map(({ user: other, lastMessage, unreadCount }) => ({
      user: {
        id: other.id,
        firstName: other.firstName,
        lastName: other.lastName,
        profileImageUrl: other.profileImageUrl,
      },
      lastMessage,
      unreadCount,
    }));
    return Response.json(body);
  });

export const action = methodNotAllowed;
