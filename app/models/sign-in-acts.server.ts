// Rule 13: the acts that change how one signs in (password, email, passkeys, two-factor, tokens, deleting the
// account) are never done with a personal token, whatever its scope: a "read write" token could otherwise
// register a passkey, sign in with it and mint any token. They need a sign-in (the browser cookie or
// POST /api/auth/login, both made with the password and second factor), and a recent one; an act that takes
// the current password itself (changing it or the email, deleting the account) is proof enough of that.
// The checks run in the model function that performs the act, which receives the actor's Access.
import * as z from "zod";
import { db } from "~/server/db.server";
import { AppError } from "~/lib/errors";
import { parseInput } from "~/lib/validation";
import { deletionCopy, signInActCopy as copy } from "~/copy/account";
import { checkCurrentPassword } from "./current-password.server";
import type { Access } from "./token-scope";
import type { Viewer } from "./viewer";

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

/** Whether the caller's sign-in is recent enough for every act (the security page offers to confirm it if not). */
export function isRecentSignIn(access: Access, now = new Date()): boolean {
  if (!access.account || !access.signedInAt) return false;
  return now.getTime() - access.signedInAt.getTime() <= RECENT_SIGN_IN_MINUTES * 60_000;
}

const confirmInput = z.object({
  password: z.string({ error: deletionCopy.wrongPassword }).min(1, deletionCopy.wrongPassword).max(200),
});

/**
 * "Confirm it's you": the current password (counted with every other check of it) makes the sign-in this
 * request runs in a recent one again, without signing out. `currentHash` is that session's.
 */
export async function confirmSignIn(
  viewer: Viewer,
  access: Access,
  input: unknown,
  currentHash: string | null,
): Promise<void> {
  requireSignIn(access);
  const { password } = parseInput(confirmInput, input, deletionCopy.wrongPassword);
  const row = await db.user.findUnique({ where: { id: viewer.id }, select: { passwordHash: true } });
  if (!row || !(await checkCurrentPassword(viewer.id, password, row.passwordHash)))
    throw new AppError("validation", deletionCopy.wrongPassword, { fields: { password: deletionCopy.wrongPassword } });
  if (!currentHash) return;
  await db.session.updateMany({
    where: { tokenHash: currentHash, userId: viewer.id },
    data: { createdAt: new Date() },
  });
}
