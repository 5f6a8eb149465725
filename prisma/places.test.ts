// The places step of the migrator (decision 053): the cities load once, and the free-text locations stored
// before places resolve to them (members' text becomes the city's label), on SQLite and on PostgreSQL
// (TEST_DATABASE_URL). Unresolvable text stays as it was, with no place.
import Database from "better-sqlite3";
import pg from "pg";
import { randomUUID } from "node:crypto";
import { databaseKind, sqliteFilePath } from "./database-url";
import { migrate } from "./migrate";
import { aliasRows, ensurePlaces, placeRows, postgresRunner, sqliteRunner } from "./places";
import { freshDatabase } from "../tests/setup/test-database";

type Row = Record<string, unknown>;

/** Runs `work` with a runner on `url`'s database, closing it after. */
async function withRunner<T>(url: string, work: (runner: ReturnType<typeof sqliteRunner>) => Promise<T>): Promise<T> {
  if (databaseKind(url) === "sqlite") {
    const db = new Database(sqliteFilePath(url));
    try {
      return await work(sqliteRunner(db));
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(postgresRunner(client));
  } finally {
    await client.end();
  }
}

const now = new Date("2026-11-24T12:00:00Z");

describe("the places step of the migrator", () => {
  it("loads the cities once, with time zones, and resolves free text already stored", async () => {
    const url = await freshDatabase(`places_${randomUUID().slice(0, 6)}`);
    await migrate(url, { log: () => {} });

    await withRunner(url, async (runner) => {
      const [{ n }] = await runner.all<{ n: number | bigint | string }>(`SELECT COUNT(*) AS "n" FROM "Place"`);
      expect(Number(n)).toBe(placeRows().length);
      const [saoPaulo] = await runner.all<Row>(
        `SELECT "name", "countryCode", "timeZone", "nameKey" FROM "Place" WHERE "id" = ?`,
        [3448439],
      );
      expect(saoPaulo).toEqual({
        name: "São Paulo",
        countryCode: "BR",
        timeZone: "America/Sao_Paulo",
        nameKey: "saopaulo",
      });

      // A database from before places: members, an event and a service with text, and an empty Place table.
      await runner.run(`DELETE FROM "Place"`);
      // How each database's Prisma adapter stores a DateTime.
      const at = runner.kind === "sqlite" ? now.toISOString().replace("Z", "+00:00") : now;
      const texts = [
        "berlin",
        "Berlin, DE",
        "Berlín, Germany",
        "Sao Paulo",
        "Lima",
        "Paris",
        "Springfield",
        "Atlantis-on-Sea",
        "  ",
        "München",
        "NYC",
      ];
      for (const [index, text] of texts.entries()) {
        await runner.run(
          `INSERT INTO "User" ("id", "email", "passwordHash", "firstName", "lastName", "currentLocation", "createdAt", "updatedAt")
           VALUES (?, ?, 'x', 'M', 'N', ?, ?, ?)`,
          [`u${index}`, `u${index}@example.test`, text, at, at],
        );
      }
      await runner.run(
        `INSERT INTO "Event" ("id", "organizerId", "title", "location", "eventDate", "createdAt", "updatedAt")
         VALUES ('e1', 'u0', 'Picnic', 'Kreuzberg, Berlin', ?, ?, ?), ('e2', 'u0', 'Call', NULL, ?, ?, ?)`,
        [at, at, at, at, at, at],
      );
      await runner.run(
        `INSERT INTO "Service" ("id", "providerId", "title", "description", "category", "location", "createdAt", "updatedAt")
         VALUES ('s1', 'u0', 'Lessons', 'd', 'Education', 'Lisbon', ?, ?)`,
        [at, at],
      );

      expect(await ensurePlaces(runner)).toBe(placeRows().length);
      const users = await runner.all<Row>(`SELECT "id", "currentLocation", "placeId" FROM "User" ORDER BY "id"`);
      const byId = Object.fromEntries(users.map((user) => [user.id, user]));
      // The place is set; the text stays as the member wrote it.
      for (const [id, text] of [
        ["u0", "berlin"],
        ["u1", "Berlin, DE"],
        ["u2", "Berlín, Germany"],
      ])
        expect(byId[id!]).toEqual({ id, currentLocation: text, placeId: 2950159 });
      expect(byId.u3).toEqual({ id: "u3", currentLocation: "Sao Paulo", placeId: 3448439 });
      // Lima, Peru is far larger than Lima, Ohio; Paris, France than Paris, Texas.
      expect(byId.u4).toMatchObject({ placeId: 3936456 });
      expect(byId.u5).toMatchObject({ placeId: 2988507 });
      // Many Springfields of a size: nobody to ask, so it stays text (the member is asked on their next visit).
      expect(byId.u6).toEqual({ id: "u6", currentLocation: "Springfield", placeId: null });
      expect(byId.u7).toEqual({ id: "u7", currentLocation: "Atlantis-on-Sea", placeId: null });
      expect(byId.u8).toMatchObject({ placeId: null });
      // By the cities' other names (issue 43): Munich, New York City.
      expect(byId.u9).toEqual({ id: "u9", currentLocation: "München", placeId: 2867714 });
      expect(byId.u10).toMatchObject({ placeId: 5128581 });

      const [event] = await runner.all<Row>(`SELECT "placeId", "location" FROM "Event" WHERE "id" = 'e1'`);
      expect(event).toEqual({ placeId: 2950159, location: "Kreuzberg, Berlin" });
      const [online] = await runner.all<Row>(`SELECT "placeId" FROM "Event" WHERE "id" = 'e2'`);
      expect(online).toEqual({ placeId: null });
      const [service] = await runner.all<Row>(`SELECT "placeId", "location" FROM "Service" WHERE "id" = 's1'`);
      expect(service).toEqual({ placeId: 2267057, location: "Lisbon" });

      // Once: a loaded table is left alone.
      expect(await ensurePlaces(runner)).toBe(0);

      // Every curated other name names a loaded city, and all of them are in the table.
      const aliases = await aliasRows(runner);
      expect(aliases.unresolved).toEqual([]);
      const countAliases = async () =>
        Number((await runner.all<{ n: number | string }>(`SELECT COUNT(*) AS "n" FROM "PlaceAlias"`))[0]!.n);
      expect(await countAliases()).toBe(aliases.rows.length);
      expect(aliases.rows.length).toBeGreaterThan(1000);
      // Data changed since they were loaded (a name fewer, or another name): the migrator writes them again.
      await runner.run(`DELETE FROM "PlaceAlias" WHERE "key" = 'nyc'`);
      await runner.run(`UPDATE "PlaceAlias" SET "key" = 'wienerwald' WHERE "key" = 'wien'`);
      expect(await ensurePlaces(runner)).toBe(0);
      expect(await countAliases()).toBe(aliases.rows.length);
      const wien = await runner.all<Row>(`SELECT "placeId" FROM "PlaceAlias" WHERE "key" IN ('wien', 'wienerwald')`);
      expect(wien).toEqual([{ placeId: 2761369 }]);
    });
    // And the migrator run again changes nothing.
    expect(await migrate(url, { log: () => {} })).toEqual([]);
  }, 120_000);
});
