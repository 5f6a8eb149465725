import { useMemo } from "react";
import { useTranslation } from "~/i18n/react";
import { intlLocale } from "~/lib/page-context";

// The languages members write and speak (decision 069): BCP 47 codes, the ones the server's detector
// (franc-min) tells apart plus the product's own. A post's language and a member's "languages I speak" are
// codes of this list; their names are Intl.DisplayNames' in the reader's language, made on the server
// (app/i18n/language-names.server.ts). Free of zod: pages' first loads use it (the fields' schemas are in
// app/schemas/languages.ts).

export const CONTENT_LANGUAGES = [
  "am",
  "ar",
  "az",
  "be",
  "bg",
  "bn",
  "bs",
  "ceb",
  "ckb",
  "cs",
  "de",
  "el",
  "en",
  "es",
  "fa",
  "fil",
  "fr",
  "gu",
  "ha",
  "hi",
  "hr",
  "hu",
  "id",
  "ig",
  "ilo",
  "it",
  "ja",
  "jv",
  "kk",
  "kn",
  "ko",
  "ml",
  "mr",
  "ms",
  "my",
  "ne",
  "nl",
  "ny",
  "pa",
  "pl",
  "ps",
  "pt",
  "ro",
  "ru",
  "rw",
  "si",
  "so",
  "sr",
  "su",
  "sv",
  "sw",
  "ta",
  "te",
  "th",
  "tr",
  "uk",
  "ur",
  "uz",
  "vi",
  "yo",
  "zh",
  "zu",
] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];

/** At most this many languages a member says they speak. */
export const MAX_LANGUAGES = 10;

const LANGUAGE_SET: ReadonlySet<string> = new Set(CONTENT_LANGUAGES);

export function isContentLanguage(value: unknown): value is ContentLanguage {
  return typeof value === "string" && LANGUAGE_SET.has(value);
}

/** The primary language subtag of a BCP 47 tag ("pt-BR" → "pt", "zh-Hans" → "zh"). */
export function baseLanguage(tag: string): string {
  return tag.split("-")[0]!.toLowerCase();
}

// Names of the languages members write and speak, in the page's language and its order: the generated
// `languageNames` area (language-names.server.ts), which the page carries when a component asks for it.

export const LANGUAGE_NAMES_NS = "languageNames";

const listFormats = new Map<string, Intl.ListFormat | null>();

function listFormat(locale: string): Intl.ListFormat | null {
  let format = listFormats.get(locale);
  if (format === undefined) {
    try {
      format = new Intl.ListFormat([intlLocale(locale), "en"], { type: "unit", style: "short" });
    } catch {
      format = null;
    }
    listFormats.set(locale, format);
  }
  return format;
}

export function useLanguageNames() {
  const { i18n } = useTranslation(LANGUAGE_NAMES_NS);
  const language = i18n.language;
  return useMemo(() => {
    const names = (i18n.getResourceBundle(language, LANGUAGE_NAMES_NS) ?? {}) as Record<string, string>;
    const name = (code: string) => names[code] ?? code;
    return {
      /** Every language, sorted by its name. */
      byName: Object.entries(names).map(([code, label]) => ({ code, name: label })),
      /** "es" → "Spanish" (the code itself for a language we do not list). */
      name,
      /** "Spanish, English". */
      list: (codes: readonly string[]) => listFormat(language)?.format(codes.map(name)) ?? codes.map(name).join(", "),
    };
  }, [i18n, language]);
}
