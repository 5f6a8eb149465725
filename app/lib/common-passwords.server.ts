// Whether a password is among the 10,000 most common (common-password-list.server.ts; decision
// 080-rules-common-passwords). Server only: the browser build leaves this module empty, so a browser never
// downloads the list.
import { COMMON_PASSWORDS } from "./common-password-list.server";

const COMMON = new Set(COMMON_PASSWORDS.map((password) => password.toLowerCase()));

/** Whether a password is on the list, ignoring case ("Password1" is as guessable as "password1"). */
export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.toLowerCase());
}
