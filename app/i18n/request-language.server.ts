// The language an API caller reads (its Accept-Language), for the one place that words API errors
// (jsonError): server.ts runs each request inside it, so no handler has to pass it down (decision 068).
import { AsyncLocalStorage } from "node:async_hooks";
import { SOURCE_LOCALE } from "./config";
import { negotiateLocale } from "./negotiate";

const requestLanguage = new AsyncLocalStorage<string | undefined>();

export function withAcceptLanguage<T>(header: string | undefined, run: () => T): T {
  return requestLanguage.run(header, run);
}

/** The best of our languages for the current request's Accept-Language; English outside a request. */
export function acceptedLanguage(): string {
  return negotiateLocale(requestLanguage.getStore()) ?? SOURCE_LOCALE;
}
