// POST /api/photos: one photo (multipart/form-data, field "photo") uploaded ahead of its post → 201 with its id,
// address, size and srcset. A post then names it: POST /api/posts with "photos": [{ "id", "alt" }] (the
// composer does this with a progress bar; a photo never posted is removed after a day).
import type { ActionFunctionArgs } from "@remix-run/node";
import { uploadPhoto } from "~/models/images.server";
import { requireUser } from "~/web/guards.server";
import { methodNotAllowed } from "~/web/api-response.server";
import { apiAction } from "~/web/api-idempotency.server";
import { readUploadForm } from "~/web/upload-body.server";

export const loader = methodNotAllowed;

export const action = ({ request, context }: ActionFunctionArgs) =>
  apiAction({ request, context }, async () => {
    if (request.method !== "POST") return methodNotAllowed({ request });
    const user = await requireUser(request, context);
    const { files } = await readUploadForm(request, { fileField: "photo", maxFiles: 1 });
    return Response.json(await uploadPhoto(user, files[0]), { status: 201 });
  });
