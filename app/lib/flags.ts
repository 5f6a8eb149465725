// Which countries show a flag (spec section 9: the first ten profile countries; the rest show a globe),
// and where their SVG is served from (our own origin: app/routes/_system+/flags.$code[.svg].ts).
import type { PROFILE_COUNTRIES } from "~/schemas/constants";

/** ISO 3166-1 alpha-2 codes of the countries that show a flag, in the spec's order. */
export const FLAG_CODES = {
  Brazil: "BR",
  Argentina: "AR",
  India: "IN",
  Mexico: "MX",
  Nigeria: "NG",
  Philippines: "PH",
  China: "CN",
  Pakistan: "PK",
  Bangladesh: "BD",
  Vietnam: "VN",
} as const satisfies Partial<Record<(typeof PROFILE_COUNTRIES)[number], string>>;

export type FlagCode = (typeof FLAG_CODES)[keyof typeof FLAG_CODES];

const CODES = new Set<string>(Object.values(FLAG_CODES));

export function isFlagCode(code: string): code is FlagCode {
  return CODES.has(code);
}

/** The flag's code for a country that has one, else null (a globe is shown instead). */
export function flagCode(country: string | null | undefined): FlagCode | null {
  if (!country || !Object.hasOwn(FLAG_CODES, country)) return null;
  return FLAG_CODES[country as keyof typeof FLAG_CODES];
}

export function flagUrl(code: FlagCode): string {
  return `/flags/${code}.svg`;
}
