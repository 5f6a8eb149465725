// Decision 023: SQLite compiles a statement whose LIMIT is a bound parameter again on every run, so the
// hot reads write their limit into the SQL (sqlLimit) and their kept statements stay compiled.
import { createMember } from "../../tests/setup/factories";
import { encodeCursor } from "~/lib/cursor";
import { loadHome } from "~/models/home.server";
import { listFeed } from "~/models/posts.server";
import { countStatements, sql, sqlLimit, SQL_LIMIT_MAX } from "./db.server";
import { readRows } from "./read-db.server";

describe("sqlLimit", () => {
  it("writes a whole number from 1 to SQL_LIMIT_MAX into the SQL, bound to nothing", () => {
    for (const n of [1, 11, SQL_LIMIT_MAX]) {
      const limit = sqlLimit(n);
      expect(limit.sql).toBe(`LIMIT ${n}`);
      expect(limit.values).toEqual([]);
    }
  });

  it("refuses anything else", () => {
    for (const n of [0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, SQL_LIMIT_MAX + 1, "3" as unknown as number]) {
      expect(() => sqlLimit(n), String(n)).toThrow(RangeError);
    }
  });

  it("limits the rows like a bound LIMIT does", async () => {
    const rows = await readRows<Array<{ n: number | bigint }>>(sql`
      SELECT 1 AS "n" UNION ALL SELECT 2 UNION ALL SELECT 3 ORDER BY 1 ${sqlLimit(2)}`);
    expect(rows.map((row) => Number(row.n))).toEqual([1, 2]);
  });
});

describe("the home page's and the feed's statements", () => {
  it("bind no LIMIT: each writes its limit into the SQL", async () => {
    const { user } = await createMember();
    // The first load fills the community figures' cache; what every later load runs is what counts.
    await loadHome(user);
    const { statements } = await countStatements(async () => {
      await loadHome(user);
      await listFeed(user, { limit: 5 });
      await listFeed(user, { cursor: encodeCursor({ createdAt: new Date(), id: "zzzzzzzz" }) });
    });
    const limited = statements.filter((statement) => /\bLIMIT\b/i.test(statement));
    // The feed twice and on the home page, suggestions, upcoming events, recent activity.
    expect(limited.length).toBeGreaterThanOrEqual(6);
    for (const statement of limited) {
      expect(statement, statement).not.toMatch(/\bLIMIT\s+(\?|\$\d+)/i);
      expect(statement, statement).toMatch(/\bLIMIT \d+\b/);
    }
  });
});
