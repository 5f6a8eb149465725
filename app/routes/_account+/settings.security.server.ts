// Server code the route beside this file uses in its loader and action, imported through here only: the browser
// build replaces this file with an empty stand-in inside that route's own chunk, not a shared chunk (decision 070).
export { pageT } from "~/i18n/page-t.server";
export { createApiToken, listApiTokens, revokeApiToken } from "~/models/api-tokens.server";
export { deleteOwnAccount } from "~/models/account-deletion.server";
export { clearSessionCookie } from "~/web/session-cookie.server";
export { redirectWithToast } from "~/web/toast.server";
export { latestExport } from "~/models/data-exports.server";
export { listPasskeys, removePasskey } from "~/models/passkeys.server";
export { endDevice, endOtherDevices, listDevices } from "~/models/devices.server";
export {
  beginTwoFactorSetup,
  cancelTwoFactorSetup,
  confirmTwoFactorSetup,
  disableTwoFactor,
  twoFactorStatus,
} from "~/models/two-factor.server";
export { confirmSignIn, isRecentSignIn } from "~/models/sign-in-acts.server";
export { readForm } from "~/web/form-body.server";
export { currentSessionHash, requireUser } from "~/web/guards.server";
export { actionFailure, actionSuccess, formFailure } from "~/web/page-response.server";
export { pageHandler } from "~/web/page-handler.server";
