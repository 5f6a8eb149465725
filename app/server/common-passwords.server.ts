// Whether a password is among the 10,000 most common (common-password-list.server.ts; decision
// 078-common-passwords): the check the server gives the password schemas (newPasswordField). Server only,
// so a browser never downloads the list.
import type { CommonPasswordCheck } from "~/lib/password-rules";
import { COMMON_PASSWORDS } from "./common-password-list.server";

const COMMON = new Set(COMMON_PASSWORDS.map((password) => password.toLowerCase()));

/** Ignoring case: "Password1" is as guessable as "password1". */
export const isCommonPassword: CommonPasswordCheck = (password) => COMMON.has(password.toLowerCase());
