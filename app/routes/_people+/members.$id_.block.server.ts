// Server code the route beside this file uses in its loader and action, imported through here only: the browser
// build replaces this file with an empty stand-in inside that route's own chunk, not a shared chunk (decision 070).
export { pageT } from "~/i18n/page-t.server";
export { blockMember, unblockMember } from "~/models/blocks.server";
export { getMember } from "~/models/members.server";
export { readForm } from "~/web/form-body.server";
export { requireUser, safeRedirect } from "~/web/guards.server";
export { actionFailure, actionSuccess, invariantResponse } from "~/web/page-response.server";
export { pageHandler } from "~/web/page-handler.server";
