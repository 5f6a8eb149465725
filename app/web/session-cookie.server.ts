// The session cookie carries only the random token; the server keeps a hash of it (app/models/accounts.server.ts).
import { createCookie } from "@remix-run/node";
import type { NewSession } from "~/models/accounts.server";
import { getEnv } from "../server/env.server";

export const SESSION_COOKIE = "roots_session";

export function isSecureRequest(request: Request): boolean {
  // Secure cookies only in production over https: plain-http test servers must still receive them.
  if (getEnv().NODE_ENV !== "production") return false;
  const proto = request.headers.get("x-forwarded-proto") ?? new URL(request.url).protocol.replace(":", "");
  return proto === "https";
}

function sessionCookie(request: Request) {
  return createCookie(SESSION_COOKIE, {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: isSecureRequest(request),
  });
}

/** The session token in a Cookie header (pages and the socket upgrade share this). */
export function tokenFromCookieHeader(header: string | null | undefined): string | null {
  for (const part of (header ?? "").split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name !== SESSION_COOKIE) continue;
    // A cookie that does not decode is no session at all: the visitor is simply signed out.
    try {
      return decodeURIComponent(rest.join("=")) || null;
    } catch {
      return null;
    }
  }
  return null;
}

/** The token in an `Authorization: Bearer <token>` header. */
export function tokenFromAuthorization(header: string | null | undefined): string | null {
  return header?.match(/^Bearer\s+(\S+)$/i)?.[1] ?? null;
}

export function readCookieToken(request: Request): string | null {
  return tokenFromCookieHeader(request.headers.get("cookie"));
}

export function readBearerToken(request: Request): string | null {
  return tokenFromAuthorization(request.headers.get("authorization"));
}

/** The token from the Authorization header, else from the cookie. */
export function readSessionToken(request: Request): string | null {
  return readBearerToken(request) ?? readCookieToken(request);
}

export async function commitSessionCookie(request: Request, session: NewSession): Promise<string> {
  // Raw value (not Remix's base64 JSON) so the socket server can read it too.
  const cookie = sessionCookie(request);
  const serialized = await cookie.serialize("", { expires: session.expiresAt });
  return serialized.replace(`${SESSION_COOKIE}=`, `${SESSION_COOKIE}=${encodeURIComponent(session.token)}`);
}

export async function clearSessionCookie(request: Request): Promise<string> {
  return sessionCookie(request).serialize("", { maxAge: 0, expires: new Date(0) });
}

// A sign-in waiting for its second factor (decision 044): the challenge's token, for the /login pages only.
const CHALLENGE_COOKIE = "roots_2fa";

function challengeCookie(request: Request) {
  return createCookie(CHALLENGE_COOKIE, {
    httpOnly: true,
    sameSite: "lax",
    path: "/login",
    secure: isSecureRequest(request),
  });
}

export async function commitChallengeCookie(request: Request, token: string, expires: Date): Promise<string> {
  return challengeCookie(request).serialize(token, { expires });
}

export async function readChallengeToken(request: Request): Promise<string | null> {
  const value: unknown = await challengeCookie(request).parse(request.headers.get("cookie"));
  return typeof value === "string" ? value : null;
}

export async function clearChallengeCookie(request: Request): Promise<string> {
  return challengeCookie(request).serialize("", { maxAge: 0, expires: new Date(0) });
}
