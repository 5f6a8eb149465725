// The languages members write and speak, named in each interface language from CLDR (Intl.DisplayNames) and
// sorted as that language sorts: made once here and carried like any other area (`languageNames`), so a
// phone does not build 62 names and a collator before it can hydrate a language select (decision 070).
import { CONTENT_LANGUAGES } from "~/lib/languages";
import { intlLocale } from "~/lib/page-context";

export function languageNamesArea(locale: string): Record<string, string> {
  const tag = intlLocale(locale);
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([tag, "en"], { type: "language" });
  } catch {
    names = null;
  }
  const collator = new Intl.Collator([tag, "en"]);
  const named = CONTENT_LANGUAGES.map((code) => [code, names?.of(code) ?? code] as const);
  return Object.fromEntries([...named].sort((a, b) => collator.compare(a[1], b[1])));
}
