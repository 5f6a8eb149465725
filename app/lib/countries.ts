// Country names in the reader's language. A profile stores a homeland by its English name from the full
// ISO 3166-1 list (country-list.ts; the spec's names for the spec's countries); what a page shows is that
// country's name from CLDR through Intl.DisplayNames, by its region code. English shows the stored name.
// Relative, not "~/": the seed imports circles.ts, which imports this module.
import { COUNTRY_NAMES, type CountryCode } from "./country-list";
import { PSEUDO_LOCALE, SOURCE_LOCALE } from "../i18n/config";
import { pseudoText } from "../i18n/pseudo";

const CODE_OF = new Map<string, CountryCode>(
  Object.entries(COUNTRY_NAMES).map(([code, name]) => [name, code as CountryCode]),
);
/** Stored names and codes, lower-cased, to the stored name: what the API and forms may send. */
const BY_INPUT = new Map<string, string>(
  Object.entries(COUNTRY_NAMES).flatMap(([code, name]) => [
    [code.toLowerCase(), name],
    [name.toLowerCase(), name],
  ]),
);

/** Every stored country name, in the list's (code) order. */
export const COUNTRIES: readonly string[] = Object.values(COUNTRY_NAMES);

export function isCountry(value: string | null | undefined): value is string {
  return typeof value === "string" && CODE_OF.has(value);
}

/** The ISO 3166-1 alpha-2 code of a stored country name, else null. */
export function countryCode(country: string | null | undefined): CountryCode | null {
  return (country && CODE_OF.get(country)) || null;
}

/** What a member or API client sent ("KE", "ke", "Kenya", "kenya") as the stored name, else null. */
export function countryFromInput(value: string): string | null {
  return BY_INPUT.get(value.trim().toLowerCase()) ?? null;
}

const displayNames = new Map<string, Intl.DisplayNames | null>();

function namesIn(locale: string): Intl.DisplayNames | null {
  if (!displayNames.has(locale)) {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([locale], { type: "region", fallback: "none" });
    } catch {
      names = null;
    }
    displayNames.set(locale, names);
  }
  return displayNames.get(locale)!;
}

/** A stored (English) country name as the reader's language says it; unknown names are shown as they are. */
export function countryName(country: string, locale: string): string {
  if (locale === SOURCE_LOCALE || locale.startsWith(`${SOURCE_LOCALE}-`)) {
    return locale === PSEUDO_LOCALE ? pseudoText(country) : country;
  }
  const code = countryCode(country);
  return (code && namesIn(locale)?.of(code)) || country;
}

type CountryOption = { value: string; label: string };
/** Per list and language: the same 250 names, sorted once instead of on every register or profile page. */
const optionsCache = new WeakMap<readonly string[], Map<string, readonly CountryOption[]>>();

/**
 * Every country as options of a select: the given countries first, in their order (the spec's lists), then
 * all the others alphabetically in the reader's language. The value is the ISO code (what the form sends,
 * shorter than the name), the label the reader's name.
 */
export function countryOptions(first: readonly string[], locale: string): readonly CountryOption[] {
  let byLocale = optionsCache.get(first);
  if (!byLocale) optionsCache.set(first, (byLocale = new Map()));
  let options = byLocale.get(locale);
  if (!options) byLocale.set(locale, (options = sortedOptions(first, locale)));
  return options;
}

function sortedOptions(first: readonly string[], locale: string): CountryOption[] {
  const option = (name: string) => ({ value: countryCode(name) ?? name, label: countryName(name, locale) });
  const leading = new Set(first);
  let collator: Intl.Collator;
  try {
    collator = new Intl.Collator(locale);
  } catch {
    collator = new Intl.Collator(SOURCE_LOCALE);
  }
  const rest = COUNTRIES.filter((name) => !leading.has(name))
    .map(option)
    .sort((a, b) => collator.compare(a.label, b.label));
  return [...first.map(option), ...rest];
}
