// Server code the route beside this file uses in its loader and action, imported through here only: the browser
// build replaces this file with an empty stand-in inside that route's own chunk, not a shared chunk (decision 070).
export { countRootBadges } from "~/models/badges.server";
export { getViewer } from "~/web/guards.server";
export { getEnv } from "~/server/env.server";
export { readToast } from "~/web/toast.server";
export { requestTimeZone } from "~/web/time-zone.server";
export { pageHandler } from "~/web/page-handler.server";
export { requestLocale } from "~/i18n/locale.server";
export { pageT } from "~/i18n/page-t.server";
export { languageCatalog } from "~/i18n/messages.server";
