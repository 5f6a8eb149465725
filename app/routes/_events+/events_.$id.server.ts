// Server code the route beside this file uses in its loader and action, imported through here only: the browser
// build replaces this file with an empty stand-in inside that route's own chunk, not a shared chunk (decision 070).
export { getEvent } from "~/models/events.server";
export { seriesOfEvent } from "~/models/event-series.server";
export { requireUser } from "~/web/guards.server";
export { requestTimeZone } from "~/web/time-zone.server";
export { pageHandler } from "~/web/page-handler.server";
