// Server code the route beside this file uses in its loader and action, imported through here only: the browser
// build replaces this file with an empty stand-in inside that route's own chunk, not a shared chunk (decision 070).
export { pageT } from "~/i18n/page-t.server";
export { requestLocale } from "~/i18n/locale.server";
export { changePassword, dismissPlacePrompt, updateProfile } from "~/models/profile.server";
export { listBlocked } from "~/models/blocks.server";
export { readForm } from "~/web/form-body.server";
export { isMultipart, readUploadForm } from "~/web/upload-body.server";
export { removeProfilePicture, setProfilePicture } from "~/models/images.server";
export { currentSessionHash, requireUser } from "~/web/guards.server";
export { actionSuccess, formFailure } from "~/web/page-response.server";
export { pageHandler } from "~/web/page-handler.server";
export { clearMovingTo, setMovingTo, setWelcomeHelper } from "~/models/moving.server";
