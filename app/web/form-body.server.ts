// The one way a page action reads its form. Anything that is not a readable HTML form body (JSON, plain
// text, no content type, broken multipart) is refused with a 4xx the error page explains, never a 500.
import { MAX_BODY_BYTES } from "~/lib/limits";

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

function refuse(status: number, message: string): Response {
  return new Response(message, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

/** The submitted fields as strings (file parts are ignored: no form of ours uploads files). */
export async function readForm(request: Request): Promise<Record<string, string>> {
  const type = (request.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
  if (!FORM_TYPES.includes(type)) throw refuse(415, "This address only accepts HTML form submissions.");
  if (Number(request.headers.get("content-length") ?? 0) > MAX_BODY_BYTES) throw refuse(413, "The form is too large.");
  let data: FormData;
  try {
    data = await request.formData();
  } catch {
    throw refuse(400, "The form could not be read. Please go back and try again.");
  }
  const form: Record<string, string> = {};
  for (const [key, value] of data) if (typeof value === "string") form[key] = value;
  return form;
}
