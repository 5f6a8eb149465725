// The 10,000 most common passwords, most common first (common-passwords.json: the head of the ranked list in
// @zxcvbn-ts/language-common 4.1.3, MIT; decision 080-rules-common-passwords). Server only: the browser build
// leaves this module empty, so a browser never downloads the list.
import ranked from "./common-passwords.json";

const COMMON = new Set(ranked.map((password) => password.toLowerCase()));

/** Whether a password is on the list, ignoring case ("Password1" is as guessable as "password1"). */
export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.toLowerCase());
}
