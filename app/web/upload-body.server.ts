// Reading a multipart/form-data body with pictures (the composer, the profile picture, POST /api/posts). The
// body is read as a stream: a file past 10 MB, or a file past the form's count, stops the reading there and
// answers 413 or 400 without taking in the rest; a body cut off half-way is a 400. Nothing is processed or
// stored until the whole body is in (images.server.ts), so a broken upload leaves no file and no row. The
// parser is our own (multipart.server.ts): Remix's took 33 ms of the event loop for each 4 MB photo.
import { AppError } from "~/lib/errors";
import { IMAGE_COPY } from "~/copy/images";
import { MAX_IMAGE_BYTES, type UploadedFile } from "~/models/images.server";
import { readForm } from "./form-body.server";
import { createMultipartParser, multipartBoundary, type PartHeaders } from "./multipart.server";

/** A text field of an upload form: 64 KB at most (the forms' own limits are far below). */
const MAX_FIELD_BYTES = 64 * 1024;
/** Parts of one form: four photos, their descriptions and a few fields fit many times over. */
const MAX_PARTS = 100;

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
  const boundary = multipartBoundary(request.headers.get("content-type"));
  if (!boundary || !request.body) throw new AppError("validation", IMAGE_COPY.uploadBroken);
  const broken = () => new AppError("validation", IMAGE_COPY.uploadBroken);
  const parser = createMultipartParser(boundary);
  const fields: Array<[string, string]> = [];
  const files: Array<{ bytes: Buffer; slot: number }> = [];
  let count = 0;
  let slot = 0;
  let parts = 0;
  // The part being read: its head, its chunks so far and their size.
  let part: { headers: PartHeaders; chunks: Buffer[]; size: number; slot: number } | null = null;
  // The reader is never released: stopping early leaves the rest to the server, which drops it once the answer is
  // sent, and releasing it builds an error whose stack (with source maps) cost 15 ms an upload.
  const reader = request.body.getReader();
  for (let done = false; !done;) {
    let chunk: Uint8Array | undefined;
    try {
      ({ done, value: chunk } = await reader.read());
    } catch {
      throw broken();
    }
    let events;
    try {
      if (done) parser.end();
      events = chunk ? parser.push(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)) : [];
    } catch {
      throw broken();
    }
    for (const event of events) {
      if (event.kind === "part") {
        if (++parts > MAX_PARTS) throw broken();
        const isFile = event.headers.filename !== undefined;
        part = {
          headers: event.headers,
          chunks: [],
          size: 0,
          slot: isFile && event.headers.name === fileField ? slot++ : -1,
        };
      } else if (event.kind === "data" && part) {
        const isFile = part.headers.filename !== undefined;
        // A file past 10 MB, or a file the form has no room for, stops the reading here.
        if (isFile && part.size === 0 && (part.headers.name !== fileField || ++count > maxFiles))
          throw new AppError("validation", maxFiles === 1 ? IMAGE_COPY.onePicture : IMAGE_COPY.tooMany);
        part.size += event.bytes.length;
        if (isFile && part.size > MAX_IMAGE_BYTES) throw new AppError("payload_too_large", IMAGE_COPY.tooLarge);
        if (!isFile && part.size > MAX_FIELD_BYTES) throw broken();
        part.chunks.push(event.bytes);
      } else if (event.kind === "partEnd" && part) {
        const bytes = Buffer.concat(part.chunks, part.size);
        // A file input left empty still sends a part with no name and no bytes.
        if (part.headers.filename === undefined) fields.push([part.headers.name, bytes.toString("utf8")]);
        else if (part.size > 0) files.push({ bytes, slot: part.slot });
        part = null;
      }
    }
  }
  const form: Record<string, string> = {};
  const alts: string[] = [];
  for (const [key, value] of fields) {
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
