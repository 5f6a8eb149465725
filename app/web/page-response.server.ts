// How page actions and loaders answer: the one module for HTML pages, as api-response.server.ts is for the API.
// One answer whoever sent the form (Remix's own protocol, decision 026): an accepted form or a control
// (like, connect, delete) redirects with its toast in the flash cookie (POST/redirect/GET; a fetcher follows
// the redirect and the page's loaders reload), and a refused form gets its page back with a FormReply
// (Conform's result shape: field errors, what the user typed, the toast). AppErrors nobody catches are
// answered by pageHandler (page-handler.server.ts), which every page's loader and action goes through.
import { data, redirect, replace } from "@remix-run/node";
import { createSession, type PublicUser } from "~/models/accounts.server";
import { isAppError, type AppError } from "../lib/errors";
import type { FormReply } from "~/components/ui/kit";
import { safeRedirect } from "../lib/safe-redirect";
import { clearChallengeCookie, commitChallengeCookie, commitSessionCookie } from "./session-cookie.server";
import { createSignInChallenge, hasTwoFactor } from "~/models/two-factor.server";
import { redirectWithToast, toastHeader, toToast, type ToastInput } from "./toast.server";

type Form = Record<string, unknown>;

/** Throws a plain-text error page (e.g. 404 "Post not found") unless `condition` holds. */
export function invariantResponse(condition: unknown, message: string, status = 404): asserts condition {
  if (!condition) throw new Response(message, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

/**
 * Back to the page the form was on (`returnTo`, replacing it in the history, so a like is not a Back step)
 * or on to `fallback`, with the toast.
 */
async function back(form: Form, fallback: string, toast: ToastInput | undefined): Promise<Response> {
  const headers = new Headers();
  if (toast) headers.append("Set-Cookie", await toastHeader(toast));
  const to = safeRedirect(form.returnTo, "");
  return to ? replace(to, { headers }) : redirect(fallback, { headers });
}

/** Success: back to `returnTo` (or on to `fallback`), or on to `to` whatever the form says, with the toast. */
export async function actionSuccess(
  form: Form,
  { toast, fallback = "/", to }: { toast?: ToastInput; fallback?: string; to?: string },
): Promise<Response> {
  if (to === undefined) return back(form, fallback, toast);
  return toast ? redirectWithToast(to, toast) : redirect(to);
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

/**
 * A control (like, connect, delete) that failed: back where it was, with a toast saying why. `failure` is the
 * spec's failure message, under "Error"; or `{ title }`, the spec's message as the title with the reason under it.
 */
export function actionFailure(
  form: Form,
  error: unknown,
  failure: string | { title: string },
  fallback = "/",
): Promise<Response> {
  if (!isAppError(error)) throw error;
  return back(form, fallback, failureToast(error, typeof failure === "string" ? { message: failure } : failure));
}

/**
 * A refused form: its page again (same status, Retry-After kept) with a FormReply: field errors, the toast,
 * and the `keep` fields as typed (never passwords). `message` is the spec's failure toast text; without it
 * the error's title (or `title`) and message show.
 */
export function formFailure(form: Form, error: unknown, options: { keep: string[]; message?: string; title?: string }) {
  if (!isAppError(error)) throw error;
  const reply: FormReply = {
    status: "error",
    initialValue: Object.fromEntries(
      options.keep.map((key) => [key, typeof form[key] === "string" ? (form[key] as string) : ""]),
    ),
    error: Object.fromEntries(Object.entries(error.fields ?? {}).map(([name, message]) => [name, [message]])),
    toast: toToast(failureToast(error, options)),
    ...(error.extra.choices ? { choices: error.extra.choices } : {}),
  };
  return data(reply, { status: error.status, headers: retryAfter(error) });
}

/**
 * Signs a browser in: a new session row, its cookie, and a redirect with the welcome toast. A member with
 * two-factor sign-in on goes to the code step first (`secondFactorDone` once it is answered).
 */
export async function signInBrowser(
  request: Request,
  user: PublicUser,
  redirectTo: string,
  toast: { title: string; description: string },
  { secondFactorDone = false }: { secondFactorDone?: boolean } = {},
) {
  const userAgent = request.headers.get("user-agent");
  if (!secondFactorDone && (await hasTwoFactor(user.id))) {
    const challenge = await createSignInChallenge(user.id, "browser", userAgent);
    const next = redirectTo === "/" ? "/login/code" : `/login/code?${new URLSearchParams({ redirectTo })}`;
    return redirect(next, {
      headers: { "Set-Cookie": await commitChallengeCookie(request, challenge.token, challenge.expiresAt) },
    });
  }
  const session = await createSession(user.id, "browser", userAgent);
  const headers = new Headers({ "Set-Cookie": await commitSessionCookie(request, session) });
  if (secondFactorDone) headers.append("Set-Cookie", await clearChallengeCookie(request));
  return redirectWithToast(redirectTo, { type: "success", ...toast }, { headers });
}
