// Request guards. Pages and the API resolve the caller the same way: Bearer token or session cookie,
// both pointing at the same server-side session row.
import { redirect, type AppLoadContext } from "@remix-run/node";
import { FormStrategy } from "remix-auth-form";
import { hashToken, verifyLogin } from "~/models/accounts.server";
import type { PublicUser } from "~/models/accounts.server";
import { isApiRequest, jsonError } from "./api-response.server";
import { readSessionToken } from "./session-cookie.server";
import { redirectWithToast } from "./toast.server";
import { hasTwoFactor } from "~/models/two-factor.server";
import { tokenCopy, twoFactorCopy } from "~/copy/account";
import { getEnv } from "~/server/env.server";
import { suspendedRedirect } from "./suspended.server";

export { safeRedirect } from "../lib/safe-redirect";

/**
 * Signs in with the login form's fields through remix-auth's FormStrategy, whose verify is the model's
 * verifyLogin. A strategy per request, so verify has the client's address for the failed-login limits: the
 * Authenticator hands its strategies a copy of the request, and every page sign-in counted as "unknown".
 */
export function authenticateLoginForm(request: Request, clientIp: string): Promise<PublicUser> {
  const strategy = new FormStrategy<PublicUser>(({ form }) =>
    verifyLogin({ email: form.get("email"), password: form.get("password") }, clientIp),
  );
  return strategy.authenticate(request);
}

/** The signed-in user or null: the request context's lookup, made once per request (root and page loaders share it). */
export function getViewer(context: AppLoadContext): Promise<PublicUser | null> {
  return context.viewer();
}

/** The stored hash of the session this request is signed in with (to keep it when ending the others). */
export function currentSessionHash(request: Request): string | null {
  const token = readSessionToken(request);
  return token ? hashToken(token) : null;
}

/** Reading methods: a read-only personal token may send these and nothing else. */
const READS = new Set(["GET", "HEAD", "OPTIONS"]);

export async function requireUser(request: Request, context: AppLoadContext): Promise<PublicUser> {
  const user = await getViewer(context);
  if (user) {
    if (!READS.has(request.method) && !(await context.access()).write)
      throw jsonError(403, "forbidden", tokenCopy.readOnly);
    return user;
  }
  if (isApiRequest(request)) throw jsonError(401, "unauthorized", "Unauthorized: sign in or send a valid Bearer token");
  // A member suspended since this page loaded learns why (and keeps what they were posting), not "sign in".
  const suspended = await suspendedRedirect(request);
  if (suspended) throw suspended;
  const url = new URL(request.url);
  const params = new URLSearchParams({ redirectTo: `${url.pathname}${url.search}` });
  throw redirect(`/login?${params}`);
}

export async function requireAdmin(request: Request, context: AppLoadContext): Promise<PublicUser> {
  const user = await requireUser(request, context);
  if (user.role === "admin" && !(await context.access()).admin) throw jsonError(403, "forbidden", tokenCopy.notAdmin);
  if (user.role === "admin") {
    if (getEnv().REQUIRE_ADMIN_2FA === "1" && !(await hasTwoFactor(user.id))) {
      if (isApiRequest(request)) throw jsonError(403, "forbidden", twoFactorCopy.adminNeeds);
      throw await redirectWithToast("/settings/security", {
        type: "error",
        title: twoFactorCopy.adminNeedsTitle,
        description: twoFactorCopy.adminNeeds,
      });
    }
    return user;
  }
  if (isApiRequest(request)) throw jsonError(403, "forbidden", "You don't have permission to access this resource");
  throw await redirectWithToast("/", {
    type: "error",
    title: "Access denied",
    description: "You don't have permission to access this page",
  });
}

/** For pages a visitor may see (the landing page): a suspended member's browser goes to /suspended instead. */
export async function redirectIfSuspended(request: Request): Promise<void> {
  const suspended = await suspendedRedirect(request);
  if (suspended) throw suspended;
}

export async function requireAnonymous(context: AppLoadContext): Promise<void> {
  if (await getViewer(context)) throw redirect("/");
}
