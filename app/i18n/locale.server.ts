// The language of a request, in order: the member's saved choice, the visitor's cookie (the language menu),
// the browser's Accept-Language, English. Worked out once per request (decision 068).
import type { AppLoadContext } from "@remix-run/node";
import { getEnv } from "~/server/env.server";
import { isLocale, LOCALE_COOKIE, SOURCE_LOCALE, type Locale } from "./config";
import { negotiateLocale } from "./negotiate";

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The pseudo-locale is for development and tests: production never offers or honours it. */
export function pseudoLocaleAllowed(): boolean {
  return getEnv().NODE_ENV !== "production" || getEnv().I18N_PSEUDO === "1";
}

export function readLocaleCookie(header: string | null): Locale | null {
  const pair = (header ?? "").split(/;\s*/).find((item) => item.startsWith(`${LOCALE_COOKIE}=`));
  const value = pair?.slice(LOCALE_COOKIE.length + 1);
  return isLocale(value, { pseudo: pseudoLocaleAllowed() }) ? value : null;
}

export function localeCookieHeader(locale: Locale, secure: boolean): string {
  return `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax${secure ? "; Secure" : ""}`;
}

const resolved = new WeakMap<AppLoadContext, Promise<Locale>>();

async function resolve(request: Request, context: AppLoadContext): Promise<Locale> {
  const pseudo = pseudoLocaleAllowed();
  // The database may be down (the page is then a 503 in the browser's language): the member's choice is skipped.
  const viewer = await context.viewer().catch(() => null);
  if (viewer?.locale && isLocale(viewer.locale, { pseudo })) return viewer.locale;
  return (
    readLocaleCookie(request.headers.get("cookie")) ??
    negotiateLocale(request.headers.get("accept-language"), { pseudo }) ??
    SOURCE_LOCALE
  );
}

export function requestLocale(request: Request, context: AppLoadContext): Promise<Locale> {
  let locale = resolved.get(context);
  if (!locale) resolved.set(context, (locale = resolve(request, context)));
  return locale;
}

/** A bare API call's language: its Accept-Language (a token's member may have saved one). */
export function headerLocale(request: Request): Locale {
  return negotiateLocale(request.headers.get("accept-language")) ?? SOURCE_LOCALE;
}
