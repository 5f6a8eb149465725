// Where a suspended member's next request goes (issue 43 §5): their cookie's session was ended by the
// suspension, so instead of the sign-in or landing page they get /suspended, which says why and how to appeal.
// A form they were submitting (a post, a comment, a message) is kept for that page to show, not thrown away.
import { redirect } from "@remix-run/node";
import { keepSubmittedText, wasEndedBySuspension } from "~/models/suspension.server";
import { readCookieToken } from "./session-cookie.server";

export const SUSPENDED_PATH = "/suspended";
/** The fields of the forms members write in; the first one filled is kept. */
const TEXT_FIELDS = ["content", "text", "body", "message", "comment"];
/** A multipart body larger than this (photos) is not read for its text. */
const MAX_READ_BYTES = 1024 * 1024;

/** The redirect to /suspended when this request's cookie is a session a suspension ended; else null. */
export async function suspendedRedirect(request: Request): Promise<Response | null> {
  const token = readCookieToken(request);
  if (!token || !(await wasEndedBySuspension(token))) return null;
  if (request.method === "POST") {
    const text = await submittedText(request);
    if (text) await keepSubmittedText(token, text);
  }
  return redirect(SUSPENDED_PATH);
}

async function submittedText(request: Request): Promise<string | null> {
  const type = (request.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
  if (type !== "application/x-www-form-urlencoded" && type !== "multipart/form-data") return null;
  if (Number(request.headers.get("content-length") ?? MAX_READ_BYTES + 1) > MAX_READ_BYTES) return null;
  try {
    // A clone: the body may still be read by the route (it is not, once this redirects).
    const form = await request.clone().formData();
    for (const name of TEXT_FIELDS) {
      const value = form.get(name);
      if (typeof value === "string" && value.trim()) return value;
    }
  } catch {
    // A body that does not parse keeps nothing; the member still learns why.
  }
  return null;
}
