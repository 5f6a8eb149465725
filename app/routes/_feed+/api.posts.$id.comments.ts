// GET /api/posts/:id/comments → the comments (oldest first); POST {content} → 201 with the comment.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { addComment, listComments } from "~/models/posts.server";
import { requireUser } from "~/web/guards.server";
import { apiHandler, idempotencyKey, methodNotAllowed, readJsonBody } from "~/web/api-response.server";
import { apiAction } from "~/web/api-idempotency.server";

export const loader = ({ request, context, params }: LoaderFunctionArgs) =>
  apiHandler(async () => {
    const url = new URL(request.url);
    const page = await listComments(await requireUser(request, context), params.id, {
      cursor: url.searchParams.get("cursor"),
      limit: url.searchParams.get("limit"),
    });
    const headers = new Headers();
    if (page.nextCursor) headers.set("X-Next-Cursor", page.nextCursor);
    return Response.json(page.comments, { headers });
  });

export const action = ({ request, context, params }: ActionFunctionArgs) =>
  apiAction({ request, context }, async () => {
    if (request.method !== "POST") return methodNotAllowed({ request });
    const user = await requireUser(request, context);
    return Response.json(await addComment(user, params.id, await readJsonBody(request), idempotencyKey(request)), {
      status: 201,
    });
  });
