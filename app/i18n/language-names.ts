// Names of the languages members write and speak, in the page's language and its order: the generated
// `languageNames` area (language-names.server.ts), which the page carries when a component asks for it.
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { intlLocale } from "~/lib/intl-locale";

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
