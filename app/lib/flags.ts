// Every country's flag (issue 43: every homeland has one; a globe only for a name we do not know), served
// from our own origin (app/routes/_system+/flags.$code[.svg].ts, decision 008).
import { countryCode } from "~/lib/countries";
import { COUNTRY_NAMES, type CountryCode } from "~/lib/country-list";

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
