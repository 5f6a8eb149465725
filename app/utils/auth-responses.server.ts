// What the login and register pages and API answer once the model has a user.
import { createSession, type SessionKind } from "~/models/auth.server";
import type { PublicUser } from "~/models/users.server";
import { commitSessionCookie } from "./session.server";
import { redirectWithToast } from "./toast.server";

export async function signInBrowser(request: Request, user: PublicUser, redirectTo: string, toast: { title: string; description: string }) {
  const session = await createSession(user.id, "browser");
  return redirectWithToast(redirectTo, { type: "success", ...toast }, {
    headers: { "Set-Cookie": await commitSessionCookie(request, session) },
  });
}

export async function signInApi(user: PublicUser, status: number, kind: SessionKind = "api") {
  const session = await createSession(user.id, kind);
  return Response.json(
    { token: session.token, id: user.id, expiresAt: session.expiresAt.toISOString(), user },
    { status, headers: { "Cache-Control": "no-store" } },
  );
}
