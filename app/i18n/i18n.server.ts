// i18next on the server: the instance a page renders with, and the t of a language for mail, notifications
// and API errors (decision 068).
import { createInstance, type i18n as I18n, type TFunction } from "i18next";
import { COMMON_NAMESPACES, PSEUDO_LOCALE, SOURCE_LOCALE } from "./config";
import { I18N_OPTIONS } from "./options";
import { messageCatalog, namespaces } from "./messages.server";
import { errorTranslator } from "~/lib/page-context";
import type { PageI18n } from "./react";

// One instance per language, holding every area, shared by all requests (its language never changes): a
// page never waits for messages. What a request's render used is recorded per request (pageI18n).
const languageInstances = new Map<string, I18n>();

function languageI18n(locale: string): I18n {
  let instance = languageInstances.get(locale);
  if (instance) return instance;
  const all = messageCatalog()[locale] ?? messageCatalog()[SOURCE_LOCALE];
  instance = createInstance();
  void instance.init({
    ...I18N_OPTIONS,
    lng: locale,
    ns: Object.keys(all),
    resources: { [locale]: all },
  });
  languageInstances.set(locale, instance);
  return instance;
}

/** useTranslation notes every area a component asks for in `usedNamespaces`: a per-request view of the shared
 * instance keeps that note for this page only, so it sends the browser just those areas. */
export function pageI18n(locale: string): PageI18n {
  const shared = languageI18n(locale);
  const used = new Set<string>(COMMON_NAMESPACES);
  return new Proxy(shared, {
    get: (target, property, receiver) =>
      property === "usedNamespaces" ? used : Reflect.get(target, property, receiver),
    set: (target, property, value, receiver) =>
      property === "usedNamespaces" ? true : Reflect.set(target, property, value, receiver),
  });
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

const errorTranslators = new Map<string, (message: string) => string>();

/** An error message (English, as the rule wrote it) in a language, for the API and mail. */
export function serverErrorText(locale: string, message: string): string {
  let translate = errorTranslators.get(locale);
  if (!translate) errorTranslators.set(locale, (translate = errorTranslator(languageI18n(locale))));
  return translate(message);
}
