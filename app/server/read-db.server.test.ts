// The hot reads' own path to the database (app/server/read-db.server.ts, decisions 022 and 023). It must
// answer exactly what `db.$queryRaw` answers (every column type those reads return, on SQLite and
// PostgreSQL), be counted like any statement, open lazily and again after a close, keep its statements
// right across schema changes, and on PostgreSQL name a bounded set of statements that survive a migration.
import { randomUUID } from "node:crypto";
import Database from "better-sqlite3";
import { createMember } from "../../tests/setup/factories";
import { databaseKind, sqliteFilePath } from "../../prisma/database-url";
import { countStatements, db, sql, sqlRaw } from "./db.server";
import { createReadDb, KEPT_STATEMENTS, readRows, SQLITE_READ_CACHE_KIB, type ReadDb } from "./read-db.server";

const url = () => process.env.DATABASE_URL!;
const onPostgres = databaseKind(process.env.DATABASE_URL ?? "file:") === "postgres";
const onSqlite = !onPostgres;

// One statement with every kind of column the hot reads return: text, an enum, a date, a nullable column,
// an integer column, a count, EXISTS, a boolean column, a computed float; dates and booleans as arguments.
const everyType = (userId: string, since: Date) => sql`
  SELECT u."id", u."role", u."createdAt", u."bio", u."profileImageUrl",
         (SELECT COUNT(*) FROM "Post" p WHERE p."authorId" = u."id") AS "posts",
         (SELECT p."likesCount" FROM "Post" p WHERE p."authorId" = u."id" LIMIT 1) AS "likes",
         EXISTS (SELECT 1 FROM "Post" p WHERE p."authorId" = u."id") AS "hasPosts",
         (SELECT e."isVirtual" FROM "Event" e WHERE e."organizerId" = u."id" LIMIT 1) AS "virtual",
         (SELECT e."isVirtual" FROM "Event" e WHERE e."organizerId" = u."id" AND e."isVirtual" = ${true} LIMIT 1) AS "virtualOnly",
         (SELECT e."eventDate" FROM "Event" e WHERE e."organizerId" = u."id" LIMIT 1) AS "eventDate",
         CAST(1.5 AS DOUBLE PRECISION) AS "half", NULL AS "nothing"
  FROM "User" u
  WHERE u."id" = ${userId} AND u."createdAt" >= ${since}`;

/** A reader of the test's own, closed after `use`. */
async function withReader<T>(
  work: (reader: ReadDb) => Promise<T>,
  options?: { preparedStatements?: boolean },
): Promise<T> {
  const reader = createReadDb(url(), options);
  try {
    return await work(reader);
  } finally {
    await reader.close();
  }
}

describe("readRows", () => {
  let userId: string;
  beforeAll(async () => {
    userId = (await createMember()).user.id;
    await db.post.create({ data: { authorId: userId, content: "read rows", searchText: "read rows", likesCount: 3 } });
    await db.event.create({
      data: {
        organizerId: userId,
        title: "Online",
        description: "d",
        eventDate: new Date(Date.now() + 86_400_000),
        isVirtual: true,
        searchText: "online",
      },
    });
  });

  it("answers what $queryRaw answers, value for value and type for type", async () => {
    const since = new Date(Date.now() - 60_000);
    const viaPrisma = await db.$queryRaw<Array<Record<string, unknown>>>(everyType(userId, since));
    const direct = await readRows<Array<Record<string, unknown>>>(everyType(userId, since));
    expect(viaPrisma).toHaveLength(1);
    expect(direct).toEqual(viaPrisma);
    for (const [column, value] of Object.entries(viaPrisma[0])) {
      expect(Object.prototype.toString.call(direct[0][column]), column).toBe(Object.prototype.toString.call(value));
    }
    expect(direct[0].createdAt).toBeInstanceOf(Date);
    // As a template literal too, and with no rows.
    expect(await readRows`SELECT "id" FROM "User" WHERE "id" = ${"nobody"}`).toEqual([]);
  });

  it("is counted like any statement", async () => {
    const { statements } = await countStatements(() => readRows`SELECT "id" FROM "User" WHERE "id" = ${userId}`);
    expect(statements).toHaveLength(1);
    expect(statements[0]).toMatch(/SELECT "id" FROM "User"/);
  });

  it("opens on its first read, and again after a close", async () => {
    const reader = createReadDb(url());
    const query = () => reader.readRows<Array<{ id: string }>>`SELECT "id" FROM "User" WHERE "id" = ${userId}`;
    try {
      await reader.close();
      expect(await query()).toEqual([{ id: userId }]);
      await reader.close();
      expect(await query()).toEqual([{ id: userId }]);
    } finally {
      await reader.close();
    }
  });

  it("refuses values it would have to guess how to send", async () => {
    await expect(readRows`SELECT ${{ a: 1 } as unknown as string} AS "x"`).rejects.toThrow(TypeError);
  });

  it("answers each call of the same SQL with its own values, also after a failed run", async () => {
    const values = await Promise.all(
      [1, 2, 3].map((n) => readRows<Array<{ v: string }>>(sql`SELECT ${`value ${n}`} AS "v"`)),
    );
    expect(values.map(([row]) => row.v)).toEqual(["value 1", "value 2", "value 3"]);
    // A run that fails (a division by zero PostgreSQL refuses; SQLite answers null), then the same SQL again.
    const divide = (by: number) =>
      readRows<Array<{ n: unknown }>>(sql`SELECT CAST(${6} AS INTEGER) / CAST(${by} AS INTEGER) AS "n"`);
    if (onPostgres) await expect(divide(0)).rejects.toThrow(/division by zero/);
    expect(Number((await divide(2))[0].n)).toBe(3);
  });

  it.runIf(onSqlite)(
    "SQLite: reads beside Prisma's connection on a WAL file, even while another connection writes",
    async () => {
      const [{ journal_mode: mode }] = await db.$queryRawUnsafe<Array<{ journal_mode: string }>>("PRAGMA journal_mode");
      expect(mode).toBe("wal");
      const other = new Database(sqliteFilePath(url()));
      other.exec("BEGIN IMMEDIATE");
      try {
        other.prepare(`UPDATE "User" SET "bio" = 'uncommitted' WHERE "id" = ?`).run(userId);
        const started = performance.now();
        expect(await readRows(sql`SELECT "bio" FROM "User" WHERE "id" = ${userId}`)).toEqual([{ bio: null }]);
        expect(performance.now() - started).toBeLessThan(500);
      } finally {
        other.exec("ROLLBACK");
        other.close();
      }
    },
  );

  it.runIf(onSqlite)("SQLite: answers a kept statement's columns as the schema has them now", async () => {
    const table = `ColumnsProbe_${randomUUID().replace(/-/g, "")}`;
    const select = sql`SELECT * FROM ${sqlRaw(`"${table}"`)}`;
    await withReader(async (reader) => {
      try {
        await db.$executeRawUnsafe(`CREATE TABLE "${table}" ("a" INTEGER NOT NULL)`);
        await db.$executeRawUnsafe(`INSERT INTO "${table}" ("a") VALUES (7)`);
        expect(await reader.readRows(select)).toEqual([{ a: 7 }]);
        // A column more: the same SQL now answers two.
        await db.$executeRawUnsafe(`ALTER TABLE "${table}" ADD COLUMN "b" TEXT`);
        await db.$executeRawUnsafe(`UPDATE "${table}" SET "b" = 'seven'`);
        expect(await reader.readRows(select)).toEqual([{ a: 7, b: "seven" }]);
        // The same names and width, another declared type: read as the new type.
        await db.$executeRawUnsafe(`DROP TABLE "${table}"`);
        await db.$executeRawUnsafe(`CREATE TABLE "${table}" ("a" TEXT NOT NULL, "b" BIGINT)`);
        await db.$executeRawUnsafe(`INSERT INTO "${table}" ("a", "b") VALUES ('0012', 5)`);
        expect(await reader.readRows(select)).toEqual([{ a: "0012", b: 5n }]);
        expect(await reader.readRows(select)).toEqual(await db.$queryRaw(select));
      } finally {
        await db.$executeRawUnsafe(`DROP TABLE IF EXISTS "${table}"`);
      }
    });
  });

  it(`keeps at most ${KEPT_STATEMENTS} statements; past that each text still answers right`, async () => {
    const tag = randomUUID();
    await withReader(async (reader) => {
      for (let i = 0; i < KEPT_STATEMENTS + 20; i++) {
        const [row] = await reader.readRows<Array<{ n: number; tag: string }>>(
          sql`SELECT ${sqlRaw(String(i))} AS "n", ${sqlRaw(`'${tag}'`)} AS "tag"`,
        );
        expect(Number(row.n)).toBe(i);
      }
      if (!onPostgres) return;
      // One at a time, the pool hands out the connection it got back last: the one that ran them.
      const [{ kept }] = await reader.readRows<Array<{ kept: bigint }>>(sql`
        SELECT COUNT(*) AS "kept" FROM pg_prepared_statements WHERE "name" LIKE 'roots\\_%'`);
      expect(Number(kept)).toBeLessThanOrEqual(KEPT_STATEMENTS);
      const last = await reader.readRows<unknown[]>(
        sql`SELECT 1 FROM pg_prepared_statements WHERE "statement" LIKE ${`%${KEPT_STATEMENTS + 19} AS "n", '${tag}'%`}`,
      );
      expect(last).toEqual([]);
    });
  });

  const preparedWith = (reader: ReadDb, tag: string) =>
    reader.readRows<Array<{ name: string; statement: string }>>(sql`
      SELECT "name", "statement" FROM pg_prepared_statements WHERE "statement" LIKE ${`%${tag}%`} AND "statement" NOT LIKE '%pg_prepared_statements%'`);

  it.runIf(onPostgres)(
    "PostgreSQL: runs a hot read as a named prepared statement, each call with its own values",
    async () => {
      const tag = randomUUID();
      await withReader(async (reader) => {
        const hot = (id: string) =>
          reader.readRows<Array<{ id: string }>>(
            sql`SELECT "id" FROM "User" WHERE "id" = ${id} AND ${sqlRaw(`'${tag}'`)} <> ''`,
          );
        expect(await hot(userId)).toEqual([{ id: userId }]);
        expect(await hot("nobody")).toEqual([]);
        expect(await hot(userId)).toEqual([{ id: userId }]);
        const prepared = await preparedWith(reader, tag);
        expect(prepared).toHaveLength(1);
        expect(prepared[0].name).toMatch(/^roots_[0-9a-f]{24}$/);
      });
    },
  );

  it("a read planned each time answers as readRows does; PostgreSQL keeps no statement for it", async () => {
    const tag = randomUUID();
    await withReader(async (reader) => {
      const query = (id: string) => sql`SELECT "id" FROM "User" WHERE "id" = ${id} AND ${sqlRaw(`'${tag}'`)} <> ''`;
      // Past PostgreSQL's five runs before a generic plan: still the values' own plan, and nothing kept.
      for (let i = 0; i < 7; i++) {
        expect(await reader.readRowsPlannedEachTime(query(userId))).toEqual([{ id: userId }]);
        expect(await reader.readRowsPlannedEachTime(query("nobody"))).toEqual([]);
      }
      if (onPostgres) expect(await preparedWith(reader, tag)).toEqual([]);
    });
  });

  it.runIf(onPostgres)("PostgreSQL: PG_PREPARED_STATEMENTS=0 runs every read unnamed", async () => {
    const tag = randomUUID();
    await withReader(
      async (reader) => {
        expect(
          await reader.readRows(sql`SELECT "id" FROM "User" WHERE "id" = ${userId} AND ${sqlRaw(`'${tag}'`)} <> ''`),
        ).toEqual([{ id: userId }]);
        expect(await preparedWith(reader, tag)).toEqual([]);
      },
      { preparedStatements: false },
    );
  });

  it.runIf(onPostgres)("PostgreSQL: a kept statement survives a migration that changes its result's type", async () => {
    const table = `TypeProbe_${randomUUID().replace(/-/g, "")}`;
    const select = sql`SELECT "a" FROM ${sqlRaw(`"${table}"`)}`;
    await withReader(async (reader) => {
      try {
        await db.$executeRawUnsafe(`CREATE TABLE "${table}" ("a" INTEGER NOT NULL)`);
        await db.$executeRawUnsafe(`INSERT INTO "${table}" ("a") VALUES (7)`);
        expect(await reader.readRows(select)).toEqual([{ a: 7 }]);
        const [before] = await preparedWith(reader, table);
        // The kept plan answered an int4; PostgreSQL refuses to run it for an int8 ("cached plan must not
        // change result type"): read again, and from then on under a new name.
        await db.$executeRawUnsafe(`ALTER TABLE "${table}" ALTER COLUMN "a" TYPE BIGINT`);
        expect(await reader.readRows(select)).toEqual([{ a: 7n }]);
        expect(await reader.readRows(select)).toEqual([{ a: 7n }]);
        expect(await reader.readRows(select)).toEqual(await db.$queryRaw(select));
        // pg's pool closes the connection a query failed on, and the stale name with it.
        const after = await preparedWith(reader, table);
        expect(after).toHaveLength(1);
        expect(after[0].name).not.toBe(before.name);
      } finally {
        await db.$executeRawUnsafe(`DROP TABLE IF EXISTS "${table}"`);
      }
    });
  });
});

describe.runIf(onSqlite)("SQLite's read handle (issue 48)", () => {
  it("keeps 64 MiB of pages, not SQLite's 2 MB: a search at a million posts read its pages again otherwise", async () => {
    const [row] = await readRows<Array<{ cache_size: bigint }>>(sql`PRAGMA cache_size`);
    expect(Number(row!.cache_size)).toBe(-SQLITE_READ_CACHE_KIB);
    expect(SQLITE_READ_CACHE_KIB).toBe(64 * 1024);
  });
});

describe.runIf(onPostgres)("PostgreSQL connections (issue 48)", () => {
  it("never JIT-compile a statement nor start parallel workers, on the read path and Prisma's", async () => {
    // A never-run branch's cost made every search compile 194 functions; a plan expecting thousands of rows started
    // workers to read 25.
    const settings = sql`SELECT current_setting('jit') AS "jit",
      current_setting('max_parallel_workers_per_gather') AS "workers"`;
    expect(await readRows<Array<{ jit: string; workers: string }>>(settings)).toEqual([{ jit: "off", workers: "0" }]);
    expect(await db.$queryRaw<Array<{ jit: string; workers: string }>>(settings)).toEqual([
      { jit: "off", workers: "0" },
    ]);
  });
});
