// Country names in the reader's language. Profiles store a homeland by its English name (the spec's closed
// lists, app/schemas/constants.ts); what a page shows is that country's name from CLDR through
// Intl.DisplayNames, by its ISO 3166-1 region code. English shows the stored name as it is.
// Relative, not "~/": the seed imports circles.ts, which imports this module's list.
import { PROFILE_COUNTRIES, REGISTRATION_COUNTRIES } from "../schemas/constants";
import { PSEUDO_LOCALE, SOURCE_LOCALE } from "../i18n/config";
import { pseudoText } from "../i18n/pseudo";

type CountryName = (typeof PROFILE_COUNTRIES)[number] | (typeof REGISTRATION_COUNTRIES)[number];

/** ISO 3166-1 alpha-2 code of every country a profile can name. */
export const COUNTRY_CODES = {
  Argentina: "AR",
  Bangladesh: "BD",
  Brazil: "BR",
  China: "CN",
  Colombia: "CO",
  Egypt: "EG",
  Ghana: "GH",
  India: "IN",
  Indonesia: "ID",
  Iran: "IR",
  Malaysia: "MY",
  Mexico: "MX",
  Morocco: "MA",
  Nigeria: "NG",
  Pakistan: "PK",
  Peru: "PE",
  Philippines: "PH",
  Poland: "PL",
  Romania: "RO",
  "South Korea": "KR",
  Thailand: "TH",
  Turkey: "TR",
  Ukraine: "UA",
  Vietnam: "VN",
} as const satisfies Record<CountryName, string>;

export function countryCode(country: string | null | undefined): string | null {
  if (!country || !Object.hasOwn(COUNTRY_CODES, country)) return null;
  return COUNTRY_CODES[country as CountryName];
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

/** The countries of a closed list as options of a select, in the list's order: the stored English name as
 * value (what the form sends), the reader's name as label. */
export function countryOptions(countries: readonly string[], locale: string): Array<{ value: string; label: string }> {
  return countries.map((value) => ({ value, label: countryName(value, locale) }));
}
