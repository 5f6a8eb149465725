// One search over the community (issue 44, decision 080): posts (found by their own words or their comments'),
// people, events, services and questions (found by their answers too). The words are the searchText columns,
// tokens written by the model in the statement that writes the text (app/lib/search-tokens.ts); SQLite reads
// them through FTS5 tables (ranked by BM25's weights of the item's own words), PostgreSQL through a GIN-indexed tsvector column (ts_rank_cd).
// Every hit and every count passes the visibility rule of its kind (ARCHITECTURE rules 11 and 14), in the same
// statement that finds it: the feed's rules for posts and questions, the thread's for the comments that found
// them, Discover's for people, the lists' for events and services.
import * as z from "zod";
import { sql, sqlEmpty, sqlJoin, sqlLimit, sqlOlderThan, sqlRaw, type Sql } from "~/server/db.server";
import { readRows, readRowsPlannedEachTime } from "~/server/read-db.server";
import type { RowOf } from "~/server/row-shape.server";
import { onPostgres } from "~/server/env.server";
import { AppError } from "~/lib/errors";
import { parseInput } from "~/lib/validation";
import {
  excerpt,
  isEmptyQuery,
  MAX_QUERY_LENGTH,
  parseSearchQuery,
  queryPhrases,
  queryTokens,
  toFtsQuery,
  toMonthTsQuery,
  toTsQuery,
  type SearchQuery,
} from "~/lib/search-tokens";
import { SEARCH_TYPES, type SearchType } from "~/lib/search-types";
import type { Cursor } from "~/lib/cursor";
import type { SearchHit } from "~/lib/types/search";
import { feedRulesSql } from "./posts.server";
import { activeMemberRule, blockRule, contributorRule, hiddenRule } from "./visibility-rules.server";
import { avatarUrl } from "./member-fields.server";
import { olderMatchSql, windowedMatchesSql, type MonthlyQuery } from "./search-window.server";
import type { Viewer } from "./viewer";

export { SEARCH_TYPES, type SearchHit, type SearchType };

/**
 * The items each index holds: its table and the kind written in search_rows (SQLite). Questions (posts of type
 * 'advice') and their answers have indexes of their own, apart from the other posts and their comments, so that
 * neither side's newest matches can push the other's out of its SEARCH_CANDIDATES (migration question_search).
 */
export type IndexKind = "post" | "comment" | "question" | "answer" | "user" | "event" | "service";
const TABLES: Record<IndexKind, string> = {
  post: "Post",
  comment: "Comment",
  question: "Post",
  answer: "Comment",
  user: "User",
  event: "Event",
  service: "Service",
};

/** The window's matches of an index's kind (PostgreSQL): each index has a window of its own (search-window.server). */
export function windowSql(
  kind: IndexKind,
  query: SearchQuery,
  take: number,
  options: { after?: Cursor | null; list?: { from: Sql; where: Sql }; olderBelow?: number } = {},
) {
  return windowedMatchesSql(kind, sqlRaw(`"${TABLES[kind]}"`), tsquerySql(query), monthlySql(query), take, options);
}

/** The query over a month's words (search-window.server): MONTH_MARK, never in a token, replaced by the month. */
function monthlySql(query: SearchQuery): MonthlyQuery {
  const template = toMonthTsQuery(query, MONTH_MARK);
  return (month) => sql`CAST(replace(${template}, ${MONTH_MARK}, ${month}) AS tsquery)`;
}
const MONTH_MARK = "#";

export { onPostgres };

/** The query's words as PostgreSQL's tsquery. */
const tsquerySql = (query: SearchQuery): Sql => sql`CAST(${toTsQuery(query)} AS tsquery)`;

/**
 * Search's statements, planned for their words on every run (PostgreSQL). Named, they got PostgreSQL's generic
 * plan after five runs, made without the words, as if every word were in 0.5 % of the rows: at ten million posts
 * it walked a table in its order for an older match that a rare phrase does not have, and read the older matches
 * of a common one in the worst way ("nigerian grocery": the overview 435 ms instead of 13, the questions tab 305
 * instead of 43). Planned each time, the bench's other searches cost what they did, within the runs' spread.
 */
const readSearchRows = readRowsPlannedEachTime;

/**
 * The most items of one kind a search reads from the index: the newest that hold the query. A page, its counts
 * and the section filters then cost the same whether a word is in a hundred items or in a hundred thousand
 * (issue 44: page 1 at 1,000,000 posts within 1.5× of its cost at 100,000); what lies beyond is older than
 * hundreds of items that hold the same words, and a longer query reaches it. Each candidate costs its rank (bm25
 * reads its entry) and its rules (its row, its author, blocks): about 50,000 instructions on SQLite, so 300 of
 * posts and 300 of comments are the most of a search's cost (decision 080).
 */
export const SEARCH_CANDIDATES = 300;

/**
 * How far a read of the candidates goes (PostgreSQL): `all`, the newest SEARCH_CANDIDATES wherever they are;
 * `newest`, those of the kind's window only, unless it holds none (for what shows the best few and a count, as
 * "103+": the older matches of a phrase can be thousands, each a row to fetch, and the kind's own tab reads them).
 * SQLite reads its index newest first and stops, so both are the same there.
 */
export type Reach = "all" | "newest";

/**
 * The items of one kind that hold the query, with their relevance (higher is better, a whole number so that a
 * page's cursor repeats it exactly), as a subquery of ("id", "score"): the newest SEARCH_CANDIDATES of them
 * (SQLite: the last indexed, by the index's own order; PostgreSQL: by createdAt, from the kind's window of the newest
 * items first, as far as `reach`), ranked only once cut.
 */
export function hitsSql(kind: IndexKind, query: SearchQuery, reach: Reach = "all"): Sql {
  if (isEmptyQuery(query)) return sql`SELECT CAST(NULL AS TEXT) AS "id", 0 AS "score" WHERE 1 = 0`;
  const table = sqlRaw(`"${TABLES[kind]}"`);
  if (onPostgres()) {
    const olderBelow = reach === "newest" ? 1 : SEARCH_CANDIDATES;
    return sql`SELECT h."id", h."score" FROM (${windowSql(kind, query, SEARCH_CANDIDATES, { olderBelow })}) h`;
  }
  const index = sqlRaw(`search_${kind}`);
  const tokens = queryTokens(query);
  // How often each token begins one of the item's tokens, in bytes removed by taking it out (byte lengths cost
  // nothing to read); read once each in the inner select, which its LIMIT keeps SQLite from merging into the outer.
  const spaced = sql`(' ' || t."searchText")`;
  const found = tokens.map(
    (token, at) =>
      sql`(length(CAST(${spaced} AS BLOB)) - length(CAST(replace(${spaced}, ${` ${token}`}, '') AS BLOB))) / ${Buffer.byteLength(` ${token}`)} AS ${sqlRaw(`"f${at}"`)}`,
  );
  return sql`SELECT scored."id", ${relevanceSql(tokens.length)} AS "score" FROM (
      SELECT r."item" AS "id", ${sqlJoin(found, ", ")}, length(CAST(t."searchText" AS BLOB)) AS "bytes" FROM (
        SELECT ${index}."rowid" AS "row" FROM ${index}
        WHERE ${index} MATCH ${toFtsQuery(query)} ORDER BY ${index}."rowid" DESC ${sqlLimit(SEARCH_CANDIDATES)}) h
      CROSS JOIN search_rows r CROSS JOIN ${table} t WHERE r."id" = h."row" AND t."id" = r."item"
      ${sqlLimit(SEARCH_CANDIDATES)}) scored`;
}

/**
 * SQLite's relevance of a candidate from its counts "f0"… (how often each of the query's tokens begins one of the
 * item's tokens) and its "bytes" (its searchText's length): BM25's weights of those counts against the item's
 * length (k1 1.2, b 0.75, an average of 20 tokens of 6 bytes), without BM25's rarity of each word. FTS5's bm25()
 * counts the items that hold each word by reading all of its entries on every search: at a million posts
 * "nigerian grocery" cost 1.8 times what it cost at 100,000 (issue 44 asks at most 1.5), and ten million would
 * cost ten times. These read the 300 candidates' own rows only. PostgreSQL's ts_rank_cd uses no rarity either. A
 * whole number, so that a page's cursor repeats it exactly.
 */
function relevanceSql(tokens: number): Sql {
  const norm = sql`(1.2 * (0.25 + 0.75 * scored."bytes" / 120.0))`;
  const weights = Array.from({ length: tokens }, (_, at) => {
    const f = sqlRaw(`scored."f${at}"`);
    return sql`(${f} * 2200.0 / (${f} + ${norm}))`;
  });
  return sql`CAST(${sqlJoin(weights, " + ")} AS INTEGER)`;
}

/**
 * SQLite: the most matches a list that stops at its page tests its rows against as a list of ids (matchesSql;
 * tests lower it). Past it, each row is tested by its own words.
 */
export const LISTED_MATCHES = 500;

/**
 * A condition on `alias` (a row of the kind's table): it holds every word of the query. For the lists that keep
 * their own order and stop at their page (Events by date): the list's own index, each row tested. On SQLite, how
 * a row is tested depends on how many items hold the words (counted once a statement, up to LISTED_MATCHES):
 * - a few: against the list of their ids (inMatchesSql), which a rare word's walk may test many rows against;
 * - more: by the row's own searchText, which holds the same tokens as the index (searchDocument), space-separated
 *   and with no other ASCII character, as FTS5's `ascii` tokenizer splits them: each phrase, its tokens in a
 *   row, the last one whole or as the start of one. A common word meets a page after a few rows, where the list
 *   of every match was read whole first: "job fair" at 1,000,000 posts, 3.0 ms, ten times its cost at 100,000.
 */
export function matchesSql(kind: IndexKind, alias: Sql, query: SearchQuery, listed = LISTED_MATCHES): Sql {
  if (isEmptyQuery(query) || onPostgres()) return inMatchesSql(kind, alias, query);
  const index = sqlRaw(`search_${kind}`);
  const few = sql`(SELECT count(*) FROM (SELECT ${index}."rowid" FROM ${index} WHERE ${index} MATCH ${toFtsQuery(query)}
    ${sqlLimit(listed + 1)})) <= ${listed}`;
  const text = sql`(' ' || ${alias}."searchText" || ' ')`;
  const own = queryPhrases(query).map(
    ({ phrase, prefix }) => sql`instr(${text}, ${` ${phrase}${prefix ? "" : " "}`}) > 0`,
  );
  return sql`(CASE WHEN ${few} THEN ${inMatchesSql(kind, alias, query)} ELSE ${sqlJoin(own, " AND ")} END)`;
}

/**
 * The same condition, on SQLite always by the list of every match, read once a statement: for the near lists,
 * which read every item of the area to sort it by distance band, and test each one faster against the list
 * than by its words (at 1,000,000 posts, 18.7 ms against 33.5 for the services near a member filtered by
 * words). The unary `+` keeps the planner from reading the matches first: it walked every event that holds
 * "job fair", each with its rules, and sorted them by date for a page of 12 (2.7 ms).
 */
export function inMatchesSql(kind: IndexKind, alias: Sql, query: SearchQuery): Sql {
  if (isEmptyQuery(query)) return sql`1 = 0`;
  if (onPostgres()) return sql`${alias}."searchVector" @@ ${tsquerySql(query)}`;
  const index = sqlRaw(`search_${kind}`);
  return sql`+${alias}."id" IN (SELECT r."item" FROM ${index} JOIN search_rows r ON r."id" = ${index}."rowid"
    WHERE ${index} MATCH ${toFtsQuery(query)})`;
}

/**
 * SQLite: the ids (as "id") of the newest `take` items of `kind` that hold any of `queries`, with their place in the
 * index ("row", larger is newer), read from the index newest first and stopping there. For a condition several parts of one statement test (the people suggestions'
 * shared skills): `matchesSql` there built the list of every member holding the words once per part, a cost that
 * grows with the community (three common skills: 0.7 ms each at 10,000 members, built three times).
 */
export function newestMatchIdsSql(kind: IndexKind, queries: SearchQuery[], take: number): Sql {
  const index = sqlRaw(`search_${kind}`);
  const fts = queries.map((query) => `(${toFtsQuery(query)})`).join(" OR ");
  return sql`SELECT r."item" AS "id", m."row" FROM (
      SELECT ${index}."rowid" AS "row" FROM ${index} WHERE ${index} MATCH ${fts}
      ORDER BY ${index}."rowid" DESC ${sqlLimit(take)}) m
    CROSS JOIN search_rows r WHERE r."id" = m."row"`;
}

/**
 * A section's filter box (Discover, Services, Events, Advice, the admin's users): the parsed query, or null when
 * nothing was typed (no filter). Typed punctuation alone holds no word, so it finds nothing.
 */
export function sectionQuery(q: string | null | undefined): SearchQuery | null {
  const text = (q ?? "").trim();
  if (!text) return null;
  return parseSearchQuery(text.slice(0, MAX_QUERY_LENGTH));
}

/** The most items a count reads: past it, the count says "1,000+". */
export const COUNT_CAP = 1000;
export const SEARCH_PAGE_SIZE = 10;
export const SEARCH_MAX_PAGE_SIZE = 50;
/** Hits of each kind on the page without a type (the overview), and in the suggestions as one types. */
export const OVERVIEW_PER_TYPE = 3;
export const SUGGESTIONS_PER_TYPE = 2;

export type SearchCounts = Record<SearchType, number>;

export type SearchResults = {
  q: string;
  type: SearchType | null;
  results: SearchHit[];
  counts: SearchCounts;
  /** Whether a count stopped at COUNT_CAP. */
  countsCapped: Record<SearchType, boolean>;
  nextCursor: string | null;
};

const searchSchema = z.object({
  q: z
    .string({ error: "Type something to search for" })
    .trim()
    .min(1, "Type something to search for")
    .max(MAX_QUERY_LENGTH, `At most ${MAX_QUERY_LENGTH} characters`),
  type: z.enum(SEARCH_TYPES, { error: "Not a kind of result" }).optional(),
  cursor: z.string().max(300).optional(),
  limit: z.coerce
    .number({ error: "Must be a whole number from 1 to 50" })
    .int("Must be a whole number from 1 to 50")
    .min(1, "Must be a whole number from 1 to 50")
    .optional(),
});

const EMPTY_COUNTS: SearchCounts = { posts: 0, people: 0, events: 0, services: 0, questions: 0 };

/**
 * Search: with a `type`, a page of that kind (keyset: relevance, then the kind's order, then newest); without,
 * the best OVERVIEW_PER_TYPE of each kind. Counts for every kind either way. A blank or over-long `q` is a 400
 * naming `q`; anything else typed is searched for as words, never as syntax.
 */
export async function search(
  viewer: Viewer,
  input: { q?: unknown; type?: unknown; cursor?: unknown; limit?: unknown },
  now = new Date(),
): Promise<SearchResults> {
  const parsed = parseInput(
    searchSchema,
    {
      q: input.q ?? undefined,
      type: input.type || undefined,
      cursor: input.cursor || undefined,
      limit: input.limit || undefined,
    },
    "Search failed.",
  );
  const query = parseSearchQuery(parsed.q);
  const type = parsed.type ?? null;
  const limit = Math.min(parsed.limit ?? SEARCH_PAGE_SIZE, SEARCH_MAX_PAGE_SIZE);
  const cursor = decodeSearchCursor(parsed.cursor);
  if (cursor && !type) throw invalidCursor();
  const none = { q: parsed.q, type, results: [], counts: EMPTY_COUNTS, countsCapped: capped(EMPTY_COUNTS, new Set()) };
  if (isEmptyQuery(query)) return { ...none, nextCursor: null };
  // Each kind's hits are read once, with their count: the page's kind (or, without one, every kind) in
  // statements of rows and count together; the other kinds' counts in one more statement. Only the page's kind
  // reads all its candidates; the overview and the other kinds' counts read the newest (Reach).
  const wanted = type ? [type] : SEARCH_TYPES;
  // The kinds not on the page are counted beside it (at once on PostgreSQL's pool).
  const others = SEARCH_TYPES.filter((kind) => !wanted.includes(kind));
  const [{ read, full }, otherCounts] = await Promise.all([
    readKinds(
      viewer,
      query,
      now,
      (kind) =>
        !wanted.includes(kind)
          ? null
          : { take: !type ? OVERVIEW_PER_TYPE : kind === type ? limit + 1 : 1, cursor: kind === type ? cursor : null },
      type,
    ),
    countHits(viewer, query, now, others, null),
  ]);
  // A page after a cursor that came back empty does not know its kind's count: one more statement.
  const lateCounts = await countHits(
    viewer,
    query,
    now,
    wanted.filter((kind) => read[kind]?.total === null),
    type,
  );
  for (const index of [...otherCounts.full, ...lateCounts.full]) full.add(index);
  const counts = Object.fromEntries(
    SEARCH_TYPES.map((kind) => [kind, otherCounts.counts[kind] ?? lateCounts.counts[kind] ?? read[kind]?.total ?? 0]),
  ) as SearchCounts;
  const countsCapped = capped(counts, full);
  if (type) {
    const rows = read[type]?.rows ?? [];
    const items = rows.slice(0, limit);
    const last = items.at(-1);
    return {
      ...none,
      counts,
      countsCapped,
      results: await toHits(type, items, query),
      nextCursor: rows.length > limit && last ? encodeSearchCursor(last) : null,
    };
  }
  const results: SearchHit[] = [];
  for (const kind of SEARCH_TYPES) {
    const rows = read[kind]?.rows ?? [];
    if (rows.length) results.push(...(await toHits(kind, rows, query)));
  }
  return { ...none, counts, countsCapped, results, nextCursor: null };
}

/**
 * What the box suggests as one types: the best SUGGESTIONS_PER_TYPE of each kind among its newest candidates
 * (Reach), without counting.
 */
export async function suggest(viewer: Viewer, input: { q?: unknown }, now = new Date()): Promise<SearchHit[]> {
  const text = typeof input.q === "string" ? input.q.trim() : "";
  if (!text) return [];
  const { q } = parseInput(searchSchema, { q: text }, "Search failed.");
  const query = parseSearchQuery(q);
  if (isEmptyQuery(query)) return [];
  const hits: SearchHit[] = [];
  for (const kind of SEARCH_TYPES) {
    const sources: Sources = Object.fromEntries(
      KIND_INDEXES[kind].map((index) => [index, sql`(${hitsSql(index, query, "newest")})`]),
    );
    const rows = await readKind(viewer, kind, query, SUGGESTIONS_PER_TYPE, now, sources);
    hits.push(...(await toHits(kind, rows, query)));
  }
  return hits;
}

/** The indexes each kind is found in. */
const KIND_INDEXES: Record<SearchType, IndexKind[]> = {
  posts: ["post", "comment"],
  questions: ["question", "answer"],
  people: ["user"],
  events: ["event"],
  services: ["service"],
};

/**
 * A count is capped ("300+") when it reached COUNT_CAP, or when an index it reads gave all of its
 * SEARCH_CANDIDATES: there are more items with the words than the count read.
 */
function capped(counts: SearchCounts, full: Set<IndexKind>): Record<SearchType, boolean> {
  return Object.fromEntries(
    SEARCH_TYPES.map((kind) => [
      kind,
      counts[kind] >= COUNT_CAP || KIND_INDEXES[kind].some((index) => full.has(index)),
    ]),
  ) as Record<SearchType, boolean>;
}

// --- What each kind reads -------------------------------------------------------------------------------------

/** The row every kind's statement answers; r1 and r2 are its order before createdAt (relevance among them). */
export const hitRowShape = {
  id: "string",
  r1: "number|bigint",
  r2: "number|bigint",
  createdAt: "Date",
  title: "string",
  body: "string|null",
  personId: "string",
  firstName: "string",
  lastName: "string",
  profileImageUrl: "string|null",
  place: "string|null",
  startsAt: "Date|null",
  flag: "boolean|number|bigint|null",
  /** 1: found by its own words; 0: only by a comment's. */
  own: "number|bigint",
  /** Posts and questions: the visible comment that found it, if any; the post's type. */
  commentId: "string|null",
  postType: "string|null",
} as const;
type HitRow = RowOf<typeof hitRowShape>;

/**
 * Where a statement reads an index's candidates: a CTE of hitsSql that the statement made once (readKinds,
 * countHits), or hitsSql itself.
 */
type Sources = Partial<Record<IndexKind, Sql>>;
const hitsFrom = (index: IndexKind, query: SearchQuery, sources?: Sources): Sql =>
  sources?.[index] ?? sql`(${hitsSql(index, query)})`;

/**
 * Posts (or questions) found by their words or by a visible comment's (an answer's; a comment's hit counts half),
 * with the comment that found it (the greatest id of those, the newest as ids go), so that its words show without
 * a second search.
 */
function postHitsSql(viewer: Viewer, kind: "posts" | "questions", query: SearchQuery, sources?: Sources): Sql {
  const [posts, comments] = KIND_INDEXES[kind] as [IndexKind, IndexKind];
  const viaComments = sql`SELECT c."postId" AS "id", h."score" / 2 AS "score", 0 AS "own", c."id" AS "commentId"
    FROM ${hitsFrom(comments, query, sources)} h
    JOIN "Comment" c ON c."id" = h."id"
    JOIN "User" ca ON ca."id" = c."authorId"
    WHERE ${hiddenRule(viewer, "authorId").sql({ hiddenAt: sql`c."hiddenAt"`, ownerId: sql`c."authorId"` })}
      AND ${contributorRule(viewer).sql({ id: sql`ca."id"`, status: sql`ca."status"` })}`;
  const own = sql`SELECT ph."id", ph."score", 1 AS "own", CAST(NULL AS TEXT) AS "commentId" FROM ${hitsFrom(posts, query, sources)} ph`;
  return sql`SELECT "id", MAX("score") AS "score", MAX("own") AS "own", MAX("commentId") AS "commentId"
    FROM (${own} UNION ALL ${viaComments}) found GROUP BY "id"`;
}

/**
 * The statement of one kind's hits, visible to the viewer, as rows of hitRowShape (not yet ordered or cut).
 * Each kind's rule is the one its own list applies. The hits drive the join: `CROSS JOIN` keeps
 * SQLite's planner from reading every post of the type by its (type, createdAt) index and probing the hits for
 * each (0.8 s for a two-word query over the bench's 100,000 posts, 3 ms hits first); PostgreSQL plans it as the
 * inner join it is.
 */
function kindSql(
  viewer: Viewer,
  kind: SearchType,
  query: SearchQuery,
  now: Date,
  sources?: Sources,
  postHits?: Sql,
): Sql {
  switch (kind) {
    case "posts":
    case "questions": {
      // The posts' index holds the feed's posts of events and services too, which search shows as those.
      const types = sql`p."type" = ${kind === "posts" ? "post" : "advice"}`;
      const answered = sql`CASE WHEN p."acceptedCommentId" IS NULL THEN 0 ELSE 1 END`;
      const r2 = kind === "posts" ? sql`0` : answered;
      return sql`SELECT p."id", hits."score" AS "r1", ${r2} AS "r2", p."createdAt",
          p."content" AS "title", NULL AS "body", a."id" AS "personId", a."firstName", a."lastName", a."profileImageUrl",
          a."currentLocation" AS "place", NULL AS "startsAt", ${answered} AS "flag", hits."own", hits."commentId",
          p."type" AS "postType"
        FROM ${postHits ?? sql`(${postHitsSql(viewer, kind, query, sources)})`} hits
        CROSS JOIN "Post" p
        JOIN "User" a ON a."id" = p."authorId"
        WHERE p."id" = hits."id" AND ${types} AND ${feedRulesSql(viewer, sql`p`, sql`a`)}`;
    }
    case "people":
      return sql`SELECT u."id", hits."score" AS "r1", 0 AS "r2", u."createdAt",
          u."firstName" AS "title", u."countryOfOrigin" AS "body", u."id" AS "personId", u."firstName", u."lastName",
          u."profileImageUrl", u."currentLocation" AS "place", NULL AS "startsAt", NULL AS "flag", 1 AS "own",
          ${NO_POST_COLUMNS}
        FROM ${hitsFrom("user", query, sources)} hits
        CROSS JOIN "User" u
        WHERE u."id" = hits."id" AND u."id" <> ${viewer.id} AND ${activeMemberRule().sql(sql`u."status"`)} AND ${blockRule(viewer.id).sql(sql`u."id"`)}`;
    case "events":
      // Upcoming first, then relevance; an organiser who was suspended takes their events out of search too.
      return sql`SELECT e."id", CASE WHEN e."eventDate" >= ${now} THEN 1 ELSE 0 END AS "r1", hits."score" AS "r2", e."createdAt",
          e."title", e."description" AS "body", o."id" AS "personId", o."firstName", o."lastName", o."profileImageUrl",
          CASE WHEN e."isVirtual" THEN NULL ELSE e."location" END AS "place", e."eventDate" AS "startsAt", e."isVirtual" AS "flag", 1 AS "own",
          ${NO_POST_COLUMNS}
        FROM ${hitsFrom("event", query, sources)} hits
        CROSS JOIN "Event" e
        JOIN "User" o ON o."id" = e."organizerId"
        WHERE e."id" = hits."id" AND ${hiddenRule(viewer, "organizerId").sql({ hiddenAt: sql`e."hiddenAt"`, ownerId: sql`e."organizerId"` })}
          AND ${blockRule(viewer.id).sql(sql`o."id"`)} AND ${activeMemberRule().sql(sql`o."status"`)}`;
    case "services":
      return sql`SELECT s."id", hits."score" AS "r1", 0 AS "r2", s."createdAt",
          s."title", s."description" AS "body", o."id" AS "personId", o."firstName", o."lastName", o."profileImageUrl",
          s."location" AS "place", NULL AS "startsAt", s."isOffering" AS "flag", 1 AS "own",
          ${NO_POST_COLUMNS}
        FROM ${hitsFrom("service", query, sources)} hits
        CROSS JOIN "Service" s
        JOIN "User" o ON o."id" = s."providerId"
        WHERE s."id" = hits."id" AND ${hiddenRule(viewer, "providerId").sql({ hiddenAt: sql`s."hiddenAt"`, ownerId: sql`s."providerId"` })}
          AND ${blockRule(viewer.id).sql(sql`o."id"`)} AND ${activeMemberRule().sql(sql`o."status"`)}`;
  }
}

/** The columns only posts and questions fill, so that every kind's rows line up in a UNION. */
const NO_POST_COLUMNS = sql`CAST(NULL AS TEXT) AS "commentId", CAST(NULL AS TEXT) AS "postType"`;

/** The first rows of one kind: (r1, r2, createdAt, id), all descending. */
async function readKind(
  viewer: Viewer,
  kind: SearchType,
  query: SearchQuery,
  take: number,
  now: Date,
  sources: Sources,
): Promise<HitRow[]> {
  return readSearchRows<HitRow[]>(sql`SELECT * FROM (${kindSql(viewer, kind, query, now, sources)}) kind_rows
    ORDER BY "r1" DESC, "r2" DESC, "createdAt" DESC, "id" DESC ${sqlLimit(take)}`);
}

/** The condition on rows after a page's cursor, in the order (r1, r2, createdAt, id), all descending. */
function afterCursor(cursor: SearchCursor | null): Sql {
  return cursor
    ? sql`("r1" < ${cursor.r1} OR ("r1" = ${cursor.r1} AND ("r2" < ${cursor.r2} OR ("r2" = ${cursor.r2}
        AND ("createdAt" < ${cursor.createdAt} OR ("createdAt" = ${cursor.createdAt} AND "id" < ${cursor.id}))))))`
    : sql`1 = 1`;
}

/**
 * The start of a statement over some kinds: each index they read searched once (a materialized CTE c_<index>), as
 * far as all of its candidates for the `whole` kind and the newest for the others (Reach), posts and questions
 * each joined once ("k_posts", "k_questions": their rows and their count read them), and a column per index of
 * how many candidates it gave, or SEARCH_CANDIDATES when it left older matches unread: the counts read from such
 * an index are lower bounds ("300+", "103+").
 */
function kindSources(
  viewer: Viewer,
  query: SearchQuery,
  now: Date,
  kinds: readonly SearchType[],
  whole: SearchType | null,
) {
  const indexes = [...new Set(kinds.flatMap((kind) => KIND_INDEXES[kind]))];
  const cte = (name: string) => sqlRaw(`"${name}"`);
  const sources: Sources = Object.fromEntries(indexes.map((index) => [index, cte(`c_${index}`)]));
  const reach = (index: IndexKind): Reach => (whole && KIND_INDEXES[whole].includes(index) ? "all" : "newest");
  const ctes = indexes.map(
    (index) => sql`${cte(`c_${index}`)} AS MATERIALIZED (${hitsSql(index, query, reach(index))})`,
  );
  const postlike = (kind: SearchType): kind is "posts" | "questions" => kind === "posts" || kind === "questions";
  for (const kind of kinds.filter(postlike)) {
    ctes.push(
      sql`${cte(`hits_${kind}`)} AS MATERIALIZED (${postHitsSql(viewer, kind, query, sources)})`,
      sql`${cte(`k_${kind}`)} AS MATERIALIZED (${kindSql(viewer, kind, query, now, sources, cte(`hits_${kind}`))})`,
    );
  }
  /** A kind's visible rows: a table to select from. */
  const rowsOf = (kind: SearchType): Sql =>
    postlike(kind) ? cte(`k_${kind}`) : sql`(${kindSql(viewer, kind, query, now, sources)})`;
  const candidates = indexes.map((index) => {
    const count = sql`(SELECT COUNT(*) FROM ${cte(`c_${index}`)})`;
    if (!onPostgres() || reach(index) === "all") return sql`${count} AS ${cte(`n_${index}`)}`;
    // Older matches that the read left out (it read them when the window held none), asked only below the cap.
    const table = sqlRaw(`"${TABLES[index]}"`);
    const unread = olderMatchSql(index, table, tsquerySql(query), monthlySql(query), cte(`c_${index}`));
    return sql`CASE WHEN ${count} >= ${SEARCH_CANDIDATES} THEN ${SEARCH_CANDIDATES}
      WHEN ${unread} THEN ${SEARCH_CANDIDATES} ELSE ${count} END AS ${cte(`n_${index}`)}`;
  });
  /** The indexes that gave all their candidates, from a row holding the candidates columns. */
  const full = (row: Record<string, unknown> | undefined) =>
    indexes.filter((index) => Number(row?.[`n_${index}`] ?? 0) >= SEARCH_CANDIDATES);
  return { with: sql`WITH ${sqlJoin(ctes, ", ")}`, rowsOf, candidates: sqlJoin(candidates, ", "), full };
}

/** Some kinds' counts in one statement, each read up to COUNT_CAP, and the indexes that were full. */
async function countHits(
  viewer: Viewer,
  query: SearchQuery,
  now: Date,
  kinds: readonly SearchType[],
  whole: SearchType | null,
): Promise<{ counts: Partial<SearchCounts>; full: IndexKind[] }> {
  if (kinds.length === 0) return { counts: {}, full: [] };
  const from = kindSources(viewer, query, now, kinds, whole);
  const counts = kinds.map(
    (kind) =>
      sql`(SELECT COUNT(*) FROM (SELECT 1 AS "one" FROM ${from.rowsOf(kind)} kind_rows ${sqlLimit(COUNT_CAP)}) counted) AS ${sqlRaw(`"${kind}"`)}`,
  );
  const [row] = await readSearchRows<Array<Record<string, number | bigint>>>(
    sql`${from.with} SELECT ${sqlJoin(counts, ", ")}, ${from.candidates}`,
  );
  return {
    counts: Object.fromEntries(kinds.map((kind) => [kind, Number(row?.[kind] ?? 0)])),
    full: from.full(row),
  };
}

type Want = { take: number; cursor: SearchCursor | null };
type KindRead = { rows: HitRow[]; total: number | null };

/**
 * The kinds `want` asks for, each evaluated once: its first `take` rows after its cursor and its count (up to
 * COUNT_CAP), in one statement per group (posts and questions together, their joins each materialized once), and
 * the indexes that gave all their candidates. A count is null when it cannot be known from the rows:
 * a page after a cursor that came back empty. A group with no row to show says nothing of its indexes (all of
 * the newest SEARCH_CANDIDATES items with the words hidden from the viewer): its count is 0, as its page.
 */
async function readKinds(
  viewer: Viewer,
  query: SearchQuery,
  now: Date,
  want: (kind: SearchType) => Want | null,
  whole: SearchType | null,
): Promise<{ read: Partial<Record<SearchType, KindRead>>; full: Set<IndexKind> }> {
  const groups: SearchType[][] = [["posts", "questions"], ["people"], ["events"], ["services"]];
  const read: Partial<Record<SearchType, KindRead>> = {};
  const full = new Set<IndexKind>();
  await Promise.all(
    groups.map(async (group) => {
      const kinds = group.filter((kind) => want(kind));
      if (kinds.length === 0) return;
      const from = kindSources(viewer, query, now, kinds, whole);
      const arms = kinds.map((kind) => {
        const { take, cursor } = want(kind)!;
        const rows = from.rowsOf(kind);
        return sql`SELECT * FROM (SELECT ${sqlRaw(`'${kind}'`)} AS "kind", k.*,
            (SELECT COUNT(*) FROM (SELECT 1 AS "one" FROM ${rows} kc ${sqlLimit(COUNT_CAP)}) counted) AS "total",
            ${from.candidates}
          FROM ${rows} k WHERE ${afterCursor(cursor)}
          ORDER BY "r1" DESC, "r2" DESC, "createdAt" DESC, "id" DESC ${sqlLimit(take)}) ${sqlRaw(`"t_${kind}"`)}`;
      });
      const rows = await readSearchRows<Array<HitRow & { kind: SearchType; total: number | bigint }>>(
        sql`${from.with} ${sqlJoin(arms, " UNION ALL ")}`,
      );
      for (const index of from.full(rows[0])) full.add(index);
      for (const kind of kinds) {
        const own = rows.filter((row) => row.kind === kind);
        const empty = own.length === 0;
        read[kind] = {
          rows: own,
          total: empty ? (want(kind)!.cursor ? null : 0) : Number(own[0]!.total),
        };
      }
    }),
  );
  return { read, full };
}

// --- Hits as members see them ------------------------------------------------------------------------------------

const TITLE_LENGTH = 90;

function firstLine(text: string): string {
  const line = text.trim().split(/\n/)[0]!.trim();
  return line.length > TITLE_LENGTH ? `${line.slice(0, TITLE_LENGTH - 1).trimEnd()}…` : line;
}

async function toHits(kind: SearchType, rows: HitRow[], query: SearchQuery): Promise<SearchHit[]> {
  if (rows.length === 0) return [];
  // A post or question found only by a comment shows that comment's words.
  const viaComments = await commentTexts(
    rows.flatMap((row) => (!Number(row.own) && row.commentId ? [row.commentId] : [])),
  );
  return rows.map((row) => {
    const name = `${row.firstName} ${row.lastName}`.trim();
    const person = {
      id: row.personId,
      name,
      avatarUrl: avatarUrl({ id: row.personId, profileImageUrl: row.profileImageUrl }),
    };
    const comment = row.commentId ? viaComments.get(row.commentId) : undefined;
    const base = {
      type: kind,
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      place: row.place,
      startsAt: row.startsAt ? row.startsAt.toISOString() : null,
      answered: kind === "questions" ? Boolean(Number(row.flag)) : null,
      viaComment: comment !== undefined,
    };
    switch (kind) {
      case "posts":
      case "questions": {
        const title = firstLine(row.title);
        const text = comment ?? row.title;
        return {
          ...base,
          title,
          titleParts: excerpt(title, query, TITLE_LENGTH + 10),
          excerpt: comment !== undefined || row.title.trim() !== title ? excerpt(text, query) : [],
          url: kind === "posts" ? `/posts/${row.id}` : `/advice/${row.id}`,
          person,
        };
      }
      case "people": {
        const details = [row.body, row.place].filter(Boolean).join(" · ");
        return {
          ...base,
          title: name,
          titleParts: excerpt(name, query, TITLE_LENGTH + 10),
          excerpt: details ? excerpt(details, query) : [],
          url: `/profile/${row.id}`,
          person,
        };
      }
      case "events":
      case "services": {
        return {
          ...base,
          title: row.title,
          titleParts: excerpt(row.title, query, TITLE_LENGTH + 10),
          excerpt: row.body ? excerpt(row.body, query) : [],
          url: kind === "events" ? `/events/${row.id}` : `/services/${row.id}`,
          person,
        };
      }
    }
  });
}

/** The words of the comments that found posts (their visibility was checked when they found them). */
async function commentTexts(ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await readRows<Array<{ id: string; content: string }>>(
    sql`SELECT c."id", c."content" FROM "Comment" c WHERE c."id" IN (${sqlJoin(ids)})`,
  );
  return new Map(rows.map((row) => [row.id, row.content]));
}

// --- Cursor -------------------------------------------------------------------------------------------------------

type SearchCursor = { r1: number; r2: number; createdAt: Date; id: string };

function encodeSearchCursor(row: HitRow): string {
  return Buffer.from(`${Number(row.r1)}~${Number(row.r2)}~${row.createdAt.toISOString()}|${row.id}`).toString(
    "base64url",
  );
}

const invalidCursor = () =>
  new AppError("validation", "cursor: not a valid cursor", { fields: { cursor: "Not a valid cursor" } });

const SEARCH_CURSOR =
  /^(-?\d{1,12})~(-?\d{1,12})~(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)\|([A-Za-z0-9_-]{1,64})$/;

function decodeSearchCursor(value: string | undefined): SearchCursor | null {
  if (!value) return null;
  if (!/^[A-Za-z0-9_-]+$/.test(value)) throw invalidCursor();
  const match = SEARCH_CURSOR.exec(Buffer.from(value, "base64url").toString("utf8"));
  if (!match) throw invalidCursor();
  const createdAt = new Date(match[3]!);
  if (Number.isNaN(createdAt.getTime()) || createdAt.toISOString() !== match[3]) throw invalidCursor();
  return { r1: Number(match[1]), r2: Number(match[2]), createdAt, id: match[4]! };
}

/**
 * The most items a section filter reads from the index (the most relevant first). The lists put them in a Prisma
 * `id IN (…)`, one bound value each, and Prisma's SQLite engine refuses a statement of more than 999 values
 * (P2029): at 1,000 a filter whose words are in a thousand services answered 500 (the bench's "visa help").
 */
export const FILTER_CAP = 500;

/**
 * For the section lists read with Prisma: the ids of the items of a kind that hold the query (the most relevant
 * FILTER_CAP), to put in the list's own `where` beside its own rules and order. One statement on the index.
 */
export async function matchingIds(kind: IndexKind, query: SearchQuery): Promise<string[]> {
  if (isEmptyQuery(query)) return [];
  const rows = await readRows<Array<{ id: string }>>(
    sql`SELECT h."id" FROM (${hitsSql(kind, query)}) h ORDER BY h."score" DESC ${sqlLimit(FILTER_CAP)}`,
  );
  return rows.map((row) => row.id);
}

/**
 * A section list (Services, Advice, Discover): its table as `t` with whatever its rules join (`from`),
 * its conditions on `t`'s own columns (`own`: a type, a category) and its rules on all of them (`where`), as SQL.
 */
export type FilteredList = { from: Sql; own: Sql; where: Sql };

/** The most index entries one filtered page reads (SQLite): past them, older items need a longer query. */
export const FILTER_SCAN_CAP = 2000;
/** How many of a list's newest rows PostgreSQL tests by their words before it asks the index. */
const FILTER_WALK = 1000;

/**
 * A page of a section list filtered by the index, newest first, as rows: `rowsSql` is the list's own statement of
 * its rows for a subquery of ids ("id"), and the ids come from the index with the list's rules in the same
 * statement (matchingIdsSql). One statement where the old LIKE had one (or three, through Prisma): on SQLite
 * always, on PostgreSQL whenever the list's newest rows hold a page of matches; else a second one asks the index.
 * Before, the index gave ids a chunk at a time and the list's statement took out what its rules excluded: two
 * statements or more, slower than LIKE for common words (issue 44).
 */
export async function newestMatchingRows<T extends { id: string; createdAt: Date }>(
  kind: IndexKind,
  query: SearchQuery,
  list: FilteredList,
  cursor: Cursor | null,
  take: number,
  rowsSql: (ids: Sql) => Sql,
): Promise<T[]> {
  if (isEmptyQuery(query)) return [];
  const [first, rest] = matchingIdsSql(kind, query, list, cursor, take);
  const rows = await readRows<T[]>(rowsSql(first));
  if (!rest || rows.length >= take) return rows;
  const seen = new Set(rows.map((row) => row.id));
  const more = (await readRows<T[]>(rowsSql(rest))).filter((row) => !seen.has(row.id));
  return newestFirst(rows.concat(more)).slice(0, take);
}

function newestFirst<T extends { id: string; createdAt: Date }>(rows: T[]): T[] {
  return rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
}

/**
 * The ids of the newest `take` rows of a list that hold the query and pass its rules, after the cursor: subqueries
 * of ("id") to try in turn, the second only when the first found fewer than `take`.
 * - SQLite, one: FTS5 gives the matches newest first (rowid order), each joined to its row and tested by the list's
 *   rules until `take` pass; a common word stops after a few, a word rare in the list reads at most
 *   FILTER_SCAN_CAP entries. With a cursor, the walk starts at the cursor's own entry.
 * - PostgreSQL, two: the list's newest FILTER_WALK rows tested by their words, as the old LIKE did, stopping at
 *   `take` hits; then the index (the kind's window first), with the list's rules. Two statements, not one: the
 *   second's plan, in the same statement, cost 3 ms of planning on every call.
 */
function matchingIdsSql(
  kind: IndexKind,
  query: SearchQuery,
  list: FilteredList,
  cursor: Cursor | null,
  take: number,
): [Sql, Sql | null] {
  if (onPostgres()) {
    const tsquery = tsquerySql(query);
    const table = sqlRaw(`"${TABLES[kind]}"`);
    // The words first, the rules (their joins) only for the rows that hold them: a rare word walks 1,000 rows.
    // In the walk's order (the subquery's, so no sort): the newest `take` that hold the words and pass the rules.
    const walk = sql`SELECT t."id" FROM (
        SELECT t."id", t."createdAt", t."searchVector" FROM ${table} t WHERE ${list.own} ${sqlOlderThan(sql`t`, cursor)}
        ORDER BY t."createdAt" DESC, t."id" DESC ${sqlLimit(FILTER_WALK)}) w
      CROSS JOIN ${list.from}
      WHERE w."searchVector" @@ ${tsquery} AND t."id" = w."id" AND ${list.where}
      ORDER BY w."createdAt" DESC, w."id" DESC ${sqlLimit(take)}`;
    const rules = { from: list.from, where: sql`${list.own} AND ${list.where}` };
    const index = sql`SELECT x."id" FROM (${windowSql(kind, query, take, { after: cursor, list: rules })}) x`;
    return [walk, index];
  }
  const index = sqlRaw(`search_${kind}`);
  const fts = toFtsQuery(query);
  // The cursor's own entry; an item gone from the index since reads from the newest (the cursor condition skips).
  const position = cursor
    ? sql`AND ${index}."rowid" < COALESCE((SELECT s."id" FROM search_rows s WHERE s."kind" = ${kind} AND s."item" = ${cursor.id}), 9223372036854775807)`
    : sqlEmpty;
  // The FILTER_SCAN_CAP-th entry from there, or none (0) when there are fewer.
  const oldest = sql`COALESCE((SELECT ${index}."rowid" FROM ${index} WHERE ${index} MATCH ${fts} ${position}
      ORDER BY ${index}."rowid" DESC LIMIT 1 OFFSET ${sqlRaw(String(FILTER_SCAN_CAP - 1))}), 0)`;
  // CROSS JOIN keeps SQLite's planner to the index first, in its order.
  const ids = sql`SELECT t."id" FROM ${index} CROSS JOIN search_rows r CROSS JOIN ${list.from}
    WHERE ${index} MATCH ${fts} ${position} AND ${index}."rowid" >= ${oldest}
      AND r."id" = ${index}."rowid" AND t."id" = r."item" AND ${list.own} AND ${list.where} ${sqlOlderThan(sql`t`, cursor)}
    ORDER BY ${index}."rowid" DESC ${sqlLimit(take)}`;
  return [ids, null];
}
