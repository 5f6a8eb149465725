// Server code this module's loader and action use, imported through here only: the browser build replaces this
// file with an empty stand-in inside the route's own chunk, not a shared empty chunk of its own (decision 070).
export { communityInsights } from "~/models/insights.server";
export { searchPeople, suggestPeopleWithState } from "~/models/members.server";
export { requireUser } from "~/web/guards.server";
export { listPeopleThere } from "~/models/moving.server";
export { pageHandler } from "~/web/page-handler.server";
export { pageT } from "~/i18n/page-t.server";
