import type { ActionFunctionArgs } from "@remix-run/node";
import { MAX_PHOTOS_PER_POST } from "~/models/images.server";
import { createPost } from "~/models/posts.server";
import { requireUser } from "~/web/guards.server";
import { idempotencyKey, methodNotAllowed, readJsonBody } from "~/web/api-response.server";
import { apiAction } from "~/web/api-idempotency.server";
import { isMultipart, readUploadForm } from "~/web/upload-body.server";

export const loader = methodNotAllowed;

// JSON, with "photos": [{ "id", "alt" }] naming photos uploaded ahead (POST /api/photos); or multipart/form-data
// with up to 4 files in "photos" (and their "alt" texts, in the same order).
export const action = ({ request, context }: ActionFunctionArgs) =>
  apiAction({ request, context }, async () => {
    if (request.method !== "POST") return methodNotAllowed({ request });
    const user = await requireUser(request, context);
    if (isMultipart(request)) {
      const { form, files } = await readUploadForm(request, {
        fileField: "photos",
        altField: "alt",
        maxFiles: MAX_PHOTOS_PER_POST,
      });
      return Response.json(await createPost(user, form, idempotencyKey(request), files), { status: 201 });
    }
    const body = await readJsonBody(request);
    return Response.json(await createPost(user, body, idempotencyKey(request), [], body.photos), { status: 201 });
  });
