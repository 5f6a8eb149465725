// Places (decision 053): the city picker's search, and turning what a member typed (and maybe picked) into a
// place, or a question ("Which Paris?") when it names several. The Place table is loaded by the migrator.
import { db } from "~/server/db.server";
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

/**
 * Cities whose name starts like `query` (accents, case and punctuation aside), most populous first; "Paris,
 * France" keeps to France. Two index ranges (name, other name), each read most populous first.
 */
export async function searchPlaces(query: string, limit = SEARCH_LIMIT): Promise<PlaceSummary[]> {
  const text = query.slice(0, QUERY_MAX);
  const { city, countryCode } = splitPlaceText(text);
  const key = foldPlaceName(city);
  if (!key) return [];
  const upper = prefixUpperBound(key);
  const range = (column: "nameKey" | "altKey") => ({ [column]: upper ? { gte: key, lt: upper } : { gte: key } });
  const rows = await db.place.findMany({
    where: { OR: [range("nameKey"), range("altKey")], ...(countryCode ? { countryCode } : {}) },
    orderBy: [{ population: "desc" }, { id: "asc" }],
    take: limit,
    select: placeSelect,
  });
  return rows.map(toPlaceSummary);
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

/** The places named exactly like the text (folded), most populous first. */
async function placesNamed(key: string) {
  return db.place.findMany({
    where: { OR: [{ nameKey: key }, { altKey: key }] },
    orderBy: [{ population: "desc" }, { id: "asc" }],
    take: 20,
    select: { ...placeSelect, population: true },
  });
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
    // The pick stands while the text still starts with its name (typed "Paris", picked Paris, France); a text
    // changed since (typed another city after picking) is resolved afresh.
    if (picked && (!text || foldPlaceName(text).startsWith(foldPlaceName(picked.city)))) return picked;
  }
  if (!text) return null;
  const { city, countryCode } = splitPlaceText(text);
  const key = foldPlaceName(city);
  if (!key) throw placeError(field, PLACE_COPY.notFound(text), []);
  const named = await placesNamed(key);
  const choice = choosePlace(named, countryCode, { strict: true });
  if (choice.kind === "found") return toPlaceSummary(named.find((row) => row.id === choice.id)!);
  if (choice.kind === "ambiguous") {
    const options = choice.ids.map((id) => named.find((row) => row.id === id)!);
    throw placeError(
      field,
      PLACE_COPY.ambiguous(city),
      options.map((row) => ({ id: row.id, label: placeChoiceLabel(row) })),
    );
  }
  // No city has that name: the ones that start like it, if any, to choose from.
  const starting = await searchPlaces(text, 6);
  if (starting.length) {
    throw placeError(
      field,
      PLACE_COPY.didYouMean(text),
      starting.map((place) => ({ id: place.id, label: placeChoiceLabel({ ...place, name: place.city }) })),
    );
  }
  throw placeError(field, PLACE_COPY.notFound(text), []);
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
