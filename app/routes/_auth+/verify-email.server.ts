// Server code the route beside this file uses in its loader and action, imported through here only: the browser
// build replaces this file with an empty stand-in inside that route's own chunk, not a shared chunk (decision 070).
export { pageT } from "~/i18n/page-t.server";
export { resendVerification, verificationTokenIsLive, verifyEmail } from "~/models/email-verification.server";
export { readForm } from "~/web/form-body.server";
export { getViewer, requireUser } from "~/web/guards.server";
export { pageHandler } from "~/web/page-handler.server";
export { actionFailure, formFailure } from "~/web/page-response.server";
export { redirectWithToast } from "~/web/toast.server";
