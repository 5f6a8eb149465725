// Server code this module's loader and action use, imported through here only: the browser build replaces this
// file with an empty stand-in inside the route's own chunk, not a shared empty chunk of its own (decision 070).
export { infoPageData } from "~/web/info-page.server";
export { pageHandler } from "~/web/page-handler.server";
