// Server code the route beside this file uses in its loader and action, imported through here only: the browser
// build replaces this file with an empty stand-in inside that route's own chunk, not a shared chunk (decision 070).
export {
  decideHostOffer,
  listCircleRemovals,
  listHostsForAdmin,
  removeCircleHost,
  restoreCirclePost,
  setHostingBar,
} from "~/models/circle-keeping.server";
export { requireAdmin } from "~/web/guards.server";
export { readForm } from "~/web/form-body.server";
export { actionFailure, actionSuccess } from "~/web/page-response.server";
export { pageT } from "~/i18n/page-t.server";
export { pageHandler } from "~/web/page-handler.server";
