import type { ActionFunctionArgs } from "@remix-run/node";
import { createPost } from "~/models/posts.server";
import { requireUser } from "~/web/guards.server";
import { apiHandler, idempotencyKey, methodNotAllowed, readJsonBody } from "~/web/api-response.server";

export const loader = methodNotAllowed;

export const action = ({ request, context }: ActionFunctionArgs) =>
  apiHandler(async () => {
    if (request.method !== "POST") return methodNotAllowed({ request });
    const user = await requireUser(request, context);
    return Response.json(await createPost(user, await readJsonBody(request), idempotencyKey(request)), { status: 201 });
  });
