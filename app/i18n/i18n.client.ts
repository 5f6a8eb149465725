// i18next in the browser: started from the page's messages (its language's catalog and what the page carried),
// then fetching an area a later page adds from /locales/<language>/<area>.json (cached for as long as this build is
// live).
import { createInstance, type BackendModule, type i18n as I18n } from "i18next";
import { I18N_OPTIONS } from "./options";
import { readMessagesPayload, type MessagesPayload } from "./messages-script";

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

/**
 * The page's messages: what it carries, and its language's catalog when it names one (preloaded by the page, so
 * usually here by the time the scripts are). Tried twice; undefined if the catalog cannot be had, and then the page
 * stays as the server sent it, which works without scripts, rather than coming alive without its words.
 */
export async function pageMessages(): Promise<MessagesPayload | undefined> {
  const payload = readMessagesPayload();
  if (!payload.catalog) return payload;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const response = await fetch(payload.catalog);
      if (response.ok) return { ...payload, resources: { ...(await response.json()), ...payload.resources } };
    } catch {
      // Offline or cut off: once more, then the page as it is.
    }
  }
  return undefined;
}

export function browserI18n({ lng, ns, resources }: MessagesPayload): I18n {
  const instance = createInstance();
  void instance
    .use(fetchBackend)
    .init({ ...I18N_OPTIONS, lng, ns, resources: { [lng]: resources }, partialBundledLanguages: true });
  return instance;
}
