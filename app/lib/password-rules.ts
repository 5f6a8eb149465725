// Password rules, shared by the browser and the server: every form and API path that sets a password
// (registration, reset, change) takes it through newPasswordField.
import * as z from "zod";
// Empty in the browser build (Remix's .server rule): there only the length is checked, the server checks both.
import * as commonPasswords from "./common-passwords.server";

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const PASSWORD_TOO_SHORT = `At least ${PASSWORD_MIN} characters`;
export const PASSWORD_TOO_COMMON = "Too common: choose a password that is harder to guess";

const isCommon = (password: string): boolean =>
  typeof commonPasswords.isCommonPassword === "function" && commonPasswords.isCommonPassword(password);

/** A new password: required (`required` is the form's own message), 8 to 128 characters, not a common one. */
export function newPasswordField(required: string) {
  return z
    .string({ error: required })
    .min(1, required)
    .min(PASSWORD_MIN, PASSWORD_TOO_SHORT)
    .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`)
    .refine((password) => password.length < PASSWORD_MIN || !isCommon(password), PASSWORD_TOO_COMMON);
}
