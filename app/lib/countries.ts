import { PSEUDO_LOCALE, SOURCE_LOCALE } from "~/i18n/config";
import { pseudoText } from "~/i18n/pseudo";
import { useCallback } from "react";
import { useTranslation } from "~/i18n/react";

// Every homeland a member can name: the ISO 3166-1 alpha-2 code of each officially assigned country or
// territory (and Kosovo's XK, which everyone uses), with the English name a profile stores. Stored names are
// fixed here, not read from Intl at run time, so a newer CLDR ("Türkiye") never changes what the database
// holds; they are ASCII letters, spaces and hyphens, so a circle id can carry them (app/lib/circles.ts).
// Pages show names from CLDR in the reader's language (countries.ts). Every code has a flag in
// country-flag-icons (a unit test checks it). Relative imports only: the seed imports this through circles.ts.
export const COUNTRY_NAMES = {
  AD: "Andorra",
  AE: "United Arab Emirates",
  AF: "Afghanistan",
  AG: "Antigua and Barbuda",
  AI: "Anguilla",
  AL: "Albania",
  AM: "Armenia",
  AO: "Angola",
  AQ: "Antarctica",
  AR: "Argentina",
  AS: "American Samoa",
  AT: "Austria",
  AU: "Australia",
  AW: "Aruba",
  AX: "Aland Islands",
  AZ: "Azerbaijan",
  BA: "Bosnia and Herzegovina",
  BB: "Barbados",
  BD: "Bangladesh",
  BE: "Belgium",
  BF: "Burkina Faso",
  BG: "Bulgaria",
  BH: "Bahrain",
  BI: "Burundi",
  BJ: "Benin",
  BL: "Saint Barthelemy",
  BM: "Bermuda",
  BN: "Brunei",
  BO: "Bolivia",
  BQ: "Caribbean Netherlands",
  BR: "Brazil",
  BS: "Bahamas",
  BT: "Bhutan",
  BV: "Bouvet Island",
  BW: "Botswana",
  BY: "Belarus",
  BZ: "Belize",
  CA: "Canada",
  CC: "Cocos Islands",
  CD: "DR Congo",
  CF: "Central African Republic",
  CG: "Republic of the Congo",
  CH: "Switzerland",
  CI: "Ivory Coast",
  CK: "Cook Islands",
  CL: "Chile",
  CM: "Cameroon",
  CN: "China",
  CO: "Colombia",
  CR: "Costa Rica",
  CU: "Cuba",
  CV: "Cape Verde",
  CW: "Curacao",
  CX: "Christmas Island",
  CY: "Cyprus",
  CZ: "Czechia",
  DE: "Germany",
  DJ: "Djibouti",
  DK: "Denmark",
  DM: "Dominica",
  DO: "Dominican Republic",
  DZ: "Algeria",
  EC: "Ecuador",
  EE: "Estonia",
  EG: "Egypt",
  EH: "Western Sahara",
  ER: "Eritrea",
  ES: "Spain",
  ET: "Ethiopia",
  FI: "Finland",
  FJ: "Fiji",
  FK: "Falkland Islands",
  FM: "Micronesia",
  FO: "Faroe Islands",
  FR: "France",
  GA: "Gabon",
  GB: "United Kingdom",
  GD: "Grenada",
  GE: "Georgia",
  GF: "French Guiana",
  GG: "Guernsey",
  GH: "Ghana",
  GI: "Gibraltar",
  GL: "Greenland",
  GM: "Gambia",
  GN: "Guinea",
  GP: "Guadeloupe",
  GQ: "Equatorial Guinea",
  GR: "Greece",
  GS: "South Georgia and South Sandwich Islands",
  GT: "Guatemala",
  GU: "Guam",
  GW: "Guinea-Bissau",
  GY: "Guyana",
  HK: "Hong Kong",
  HM: "Heard and McDonald Islands",
  HN: "Honduras",
  HR: "Croatia",
  HT: "Haiti",
  HU: "Hungary",
  ID: "Indonesia",
  IE: "Ireland",
  IL: "Israel",
  IM: "Isle of Man",
  IN: "India",
  IO: "British Indian Ocean Territory",
  IQ: "Iraq",
  IR: "Iran",
  IS: "Iceland",
  IT: "Italy",
  JE: "Jersey",
  JM: "Jamaica",
  JO: "Jordan",
  JP: "Japan",
  KE: "Kenya",
  KG: "Kyrgyzstan",
  KH: "Cambodia",
  KI: "Kiribati",
  KM: "Comoros",
  KN: "Saint Kitts and Nevis",
  KP: "North Korea",
  KR: "South Korea",
  KW: "Kuwait",
  KY: "Cayman Islands",
  KZ: "Kazakhstan",
  LA: "Laos",
  LB: "Lebanon",
  LC: "Saint Lucia",
  LI: "Liechtenstein",
  LK: "Sri Lanka",
  LR: "Liberia",
  LS: "Lesotho",
  LT: "Lithuania",
  LU: "Luxembourg",
  LV: "Latvia",
  LY: "Libya",
  MA: "Morocco",
  MC: "Monaco",
  MD: "Moldova",
  ME: "Montenegro",
  MF: "Saint Martin",
  MG: "Madagascar",
  MH: "Marshall Islands",
  MK: "North Macedonia",
  ML: "Mali",
  MM: "Myanmar",
  MN: "Mongolia",
  MO: "Macao",
  MP: "Northern Mariana Islands",
  MQ: "Martinique",
  MR: "Mauritania",
  MS: "Montserrat",
  MT: "Malta",
  MU: "Mauritius",
  MV: "Maldives",
  MW: "Malawi",
  MX: "Mexico",
  MY: "Malaysia",
  MZ: "Mozambique",
  NA: "Namibia",
  NC: "New Caledonia",
  NE: "Niger",
  NF: "Norfolk Island",
  NG: "Nigeria",
  NI: "Nicaragua",
  NL: "Netherlands",
  NO: "Norway",
  NP: "Nepal",
  NR: "Nauru",
  NU: "Niue",
  NZ: "New Zealand",
  OM: "Oman",
  PA: "Panama",
  PE: "Peru",
  PF: "French Polynesia",
  PG: "Papua New Guinea",
  PH: "Philippines",
  PK: "Pakistan",
  PL: "Poland",
  PM: "Saint Pierre and Miquelon",
  PN: "Pitcairn Islands",
  PR: "Puerto Rico",
  PS: "Palestine",
  PT: "Portugal",
  PW: "Palau",
  PY: "Paraguay",
  QA: "Qatar",
  RE: "Reunion",
  RO: "Romania",
  RS: "Serbia",
  RU: "Russia",
  RW: "Rwanda",
  SA: "Saudi Arabia",
  SB: "Solomon Islands",
  SC: "Seychelles",
  SD: "Sudan",
  SE: "Sweden",
  SG: "Singapore",
  SH: "Saint Helena",
  SI: "Slovenia",
  SJ: "Svalbard and Jan Mayen",
  SK: "Slovakia",
  SL: "Sierra Leone",
  SM: "San Marino",
  SN: "Senegal",
  SO: "Somalia",
  SR: "Suriname",
  SS: "South Sudan",
  ST: "Sao Tome and Principe",
  SV: "El Salvador",
  SX: "Sint Maarten",
  SY: "Syria",
  SZ: "Eswatini",
  TC: "Turks and Caicos Islands",
  TD: "Chad",
  TF: "French Southern Territories",
  TG: "Togo",
  TH: "Thailand",
  TJ: "Tajikistan",
  TK: "Tokelau",
  TL: "Timor-Leste",
  TM: "Turkmenistan",
  TN: "Tunisia",
  TO: "Tonga",
  TR: "Turkey",
  TT: "Trinidad and Tobago",
  TV: "Tuvalu",
  TW: "Taiwan",
  TZ: "Tanzania",
  UA: "Ukraine",
  UG: "Uganda",
  UM: "US Outlying Islands",
  US: "United States",
  UY: "Uruguay",
  UZ: "Uzbekistan",
  VA: "Vatican City",
  VC: "Saint Vincent and the Grenadines",
  VE: "Venezuela",
  VG: "British Virgin Islands",
  VI: "US Virgin Islands",
  VN: "Vietnam",
  VU: "Vanuatu",
  WF: "Wallis and Futuna",
  WS: "Samoa",
  XK: "Kosovo",
  YE: "Yemen",
  YT: "Mayotte",
  ZA: "South Africa",
  ZM: "Zambia",
  ZW: "Zimbabwe",
} as const;

export type CountryCode = keyof typeof COUNTRY_NAMES;

// Country names in the reader's language. A profile stores a homeland by its English name from the full
// ISO 3166-1 list (country-list.ts; the spec's names for the spec's countries); what a page shows is that
// country's name from CLDR through Intl.DisplayNames, by its region code. English shows the stored name.
// Relative, not "~/": the seed imports circles.ts, which imports this module.

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

// Every country's flag (issue 43: every homeland has one; a globe only for a name we do not know), served
// from our own origin (app/routes/_system+/flags.$code[.svg].ts, decision 008).

export type FlagCode = CountryCode;

export function isFlagCode(code: string): code is FlagCode {
  return Object.hasOwn(COUNTRY_NAMES, code);
}

/** The flag's code for a country that has one, else null (a globe is shown instead). */
export function flagCode(country: string | null | undefined): FlagCode | null {
  return countryCode(country);
}

export function flagUrl(code: FlagCode): string {
  return `/flags/${code}.svg`;
}

/** The page's language's name of a stored (English) country name, as a function for components. Reads the
 * language from i18next, so it works in any component, with or without the root loader's data. */
export function useCountryName(): (country: string) => string {
  const { i18n } = useTranslation();
  const locale = i18n?.language || SOURCE_LOCALE;
  return useCallback((country: string) => countryName(country, locale), [locale]);
}
