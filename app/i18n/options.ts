import type { InitOptions } from "i18next";
import { COMMON_NAMESPACES } from "./config";

// What the server's and the browser's instances share, so they render the same text.
export const I18N_OPTIONS = {
  defaultNS: COMMON_NAMESPACES[0],
  fallbackNS: COMMON_NAMESPACES[0],
  // Resources are given, never fetched during init: init finishes synchronously.
  initImmediate: false,
  // Only the language itself: "pt-BR" never falls back to a "pt" we do not have.
  load: "currentOnly",
  fallbackLng: false,
  // React escapes what it renders; mail escapes in its own templates.
  interpolation: { escapeValue: false },
  returnNull: false,
  returnEmptyString: false,
} satisfies InitOptions;
