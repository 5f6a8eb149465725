// Places (decision 053): the pure part shared by the browser, the models and the migrator that loads them.
// Names are matched folded (lower case, no accents, letters and digits only), so "Sao Paulo", "são paulo"
// and "SÃO PAULO" are all "saopaulo"; a typed "City, Country" narrows to that country.

/** What a chosen place reads as everywhere, and what the API answers beside `currentLocation`. */
export type PlaceSummary = {
  id: number;
  city: string;
  country: string;
  countryCode: string;
  /** A readable state code ("TX") where the data has one. */
  region: string | null;
  lat: number;
  lon: number;
  timeZone: string;
  /** "São Paulo, Brazil"; "Paris, TX, United States" only in the "did you mean" list. */
  label: string;
};

/** Letters NFKD does not take apart (search folds them too: search-tokens.ts). */
export const LETTERS: Record<string, string> = {
  ß: "ss",
  ł: "l",
  ø: "o",
  æ: "ae",
  œ: "oe",
  đ: "d",
  ð: "d",
  þ: "th",
  ı: "i",
  ħ: "h",
};

/** "São Paulo" -> "saopaulo"; "Łódź" -> "lodz". Empty when nothing is left. */
export function foldPlaceName(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[ßłøæœđðþıħ]/g, (letter) => LETTERS[letter] ?? letter)
    .replace(/[^\p{L}\p{N}]/gu, "");
}

/**
 * The smallest key greater than every key that starts with `prefix` (a range on an index instead of LIKE,
 * whose index use depends on the collation); null when there is none ("zzz").
 */
export function prefixUpperBound(prefix: string): string | null {
  const chars = [...prefix];
  while (chars.length) {
    const last = chars.pop()!;
    const code = last.codePointAt(0)!;
    // Keys are letters and digits: past "z" and "9" comes punctuation, which some collations skip; carry instead.
    if (last !== "z" && last !== "9" && code < 0x10ffff) return chars.join("") + String.fromCodePoint(code + 1);
  }
  return null;
}

let regionNames: Intl.DisplayNames | undefined;
/** "DE" -> "Germany". */
export function countryName(code: string): string {
  regionNames ??= new Intl.DisplayNames(["en"], { type: "region", fallback: "code" });
  try {
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
}

const ALIASES: Record<string, string> = {
  usa: "US",
  us: "US",
  america: "US",
  unitedstatesofamerica: "US",
  uk: "GB",
  england: "GB",
  scotland: "GB",
  wales: "GB",
  greatbritain: "GB",
  britain: "GB",
  uae: "AE",
  holland: "NL",
  deutschland: "DE",
  espana: "ES",
  brasil: "BR",
  italia: "IT",
  turkiye: "TR",
  southkorea: "KR",
  korea: "KR",
  russia: "RU",
  czechia: "CZ",
  ivorycoast: "CI",
  drc: "CD",
  congo: "CG",
};

/** Codes Intl names that are no country of the data (regions, old and reserved codes), e.g. FX "France". */
const NOT_COUNTRIES = new Set([
  "EU",
  "EZ",
  "UN",
  "QO",
  "XA",
  "XB",
  "ZZ",
  "FX",
  "UK",
  "AN",
  "BU",
  "CS",
  "DD",
  "NT",
  "SU",
  "TP",
  "YU",
  "ZR",
]);

let countryCodes: Map<string, string> | undefined;
/** "Germany", "germany", "DE" or "Deutschland" -> "DE"; null when it names no country we know. */
export function countryCodeFor(text: string): string | null {
  const key = foldPlaceName(text);
  if (!key) return null;
  if (!countryCodes) {
    countryCodes = new Map(Object.entries(ALIASES));
    const A = "A".charCodeAt(0);
    for (let i = 0; i < 26; i++) {
      for (let j = 0; j < 26; j++) {
        const code = String.fromCharCode(A + i, A + j);
        const name = countryName(code);
        if (name !== code && !NOT_COUNTRIES.has(code)) {
          if (!countryCodes.has(foldPlaceName(name))) countryCodes.set(foldPlaceName(name), code);
          countryCodes.set(code.toLowerCase(), code);
        }
      }
    }
  }
  return countryCodes.get(key) ?? null;
}

/** "Paris, France" -> { city: "Paris", country: "FR" }; a part after the comma that names no country is ignored. */
export function splitPlaceText(text: string): { city: string; countryCode: string | null } {
  const parts = text.split(",").map((part) => part.trim());
  if (parts.length > 1) {
    const code = countryCodeFor(parts[parts.length - 1]!);
    if (code) return { city: parts.slice(0, -1).join(" "), countryCode: code };
  }
  return { city: parts.join(" "), countryCode: null };
}

export function placeLabel(place: { name: string; countryCode: string }): string {
  return `${place.name}, ${countryName(place.countryCode)}`;
}

/** The label with the state, to tell Paris, France from Paris, TX, United States. */
export function placeChoiceLabel(place: { name: string; countryCode: string; region: string | null }): string {
  return place.region ? `${place.name}, ${place.region}, ${countryName(place.countryCode)}` : placeLabel(place);
}

export type PlaceCandidate = { id: number; name: string; countryCode: string; population: number };

export type PlaceChoice = { kind: "found"; id: number } | { kind: "ambiguous"; ids: number[] } | { kind: "none" };

/**
 * Which of the places named like the typed text (most populous first) it means. Asked by a person (`strict`),
 * two places of that name are a question ("Paris": France or Texas?); resolving old text with nobody to ask,
 * the most populous is taken when it is at least ten times the next (Berlin, Germany over Berlin, Wisconsin).
 */
export function choosePlace(
  candidates: PlaceCandidate[],
  countryCode: string | null,
  { strict }: { strict: boolean },
): PlaceChoice {
  const inCountry = countryCode ? candidates.filter((place) => place.countryCode === countryCode) : candidates;
  const pool = inCountry.length ? inCountry : candidates;
  if (!pool.length) return { kind: "none" };
  if (pool.length === 1) return { kind: "found", id: pool[0]!.id };
  if (!strict && pool[0]!.population >= 10 * pool[1]!.population) return { kind: "found", id: pool[0]!.id };
  return { kind: "ambiguous", ids: pool.slice(0, 6).map((place) => place.id) };
}

const EARTH_RADIUS_KM = 6371;
const toRad = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance (haversine), in km. */
export function distanceKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const dLat = toRad(b.lat - a.lat);
  const dLon = toRad(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRad(a.lat)) * Math.cos(toRad(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

export type BoundingBox = { minLat: number; maxLat: number; minLon: number; maxLon: number };

/**
 * Every point within `km` of the centre lies in this box (the prefilter on the indexed lat/lon before the
 * exact distance). Near a pole, or across the antimeridian, the box takes every longitude: wider, never wrong.
 */
export function boundingBox(centre: { lat: number; lon: number }, km: number): BoundingBox {
  const dLat = (km / EARTH_RADIUS_KM) * (180 / Math.PI);
  const minLat = centre.lat - dLat;
  const maxLat = centre.lat + dLat;
  if (minLat <= -90 || maxLat >= 90)
    return { minLat: Math.max(minLat, -90), maxLat: Math.min(maxLat, 90), minLon: -180, maxLon: 180 };
  const dLon = dLat / Math.cos(toRad(Math.max(Math.abs(minLat), Math.abs(maxLat))));
  const minLon = centre.lon - dLon;
  const maxLon = centre.lon + dLon;
  if (minLon < -180 || maxLon > 180) return { minLat, maxLat, minLon: -180, maxLon: 180 };
  return { minLat, maxLat, minLon, maxLon };
}

/** "12 km away"; under a kilometre reads "Under 1 km away". */
export function formatDistance(km: number): string {
  if (km < 1) return "Under 1 km away";
  return `${Math.round(km).toLocaleString("en-US")} km away`;
}

/** The distance filter's choices, in km; null is "anywhere". */
export const RADIUS_CHOICES = [25, 100, 500] as const;
/** The longest city text a near list's `?in=` takes (as the city picker's search). */
export const NEAR_CITY_MAX = 100;
export const DEFAULT_RADIUS_KM = 100;

/** The `km` search parameter: one of the choices, "any", or the default. */
export function parseRadius(value: string | null): number | null {
  if (value === "any") return null;
  const km = Number(value);
  return (RADIUS_CHOICES as readonly number[]).includes(km) ? km : DEFAULT_RADIUS_KM;
}
