import { describe, expect, it } from "vitest";
import { LANGUAGES } from "~/i18n/config";
import { PROFILE_COUNTRIES, REGISTRATION_COUNTRIES } from "~/schemas/constants";
import {
  COUNTRY_NAMES,
  COUNTRIES,
  countryCode,
  countryFromInput,
  countryName,
  countryOptions,
  isCountry,
} from "~/lib/countries";

const SPEC = [...new Set<string>([...PROFILE_COUNTRIES, ...REGISTRATION_COUNTRIES])];
const SPEC_CODES: Record<string, string> = {
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
};

describe("country names", () => {
  it("lists every ISO 3166-1 country, each name once, keeping the spec's names for the spec's countries", () => {
    expect(COUNTRIES.length).toBe(250);
    expect(new Set(COUNTRIES).size).toBe(COUNTRIES.length);
    for (const code of Object.keys(COUNTRY_NAMES)) expect(code).toMatch(/^[A-Z]{2}$/);
    // Existing profiles hold these names: they must stay what they were.
    for (const country of SPEC) expect(countryCode(country), country).toBe(SPEC_CODES[country]);
    for (const country of ["Syria", "Kenya", "Colombia", "Palestine", "Ivory Coast"])
      expect(isCountry(country)).toBe(true);
    // Circle ids carry the name (app/lib/circles.ts).
    for (const country of COUNTRIES) expect(country).toMatch(/^[A-Za-z][A-Za-z -]*$/);
    expect(countryCode("constructor")).toBeNull();
    expect(countryCode(null)).toBeNull();
  });

  it("reads a code or a name, in any case, as the stored name", () => {
    expect(countryFromInput("KE")).toBe("Kenya");
    expect(countryFromInput("sy")).toBe("Syria");
    expect(countryFromInput(" colombia ")).toBe("Colombia");
    expect(countryFromInput("South Korea")).toBe("South Korea");
    for (const unknown of ["Atlantis", "ZZ", "EU", "", "constructor", "__proto__"])
      expect(countryFromInput(unknown)).toBeNull();
  });

  it("Intl names every country in every language; English shows the stored name as it is", () => {
    for (const { code: locale } of LANGUAGES) {
      for (const country of COUNTRIES) {
        const name = countryName(country, locale);
        expect(name.length, `${country} in ${locale}`).toBeGreaterThan(0);
        if (locale === "en") expect(name).toBe(country);
        else expect(name, `${country} in ${locale}`).not.toMatch(/^[A-Z]{2}$/);
      }
    }
    expect(countryName("Mexico", "es")).toBe("México");
    expect(countryName("South Korea", "pt-BR")).toBe("Coreia do Sul");
    expect(countryName("Philippines", "fil")).toBe("Pilipinas");
    expect(countryName("China", "zh-Hans")).toBe("中国");
    expect(countryName("Kenya", "es")).toBe("Kenia");
    expect(countryName("Syria", "pt-BR")).toBe("Síria");
  });

  it("leaves a name it does not know as it is, and accents it in the pseudo-locale", () => {
    expect(countryName("Atlantis", "es")).toBe("Atlantis");
    expect(countryName("Mexico", "en-XA")).not.toBe("Mexico");
  });

  it("a select offers every country: the given list first in its order, then the others alphabetically in the reader's language", () => {
    for (const [first, locale] of [
      [REGISTRATION_COUNTRIES, "es"],
      [PROFILE_COUNTRIES, "pt-BR"],
      [REGISTRATION_COUNTRIES, "en"],
      [PROFILE_COUNTRIES, "zh-Hans"],
    ] as const) {
      const options = countryOptions(first, locale);
      expect(options.length).toBe(COUNTRIES.length);
      expect(new Set(options.map((option) => option.value)).size).toBe(COUNTRIES.length);
      expect(options.slice(0, first.length).map((option) => option.value)).toEqual(
        first.map((name) => countryCode(name)),
      );
      const rest = options.slice(first.length).map((option) => option.label);
      expect(rest).toEqual([...rest].sort(new Intl.Collator(locale).compare));
    }
    const es = countryOptions(REGISTRATION_COUNTRIES, "es");
    expect(es.find((option) => option.value === "BR")?.label).toBe("Brasil");
    // Spanish order, not English: Egipto sorts under E, Alemania (Germany) before it.
    const labels = es.slice(10).map((option) => option.label);
    expect(labels.indexOf("Alemania")).toBeLessThan(labels.indexOf("Egipto"));
    expect(labels.indexOf("Kenia")).toBeGreaterThan(labels.indexOf("Jamaica"));
    // Accents sort with their letter, not after "z" as a plain code-unit sort would have it.
    expect(labels.indexOf("Bélgica")).toBeLessThan(labels.indexOf("Belice"));
  });
});
