// How page actions and loaders answer: the one module for HTML pages, as api-response.server.ts is for the API.
// Forms submitted by our scripts carry `_js=1` and get JSON with the toast to show (the page updates in
// place); plain HTML forms get a redirect (POST/redirect/GET) with the toast in the flash cookie, or their
// own page back with field errors and what the user typed. AppErrors nobody catches are answered by
// pageHandler (page-handler.server.ts), which every page's loader and action goes through.
import { redirect } from "@remix-run/node";
import { createSession } from "~/models/accounts.server";
import type { PublicUser } from "~/models/accounts.server";
import { isAppError, type AppError } from "../lib/errors";
import type { FormFailure } from "../lib/form-failure";
import { safeRedirect } from "../lib/safe-redirect";
import { commitSessionCookie } from "./session-cookie.server";
import { redirectWithToast, toastHeader, toToast, type ToastInput } from "./toast.server";

type Form = Record<string, unknown>;

export function isScripted(form: Form): boolean {
  return form._js === "1";
}

/** Throws a plain-text error page (e.g. 404 "Post not found") unless `condition` holds. */
export function invariantResponse(condition: unknown, message: string, status = 404): asserts condition {
  if (!condition) throw new Response(message, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

/**
 * Success: scripts get `{ ok: true, ...data, toast }`; a plain form goes back to `returnTo` (or `fallback`).
 * `revalidate: false` tells pages using `revalidateUnlessHandled` that the control updated itself in place.
 */
export async function actionSuccess(
  form: Form,
  {
    data = {},
    toast,
    fallback = "/",
    revalidate = true,
  }: { data?: Record<string, unknown>; toast?: ToastInput; fallback?: string; revalidate?: boolean },
): Promise<Response> {
  if (isScripted(form)) {
    return Response.json({
      ok: true,
      ...data,
      ...(revalidate ? {} : { revalidate: false }),
      toast: toast ? toToast(toast) : null,
    });
  }
  const headers = new Headers();
  if (toast) headers.append("Set-Cookie", await toastHeader(toast));
  return redirect(safeRedirect(form.returnTo, fallback), { headers });
}

function retryAfter(error: AppError): Record<string, string> {
  return error.extra.retryAfterSeconds ? { "Retry-After": String(error.extra.retryAfterSeconds) } : {};
}

/**
 * The toast for a model error. Being told to wait says more than a generic failure; otherwise the spec's
 * failure message when the form has one, else the error's own title and message.
 */
function failureToast(error: AppError, failure: { message?: string; title?: string }): ToastInput {
  if (error.code === "rate_limited")
    return { type: "error", title: error.title ?? "Too many attempts", description: error.message };
  if (error.code === "unavailable")
    return { type: "error", title: error.title ?? "Temporarily unavailable", description: error.message };
  if (failure.message) return { type: "error", title: "Error", description: failure.message };
  return { type: "error", title: error.title ?? failure.title ?? "Error", description: error.message };
}

function scriptedFailure(error: AppError, toast: ToastInput): Response {
  return Response.json(
    { ok: false, toast: toToast(toast), error: { code: error.code, message: error.message, fields: error.fields } },
    { status: error.status, headers: retryAfter(error) },
  );
}

/** Without scripts a refusal with nothing to go back to (429, 503) is its own page, with Retry-After. */
function refusalPage(error: AppError): Response | null {
  if (error.code !== "rate_limited" && error.code !== "unavailable") return null;
  return new Response(error.message, {
    status: error.status,
    headers: { "Content-Type": "text/plain; charset=utf-8", ...retryAfter(error) },
  });
}

/** A control (like, connect, delete) that failed: scripts get the JSON error; a plain form goes back with a toast. */
export async function actionFailure(
  form: Form,
  error: unknown,
  failureMessage: string,
  fallback = "/",
): Promise<Response> {
  if (!isAppError(error)) throw error;
  const toast = failureToast(error, { message: failureMessage });
  if (isScripted(form)) return scriptedFailure(error, toast);
  const refusal = refusalPage(error);
  if (refusal) throw refusal;
  return redirect(safeRedirect(form.returnTo, fallback), { headers: { "Set-Cookie": await toastHeader(toast) } });
}

/**
 * A rejected form on its own page: scripts get the JSON error; a plain form gets the page back (same
 * status, Retry-After kept) with field errors and the `keep` fields as typed (never passwords).
 * `message` is the spec's failure toast text; without it the error's title (or `title`) and message show.
 */
export function formFailure(
  form: Form,
  error: unknown,
  options: { keep: string[]; message?: string; title?: string },
): Response {
  if (!isAppError(error)) throw error;
  const toast = failureToast(error, options);
  if (isScripted(form)) return scriptedFailure(error, toast);
  const values = Object.fromEntries(
    options.keep.map((key) => [key, typeof form[key] === "string" ? (form[key] as string) : ""]),
  );
  const failure: FormFailure = { toast: toToast(toast), fields: error.fields ?? {}, values };
  return Response.json(failure, { status: error.status, headers: retryAfter(error) });
}

/** Signs a browser in: a new session row, its cookie, and a redirect with the welcome toast. */
export async function signInBrowser(
  request: Request,
  user: PublicUser,
  redirectTo: string,
  toast: { title: string; description: string },
) {
  const session = await createSession(user.id, "browser");
  return redirectWithToast(
    redirectTo,
    { type: "success", ...toast },
    {
      headers: { "Set-Cookie": await commitSessionCookie(request, session) },
    },
  );
}
