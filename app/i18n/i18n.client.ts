// i18next in the browser: started from the messages the page carried, then fetching the areas a later page
// adds from /locales/<language>/<area>.json (cached for as long as this build is live).
import { createInstance, type BackendModule, type i18n as I18n } from "i18next";
import { initReactI18next } from "react-i18next";
import { I18N_OPTIONS } from "./options";
import { readMessagesPayload } from "./messages-script";

const fetchBackend: BackendModule = {
  type: "backend",
  init() {},
  read(language, namespace, callback) {
    const version = (window as { __remixManifest?: { version?: string } }).__remixManifest?.version ?? "";
    fetch(`/locales/${encodeURIComponent(language)}/${encodeURIComponent(namespace)}.json?v=${version}`)
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
