import { renderToStaticMarkup as renderBare } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { hasFlag } from "country-flag-icons";
import { flagCode, isFlagCode, COUNTRIES } from "~/lib/countries";
import { CountryFlag } from "~/components/ui/kit";
import { createInstance } from "i18next";
import { I18nProvider } from "~/i18n/react";
import { I18N_OPTIONS } from "~/i18n/options";
import common from "~/locales/en/common.json";

// As a page draws it: in English.
const english = createInstance();
void english.init({ ...I18N_OPTIONS, lng: "en", ns: ["common"], resources: { en: { common } } });
const renderToStaticMarkup = (node: React.ReactNode) => renderBare(<I18nProvider i18n={english}>{node}</I18nProvider>);

describe("flags", () => {
  it("every country has a flag in the package (issue 43); a name we do not know has none", () => {
    for (const country of COUNTRIES) {
      const code = flagCode(country);
      expect(code, country).not.toBeNull();
      expect(hasFlag(code!), country).toBe(true);
    }
    expect(flagCode("Kenya")).toBe("KE");
    expect(isFlagCode("SY")).toBe(true);
    expect(isFlagCode("EU")).toBe(false);
    expect(flagCode("Atlantis")).toBeNull();
    expect(flagCode("constructor")).toBeNull();
    expect(flagCode(null)).toBeNull();
  });

  it("shows our own SVG named by its alt, and by its title for a pointer: one element", () => {
    const html = renderToStaticMarkup(<CountryFlag country="Brazil" />);
    expect(html).toContain('src="/flags/BR.svg"');
    expect(html).toContain('alt="Brazil"');
    expect(html).toContain('title="Brazil"');
    expect(html).toMatch(/^<img [^>]*\/>$/);
  });

  it("shows a flag for a country past the spec's first ten (Colombia, Kenya)", () => {
    expect(renderToStaticMarkup(<CountryFlag country="Colombia" />)).toContain('src="/flags/CO.svg"');
    expect(renderToStaticMarkup(<CountryFlag country="Kenya" />)).toContain('src="/flags/KE.svg"');
  });

  it("shows a globe for a name it does not know, still named", () => {
    const html = renderToStaticMarkup(<CountryFlag country="Atlantis" />);
    expect(html).not.toContain("<img");
    expect(html).toContain('class="i i-globe');
    expect(html).toContain('<span class="sr-only">Atlantis</span>');
  });

  it("leaves the name out when it is written beside the flag, and when there is no country", () => {
    const shown = renderToStaticMarkup(<CountryFlag country="India" nameShown />);
    expect(shown).toContain('alt=""');
    expect(shown).toContain('title="India"');
    expect(renderToStaticMarkup(<CountryFlag country={null} />)).not.toContain("sr-only");
  });
});
