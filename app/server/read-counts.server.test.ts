// readCounts: several counts in one statement, each answered under its own name.
import { countStatements, sql } from "./db.server";
import { readCount, readCounts } from "./read-counts.server";

describe("readCounts", () => {
  it("answers each count under its name, in one statement", async () => {
    const { result, statements } = await countStatements(() =>
      readCounts({
        three: sql`SELECT COUNT(*) AS "n" FROM (SELECT 1 AS "x" UNION ALL SELECT 2 UNION ALL SELECT 3) AS t`,
        none: sql`SELECT COUNT(*) AS "n" FROM (SELECT 1 AS "x") AS t WHERE t."x" = ${2}`,
        two: sql`SELECT COUNT(*) AS "n" FROM (SELECT 1 AS "x" UNION ALL SELECT 2 UNION ALL SELECT 3) AS t WHERE t."x" >= ${2}`,
      }),
    );
    expect(result).toEqual({ three: 3, none: 0, two: 2 });
    expect(statements).toHaveLength(1);
    expect(await readCount(sql`SELECT COUNT(*) AS "n" FROM (SELECT 1 AS "x") AS t`)).toBe(1);
  });

  it("refuses names that are not plain words, and no counts at all", async () => {
    for (const name of ["", "a b", 'x"; DROP TABLE "User"; --', "é", "a".repeat(41)]) {
      await expect(readCounts({ [name]: sql`SELECT 1 AS "n"` }), name).rejects.toThrow(RangeError);
    }
    await expect(readCounts({})).rejects.toThrow(RangeError);
  });
});
