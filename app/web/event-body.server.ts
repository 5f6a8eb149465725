// An API event body: JSON as before, or multipart/form-data carrying the same fields as text and one `cover`
// photo with its `coverAlt` description (decision 050).
import type { UploadedFile } from "~/models/images.server";
import { readJsonBody } from "./api-response.server";
import { isMultipart, readFormWithPicture } from "./upload-body.server";

export async function readEventBody(request: Request): Promise<{ input: unknown; cover: UploadedFile | null }> {
  if (!isMultipart(request)) return { input: await readJsonBody(request), cover: null };
  const { form, file } = await readFormWithPicture(request, "cover", "coverAlt");
  return { input: form, cover: file };
}
