// Rule 13: the acts that change how one signs in (password, email, passkeys, two-factor, tokens, deleting the
// account) are never done with a personal token, whatever its scope: a "read write" token could otherwise
// register a passkey, sign in with it and mint any token. They need a sign-in (the browser cookie or
// POST /api/auth/login, both made with the password and second factor), and a recent one; an act that takes
// the current password itself (changing it or the email, deleting the account) is proof enough of that.
// The checks run in the model function that performs the act, which receives the actor's Access.
import { AppError } from "~/lib/errors";
import { signInActCopy as copy } from "~/copy/account";
import type { Access } from "./token-scope";

/** How old a sign-in may be for an act that does not ask for the password again. */
export const RECENT_SIGN_IN_MINUTES = 60;

/** A sign-in of any age, never a token (for acts that check the current password themselves). */
export function requireSignIn(access: Access): void {
  if (!access.account || !access.signedInAt) throw new AppError("forbidden", copy.notWithToken);
}

/** A sign-in made within RECENT_SIGN_IN_MINUTES (older ones sign in again). */
export function requireRecentSignIn(access: Access, now = new Date()): void {
  requireSignIn(access);
  if (now.getTime() - access.signedInAt!.getTime() > RECENT_SIGN_IN_MINUTES * 60_000)
    throw new AppError("forbidden", copy.signInAgain);
}
