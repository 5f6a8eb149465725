// Server code the route beside this file uses in its loader and action, imported through here only: the browser
// build replaces this file with an empty stand-in inside that route's own chunk, not a shared chunk (decision 070).
export { joinCircle, leaveCircle, loadCircle } from "~/models/circles.server";
export { listEvents } from "~/models/events.server";
export { listServices } from "~/models/services.server";
export { listAdvice } from "~/models/advice.server";
export { readForm } from "~/web/form-body.server";
export { requireUser } from "~/web/guards.server";
export { actionFailure, actionSuccess, formFailure } from "~/web/page-response.server";
export { pageHandler } from "~/web/page-handler.server";
export { requestTimeZone } from "~/web/time-zone.server";
export { serverT } from "~/i18n/i18n.server";
export { requestLocale } from "~/i18n/locale.server";
export { listHelpers } from "~/models/moving.server";
export {
  closeStartedCircle,
  decideJoinRequest,
  handOverCircle,
  listJoinRequests,
  removeCircleMember,
  updateStartedCircle,
} from "~/models/started-circles.server";
export {
  appointCircleHost,
  circleWelcome,
  decideHostOffer,
  escalateCircleReports,
  loadCircleKeeping,
  muteCircleMember,
  offerToHost,
  pinCirclePost,
  removeCircleHost,
  removeCirclePost,
  unpinCirclePost,
  updateCircleSettings,
} from "~/models/circle-keeping.server";
