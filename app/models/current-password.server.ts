// The current password, asked again before an act on the account (changing the password or the email, deleting
// the account). Every one of those checks counts against one limiter per member, so guessing cannot move from
// one endpoint to another: each try is counted before the hash is compared (parallel guesses included), and
// the right password starts the count again (the member has shown who they are).
import { consume, createLimiter } from "~/server/rate-limit.server";
import { verifyPassword } from "~/server/password-hash.server";
import type { RateLimiterAbstract } from "rate-limiter-flexible";

/** Wrong current passwords a member may type in WINDOW_SECONDS; the next try waits for the window. */
export const CURRENT_PASSWORD_TRIES = 10;
const WINDOW_SECONDS = 15 * 60;

let limiter: RateLimiterAbstract | undefined;

/** Whether `password` is the member's (429 after CURRENT_PASSWORD_TRIES wrong ones in 15 minutes). */
export async function checkCurrentPassword(userId: string, password: string, passwordHash: string): Promise<boolean> {
  limiter ??= createLimiter({
    keyPrefix: "current-password",
    points: CURRENT_PASSWORD_TRIES,
    duration: WINDOW_SECONDS,
  });
  await consume(limiter, userId);
  if (!(await verifyPassword(password, passwordHash))) return false;
  await limiter.delete(userId);
  return true;
}
