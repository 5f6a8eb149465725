// i18next in the browser: started from the messages the page carried, then fetching the areas a later page
// adds from /locales/<language>/<area>.json (cached for as long as this build is live).
import { createInstance, type BackendModule, type i18n as I18n } from "i18next";
import { initReactI18next } from "react-i18next";
import { I18N_OPTIONS } from "./options";
import { readMessagesPayload } from "./messages-script";

const buildVersion = () => (window as { __remixManifest?: { version?: string } }).__remixManifest?.version ?? "";

const fetchBackend: BackendModule = {
  type: "backend",
  init() {},
  read(language, namespace, callback) {
    fetch(`/locales/${encodeURIComponent(language)}/${encodeURIComponent(namespace)}.json?v=${buildVersion()}`)
      .then((response) => (response.ok ? response.json() : Promise.reject(new Error(`${response.status}`))))
      .then(
        (messages) => callback(null, messages),
        (error: Error) => callback(error, false),
      );
  },
};

export function browserI18n(): I18n {
  const { lng, ns, resources } = readMessagesPayload();
  const instance = createInstance();
  void instance
    .use(fetchBackend)
    .use(initReactI18next)
    .init({ ...I18N_OPTIONS, lng, ns, resources: { [lng]: resources }, partialBundledLanguages: true });
  return instance;
}

/** Once the page has loaded and the browser is idle, the areas later pages use, in one cached request: moving
 * to another section then renders at once instead of waiting for its words. */
export function prefetchAreas(i18n: I18n) {
  const start = () => {
    const language = i18n.language;
    fetch(`/locales/${encodeURIComponent(language)}.json?v=${buildVersion()}`)
      .then((response) => (response.ok ? response.json() : null))
      .then((areas: Record<string, object> | null) => {
        for (const [name, messages] of Object.entries(areas ?? {})) {
          if (!i18n.hasResourceBundle(language, name)) i18n.addResourceBundle(language, name, messages);
        }
      })
      .catch(() => {});
  };
  const idle = () => (window.requestIdleCallback ? window.requestIdleCallback(start) : setTimeout(start, 1000));
  if (document.readyState === "complete") idle();
  else window.addEventListener("load", idle, { once: true });
}
