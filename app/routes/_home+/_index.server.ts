// Server code the route beside this file uses in its loader and action, imported through here only: the browser
// build replaces this file with an empty stand-in inside that route's own chunk, not a shared chunk (decision 070).
export { redirect } from "@remix-run/node";
export { LandingPage as ServerLandingPage } from "~/components/landing/landing-page.server";
export { loadHome, homePageData } from "~/models/home.server";
export { createPost } from "~/models/posts.server";
export { actionSuccess, formFailure } from "~/web/page-response.server";
export { getViewer, redirectIfSuspended, requireUser } from "~/web/guards.server";
export { readForm } from "~/web/form-body.server";
export { isMultipart, readUploadForm } from "~/web/upload-body.server";
export { MAX_PHOTOS_PER_POST, isPhotoError } from "~/models/images.server";
export { requestTimeZone } from "~/web/time-zone.server";
export { pageT } from "~/i18n/page-t.server";
export { getEnv } from "~/server/env.server";
export { pageHandler } from "~/web/page-handler.server";
export { hiddenPanelPlace, hidePanelCookie } from "~/web/getting-started-cookie.server";
