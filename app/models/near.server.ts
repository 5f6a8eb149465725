// "Near you" (issue 27 §2, decision 062): the centre a list is read around, and the SQL pieces every near
// list shares. A near read is a range on Place's indexed (lat, lon) (the bounding box of the radius) joined to
// the items by their (placeId, date, id) index, then the exact great-circle distance: never a scan of the items.
import { db, sql, sqlLimit, sqlRaw, type Sql } from "~/server/db.server";
import { onPostgres } from "~/server/env.server";
import { readRows } from "~/server/read-db.server";
import type { RowOf } from "~/server/row-shape.server";
import { AppError } from "~/lib/errors";
import { encodeBandCursor } from "~/lib/cursor";
import { boundingBox, distanceKm, placeLabel } from "~/lib/places";
import { parseInput } from "~/lib/validation";
import { nearSchema, radiusOf, type NearInput } from "~/schemas/near";
import { PLACE_COPY } from "~/copy/places";
import { searchPlaces } from "./places.server";
import type { Viewer } from "./viewer";

/** Where a near list is centred: a place and what it reads as. */
export type Centre = { id: number; lat: number; lon: number; label: string; city: string };

/**
 * Distance bands, in km: a list ordered by band, then by its own key, puts the nearest first and still pages
 * by keyset (the cursor holds the band). Beyond the last band is band 3; items with no distance (virtual
 * events, remote services) come after every band.
 */
export const DISTANCE_BANDS = [25, 100, 500] as const;
export const NO_DISTANCE_BAND = 9;

export function bandOf(km: number | null): number {
  if (km === null) return NO_DISTANCE_BAND;
  const band = DISTANCE_BANDS.findIndex((edge) => km <= edge);
  return band === -1 ? DISTANCE_BANDS.length : band;
}

/** `?near=&in=&within=` as the model takes it: a 400 naming the field for anything else. */
export function parseNear(input: { near?: unknown; in?: unknown; within?: unknown }): NearInput {
  const parsed = parseInput(nearSchema, {
    near: input.near ?? undefined,
    in: input.in ?? undefined,
    within: input.within ?? undefined,
  });
  return { near: parsed.near ?? null, in: parsed.in ?? null, km: radiusOf(parsed.within), within: parsed.within };
}

type PlaceFields = { id: number; name?: string; city?: string; countryCode: string; lat: number; lon: number };

function centreOf(place: PlaceFields): Centre {
  const city = place.name ?? place.city ?? "";
  return {
    id: place.id,
    lat: place.lat,
    lon: place.lon,
    city,
    label: placeLabel({ name: city, countryCode: place.countryCode }),
  };
}

/**
 * The list's centre: the place the URL names by id, else the city it names (`in`: the most populous place
 * named like it, as the picker's first suggestion; a 400 naming `in` when none is), else the viewer's own city
 * (from the PublicUser the page or API already holds, else one read), else null (no place: today's lists).
 */
export async function resolveCentre(
  viewer: Viewer & { place?: PlaceFields | null },
  near: number | null,
  cityText: string | null = null,
): Promise<Centre | null> {
  if (near === null && cityText) {
    const [place] = await searchPlaces(cityText, 1);
    if (!place) {
      const message = PLACE_COPY.notFound(cityText);
      throw new AppError("validation", `in: ${message}`, { fields: { in: message } });
    }
    return centreOf(place);
  }
  if (near !== null) {
    const place = await db.place.findUnique({
      where: { id: near },
      select: { id: true, name: true, countryCode: true, lat: true, lon: true },
    });
    if (!place) throw new AppError("validation", "near: no such place", { fields: { near: "No such place" } });
    return centreOf(place);
  }
  if (viewer.place !== undefined) return viewer.place ? centreOf(viewer.place) : null;
  // One statement (Prisma reads a relation in a second one).
  const [row] = await readRows<Array<RowOf<typeof centreRowShape>>>`
    SELECT p."id", p."name", p."countryCode", p."lat", p."lon"
    FROM "User" u JOIN "Place" p ON p."id" = u."placeId" WHERE u."id" = ${viewer.id}`;
  return row ? centreOf({ ...row, id: Number(row.id) }) : null;
}

export const centreRowShape = {
  id: "number|bigint",
  name: "string",
  countryCode: "string",
  lat: "number",
  lon: "number",
} as const;

/** The exact distance in km from the centre to a place's columns (haversine; SQLite's math functions, PostgreSQL's own). */
export function distanceSql(centre: Centre, lat: Sql, lon: Sql): Sql {
  const cosLat = Math.cos((centre.lat * Math.PI) / 180);
  return sql`(12742.0 * asin(sqrt(
    power(sin(radians(${lat} - ${centre.lat}) / 2), 2)
    + ${cosLat} * cos(radians(${lat})) * power(sin(radians(${lon} - ${centre.lon}) / 2), 2))))`;
}

/** The bounding box of the radius on the indexed (lat, lon): the prefilter before the exact distance. */
export function inBoxSql(centre: Centre, km: number, lat: Sql, lon: Sql): Sql {
  const box = boundingBox(centre, km);
  return sql`${lat} BETWEEN ${box.minLat} AND ${box.maxLat} AND ${lon} BETWEEN ${box.minLon} AND ${box.maxLon}`;
}

/**
 * PostgreSQL's walk of one place `p`'s items (a LATERAL per place in the box, issue 48): `column` is the place's,
 * written as a range, and the walk's order names it, so only the item's (placeId, key, id) index serves it. With
 * `=`, PostgreSQL knew the column's value, dropped it from the order and, expecting thousands of items in any
 * place, walked the key's own index for each place, the empty ones to the end (25 s at city scale). A walk whose
 * index has more equality columns after the place (services of one kind) names it with `=` instead: as a range,
 * the place is the scan's only bound (decision 106).
 */
export function inPlaceWalkSql(column: Sql): Sql {
  return sql`${column} >= p."id" AND ${column} <= p."id"`;
}

/**
 * SQLite, the area part of a near page (issue 48): the first items of the area in the page's order, read without
 * the list's rules (the candidates, the CTE "near_rows": each place's first ones, nearRowsSql), then the rules on
 * those only, in order, to the page. The rules (the owner's status, blocks both ways, hidden) are three lookups a
 * row: on every upcoming event within 100 km of the bench's member at 1,000,000 posts (6,250) they were 15 of the
 * page's 18.5 ms. When the candidates run out before the page is full (the area holds more, and the rules left out
 * enough of the first), a marker row says so (band NEAR_CANDIDATES_SPENT) and the page is read again the old way,
 * every item of the area with its rules (readNearPage). Tests lower the number to take that way.
 *
 * NEAR_CANDIDATES_PER_ROW for each row the page reads: a place's walk with words stops after that many matches, so
 * it reads (candidates / the words' share of the place's items) rows, the same at any size once a place holds
 * that many. At 200 candidates a 12-item page walked all 834 Legal Help services of the bench's Berlin at 100,000
 * posts, and 1,920 of its 8,334 at a million for "visa" (1.9 ms against 4.3); at 52 both walk about 500.
 */
export const NEAR_CANDIDATES_PER_ROW = 4;
export function nearCandidates(limit: number): number {
  return NEAR_CANDIDATES_PER_ROW * (limit + 1);
}
/** The band of the marker row: sorted before every real band. */
export const NEAR_CANDIDATES_SPENT = -1;

/** SQLite: the places of the area with their band (the CTE "near_places"), so the distance is reckoned once a place. */
export function nearPlacesSql(within: Sql, band: Sql): Sql {
  return sql`"near_places" AS MATERIALIZED (SELECT p."id", ${band} AS "band" FROM "Place" p WHERE ${within})`;
}

/**
 * SQLite: the candidates (the CTE "near_rows"): the area's first `candidates` items of `table` in the page's order
 * (band, then `key` and id, both `direction`), without the list's rules. Each place of "near_places" gives its own
 * first ones, a walk of its (placeId, key, id) index that stops at `candidates` (a rowid IN a subquery of the
 * place: SQLite has no LATERAL), and those are merged: the first `candidates` of the area hold at most that many
 * of any place, and they are its first. Read as one range over the area, a city's every item was read and sorted
 * for them (25,000 services in the bench's Berlin at 1,000,000 posts: 20 ms, now 2). `where` holds the conditions
 * on `alias`, which may name "np"."band".
 */
export function nearRowsSql(
  table: Sql,
  alias: Sql,
  key: Sql,
  direction: "ASC" | "DESC",
  where: Sql,
  candidates: number,
): Sql {
  const order = sqlRaw(direction);
  return sql`"near_rows" AS MATERIALIZED (SELECT c."id", np."band", c.${key}
    FROM "near_places" np CROSS JOIN ${table} c WHERE c."rowid" IN (SELECT ${alias}."rowid" FROM ${table} ${alias}
      WHERE ${alias}."placeId" = np."id" AND ${where}
      ORDER BY ${alias}.${key} ${order}, ${alias}."id" ${order} ${sqlLimit(candidates)})
    ORDER BY 2, c.${key} ${order}, c."id" ${order} ${sqlLimit(candidates)})`;
}

/** The marker row of a near page whose candidates ran out ("near_rows" was full). */
export function candidatesSpentSql(candidates: number): Sql {
  return sql`SELECT '' AS "id", ${sqlRaw(String(NEAR_CANDIDATES_SPENT))} AS "band", NULL AS "at"
    WHERE (SELECT count(*) FROM "near_rows") >= ${candidates}`;
}

/**
 * A near page's (id, band) rows, one more than the page to tell whether another follows. `statement(candidates)`
 * builds it; on SQLite first from the area's candidates, and again over the whole area when they ran out before
 * the page was full (nearCandidates). `read` runs it.
 */
export async function readNearPage(
  limit: number,
  candidates: number | undefined,
  statement: (candidates: number | null) => Sql,
  read: (query: Sql) => Promise<Array<{ id: string; band: number | bigint }>>,
): Promise<Array<{ id: string; band: number | bigint }>> {
  const chunk = onPostgres() ? null : (candidates ?? nearCandidates(limit));
  const found = await read(statement(chunk));
  if (chunk === null) return found;
  const rows = found.filter((row) => Number(row.band) !== NEAR_CANDIDATES_SPENT).slice(0, limit + 1);
  const spent = found.some((row) => Number(row.band) === NEAR_CANDIDATES_SPENT);
  const near = rows.filter((row) => Number(row.band) !== NO_DISTANCE_BAND).length;
  return spent && near < limit + 1 ? read(statement(null)) : rows;
}

/**
 * PostgreSQL, a near list filtered by words (issue 48): how many items holding the words the list may read from
 * the words' own index before it walks each place instead. Each place's walk tests every item's words, so a rare
 * word read every item of every place in the box (35-75 ms at 100 km at city scale, growing with the city); the
 * index gives a rare word's few items at once. A common word is the other way round: each place's walk meets a
 * page of it soon, and its first few hundred items are found as soon.
 */
export const NEAR_MATCHES_CAP = 500;

/**
 * The WITH clause of those matches (the CTE "matched": the ids of at most `cap` + 1 items of `table`, aliased
 * `alias`, that hold the `words`, whatever the list's other conditions), and the two one-time conditions that
 * choose between the list's two ways: `few` (every item with the words is in "matched": the page is read from
 * them, with the list's conditions) and `many` (the walk). PostgreSQL computes the count once, before either part
 * runs, and skips the part whose condition is false. The words alone: given the list's filters too, PostgreSQL
 * read every upcoming event by its date index testing each one's words, or a common word's every item to find
 * the few of a category.
 */
export function nearMatches(
  table: Sql,
  alias: Sql,
  words: Sql,
  cap = NEAR_MATCHES_CAP,
): { with: Sql; few: Sql; many: Sql; matched: Sql } {
  const count = sql`(SELECT count(*) FROM "matched")`;
  return {
    with: sql`WITH "matched" AS MATERIALIZED (SELECT ${alias}."id" FROM ${table} ${alias} WHERE ${words} LIMIT ${cap + 1})`,
    few: sql`${count} <= ${cap}`,
    many: sql`${count} > ${cap}`,
    matched: sql`(SELECT "id" FROM "matched")`,
  };
}

/** The band of a distance column (NULL: no distance), as SQL agreeing with bandOf. */
export function bandSql(km: Sql): Sql {
  return sql`CASE WHEN ${km} IS NULL THEN ${sqlRaw(String(NO_DISTANCE_BAND))} WHEN ${km} <= ${sqlRaw(String(DISTANCE_BANDS[0]))} THEN 0
    WHEN ${km} <= ${sqlRaw(String(DISTANCE_BANDS[1]))} THEN 1 WHEN ${km} <= ${sqlRaw(String(DISTANCE_BANDS[2]))} THEN 2 ELSE 3 END`;
}

/** An item's distance from the centre, rounded to the km shown; null without a centre or a place. */
export function distanceFrom(centre: Centre | null, place: { lat: number; lon: number } | null): number | null {
  if (!centre || !place) return null;
  return Math.round(distanceKm(centre, place) * 10) / 10;
}

/**
 * A near page's rows in the order the distance query found them (`found`: ids and bands, one more than the page
 * to tell whether another follows), read by `read` (ids -> rows), with the next page's (band, date, id) cursor.
 */
export async function inBandOrder<T extends { id: string }>(
  found: Array<{ id: string; band: number | bigint }>,
  limit: number,
  read: (ids: string[]) => Promise<T[]>,
  dateOf: (row: T) => Date,
): Promise<{ items: T[]; nextCursor: string | null }> {
  const shown = found.slice(0, limit);
  const rows = shown.length ? await read(shown.map((row) => row.id)) : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  const items = shown.flatMap((row) => byId.get(row.id) ?? []);
  const last = shown.at(-1);
  const lastRow = last ? byId.get(last.id) : undefined;
  const nextCursor =
    found.length > limit && last && lastRow
      ? encodeBandCursor({ band: Number(last.band), createdAt: dateOf(lastRow), id: last.id })
      : null;
  return { items, nextCursor };
}
