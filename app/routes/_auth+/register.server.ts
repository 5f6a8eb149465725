// Server code the route beside this file uses in its loader and action, imported through here only: the browser
// build replaces this file with an empty stand-in inside that route's own chunk, not a shared chunk (decision 070).
export { registerUser } from "~/models/accounts.server";
export { requireAnonymous } from "~/web/guards.server";
export { formFailure, signInBrowser } from "~/web/page-response.server";
export { getEnv } from "~/server/env.server";
export { readForm } from "~/web/form-body.server";
export { pageT } from "~/i18n/page-t.server";
export { requestLocale } from "~/i18n/locale.server";
export { pageHandler } from "~/web/page-handler.server";
