// The languages members write and speak (decision 069): BCP 47 codes, the ones the server's detector
// (franc-min) tells apart plus the product's own. A post's language and a member's "languages I speak" are
// codes of this list; their names are Intl.DisplayNames' in the reader's language (languageName). Free of zod:
// pages' first loads use it (the fields' schemas are in app/schemas/languages.ts).

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

// Intl's formatters cost far more to make than to use (each DisplayNames loads CLDR data): one per locale, kept.
const displayNames = new Map<string, Intl.DisplayNames | null>();
const byName = new Map<string, Array<{ code: ContentLanguage; name: string }>>();

function namesIn(locale: string): Intl.DisplayNames | null {
  let names = displayNames.get(locale);
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames([locale, "en"], { type: "language" });
    } catch {
      names = null;
    }
    displayNames.set(locale, names);
  }
  return names;
}

/** A language's name in the reader's language ("es" in "en": "Spanish"); the code itself when Intl has none. */
export function languageName(code: string, locale: string): string {
  try {
    return namesIn(locale)?.of(code) ?? code;
  } catch {
    return code;
  }
}

/** Some languages' names, as a short list in the reader's language ("Spanish, English"). */
export function languageList(codes: readonly string[], locale: string): string {
  const names = codes.map((code) => languageName(code, locale));
  try {
    return new Intl.ListFormat([locale, "en"], { type: "unit", style: "short" }).format(names);
  } catch {
    return names.join(", ");
  }
}

/** The list's codes sorted by their names in the reader's language, for a select or checkboxes. */
export function languagesByName(locale: string): ReadonlyArray<{ code: ContentLanguage; name: string }> {
  let list = byName.get(locale);
  if (!list) {
    const collator = new Intl.Collator([locale, "en"]);
    list = CONTENT_LANGUAGES.map((code) => ({ code, name: languageName(code, locale) })).sort((a, b) =>
      collator.compare(a.name, b.name),
    );
    byName.set(locale, list);
  }
  return list;
}
