// Decision 022: `$readRows` sends the hot reads straight to the driver adapter Prisma connected. It must
// answer exactly what `$queryRaw` answers (every column type those reads return, on SQLite and
// PostgreSQL), be counted like any statement, and work before Prisma has connected and after it
// disconnected.
import { createMember } from "../../tests/setup/factories";
import { countStatements, createDb, db, sql } from "./db.server";

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
});
