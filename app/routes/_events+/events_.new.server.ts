// Server code the route beside this file uses in its loader and action, imported through here only: the browser
// build replaces this file with an empty stand-in inside that route's own chunk, not a shared chunk (decision 070).
export { createEventOrSeries } from "~/models/event-series.server";
export { pageT } from "~/i18n/page-t.server";
export { readFormWithPicture } from "~/web/upload-body.server";
export { requireUser } from "~/web/guards.server";
export { actionSuccess, formFailure } from "~/web/page-response.server";
export { requestTimeZone } from "~/web/time-zone.server";
export { pageHandler } from "~/web/page-handler.server";
