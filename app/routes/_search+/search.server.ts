// Server code the route beside this file uses in its loader, imported through here only: the browser build
// replaces this file with an empty stand-in inside that route's own chunk, not a shared chunk (decision 070).
export { search, type SearchResults } from "~/models/search.server";
export { data } from "@remix-run/node";
export { requireUser } from "~/web/guards.server";
export { pageHandler } from "~/web/page-handler.server";
export { pageT } from "~/i18n/page-t.server";
