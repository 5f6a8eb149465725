// Server code the route beside this file uses in its loader and action, imported through here only: the browser
// build replaces this file with an empty stand-in inside that route's own chunk, not a shared chunk (decision 070).
export { getComment } from "~/models/posts.server";
export { editComment } from "~/models/post-edits.server";
export { actionSuccess, formFailure, invariantResponse } from "~/web/page-response.server";
export { requireUser } from "~/web/guards.server";
export { readForm } from "~/web/form-body.server";
export { pageT } from "~/i18n/page-t.server";
export { pageHandler } from "~/web/page-handler.server";
