// i18next on the server: the instance a page renders with, and the t of a language for mail, notifications
// and API errors (decision 068).
import { createInstance, type i18n as I18n, type TFunction } from "i18next";
import { initReactI18next } from "react-i18next";
import { COMMON_NAMESPACES, PSEUDO_LOCALE, SOURCE_LOCALE } from "./config";
import { I18N_OPTIONS } from "./options";
import { messageCatalog, namespaces, type Messages } from "./messages.server";

// Instances are read-only once made (their language never changes), so requests share them: one per language
// and set of areas a page needs, a few dozen in all.
const pageInstances = new Map<string, I18n>();
const PAGE_INSTANCES_MAX = 1000;

/** The areas a page's routes ask for (`handle.i18n`) and the common ones, each once. */
export function pageNamespaces(routeNamespaces: readonly string[]): string[] {
  return [...new Set([...COMMON_NAMESPACES, ...routeNamespaces])];
}

/** The messages of one language in the given areas: what a page renders with and sends to the browser. */
export function pageMessages(locale: string, ns: readonly string[]): Record<string, Messages> {
  const all = messageCatalog()[locale] ?? messageCatalog()[SOURCE_LOCALE];
  return Object.fromEntries(ns.filter((name) => all[name]).map((name) => [name, all[name]]));
}

export function pageI18n(locale: string, ns: readonly string[]): I18n {
  const key = `${locale}|${ns.join(",")}`;
  let instance = pageInstances.get(key);
  if (instance) return instance;
  instance = createInstance();
  void instance.use(initReactI18next).init({
    ...I18N_OPTIONS,
    lng: locale,
    ns: [...ns],
    resources: { [locale]: pageMessages(locale, ns) },
  });
  if (pageInstances.size >= PAGE_INSTANCES_MAX) pageInstances.clear();
  pageInstances.set(key, instance);
  return instance;
}

let everything: I18n | undefined;

/** Every language and area at once, for text made outside a page: mail, notifications, API errors. */
function fullI18n(): I18n {
  if (everything) return everything;
  const catalog = messageCatalog();
  everything = createInstance();
  void everything.init({
    ...I18N_OPTIONS,
    lng: SOURCE_LOCALE,
    fallbackLng: SOURCE_LOCALE,
    ns: namespaces(),
    resources: catalog,
    supportedLngs: [...Object.keys(catalog)],
  });
  return everything;
}

/** A t fixed to a language and an area ("es", "mail"), for text a server sends outside a page. */
export function serverT(locale: string | null | undefined, ns: string): TFunction {
  const lng = locale && messageCatalog()[locale] ? locale : SOURCE_LOCALE;
  return fullI18n().getFixedT(lng === PSEUDO_LOCALE ? PSEUDO_LOCALE : lng, ns);
}
