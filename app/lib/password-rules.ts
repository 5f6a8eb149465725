// Password rules, shared by the browser and the server: every form and API path that sets a password
// (registration, reset, change) takes it through newPasswordField.
import * as z from "zod";

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const PASSWORD_TOO_SHORT = `At least ${PASSWORD_MIN} characters`;
export const PASSWORD_TOO_COMMON = "Too common: choose a password that is harder to guess";

/**
 * Whether a password is one of the most common. The server's is the list (app/server/common-passwords.server.ts);
 * the browser has none (the list stays off the page), so its instant checks test the length and the server's
 * answer names a common password.
 */
export type CommonPasswordCheck = (password: string) => boolean;
const noList: CommonPasswordCheck = () => false;

/** A new password: required (`required` is the form's own message), 8 to 128 characters, not a common one. */
export function newPasswordField(required: string, isCommon: CommonPasswordCheck = noList) {
  return z
    .string({ error: required })
    .min(1, required)
    .min(PASSWORD_MIN, PASSWORD_TOO_SHORT)
    .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`)
    .refine((password) => password.length < PASSWORD_MIN || !isCommon(password), PASSWORD_TOO_COMMON);
}
