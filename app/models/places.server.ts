// Places (decision 053): the city picker's search, and turning what a member typed (and maybe picked) into a
// place, or a question ("Which Paris?") when it names several. The Place table is loaded by the migrator.
import { db, sql, sqlEmpty, sqlLimit, type Sql } from "~/server/db.server";
import { readRows } from "~/server/read-db.server";
import type { RowOf } from "~/server/row-shape.server";
import { AppError } from "~/lib/errors";
import {
  choosePlace,
  countryName,
  foldPlaceName,
  placeChoiceLabel,
  placeLabel,
  prefixUpperBound,
  splitPlaceText,
  type PlaceSummary,
} from "~/lib/places";
import { PLACE_COPY } from "~/copy/places";
import * as z from "zod";
import { parseInput } from "~/lib/validation";

export const placeSelect = {
  id: true,
  name: true,
  countryCode: true,
  region: true,
  lat: true,
  lon: true,
  timeZone: true,
} as const;

export type PlaceRecord = {
  id: number;
  name: string;
  countryCode: string;
  region: string | null;
  lat: number;
  lon: number;
  timeZone: string;
};

/** placeSelect's columns of a place joined as `pl` in a raw read (events', services' pages), and their shape. */
export const placeRowShape = {
  placeId: "number|bigint|null",
  placeName: "string|null",
  placeCountryCode: "string|null",
  placeRegion: "string|null",
  placeLat: "number|null",
  placeLon: "number|null",
  placeTimeZone: "string|null",
} as const;
export const placeColumnsSql = sql`pl."id" AS "placeId", pl."name" AS "placeName", pl."countryCode" AS "placeCountryCode",
  pl."region" AS "placeRegion", pl."lat" AS "placeLat", pl."lon" AS "placeLon", pl."timeZone" AS "placeTimeZone"`;

/** The place of a raw read's row (placeColumnsSql), or null when it has none. */
export function placeOfRow(row: RowOf<typeof placeRowShape>): PlaceRecord | null {
  return row.placeId === null
    ? null
    : {
        id: Number(row.placeId),
        name: row.placeName!,
        countryCode: row.placeCountryCode!,
        region: row.placeRegion,
        lat: row.placeLat!,
        lon: row.placeLon!,
        timeZone: row.placeTimeZone!,
      };
}

export function toPlaceSummary(row: PlaceRecord): PlaceSummary {
  return {
    id: row.id,
    city: row.name,
    country: countryName(row.countryCode),
    countryCode: row.countryCode,
    region: row.region,
    lat: row.lat,
    lon: row.lon,
    timeZone: row.timeZone,
    label: placeLabel(row),
  };
}

/** What the API answers as `place` beside `currentLocation`. */
export type ApiPlace = Pick<PlaceSummary, "id" | "city" | "country" | "countryCode" | "lat" | "lon" | "timeZone">;
export function toApiPlace(row: PlaceRecord | null): ApiPlace | null {
  if (!row) return null;
  const { id, city, country, countryCode, lat, lon, timeZone } = toPlaceSummary(row);
  return { id, city, country, countryCode, lat, lon, timeZone };
}

export type PlaceOption = { id: number; label: string };

const QUERY_MAX = 100;
const SEARCH_LIMIT = 8;

type RankedPlace = PlaceRecord & { population: number };
type MatchRow = RankedPlace & { exact: number };

/**
 * The places named exactly `key` (folded), by their own name or another name, and those whose name or another
 * name starts with it: one statement of four index reads (a keystroke of the picker is one read), each the
 * most populous first; `exact` is the first two's.
 */
async function placeMatches(
  key: string,
  countryCode: string | null,
  limit: number,
): Promise<{ exact: RankedPlace[]; starting: RankedPlace[] }> {
  const upper = prefixUpperBound(key);
  const range = (column: Sql) => (upper ? sql`${column} >= ${key} AND ${column} < ${upper}` : sql`${column} >= ${key}`);
  const country = countryCode ? sql`AND "countryCode" = ${countryCode}` : sqlEmpty;
  const rows = await readRows<MatchRow[]>`
    SELECT p."id", p."name", p."countryCode", p."region", p."lat", p."lon", p."timeZone", p."population", m."exact"
    FROM (
      SELECT "id", MAX("exact") AS "exact" FROM (
        SELECT * FROM (SELECT "id", 1 AS "exact" FROM "Place" WHERE ("nameKey" = ${key} OR "altKey" = ${key}) ${country}
                       ORDER BY "population" DESC ${sqlLimit(20)}) a
        UNION ALL
        SELECT * FROM (SELECT "placeId" AS "id", 1 AS "exact" FROM "PlaceAlias" WHERE "key" = ${key} ${country}
                       ORDER BY "population" DESC ${sqlLimit(20)}) b
        UNION ALL
        SELECT * FROM (SELECT "id", 0 AS "exact" FROM "Place" WHERE (${range(sql`"nameKey"`)} OR ${range(sql`"altKey"`)}) ${country}
                       ORDER BY "population" DESC ${sqlLimit(limit)}) c
        UNION ALL
        SELECT * FROM (SELECT "placeId" AS "id", 0 AS "exact" FROM "PlaceAlias" WHERE ${range(sql`"key"`)} ${country}
                       ORDER BY "population" DESC ${sqlLimit(limit)}) d
      ) u GROUP BY "id"
    ) m JOIN "Place" p ON p."id" = m."id"`;
  const places = mostPopulousFirst(
    rows.map(({ exact: _exact, ...place }) => ({ ...place, population: Number(place.population) })),
  );
  const exactIds = new Set(rows.filter((row) => Number(row.exact) === 1).map((row) => row.id));
  return {
    exact: places.filter((place) => exactIds.has(place.id)).slice(0, 20),
    starting: places.filter((place) => !exactIds.has(place.id)),
  };
}

function mostPopulousFirst(places: RankedPlace[]): RankedPlace[] {
  const unique = [...new Map(places.map((place) => [place.id, place])).values()];
  return unique.sort((a, b) => b.population - a.population || a.id - b.id);
}

/**
 * A city that only starts like the text ranks before the places named exactly so once it is this many times
 * as populous as the largest of them: "Belo" is Belo Horizonte (2.4 million) before the town of 8,705 named Belo.
 */
const OUTWEIGHS = 20;

/**
 * Exact (folded) name or other-name matches first, most populous first, then the names that start like it;
 * a city that outweighs every exact match comes first: never a town of 10,000 before a city of a million.
 */
export function rankPlaces<T extends { id: number; population: number }>(exact: T[], starting: T[]): T[] {
  const exactIds = new Set(exact.map((place) => place.id));
  const others = starting.filter((place) => !exactIds.has(place.id));
  const largest = exact[0]?.population ?? 0;
  const outweighing = exact.length ? others.filter((place) => place.population >= OUTWEIGHS * largest) : [];
  return [...outweighing, ...exact, ...others.filter((place) => !outweighing.includes(place))];
}

async function rankedSearch(query: string, limit: number): Promise<RankedPlace[]> {
  const { city, countryCode } = splitPlaceText(query.slice(0, QUERY_MAX));
  const key = foldPlaceName(city);
  if (!key) return [];
  const { exact, starting } = await placeMatches(key, countryCode, limit);
  return rankPlaces(exact, starting).slice(0, limit);
}

/**
 * Cities named like `query` (accents, case and punctuation aside), by their name or another name ("München",
 * "NYC", "Москва"): exact names first, then the ones that start like it, by population (rankPlaces); "Paris,
 * France" keeps to France.
 */
export async function searchPlaces(query: string, limit = SEARCH_LIMIT): Promise<PlaceSummary[]> {
  return (await rankedSearch(query, limit)).map(toPlaceSummary);
}

const placeQuerySchema = z.object({
  q: z
    .string({ error: PLACE_COPY.queryRequired })
    .trim()
    .min(1, PLACE_COPY.queryRequired)
    .max(QUERY_MAX, `Must be at most ${QUERY_MAX} characters`),
});

/** GET /api/places?q= : the picker's suggestions (public: the registration page asks before anyone signs in). */
export async function suggestPlaces(q: string | null): Promise<PlaceSummary[]> {
  const { q: query } = parseInput(placeQuerySchema, { q: q ?? undefined }, "Invalid city search");
  return searchPlaces(query);
}

export async function findPlace(id: number): Promise<PlaceSummary | null> {
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  const row = await db.place.findUnique({ where: { id }, select: placeSelect });
  return row ? toPlaceSummary(row) : null;
}

export type PlaceInput = { text?: string | null; placeId?: unknown };

/** A place id from a form (a string) or JSON (a number); anything else is none. */
function parsePlaceId(value: unknown): number | null {
  const id =
    typeof value === "number" ? value : typeof value === "string" && /^\d{1,10}$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * The place a form field means: the one picked (the combobox's, or a "did you mean" answer) when it still
 * matches the text, else the text resolved. Empty text is no place. Throws a validation error on `field` when
 * the text names no city, or several (with `choices` to pick from: "Paris, France" or "Paris, TX, United States").
 */
export async function resolvePlaceInput(input: PlaceInput, field: string): Promise<PlaceSummary | null> {
  const text = (input.text ?? "").trim();
  const pickedId = parsePlaceId(input.placeId);
  if (pickedId !== null) {
    const picked = await findPlace(pickedId);
    // The pick stands while the text still names it (typed "Paris", "Lisbo" or "cologne", picked Paris, France,
    // Lisbon or Köln); a text changed since (typed another city after picking) is resolved afresh.
    if (picked && (!text || (await textNamesPlace(text, picked)))) return picked;
  }
  if (!text) return null;
  const { city, countryCode } = splitPlaceText(text);
  const key = foldPlaceName(city);
  if (!key) throw placeError(field, PLACE_COPY.notFound(text), []);
  const matches = await placeMatches(key, countryCode, 6);
  const ranked = rankPlaces(matches.exact, matches.starting).slice(0, 6);
  // Named so only outside the country typed: choosePlace takes those rather than none.
  const named = countryCode && !matches.exact.length ? (await placeMatches(key, null, 1)).exact : matches.exact;
  // "Belo": Belo Horizonte, which only starts like it, outweighs the town named so: asked as a "did you mean".
  const choice =
    ranked[0] && !named.some((place) => place.id === ranked[0]!.id)
      ? ({ kind: "none" } as const)
      : choosePlace(named, countryCode, { strict: true });
  if (choice.kind === "found") return toPlaceSummary(named.find((row) => row.id === choice.id)!);
  if (choice.kind === "ambiguous") {
    const options = choice.ids.map((id) => named.find((row) => row.id === id)!);
    throw placeError(
      field,
      PLACE_COPY.ambiguous(city),
      options.map((row) => ({ id: row.id, label: placeChoiceLabel(row) })),
    );
  }
  // No city has that name (or a far larger one starts like it): the best ranked, the first pre-selected.
  if (ranked.length) {
    throw placeError(
      field,
      PLACE_COPY.didYouMean(text),
      ranked.map((place) => ({ id: place.id, label: placeChoiceLabel(place) })),
    );
  }
  throw placeError(field, PLACE_COPY.notFound(text), []);
}

/** Whether the text still names the place: starts with its name or another name, or begins one of them. */
async function textNamesPlace(text: string, place: PlaceSummary): Promise<boolean> {
  const whole = foldPlaceName(text);
  const key = foldPlaceName(splitPlaceText(text).city);
  const names = (name: string) => whole.startsWith(name) || (key !== "" && name.startsWith(key));
  if (names(foldPlaceName(place.city))) return true;
  const aliases = await db.placeAlias.findMany({ where: { placeId: place.id }, select: { key: true } });
  return aliases.some((alias) => names(alias.key));
}

function placeError(field: string, message: string, options: PlaceOption[]) {
  return new AppError("validation", message, {
    title: PLACE_COPY.errorTitle,
    fields: { [field]: message },
    choices: options.length ? { [field]: options } : undefined,
  });
}

/**
 * An event's or a service's city: the one typed or picked in `field` (with `placeId`), else, when nothing was
 * typed, the member's own city. Throws like resolvePlaceInput.
 */
export async function resolveOwnOrTypedPlace(
  viewer: { id: string },
  input: unknown,
  field: string,
): Promise<number | null> {
  const raw = (typeof input === "object" && input !== null ? input : {}) as Record<string, unknown>;
  const text = raw[field];
  if (text !== undefined && text !== null && typeof text !== "string") {
    throw new AppError("validation", `${field}: Must be text`, { fields: { [field]: "Must be text" } });
  }
  if (typeof text === "string" && text.length > QUERY_MAX) {
    const message = `Must be at most ${QUERY_MAX} characters`;
    throw new AppError("validation", `${field}: ${message}`, { fields: { [field]: message } });
  }
  const place = await resolvePlaceInput({ text, placeId: raw.placeId }, field);
  if (place) return place.id;
  const own = await db.user.findUnique({ where: { id: viewer.id }, select: { placeId: true } });
  return own?.placeId ?? null;
}
