import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { FLAG_CODES, flagCode } from "~/lib/flags";
import { PROFILE_COUNTRIES } from "~/schemas/constants";
import { CountryFlag } from "./country-flag";

describe("flags", () => {
  it("the first ten profile countries have a flag, the others none (spec section 9)", () => {
    expect(Object.keys(FLAG_CODES)).toEqual(PROFILE_COUNTRIES.slice(0, 10));
    for (const country of PROFILE_COUNTRIES.slice(10)) expect(flagCode(country)).toBeNull();
    expect(flagCode("constructor")).toBeNull();
    expect(flagCode(null)).toBeNull();
  });

  it("shows our own SVG with the country's name for screen readers", () => {
    const html = renderToStaticMarkup(<CountryFlag country="Brazil" />);
    expect(html).toContain('src="/flags/BR.svg"');
    expect(html).toContain('alt=""');
    expect(html).toContain('<span class="sr-only">Brazil</span>');
  });

  it("shows a globe for other countries, still named", () => {
    const html = renderToStaticMarkup(<CountryFlag country="Colombia" />);
    expect(html).not.toContain("<img");
    expect(html).toContain("<svg");
    expect(html).toContain('<span class="sr-only">Colombia</span>');
  });

  it("leaves the name out when it is written beside the flag, and when there is no country", () => {
    expect(renderToStaticMarkup(<CountryFlag country="India" nameShown />)).not.toContain("sr-only");
    expect(renderToStaticMarkup(<CountryFlag country={null} />)).not.toContain("sr-only");
  });
});
