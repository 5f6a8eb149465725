// Server code the route beside this file uses in its loader and action, imported through here only: the browser
// build replaces this file with an empty stand-in inside that route's own chunk, not a shared chunk (decision 070).
export {
  calendarFeedStatus,
  calendarFeedUrls,
  renewCalendarFeed,
  revokeCalendarFeed,
} from "~/models/calendar-feed.server";
export { pageT } from "~/i18n/page-t.server";
export { readForm } from "~/web/form-body.server";
export { requireUser } from "~/web/guards.server";
export { pageHandler } from "~/web/page-handler.server";
export { actionSuccess } from "~/web/page-response.server";
