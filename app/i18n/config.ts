// The languages the product speaks. Adding one is a folder app/locales/<code>/ with every file English has
// (the completeness test says what is missing) and one line here.
export const LANGUAGES = [
  { code: "en", name: "English" },
  { code: "es", name: "Español" },
  { code: "pt-BR", name: "Português (Brasil)" },
  { code: "zh-Hans", name: "简体中文" },
  { code: "hi", name: "हिन्दी" },
  { code: "bn", name: "বাংলা" },
  { code: "ur", name: "اردو", dir: "rtl" },
  { code: "vi", name: "Tiếng Việt" },
  { code: "fil", name: "Filipino" },
] as const satisfies readonly { code: string; name: string; dir?: "rtl" }[];

export type Locale = (typeof LANGUAGES)[number]["code"];

/** The source language: the spec's texts, and what a missing message falls back to. */
export const SOURCE_LOCALE = "en";

/** Accented, lengthened English made from the English files, for finding text that is not translated and
 * layouts that do not stretch. Offered in development and tests only (decision 068). */
export const PSEUDO_LOCALE = "en-XA";

/** Every page loads these; a route adds its own with `handle: { i18n: [...] }`. */
export const COMMON_NAMESPACES = ["common"] as const;

/** The cookie a visitor's language choice lives in (a member's is saved on their account too). */
export const LOCALE_COOKIE = "lng";

export function isLocale(value: unknown, { pseudo = false } = {}): value is Locale {
  return LANGUAGES.some((language) => language.code === value) || (pseudo && value === PSEUDO_LOCALE);
}

export function directionOf(locale: string): "ltr" | "rtl" {
  return LANGUAGES.some((language) => language.code === locale && "dir" in language && language.dir === "rtl")
    ? "rtl"
    : "ltr";
}

/**
 * Areas a page carries itself when it uses them and a language's catalog leaves out (decision 068's addendum):
 * long texts (info, landing), the admin's, server-only text (mail) and the error pages'.
 */
export const NOT_IN_CATALOG: ReadonlySet<string> = new Set([
  "info",
  "landing",
  "apiDocs",
  "admin",
  "mail",
  "errorPages",
]);
