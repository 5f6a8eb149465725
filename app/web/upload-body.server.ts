// Reading a multipart/form-data body with pictures (the composer, the profile picture, POST /api/posts). The
// body is read as a stream: a file past 10 MB, or a file past the form's count, stops the reading there and
// answers 413 or 400 without taking in the rest; a body cut off half-way is a 400. Nothing is processed or
// stored until the whole body is in (images.server.ts), so a broken upload leaves no file and no row.
import {
  unstable_composeUploadHandlers as composeUploadHandlers,
  unstable_createMemoryUploadHandler as createMemoryUploadHandler,
  unstable_parseMultipartFormData as parseMultipartFormData,
  type UploadHandler,
} from "@remix-run/node";
import { AppError, isAppError } from "~/lib/errors";
import { IMAGE_COPY } from "~/copy/images";
import { MAX_IMAGE_BYTES, type UploadedFile } from "~/models/images.server";
import { readForm } from "./form-body.server";

/** A text field of an upload form: 64 KB at most (the forms' own limits are far below). */
const MAX_FIELD_BYTES = 64 * 1024;

export function isMultipart(request: Request): boolean {
  return (request.headers.get("content-type") ?? "").toLowerCase().startsWith("multipart/form-data");
}

/**
 * The form's text fields and the files of `fileField` (in order; empty file inputs skipped), each with the alt
 * text of the same position among the `altField` values.
 */
export async function readUploadForm(
  request: Request,
  { fileField, altField, maxFiles }: { fileField: string; altField?: string; maxFiles: number },
): Promise<{ form: Record<string, string>; files: UploadedFile[]; alts: string[] }> {
  if (!isMultipart(request)) throw new AppError("unsupported_media_type", "Send the form as multipart/form-data");
  let count = 0;
  let slot = 0;
  const files: Array<{ bytes: Buffer; slot: number }> = [];
  const fileHandler: UploadHandler = async (part) => {
    if (part.filename === undefined) return undefined;
    const at = part.name === fileField ? slot++ : -1;
    const chunks: Uint8Array[] = [];
    let size = 0;
    for await (const chunk of part.data) {
      size += chunk.byteLength;
      if (size > MAX_IMAGE_BYTES) throw new AppError("payload_too_large", IMAGE_COPY.tooLarge);
      chunks.push(chunk);
    }
    // A file input left empty still sends a part with no name and no bytes.
    if (size === 0) return "";
    if (part.name !== fileField || ++count > maxFiles)
      throw new AppError("validation", maxFiles === 1 ? IMAGE_COPY.onePicture : IMAGE_COPY.tooMany);
    files.push({ bytes: Buffer.concat(chunks), slot: at });
    return "";
  };
  let data: FormData;
  try {
    data = await parseMultipartFormData(
      request,
      composeUploadHandlers(fileHandler, createMemoryUploadHandler({ maxPartSize: MAX_FIELD_BYTES })),
    );
  } catch (error) {
    if (isAppError(error)) throw error;
    throw new AppError("validation", IMAGE_COPY.uploadBroken);
  }
  const form: Record<string, string> = {};
  const alts: string[] = [];
  for (const [key, value] of data) {
    if (typeof value !== "string") continue;
    if (key === altField) alts.push(value);
    else if (key !== fileField) form[key] = value;
  }
  // Each file takes the alt text of its own slot (a form of four file inputs, each with its description).
  return { form, files: files.map(({ bytes, slot: at }) => ({ bytes, alt: alts[at] ?? null })), alts };
}

/**
 * A form that may carry one picture (an event's cover) with its description: its text fields and the file, null
 * when none was chosen. A plain urlencoded form (a client without the file input) is taken too.
 */
export async function readFormWithPicture(
  request: Request,
  fileField: string,
  altField: string,
): Promise<{ form: Record<string, string>; file: UploadedFile | null }> {
  if (!isMultipart(request)) return { form: await readForm(request), file: null };
  const { form, files } = await readUploadForm(request, { fileField, altField, maxFiles: 1 });
  return { form, file: files[0] ?? null };
}
