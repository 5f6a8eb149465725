// Server code the route beside this file uses in its loader, imported through here only: the browser build
// replaces this file with an empty stand-in inside that route's own chunk (decision 070).
export { getSeries } from "~/models/event-series.server";
export { pageT } from "~/i18n/page-t.server";
export { requireUser } from "~/web/guards.server";
export { pageHandler } from "~/web/page-handler.server";
