// How a form action answers. Forms submitted by our scripts carry `_js=1` and get JSON with the toast
// to show (the page updates in place); plain HTML forms get a redirect back (POST/redirect/GET) with the
// toast in the flash cookie.
import { redirect } from "@remix-run/node";
import { safeRedirect } from "./safe-redirect";
import { isAppError, type AppError } from "./errors";
import type { FormFailure } from "./form-errors";
import { toastHeader, toToast, type ToastInput } from "./toast.server";

export function isScripted(form: Record<string, unknown>): boolean {
  return form._js === "1";
}

export async function actionSuccess(
  form: Record<string, unknown>,
  { data = {}, toast, fallback = "/" }: { data?: Record<string, unknown>; toast?: ToastInput; fallback?: string },
): Promise<Response> {
  if (isScripted(form)) return Response.json({ ok: true, ...data, toast: toast ? toToast(toast) : null });
  const headers = new Headers();
  if (toast) headers.append("Set-Cookie", await toastHeader(toast));
  return redirect(safeRedirect(form.returnTo, fallback), { headers });
}

/** The toast for a model error: the spec's failure message (the reason goes with the JSON error). */
export function failureToast(error: unknown, failureMessage: string): ToastInput {
  if (!isAppError(error)) throw error;
  // Being told to wait says more than the generic failure.
  if (error.code === "rate_limited") return { type: "error", title: error.title ?? "Too many attempts", description: error.message };
  if (error.code === "unavailable") return { type: "error", title: error.title ?? "Temporarily unavailable", description: error.message };
  return { type: "error", title: "Error", description: failureMessage };
}

function retryAfter(error: AppError): Record<string, string> {
  return error.extra.retryAfterSeconds ? { "Retry-After": String(error.extra.retryAfterSeconds) } : {};
}

function scriptedFailure(error: AppError, toast: ToastInput): Response {
  return Response.json(
    { ok: false, toast: toToast(toast), error: { code: error.code, message: error.message, fields: error.fields } },
    { status: error.status, headers: retryAfter(error) },
  );
}

/** Without scripts a rate-limited post gets a 429 page that says when to try again (and Retry-After). */
function rateLimitedPage(error: AppError): Response {
  return new Response(error.message, {
    status: 429,
    headers: { "Content-Type": "text/plain; charset=utf-8", ...retryAfter(error) },
  });
}

export async function actionFailure(
  form: Record<string, unknown>,
  error: unknown,
  failureMessage: string,
  fallback = "/",
): Promise<Response> {
  const toast = failureToast(error, failureMessage);
  if (!isAppError(error)) throw error;
  if (isScripted(form)) return scriptedFailure(error, toast);
  if (error.code === "rate_limited") throw rateLimitedPage(error);
  // Nothing to go back to while the database is down: the 503 page (with Retry-After) says to try again.
  if (error.code === "unavailable") throw error;
  return redirect(safeRedirect(form.returnTo, fallback), { headers: { "Set-Cookie": await toastHeader(toast) } });
}

/**
 * A rejected form on its own page: scripts get the JSON error; a plain form gets the page back with
 * field errors and what the user typed (FormFailure), so nothing is lost.
 */
export function formActionFailure(form: Record<string, unknown>, error: unknown, failureMessage: string, keep: string[]): Response {
  const toast = failureToast(error, failureMessage);
  if (!isAppError(error)) throw error;
  if (isScripted(form)) return scriptedFailure(error, toast);
  const values = Object.fromEntries(keep.map((key) => [key, typeof form[key] === "string" ? (form[key] as string) : ""]));
  const failure: FormFailure = { toast: toToast(toast), fields: error.fields ?? {}, values };
  return Response.json(failure, { status: error.status, headers: retryAfter(error) });
}
