import type { EntryContext } from "@remix-run/node";
import { RemixI18Next } from "remix-i18next/server";
import { LANGUAGES, SOURCE_LOCALE } from "./config";

// remix-i18next reads the areas a page's matched routes ask for (`handle: { i18n: [...] }`). Its language
// detection is not used: ours starts from the member's saved choice (locale.server.ts).
const reader = new RemixI18Next({
  detection: { supportedLanguages: LANGUAGES.map(({ code }) => code), fallbackLanguage: SOURCE_LOCALE },
});

export function getRouteNamespaces(context: EntryContext): string[] {
  return reader.getRouteNamespaces(context);
}
