// GET /api/posts/:id → the post; PATCH { content, language?, photos? } → its author edits it (issue 43 §6), or
// PATCH { language } alone → corrects its language (decision 069); DELETE → removes it (author or admin).
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { deletePost, getPost, setPostLanguage } from "~/models/posts.server";
import { editPost } from "~/models/post-edits.server";
import { requireUser } from "~/web/guards.server";
import { apiHandler, methodNotAllowed, readJsonBody } from "~/web/api-response.server";
import { apiAction } from "~/web/api-idempotency.server";

export const loader = ({ request, context, params }: LoaderFunctionArgs) =>
  apiHandler(async () => Response.json(await getPost(await requireUser(request, context), params.id)));

export const action = ({ request, context, params }: ActionFunctionArgs) =>
  apiAction({ request, context }, async () => {
    if (request.method === "PATCH") {
      const user = await requireUser(request, context);
      const body = await readJsonBody(request);
      // Without `content` it is the language correction, which does not mark the post edited.
      const edit = "content" in body ? editPost : setPostLanguage;
      return Response.json(await edit(user, params.id, body));
    }
    if (request.method !== "DELETE") return methodNotAllowed({ request });
    await deletePost(await requireUser(request, context), params.id);
    return new Response(null, { status: 204 });
  });
