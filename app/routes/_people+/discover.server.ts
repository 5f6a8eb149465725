// Server code the route beside this file uses in its loader and action, imported through here only: the browser
// build replaces this file with an empty stand-in inside that route's own chunk, not a shared chunk (decision 070).
export { communityInsights } from "~/models/insights.server";
export { searchPeople, suggestPeopleWithState } from "~/models/members.server";
export { requireUser } from "~/web/guards.server";
export { listPeopleThere } from "~/models/moving.server";
export { pageHandler } from "~/web/page-handler.server";
export { pageT } from "~/i18n/page-t.server";
export { startedCirclesToDiscover } from "~/models/circles.server";
