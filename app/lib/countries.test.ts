import { describe, expect, it } from "vitest";
import { LANGUAGES } from "~/i18n/config";
import { PROFILE_COUNTRIES, REGISTRATION_COUNTRIES } from "~/schemas/constants";
import { COUNTRY_CODES, countryCode, countryName, countryOptions } from "./countries";

const ALL = [...new Set<string>([...PROFILE_COUNTRIES, ...REGISTRATION_COUNTRIES])];

describe("country names", () => {
  it("every country a profile can name has an ISO region code, and no code is listed twice", () => {
    for (const country of ALL) expect(countryCode(country), country).toMatch(/^[A-Z]{2}$/);
    expect(new Set(Object.values(COUNTRY_CODES)).size).toBe(Object.keys(COUNTRY_CODES).length);
    expect(countryCode("constructor")).toBeNull();
    expect(countryCode(null)).toBeNull();
  });

  it("Intl names every country in every language; English shows the stored name as it is", () => {
    for (const { code: locale } of LANGUAGES) {
      for (const country of ALL) {
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
  });

  it("leaves a name it does not know as it is, and accents it in the pseudo-locale", () => {
    expect(countryName("Atlantis", "es")).toBe("Atlantis");
    expect(countryName("Mexico", "en-XA")).not.toBe("Mexico");
  });

  it("a select's options keep the English names as values and the list's order", () => {
    const options = countryOptions(REGISTRATION_COUNTRIES, "es");
    expect(options.map((option) => option.value)).toEqual([...REGISTRATION_COUNTRIES]);
    expect(options.find((option) => option.value === "Brazil")?.label).toBe("Brasil");
  });
});
