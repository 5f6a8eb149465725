// Decision 023: SQLite compiles a statement whose LIMIT is a bound parameter again on every run, so the
// hot reads write their limit into the SQL (sqlLimit) and their kept statements stay compiled.
import { randomUUID } from "node:crypto";
import { createMember } from "../../tests/setup/factories";
import { encodeCursor } from "~/lib/cursor";
import { loadHome } from "~/models/home.server";
import { listFeed } from "~/models/posts.server";
import { countStatements, db, sql, sqlLimit, SQL_LIMIT_MAX } from "./db.server";
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
  it("bind no LIMIT or OFFSET: each writes its limit into the SQL", async () => {
    const { user } = await createMember();
    // A post with a photo, so a page of the feed reads its photos too.
    const { id: postId } = await db.post.create({
      data: { authorId: user.id, content: "with a photo", searchText: "with a photo", imageUrl: "/images/x-640.webp" },
      select: { id: true },
    });
    await db.image.create({
      data: {
        key: randomUUID().replaceAll("-", ""),
        ownerId: user.id,
        kind: "post",
        sizes: "640",
        width: 640,
        height: 480,
        postId,
      },
      select: { id: true },
    });
    // The first load fills the community figures' cache; what every later load runs is what counts.
    await loadHome(user);
    const { result: photos, statements } = await countStatements(async () => {
      await loadHome(user);
      const page = await listFeed(user, { limit: 5, authorId: user.id });
      await listFeed(user, { cursor: encodeCursor({ createdAt: new Date(), id: "zzzzzzzz" }) });
      return page.posts[0]?.images;
    });
    expect(photos).toHaveLength(1);
    expect(statements.some((statement) => /\bFROM\s+\W*(main\W+|public\W+)?\W*Image\b/i.test(statement))).toBe(true);
    for (const statement of statements) {
      expect(statement, statement).not.toMatch(/\b(LIMIT|OFFSET)\s+(\?|\$\d+)/i);
    }
    const limited = statements.filter((statement) => /\bLIMIT\b/i.test(statement));
    // The feed twice and on the home page, suggestions, upcoming events, recent activity.
    expect(limited.length).toBeGreaterThanOrEqual(6);
    for (const statement of limited) expect(statement, statement).toMatch(/\bLIMIT \d+\b/);
  });
});
