// JSON API helpers: one error shape, body parsing that never 500s on user input.
import { MAX_BODY_BYTES } from "~/lib/limits";
import { logger } from "~/server/logger.server";
import { rateLimitFields } from "~/server/rate-limit.server";
import { createSession, type SessionKind } from "~/models/accounts.server";
import { createSignInChallenge, hasTwoFactor } from "~/models/two-factor.server";
import type { PublicUser } from "~/models/accounts.server";
import { AppError, isAppError } from "../lib/errors";
import { serverErrorText } from "~/i18n/i18n.server";
import { acceptedLanguage } from "~/i18n/request-language.server";

/** A message in the caller's language (English unless its Accept-Language asks for one of ours). */
function errorText(message: string): string {
  const language = acceptedLanguage();
  return language === "en" ? message : serverErrorText(language, message);
}

export function isApiRequest(request: Request): boolean {
  return new URL(request.url).pathname.startsWith("/api/");
}

export function jsonError(
  status: number,
  code: string,
  message: string,
  extra: {
    fields?: Record<string, string>;
    choices?: Record<string, Array<{ id: number; label: string }>>;
    headers?: HeadersInit;
  } = {},
) {
  const body: {
    error: {
      code: string;
      message: string;
      fields?: Record<string, string>;
      choices?: Record<string, Array<{ id: number; label: string }>>;
    };
  } = {
    error: { code, message: errorText(message) },
  };
  if (extra.fields) {
    body.error.fields = Object.fromEntries(Object.entries(extra.fields).map(([name, text]) => [name, errorText(text)]));
  }
  if (extra.choices) body.error.choices = extra.choices;
  return Response.json(body, { status, headers: extra.headers });
}

export function appErrorResponse(error: AppError): Response {
  const headers: Record<string, string> = {};
  if (error.extra.retryAfterSeconds) headers["Retry-After"] = String(error.extra.retryAfterSeconds);
  // A 429 names the limit it is for, beside the API's own budget that server.ts adds (decision 061).
  if (error.extra.rateLimit) {
    const fields = rateLimitFields(error.extra.rateLimit, 0, error.extra.retryAfterSeconds ?? 0);
    headers["RateLimit-Policy"] = fields.policy;
    headers["RateLimit"] = fields.state;
  }
  return jsonError(error.status, error.code, error.message, {
    fields: error.fields,
    choices: error.extra.choices,
    headers,
  });
}

/** Runs an API handler: AppErrors become their JSON responses; anything else is a real bug (500). */
export async function apiHandler(run: () => Promise<Response>): Promise<Response> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof Response) return error;
    if (isAppError(error)) return appErrorResponse(error);
    logger().error({ err: error }, "API request failed");
    return jsonError(500, "internal", "Something went wrong on our side");
  }
}

/** Reads a JSON object body; malformed or non-object JSON is a 400, never a 500. */
export async function readJsonBody(request: Request): Promise<Record<string, unknown>> {
  // A multipart body may be declared up to 41 MB (server.ts): not read at all where JSON is expected.
  if (Number(request.headers.get("content-length") ?? 0) > MAX_BODY_BYTES)
    throw new AppError("payload_too_large", "Request body is too large");
  const text = await request.text();
  // Only JSON: a form or text/plain body is what a cross-site form could send.
  const type = (request.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
  if (text.trim() && type !== "application/json" && !type.endsWith("+json")) {
    throw new AppError("unsupported_media_type", "Send the body as JSON (Content-Type: application/json)");
  }
  if (text.length > MAX_BODY_BYTES) throw new AppError("payload_too_large", "Request body is too large");
  if (!text.trim()) return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new AppError("validation", "Malformed JSON body");
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new AppError("validation", "The JSON body must be an object");
  }
  return value as Record<string, unknown>;
}

/**
 * The Idempotency-Key header of a create (decision 031): the same key again answers the first result and writes
 * nothing, as a form's one-time token does. A Structured Field string ("…") is taken without its quotes.
 */
export function idempotencyKey(request: Request): string | null {
  const value = request.headers.get("Idempotency-Key")?.trim();
  if (!value) return null;
  return value.length > 1 && value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1) : value;
}

/** 405 for a method a route does not take: JSON under /api, plain text for pages. Usable as a loader. */
export function methodNotAllowed({ request }: { request: Request }): Response {
  if (isApiRequest(request)) return jsonError(405, "method_not_allowed", "Method not allowed");
  return new Response("Method not allowed", { status: 405, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

/** Signs an API client in: a new session row and its Bearer token (never cached: server.ts makes every answer private). */
export async function signInApi(
  request: Request,
  user: PublicUser,
  status: number,
  { kind = "api", secondFactorDone = false }: { kind?: SessionKind; secondFactorDone?: boolean } = {},
) {
  const userAgent = request.headers.get("user-agent");
  if (!secondFactorDone && (await hasTwoFactor(user.id))) {
    // No token yet: the client sends a code with this challenge to POST /api/auth/login/code (decision 044).
    const challenge = await createSignInChallenge(user.id, kind, userAgent);
    return Response.json(
      { twoFactorRequired: true, challenge: challenge.token, expiresAt: challenge.expiresAt.toISOString() },
      { status: 200 },
    );
  }
  const session = await createSession(user.id, kind, userAgent);
  return Response.json(
    { token: session.token, id: user.id, expiresAt: session.expiresAt.toISOString(), user },
    { status },
  );
}

/** Headers of a cursor-paged list: the next page in Link (rel="next") and X-Next-Cursor. */
export function pagedHeaders(url: URL, nextCursor: string | null): Headers {
  const headers = new Headers();
  if (nextCursor) {
    const next = new URL(url);
    next.searchParams.set("cursor", nextCursor);
    headers.set("Link", `<${next.pathname}${next.search}>; rel="next"`);
    headers.set("X-Next-Cursor", nextCursor);
  }
  return headers;
}
