// Decision 021: the SQLite driver adapter (patched at install by
// patches/@prisma+adapter-better-sqlite3+6.19.3.patch) keeps each connection's prepared statements and
// runs them with each call's arguments. A kept statement must never answer with an earlier call's values.
// Decision 023: it also keeps each statement's column names and types, read again when the schema changes.
import { createRequire } from "node:module";
import { readFileSync } from "node:fs";
import { randomUUID } from "node:crypto";
import { databaseKind } from "../../prisma/database-url";
import { db } from "./db.server";

const require = createRequire(import.meta.url);
const onSqlite = databaseKind(process.env.DATABASE_URL ?? "file:") === "sqlite";

describe("the SQLite adapter's kept statements", () => {
  it("is the patched adapter, in both its builds", () => {
    const main = require.resolve("@prisma/adapter-better-sqlite3");
    for (const file of [main, main.replace(/index\.js$/, "index.mjs")]) {
      expect(readFileSync(file, "utf8"), file).toContain("Roots' patch (decision 021)");
      expect(readFileSync(file, "utf8"), file).toContain("Roots' patch (decision 023)");
    }
  });

  it.runIf(onSqlite)("runs the same SQL with each call's own arguments, reads and writes, in and out of transactions", async () => {
    const values = await Promise.all([1, 2, 3].map((n) => db.$queryRawUnsafe<Array<{ v: number | bigint }>>("SELECT ? AS v", n)));
    expect(values.map(([row]) => Number(row.v))).toEqual([1, 2, 3]);

    // A table of this connection only, so no other test sees its rows.
    await db.$executeRawUnsafe(`CREATE TEMP TABLE IF NOT EXISTS "KeptStatementProbe" ("id" TEXT PRIMARY KEY, "note" TEXT NOT NULL)`);
    const tag = randomUUID();
    const insert = `INSERT INTO "KeptStatementProbe" ("id", "note") VALUES (?, ?)`;
    await db.$executeRawUnsafe(insert, `${tag}-a`, "first");
    await db.$transaction(async (tx) => {
      await tx.$executeRawUnsafe(insert, `${tag}-b`, "second");
    });
    await expect(
      db.$transaction(async (tx) => {
        await tx.$executeRawUnsafe(insert, `${tag}-c`, "rolled back");
        throw new Error("undo");
      }),
    ).rejects.toThrow("undo");
    // The same statement again, after it failed on a duplicate key: reset, and usable with new values.
    await expect(db.$executeRawUnsafe(insert, `${tag}-a`, "duplicate")).rejects.toThrow();
    await db.$executeRawUnsafe(insert, `${tag}-d`, "after the failure");
    const select = `SELECT "id", "note" FROM "KeptStatementProbe" WHERE "id" LIKE ? ORDER BY "id"`;
    expect(await db.$queryRawUnsafe(select, `${tag}%`)).toEqual([
      { id: `${tag}-a`, note: "first" },
      { id: `${tag}-b`, note: "second" },
      { id: `${tag}-d`, note: "after the failure" },
    ]);
    expect(await db.$queryRawUnsafe(select, "nobody%")).toEqual([]);
  });

  it.runIf(onSqlite)("answers with a kept statement's columns as the schema has them now", async () => {
    const table = `ColumnsProbe_${randomUUID().replace(/-/g, "")}`;
    const select = `SELECT * FROM "${table}"`;
    try {
      await db.$executeRawUnsafe(`CREATE TABLE "${table}" ("a" INTEGER NOT NULL)`);
      await db.$executeRawUnsafe(`INSERT INTO "${table}" ("a") VALUES (7)`);
      expect(await db.$queryRawUnsafe(select)).toEqual([{ a: 7 }]);
      // A column more: the same SQL now answers two.
      await db.$executeRawUnsafe(`ALTER TABLE "${table}" ADD COLUMN "b" TEXT`);
      await db.$executeRawUnsafe(`UPDATE "${table}" SET "b" = 'seven'`);
      expect(await db.$queryRawUnsafe(select)).toEqual([{ a: 7, b: "seven" }]);
      // The same names and width, another declared type: read as the new type.
      await db.$executeRawUnsafe(`DROP TABLE "${table}"`);
      await db.$executeRawUnsafe(`CREATE TABLE "${table}" ("a" TEXT NOT NULL, "b" TEXT)`);
      await db.$executeRawUnsafe(`INSERT INTO "${table}" ("a", "b") VALUES ('0012', NULL)`);
      expect(await db.$queryRawUnsafe(select)).toEqual([{ a: "0012", b: null }]);
    } finally {
      await db.$executeRawUnsafe(`DROP TABLE IF EXISTS "${table}"`);
    }
  });
});
