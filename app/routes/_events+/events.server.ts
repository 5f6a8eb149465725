// Server code the route beside this file uses in its loader and action, imported through here only: the browser
// build replaces this file with an empty stand-in inside that route's own chunk, not a shared chunk (decision 070).
export { listEvents } from "~/models/events.server";
export { requireUser } from "~/web/guards.server";
export { requestTimeZone } from "~/web/time-zone.server";
export { pageT } from "~/i18n/page-t.server";
export { pageHandler } from "~/web/page-handler.server";
export { readNearList } from "~/web/near-filter.server";
export { eventListSchema } from "~/schemas/events";
export { parseInput } from "~/lib/validation";
