// Decision 022: `$readRows` sends the hot reads straight to the driver adapter Prisma connected. It must
// answer exactly what `$queryRaw` answers (every column type those reads return, on SQLite and
// PostgreSQL), be counted like any statement, and work before Prisma has connected and after it
// disconnected. Decision 023: on PostgreSQL they run as named prepared statements, planned once per connection.
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { createMember } from "../../tests/setup/factories";
import { databaseKind } from "../../prisma/database-url";
import { countStatements, createDb, db, sql, sqlRaw } from "./db.server";

const onPostgres = databaseKind(process.env.DATABASE_URL ?? "file:") === "postgres";

// One statement with every kind of column the hot reads return: text, an enum, a date, a nullable column,
// an integer column, a count, EXISTS, a boolean column, a computed float; dates and booleans as arguments.
const everyType = (userId: string, since: Date) => sql`
  SELECT u."id", u."role", u."createdAt", u."bio", u."profileImageUrl",
         (SELECT COUNT(*) FROM "Post" p WHERE p."authorId" = u."id") AS "posts",
         (SELECT p."likesCount" FROM "Post" p WHERE p."authorId" = u."id" LIMIT 1) AS "likes",
         EXISTS (SELECT 1 FROM "Post" p WHERE p."authorId" = u."id") AS "hasPosts",
         (SELECT e."isVirtual" FROM "Event" e WHERE e."organizerId" = u."id" LIMIT 1) AS "virtual",
         (SELECT e."isVirtual" FROM "Event" e WHERE e."organizerId" = u."id" AND e."isVirtual" = ${true} LIMIT 1) AS "virtualOnly",
         CAST(1.5 AS DOUBLE PRECISION) AS "half", NULL AS "nothing"
  FROM "User" u
  WHERE u."id" = ${userId} AND u."createdAt" >= ${since}`;

describe("$readRows", () => {
  let userId: string;
  beforeAll(async () => {
    userId = (await createMember()).user.id;
    await db.post.create({ data: { authorId: userId, content: "read rows", searchText: "read rows", likesCount: 3 } });
    await db.event.create({
      data: { organizerId: userId, title: "Online", description: "d", eventDate: new Date(Date.now() + 86_400_000), isVirtual: true, searchText: "online" },
    });
  });

  it("answers what $queryRaw answers, value for value and type for type", async () => {
    const since = new Date(Date.now() - 60_000);
    const viaPrisma = await db.$queryRaw<Array<Record<string, unknown>>>(everyType(userId, since));
    const direct = await db.$readRows<Array<Record<string, unknown>>>(everyType(userId, since));
    expect(viaPrisma).toHaveLength(1);
    expect(direct).toEqual(viaPrisma);
    for (const [column, value] of Object.entries(viaPrisma[0])) {
      expect(Object.prototype.toString.call(direct[0][column]), column).toBe(Object.prototype.toString.call(value));
    }
    expect(direct[0].createdAt).toBeInstanceOf(Date);
    // As a template literal too, and with no rows.
    expect(await db.$readRows`SELECT "id" FROM "User" WHERE "id" = ${"nobody"}`).toEqual([]);
  });

  it("is counted like any statement", async () => {
    const { statements } = await countStatements(() => db.$readRows`SELECT "id" FROM "User" WHERE "id" = ${userId}`);
    expect(statements).toHaveLength(1);
    expect(statements[0]).toMatch(/SELECT "id" FROM "User"/);
  });

  it("goes through Prisma until it has connected, and again after it disconnected", async () => {
    const own = createDb(process.env.DATABASE_URL!);
    const query = () => own.$readRows<Array<{ id: string }>>`SELECT "id" FROM "User" WHERE "id" = ${userId}`;
    try {
      const first = await countStatements(query);
      expect(first.result).toEqual([{ id: userId }]);
      expect(await query()).toEqual([{ id: userId }]);
      await own.$disconnect();
      expect(await query()).toEqual([{ id: userId }]);
    } finally {
      await own.$disconnect();
    }
  });

  it("refuses values it would have to guess how to send", async () => {
    await expect(db.$readRows`SELECT ${{ a: 1 } as unknown as string} AS "x"`).rejects.toThrow(TypeError);
  });

  it("has the patched PostgreSQL adapter, in both its builds", () => {
    const main = createRequire(import.meta.url).resolve("@prisma/adapter-pg");
    for (const file of [main, main.replace(/index\.js$/, "index.mjs")]) {
      expect(readFileSync(file, "utf8"), file).toContain("Roots' patch (decision 023)");
    }
  });

  it.runIf(onPostgres)("runs as a named prepared statement on PostgreSQL, each call with its own values; $queryRaw does not", async () => {
    // A text of this test's own, so the connection's prepared statements can be told apart.
    const tag = randomUUID();
    const hot = (id: string) => db.$readRows<Array<{ id: string }>>(sql`SELECT "id" FROM "User" WHERE "id" = ${id} AND ${sqlRaw(`'${tag}'`)} <> ''`);
    expect(await hot(userId)).toEqual([{ id: userId }]);
    expect(await hot("nobody")).toEqual([]);
    expect(await hot(userId)).toEqual([{ id: userId }]);
    await db.$queryRaw(sql`SELECT ${sqlRaw(`'${tag}-prisma'`)} AS "tag"`);
    // One at a time, the pool hands out the connection it got back last: the one that ran them.
    const prepared = await db.$queryRaw<Array<{ name: string; statement: string }>>(sql`
      SELECT "name", "statement" FROM pg_prepared_statements WHERE "statement" LIKE ${`%${tag}%`}`);
    expect(prepared).toHaveLength(1);
    expect(prepared[0].name).toMatch(/^roots_[0-9a-f]{40}$/);
    expect(prepared[0].statement).not.toContain(`${tag}-prisma`);
  });

  it.runIf(onPostgres)("names at most 500 texts; past that they run unnamed, with the same answers", async () => {
    const tag = randomUUID();
    for (let i = 0; i < 520; i++) {
      const [row] = await db.$readRows<Array<{ n: number }>>(sql`SELECT ${sqlRaw(String(i))} AS "n", ${sqlRaw(`'${tag}'`)} AS "tag"`);
      expect(Number(row.n)).toBe(i);
    }
    const [{ kept }] = await db.$queryRaw<Array<{ kept: bigint | number }>>(sql`
      SELECT COUNT(*) AS "kept" FROM pg_prepared_statements WHERE "name" LIKE 'roots\_%'`);
    expect(Number(kept)).toBeLessThanOrEqual(500);
    const last = await db.$queryRaw<unknown[]>(sql`SELECT 1 FROM pg_prepared_statements WHERE "statement" LIKE ${`%519 AS "n", '${tag}'%`}`);
    expect(last).toEqual([]);
  });
});
