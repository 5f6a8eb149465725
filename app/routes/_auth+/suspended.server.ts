// Server code the route beside this file uses in its loader and action, imported through here only: the browser
// build replaces this file with an empty stand-in inside that route's own chunk, not a shared chunk (decision 070).
export { redirect } from "@remix-run/node";
export { pageT } from "~/i18n/page-t.server";
export { suspensionNotice } from "~/models/suspension.server";
export { readCookieToken } from "~/web/session-cookie.server";
export { pageHandler } from "~/web/page-handler.server";
