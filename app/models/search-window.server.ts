// PostgreSQL's windows of the newest items (issue 44, decision 080, seventh addendum). A GIN index says which items
// hold a word in no order, so "the newest 300 that hold it" read every item that holds it: at a million posts a
// word in 0.3 % of them cost 2.7 times what it cost at 100,000. Each kind's window (search_window_<kind>) is a copy
// of the search vectors of every item created since its "since", kept by triggers in the writer's transaction
// (migration search_windows); search reads it first and the whole index only for older items, and only when the
// window held fewer than it needs. The hourly sweep moves "since" forward. SQLite's FTS5 tables read newest first
// and stop, and have no window.
import { databaseKind } from "../../prisma/database-url";
import { db, sql, sqlEmpty, sqlLimit, sqlOlderThan, sqlRaw, type Sql } from "~/server/db.server";
import type { Cursor } from "~/lib/cursor";
import { getEnv } from "~/server/env.server";

export type WindowKind = "post" | "comment" | "user" | "event" | "service";
const KINDS: WindowKind[] = ["post", "comment", "user", "event", "service"];

/**
 * About how many items of each kind a window holds after a sweep. A search whose words are in 0.3 % of the items
 * still finds its 300 candidates inside it; rarer words read the whole index, whose matches for them are few.
 */
export const SEARCH_WINDOW = 100_000;

/**
 * The newest `take` items of `table` that hold `tsquery` (older than `after`, when given), as rows of ("id",
 * "createdAt", "score"), newest first: the window's, then, only if the window gave fewer than `take` and there are
 * older ones (a window that never moved holds them all), the older ones from the table itself. The window's rows
 * older than its "since" (a sweep moved it while a writer copied a row) are left out: every item is read from one
 * side only. Both conditions on the older side hold no column of it, so PostgreSQL tests them once and, when either
 * fails, never reads that side. With a `list` (a section list's table as `t`, with its joins and rules), only its
 * rows that pass its rules.
 */
export function windowedMatchesSql(
  kind: WindowKind,
  table: Sql,
  tsquery: Sql,
  take: number,
  after: Cursor | null = null,
  list: { from: Sql; where: Sql } | null = null,
): Sql {
  const window = sqlRaw(`search_window_${kind}`);
  const since = sql`(SELECT w."since" FROM search_window w WHERE w."kind" = ${kind})`;
  const score = (alias: Sql) => sql`CAST(ts_rank_cd(${alias}."searchVector", ${tsquery}) * 1000 AS INTEGER)`;
  return sql`WITH "recent" AS MATERIALIZED (
      SELECT r."id", r."createdAt", ${score(sql`r`)} AS "score" FROM ${window} r ${list ? sql`CROSS JOIN ${list.from}` : sqlEmpty}
      WHERE r."searchVector" @@ ${tsquery} AND r."createdAt" >= ${since} ${sqlOlderThan(sql`r`, after)}
        ${list ? sql`AND t."id" = r."id" AND ${list.where}` : sqlEmpty}
      ORDER BY r."createdAt" DESC, r."id" DESC ${sqlLimit(take)})
    SELECT h."id", h."createdAt", h."score" FROM (
      SELECT "id", "createdAt", "score" FROM "recent"
      UNION ALL
      (SELECT t."id", t."createdAt", ${score(sql`t`)} FROM ${list ? list.from : sql`${table} t`}
        WHERE (SELECT count(*) FROM "recent") < ${take} AND ${since} > '-infinity'
          AND t."searchVector" @@ ${tsquery} AND t."createdAt" < ${since} ${sqlOlderThan(sql`t`, after)}
          ${list ? sql`AND ${list.where}` : sqlEmpty}
        ORDER BY t."createdAt" DESC, t."id" DESC ${sqlLimit(take)})
    ) h ORDER BY h."createdAt" DESC, h."id" DESC ${sqlLimit(take)}`;
}

/**
 * Moves each window's "since" forward to its `keep`th newest item and deletes what is older (the hourly sweep).
 * "since" never moves back, so the window always holds every item created since it. Answers the rows removed.
 */
export async function trimSearchWindows(keep = SEARCH_WINDOW): Promise<number> {
  if (databaseKind(getEnv().DATABASE_URL) !== "postgres") return 0;
  let removed = 0;
  for (const kind of KINDS) {
    const window = sqlRaw(`search_window_${kind}`);
    removed += await db.$transaction(async (tx) => {
      await tx.$executeRaw`UPDATE search_window w SET "since" = b."createdAt"
        FROM (SELECT r."createdAt" FROM ${window} r ORDER BY r."createdAt" DESC OFFSET ${keep} LIMIT 1) b
        WHERE w."kind" = ${kind} AND b."createdAt" > w."since"`;
      return tx.$executeRaw`DELETE FROM ${window}
        WHERE "createdAt" < (SELECT w."since" FROM search_window w WHERE w."kind" = ${kind})`;
    });
  }
  return removed;
}
