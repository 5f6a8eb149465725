// Server code this module's loader and action use, imported through here only: the browser build replaces this
// file with an empty stand-in inside the route's own chunk, not a shared empty chunk of its own (decision 070).
export { deleteComment, getComment } from "~/models/posts.server";
export { actionFailure, actionSuccess, invariantResponse } from "~/web/page-response.server";
export { requireUser, safeRedirect } from "~/web/guards.server";
export { readForm } from "~/web/form-body.server";
export { pageT } from "~/i18n/page-t.server";
export { pageHandler } from "~/web/page-handler.server";
