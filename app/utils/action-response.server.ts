// How a form action answers. Forms submitted by our scripts carry `_js=1` and get JSON with the toast
// to show (the page updates in place); plain HTML forms get a redirect back (POST/redirect/GET) with the
// toast in the flash cookie.
import { redirect } from "@remix-run/node";
import { safeRedirect } from "./auth.server";
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
  return { type: "error", title: "Error", description: failureMessage };
}

function scriptedFailure(error: AppError, toast: ToastInput): Response {
  return Response.json(
    { ok: false, toast: toToast(toast), error: { code: error.code, message: error.message, fields: error.fields } },
    { status: error.status },
  );
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
  return Response.json(failure, { status: error.status });
}
