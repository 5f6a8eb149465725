// PostgreSQL's windows of the newest items (issue 44, decision 080, seventh addendum; issue 48). A GIN index says
// which items hold a word in no order, so "the newest 300 that hold it" read every item that holds it: at a million
// posts a word in 0.3 % of them cost 2.7 times what it cost at 100,000. Each kind's window (search_window_<kind>) is
// a copy of the search vectors of every item created since its last edge, in tiers of the newest 10,000, 100,000
// and 1,000,000 items (migrations search_windows and search_window_tiers), kept by triggers in the writer's
// transaction; search reads the tiers newest first, each only when the newer ones held fewer than it needs, and the
// older items a month at a time from an index of each month's words (decision 107). The hourly sweep moves the edges
// forward. SQLite's FTS5 tables read newest first and stop, and have no window.
import { db, sql, sqlEmpty, sqlJoin, sqlLimit, sqlOlderThan, sqlRaw, type Sql } from "~/server/db.server";
import type { Cursor } from "~/lib/cursor";
import { onPostgres } from "~/server/env.server";

/** Questions (posts of type 'advice') and their answers have windows of their own (decision 102). */
export type WindowKind = "post" | "comment" | "question" | "answer" | "user" | "event" | "service";
const KINDS: WindowKind[] = ["post", "comment", "question", "answer", "user", "event", "service"];

/**
 * How many of the newest items of each kind the window's tiers hold after a sweep, together: tier 0 the newest
 * 10,000, tier 1 the rest of the newest 100,000, tier 2 the rest of the newest 1,000,000. A search reads the next
 * tier only when the newer ones gave fewer than it needs, so a word in a tier's share of items is found there, and
 * what the GIN index reads (every match of the tier) is at most about ten times what search keeps, whatever the
 * community's size (issue 48). A word in fewer than 300 of the newest million reads the whole index, whose matches
 * for it are then few for every million items.
 */
export const SEARCH_TIERS = [10_000, 100_000, 1_000_000] as const;
const LAST_TIER = SEARCH_TIERS.length - 1;
const since = (tier: number) => sqlRaw(`"since${tier}"`);
/** A kind's window edge of `tier`: a subquery of one value. */
const edgeOf = (kind: WindowKind, tier: number) =>
  sql`(SELECT w.${since(tier)} FROM search_window w WHERE w."kind" = ${kind})`;

/**
 * A statement's reads of a kind's window row, read once: a CTE named "edge" (`cte`) of its last edge ("at") and of
 * the date at or before its oldest item ("oldest", migration search_window_oldest), which the month walk takes for
 * its ends (monthsSql), and each use of the edge a subquery of that CTE (`use`).
 */
const lastEdge = (kind: WindowKind) => ({
  cte: sql`"edge" AS MATERIALIZED (SELECT w.${since(LAST_TIER)} AS "at", w."oldest" FROM search_window w
    WHERE w."kind" = ${kind})`,
  use: sql`(SELECT e."at" FROM "edge" e)`,
});

/**
 * The newest `take` items of `table` that hold `tsquery` (older than `after`, when given), as rows of ("id",
 * "createdAt", "score"), newest first: the window's tiers newest first, each only if the newer ones gave fewer than
 * `take`, then, only if all of them together gave fewer and there are older items (a window that never moved
 * holds them all), the older ones from the table itself. Each tier is read through its own GIN index (a partial
 * index on "tier"); an item is in one tier by its mark, and the window's rows older than its last edge (a sweep
 * moved it while a writer copied a row) are left out: every item is read from one side only. The conditions that
 * hold no column of a side are tested once, and when one fails PostgreSQL never reads that side. With a `list` (a
 * section list's table as `t`, with its joins and rules), only its rows that pass its rules. With `olderBelow`,
 * the older items are read only when the tiers gave fewer than it (1: only when they gave none), for what shows
 * the newest matches without needing `take` of them (olderMatchSql says whether it left some out). The older items
 * are read a month at a time, newest first, by `monthly`, the query over a month's words (monthsSql).
 */
export function windowedMatchesSql(
  kind: WindowKind,
  table: Sql,
  tsquery: Sql,
  monthly: MonthlyQuery,
  take: number,
  {
    after = null,
    list = null,
    olderBelow = take,
  }: { after?: Cursor | null; list?: { from: Sql; where: Sql } | null; olderBelow?: number } = {},
): Sql {
  const window = sqlRaw(`search_window_${kind}`);
  const side = olderSide(kind);
  const edge = lastEdge(kind);
  const score = (alias: Sql) => sql`CAST(ts_rank_cd(${alias}."searchVector", ${tsquery}) * 1000 AS INTEGER)`;
  const tierName = (tier: number) => sqlRaw(`"tier${tier}"`);
  /** How many the tiers before `tier` gave, as SQL. */
  const found = (tier: number) =>
    sqlJoin(
      Array.from({ length: tier }, (_, before) => sql`(SELECT count(*) FROM ${tierName(before)})`),
      " + ",
    );
  const tiers = SEARCH_TIERS.map(
    (_, tier) => sql`${tierName(tier)} AS MATERIALIZED (SELECT r."id", r."createdAt", ${score(sql`r`)} AS "score"
      FROM ${window} r ${list ? sql`CROSS JOIN ${list.from}` : sqlEmpty}
      WHERE ${tier > 0 ? sql`${found(tier)} < ${take} AND ` : sqlEmpty}r."tier" = ${sqlRaw(String(tier))}
        AND r."searchVector" @@ ${tsquery} AND r."createdAt" >= ${edge.use} ${sqlOlderThan(sql`r`, after)}
        ${list ? sql`AND t."id" = r."id" AND ${list.where}` : sqlEmpty}
      ORDER BY r."createdAt" DESC, r."id" DESC ${sqlLimit(take)})`,
  );
  const fromTiers = SEARCH_TIERS.map((_, tier) => sql`SELECT "id", "createdAt", "score" FROM ${tierName(tier)}`);
  const needed = sql`${found(SEARCH_TIERS.length)} < ${Math.min(olderBelow, take)}`;
  const from = list ? list.from : sql`${table} t`;
  const rules = sql`${side ? sql`AND ${side}` : sqlEmpty} ${list ? sql`AND ${list.where}` : sqlEmpty}`;
  // A month's matches, all of them: with a LIMIT PostgreSQL plans for the first few, and for a word it takes for
  // common it walks the table by date instead of reading the month's index (through all of it for a word nobody
  // wrote). The sort above stops at the month that fills the page.
  const older = sql`(SELECT o."id", o."createdAt", o."score" FROM (${monthsSql(after, needed)}) m
    CROSS JOIN LATERAL (SELECT t."id", t."createdAt", ${score(sql`t`)} AS "score" FROM ${from}
      WHERE ${monthMatchSql(tsquery, monthly)} AND t."createdAt" < ${edge.use} ${sqlOlderThan(sql`t`, after)}
        ${rules} OFFSET 0) o
    ORDER BY m."month" DESC, o."createdAt" DESC, o."id" DESC ${sqlLimit(take)})`;
  return sql`WITH ${edge.cte}, ${sqlJoin(tiers, ", ")}
    SELECT h."id", h."createdAt", h."score" FROM (
      ${sqlJoin(fromTiers, " UNION ALL ")}
      UNION ALL
      ${older}
    ) h ORDER BY h."createdAt" DESC, h."id" DESC ${sqlLimit(take)}`;
}

/**
 * The query over a month's words, given the month's SQL as search_month writes it (search.server.ts makes it from
 * the search's words): a search's tsquery with the month before each of its words.
 */
export type MonthlyQuery = (month: Sql) => Sql;

/**
 * An item of the month `m."month"` that holds the words, as a condition on `t`: found by its kind's month index
 * (search_month_vector: each word written after the item's month, migration search_by_month), whose reads of a
 * month, and of a prefix's expansion, read that month's entries only; then tested on its own vector for what that
 * index cannot say (a phrase's order).
 */
function monthMatchSql(tsquery: Sql, monthly: MonthlyQuery): Sql {
  return sql`search_month_vector(t."searchVector", t."createdAt") @@ ${monthly(sql`search_month(m."month")`)}
    AND ts_match_vq(t."searchVector", ${tsquery})`;
}

/**
 * The months older items are read in, newest first, as rows of ("month"): from the month of the window's edge (or
 * of `after`, or of tomorrow, whichever is first) down to the month of its "oldest", when `needed` holds (none when
 * it fails), from the statement's "edge" CTE (lastEdge). An "oldest" that a deletion left behind every item adds
 * months without matches, a few index pages each.
 *
 * What is older than a window is read a month at a time (decision 107). A GIN index gives its matches in no order,
 * so the newest few older items that hold a phrase read every older item that holds it, and a prefix's every
 * entry: 13,029 entries and 7,063 questions for "nigerian grocery" at ten million posts, to keep 197; and
 * PostgreSQL, which cannot know how many there are, walked the table by date instead for words it took for
 * common, through all of it for a word nobody wrote (seconds, at ten million posts). A month's read reads that
 * month's entries only, the reads stop at the month that gives what is wanted, and a month without matches costs a
 * few index pages.
 */
function monthsSql(after: Cursor | null, needed: Sql | null = null): Sql {
  const month = (at: Sql) => sql`date_trunc('month', ${at})`;
  // An edge can be ahead of every item (a deletion; tests move it to the year 3000): no item is dated ahead of now.
  const from = sql`LEAST(e."at", CAST(now() AT TIME ZONE 'UTC' AS TIMESTAMP(3)) + interval '1 day'${after ? sql`, ${after.createdAt}` : sqlEmpty})`;
  // The edge tested on its row too, so that generate_series never starts at -infinity (a window that never moved).
  return sql`SELECT m."month" FROM "edge" e
    CROSS JOIN LATERAL generate_series(${month(from)}, ${month(sql`e."oldest"`)}, interval '-1 month') m("month")
    WHERE e."at" > '-infinity' ${needed ? sql`AND ${needed}` : sqlEmpty} ORDER BY m."month" DESC`;
}

/**
 * Whether `table` holds an item of the kind older than its window that holds `tsquery` and is not among `read`
 * (a table of "id": what a read took): a condition, true or false. It stops at the first such item, read a month
 * at a time from the newest (monthsSql), where reading them all, to keep the newest, fetches every one of them.
 * Each month's read is whole (OFFSET 0, no LIMIT), so that PostgreSQL plans it through the month's index: with
 * LIMIT 1 it walked the table by date for a first match (1.4 s of services, 3 s of comments, for a word nobody wrote).
 */
export function olderMatchSql(kind: WindowKind, table: Sql, tsquery: Sql, monthly: MonthlyQuery, read: Sql): Sql {
  const edge = lastEdge(kind);
  const side = olderSide(kind);
  return sql`EXISTS (WITH ${edge.cte} SELECT 1 FROM (${monthsSql(null)}) m
    CROSS JOIN LATERAL (SELECT 1 FROM ${table} t
      WHERE ${monthMatchSql(tsquery, monthly)} AND t."createdAt" < ${edge.use} ${side ? sql`AND ${side}` : sqlEmpty}
        AND t."id" NOT IN (SELECT r."id" FROM ${read} r) OFFSET 0) x)`;
}

/**
 * What is older than a window of posts or comments is read from the table, whose rows are of both sides: the
 * condition on its row (`t`) that keeps the window's own side, or null for the other kinds. A post's side is
 * written as the predicate of its partial GIN indexes (migrations question_search_older and search_by_month), so
 * that the older read reads that side's matches only: with one index, a phrase common in posts and rare in
 * questions read every post that held it for the questions (over 2 s at city scale). A comment's side is its
 * post's, tested on each older match of the comments' month index, which holds both sides.
 */
function olderSide(kind: WindowKind): Sql | null {
  const onQuestion = sql`EXISTS (SELECT 1 FROM "Post" q WHERE q."id" = t."postId" AND q."type" = 'advice')`;
  switch (kind) {
    case "post":
      return sql`t."type" <> 'advice'`;
    case "question":
      return sql`t."type" = 'advice'`;
    case "comment":
      return sql`NOT ${onQuestion}`;
    case "answer":
      return onQuestion;
    default:
      return null;
  }
}

/**
 * The hourly sweep, for each kind, tier by tier from the newest: moves the tier's edge forward to the item that
 * leaves it `sizes[tier]` items with the newer tiers, and moves what it passed to the next tier; the last tier's
 * edge moves the same way and what it passed is deleted. No edge ever moves back, so the window always holds every
 * item created since its last edge. Answers the rows removed.
 */
export async function trimSearchWindows(sizes: readonly [number, number, number] = SEARCH_TIERS): Promise<number> {
  if (!onPostgres()) return 0;
  let removed = 0;
  for (const kind of KINDS) {
    const window = sqlRaw(`search_window_${kind}`);
    removed += await db.$transaction(async (tx) => {
      for (const [tier, size] of sizes.entries()) {
        // An edge is never newer than the one before it.
        const newer = tier === 0 ? sql`b."createdAt"` : sql`LEAST(w.${since(tier - 1)}, b."createdAt")`;
        await tx.$executeRaw`UPDATE search_window w SET ${since(tier)} = ${newer}
          FROM (SELECT r."createdAt" FROM ${window} r WHERE r."tier" <= ${tier}
            ORDER BY r."createdAt" DESC OFFSET ${size} LIMIT 1) b
          WHERE w."kind" = ${kind} AND ${newer} > w.${since(tier)}`;
        if (tier < sizes.length - 1)
          await tx.$executeRaw`UPDATE ${window} SET "tier" = ${tier + 1}
            WHERE "tier" = ${tier} AND "createdAt" < ${edgeOf(kind, tier)}`;
      }
      return tx.$executeRaw`DELETE FROM ${window}
        WHERE "createdAt" < ${edgeOf(kind, sizes.length - 1)}`;
    });
  }
  return removed;
}
