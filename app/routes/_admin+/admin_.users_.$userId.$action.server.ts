// Server code the route beside this file uses in its loader and action, imported through here only: the browser
// build replaces this file with an empty stand-in inside that route's own chunk, not a shared chunk (decision 070).
export { pageT } from "~/i18n/page-t.server";
export { changeUserStatus, getAdminUser } from "~/models/admin.server";
export { sendResetLinkAsAdmin } from "~/models/password-reset.server";
export { redirectWithToast } from "~/web/toast.server";
export { methodNotAllowed } from "~/web/api-response.server";
export { readForm } from "~/web/form-body.server";
export { requireAdmin, safeRedirect } from "~/web/guards.server";
export { actionFailure, actionSuccess } from "~/web/page-response.server";
export { pageHandler } from "~/web/page-handler.server";
