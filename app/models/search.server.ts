// One search over the community (issue 44, decision 080): posts (found by their own words or their comments'),
// people, events, services and questions (found by their answers too). The words are the searchText columns,
// tokens written by the model in the statement that writes the text (app/lib/search-tokens.ts); SQLite reads
// them through FTS5 tables (ranked by bm25), PostgreSQL through a GIN-indexed tsvector column (ts_rank_cd).
// Every hit and every count passes the visibility rule of its kind (ARCHITECTURE rules 11 and 14), in the same
// statement that finds it: the feed's rules for posts and questions, the thread's for the comments that found
// them, Discover's for people, the lists' for events and services.
import * as z from "zod";
import { databaseKind } from "../../prisma/database-url";
import { sql, sqlEmpty, sqlJoin, sqlLimit, sqlRaw, type Sql } from "~/server/db.server";
import { readRows } from "~/server/read-db.server";
import type { RowOf } from "~/server/row-shape.server";
import { getEnv } from "~/server/env.server";
import { AppError } from "~/lib/errors";
import { parseInput } from "~/lib/validation";
import {
  excerpt,
  isEmptyQuery,
  MAX_QUERY_LENGTH,
  parseSearchQuery,
  toFtsQuery,
  toTsQuery,
  type SearchQuery,
} from "~/lib/search-tokens";
import { SEARCH_TYPES, type SearchType } from "~/lib/search-types";
import type { SearchHit } from "~/lib/types/search";
import { feedRulesSql } from "./posts.server";
import { activeMemberRule, blockRule, contributorRule, hiddenRule } from "./visibility-rules.server";
import { avatarUrl } from "./member-fields.server";
import type { Viewer } from "./viewer";

export { SEARCH_TYPES, type SearchHit, type SearchType };

/** The items each index holds: its table and the kind written in search_rows (SQLite). */
export type IndexKind = "post" | "comment" | "user" | "event" | "service";
const TABLES: Record<IndexKind, string> = {
  post: "Post",
  comment: "Comment",
  user: "User",
  event: "Event",
  service: "Service",
};

const onPostgres = () => databaseKind(getEnv().DATABASE_URL) === "postgres";

/**
 * The most items of one kind a search reads from the index: the newest that hold the query. A page, its counts
 * and the section filters then cost the same whether a word is in a hundred items or in a hundred thousand
 * (issue 44: page 1 at 1,000,000 posts within 1.5× of its cost at 100,000); what lies beyond is older than
 * thousands of items that hold the same words, and a longer query reaches it.
 */
export const SEARCH_CANDIDATES = 1000;

/**
 * The items of one kind that hold the query, with their relevance (higher is better, a whole number so that a
 * page's cursor repeats it exactly), as a subquery of ("id", "score"): the newest SEARCH_CANDIDATES of them
 * (SQLite: the last indexed, by the index's own order; PostgreSQL: by createdAt), ranked only once cut.
 */
export function hitsSql(kind: IndexKind, query: SearchQuery): Sql {
  if (isEmptyQuery(query)) return sql`SELECT CAST(NULL AS TEXT) AS "id", 0 AS "score" WHERE 1 = 0`;
  const table = sqlRaw(`"${TABLES[kind]}"`);
  if (onPostgres()) {
    const tsquery = sql`CAST(${toTsQuery(query)} AS tsquery)`;
    return sql`SELECT t."id", CAST(ts_rank_cd(t."searchVector", ${tsquery}) * 1000 AS INTEGER) AS "score"
      FROM ${table} t WHERE t."searchVector" @@ ${tsquery}
      ORDER BY t."createdAt" DESC, t."id" DESC ${sqlLimit(SEARCH_CANDIDATES)}`;
  }
  const index = sqlRaw(`search_${kind}`);
  return sql`SELECT r."item" AS "id", h."score" FROM (
      SELECT ${index}."rowid" AS "row", CAST(-bm25(${index}) * 100 AS INTEGER) AS "score" FROM ${index}
      WHERE ${index} MATCH ${toFtsQuery(query)} ORDER BY ${index}."rowid" DESC ${sqlLimit(SEARCH_CANDIDATES)}) h
    JOIN search_rows r ON r."id" = h."row"`;
}

/** A condition on `alias` (a row of the kind's table): it holds every word of the query. For the section filters. */
export function matchesSql(kind: IndexKind, alias: Sql, query: SearchQuery): Sql {
  if (isEmptyQuery(query)) return sql`1 = 0`;
  if (onPostgres()) return sql`${alias}."searchVector" @@ CAST(${toTsQuery(query)} AS tsquery)`;
  const index = sqlRaw(`search_${kind}`);
  return sql`${alias}."id" IN (SELECT r."item" FROM ${index} JOIN search_rows r ON r."id" = ${index}."rowid"
    WHERE ${index} MATCH ${toFtsQuery(query)})`;
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
  // statements of rows and count together, posts and questions sharing their hits; the other kinds' counts in
  // one more statement.
  const wanted = type ? sameGroup(type) : SEARCH_TYPES;
  const read = await readKinds(viewer, query, now, (kind) =>
    !wanted.includes(kind)
      ? null
      : { take: !type ? OVERVIEW_PER_TYPE : kind === type ? limit + 1 : 1, cursor: kind === type ? cursor : null },
  );
  const rest = SEARCH_TYPES.filter((kind) => read[kind]?.total === null || !wanted.includes(kind));
  const [restCounts, full] = await Promise.all([
    rest.length ? countHits(viewer, query, now, rest) : Promise.resolve({} as Partial<SearchCounts>),
    fullIndexes(query),
  ]);
  const counts = Object.fromEntries(
    SEARCH_TYPES.map((kind) => [kind, restCounts[kind] ?? read[kind]?.total ?? 0]),
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
      results: await toHits(viewer, type, items, query),
      nextCursor: rows.length > limit && last ? encodeSearchCursor(last) : null,
    };
  }
  const results: SearchHit[] = [];
  for (const kind of SEARCH_TYPES) {
    const rows = read[kind]?.rows ?? [];
    if (rows.length) results.push(...(await toHits(viewer, kind, rows, query)));
  }
  return { ...none, counts, countsCapped, results, nextCursor: null };
}

/** Kinds read in one statement: posts and questions are found in the same index and share its hits. */
function sameGroup(kind: SearchType): SearchType[] {
  return kind === "posts" || kind === "questions" ? ["posts", "questions"] : [kind];
}

/** What the box suggests as one types: the best SUGGESTIONS_PER_TYPE of each kind, without counting. */
export async function suggest(viewer: Viewer, input: { q?: unknown }, now = new Date()): Promise<SearchHit[]> {
  const text = typeof input.q === "string" ? input.q.trim() : "";
  if (!text) return [];
  const { q } = parseInput(searchSchema, { q: text }, "Search failed.");
  const query = parseSearchQuery(q);
  if (isEmptyQuery(query)) return [];
  const hits: SearchHit[] = [];
  for (const kind of SEARCH_TYPES) {
    hits.push(
      ...(await toHits(viewer, kind, await readKind(viewer, kind, query, null, SUGGESTIONS_PER_TYPE, now), query)),
    );
  }
  return hits;
}

/** The indexes each kind is found in. */
const KIND_INDEXES: Record<SearchType, IndexKind[]> = {
  posts: ["post", "comment"],
  questions: ["post", "comment"],
  people: ["user"],
  events: ["event"],
  services: ["service"],
};

/**
 * A count is capped ("1,000+") when it reached COUNT_CAP, or when an index it reads gave all of its
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
} as const;
type HitRow = RowOf<typeof hitRowShape>;

/** Posts of a type found by their words or by a visible comment's (a comment's hit counts half). */
function postHitsSql(viewer: Viewer, query: SearchQuery): Sql {
  const comments = sql`SELECT c."postId" AS "id", h."score" / 2 AS "score", 0 AS "own"
    FROM (${hitsSql("comment", query)}) h
    JOIN "Comment" c ON c."id" = h."id"
    JOIN "User" ca ON ca."id" = c."authorId"
    WHERE ${hiddenRule(viewer, "authorId").sql({ hiddenAt: sql`c."hiddenAt"`, ownerId: sql`c."authorId"` })}
      AND ${contributorRule(viewer).sql({ id: sql`ca."id"`, status: sql`ca."status"` })}`;
  const own = sql`SELECT o."id", o."score", 1 AS "own" FROM (${hitsSql("post", query)}) o`;
  return sql`SELECT "id", MAX("score") AS "score", MAX("own") AS "own" FROM (${own} UNION ALL ${comments}) found GROUP BY "id"`;
}

/**
 * The statement of one kind's hits, visible to the viewer, as rows of hitRowShape (not yet ordered or cut).
 * Each kind's rule is the one its own list applies. The hits drive the join: `CROSS JOIN` keeps SQLite's planner
 * from reading every post of the type by its (type, createdAt) index and probing the hits for each (0.8 s for a
 * two-word query over the bench's 100,000 posts, 3 ms hits first); PostgreSQL plans it as the inner join it is.
 */
function kindSql(viewer: Viewer, kind: SearchType, query: SearchQuery, now: Date, postHits?: Sql): Sql {
  switch (kind) {
    case "posts":
    case "questions": {
      const postType = kind === "posts" ? "post" : "advice";
      const answered = sql`CASE WHEN p."acceptedCommentId" IS NULL THEN 0 ELSE 1 END`;
      return sql`SELECT p."id", hits."score" AS "r1", ${kind === "questions" ? answered : sql`0`} AS "r2", p."createdAt",
          p."content" AS "title", NULL AS "body", a."id" AS "personId", a."firstName", a."lastName", a."profileImageUrl",
          a."currentLocation" AS "place", NULL AS "startsAt", ${answered} AS "flag", hits."own"
        FROM ${postHits ?? sql`(${postHitsSql(viewer, query)})`} hits
        CROSS JOIN "Post" p
        JOIN "User" a ON a."id" = p."authorId"
        WHERE p."id" = hits."id" AND p."type" = ${postType} AND ${feedRulesSql(viewer, sql`p`, sql`a`)}`;
    }
    case "people":
      return sql`SELECT u."id", hits."score" AS "r1", 0 AS "r2", u."createdAt",
          u."firstName" AS "title", u."countryOfOrigin" AS "body", u."id" AS "personId", u."firstName", u."lastName",
          u."profileImageUrl", u."currentLocation" AS "place", NULL AS "startsAt", NULL AS "flag", 1 AS "own"
        FROM (${hitsSql("user", query)}) hits
        CROSS JOIN "User" u
        WHERE u."id" = hits."id" AND u."id" <> ${viewer.id} AND ${activeMemberRule().sql(sql`u."status"`)} AND ${blockRule(viewer.id).sql(sql`u."id"`)}`;
    case "events":
      // Upcoming first, then relevance; an organiser who was suspended takes their events out of search too.
      return sql`SELECT e."id", CASE WHEN e."eventDate" >= ${now} THEN 1 ELSE 0 END AS "r1", hits."score" AS "r2", e."createdAt",
          e."title", e."description" AS "body", o."id" AS "personId", o."firstName", o."lastName", o."profileImageUrl",
          CASE WHEN e."isVirtual" THEN NULL ELSE e."location" END AS "place", e."eventDate" AS "startsAt", e."isVirtual" AS "flag", 1 AS "own"
        FROM (${hitsSql("event", query)}) hits
        CROSS JOIN "Event" e
        JOIN "User" o ON o."id" = e."organizerId"
        WHERE e."id" = hits."id" AND ${hiddenRule(viewer, "organizerId").sql({ hiddenAt: sql`e."hiddenAt"`, ownerId: sql`e."organizerId"` })}
          AND ${blockRule(viewer.id).sql(sql`o."id"`)} AND ${activeMemberRule().sql(sql`o."status"`)}`;
    case "services":
      return sql`SELECT s."id", hits."score" AS "r1", 0 AS "r2", s."createdAt",
          s."title", s."description" AS "body", o."id" AS "personId", o."firstName", o."lastName", o."profileImageUrl",
          s."location" AS "place", NULL AS "startsAt", s."isOffering" AS "flag", 1 AS "own"
        FROM (${hitsSql("service", query)}) hits
        CROSS JOIN "Service" s
        JOIN "User" o ON o."id" = s."providerId"
        WHERE s."id" = hits."id" AND ${hiddenRule(viewer, "providerId").sql({ hiddenAt: sql`s."hiddenAt"`, ownerId: sql`s."providerId"` })}
          AND ${blockRule(viewer.id).sql(sql`o."id"`)} AND ${activeMemberRule().sql(sql`o."status"`)}`;
  }
}

/** A page of one kind: (r1, r2, createdAt, id), all descending, after the cursor. */
async function readKind(
  viewer: Viewer,
  kind: SearchType,
  query: SearchQuery,
  cursor: SearchCursor | null,
  take: number,
  now: Date,
): Promise<HitRow[]> {
  return readRows<HitRow[]>(sql`SELECT * FROM (${kindSql(viewer, kind, query, now)}) kind_rows ${afterCursor(cursor)}
    ORDER BY "r1" DESC, "r2" DESC, "createdAt" DESC, "id" DESC ${sqlLimit(take)}`);
}

/** Rows after a page's cursor, in the order (r1, r2, createdAt, id), all descending. */
function afterCursor(cursor: SearchCursor | null): Sql {
  return cursor
    ? sql`WHERE ("r1" < ${cursor.r1} OR ("r1" = ${cursor.r1} AND ("r2" < ${cursor.r2} OR ("r2" = ${cursor.r2}
        AND ("createdAt" < ${cursor.createdAt} OR ("createdAt" = ${cursor.createdAt} AND "id" < ${cursor.id}))))))`
    : sqlEmpty;
}

/** Some kinds' counts in one statement, each read up to COUNT_CAP. */
async function countHits(
  viewer: Viewer,
  query: SearchQuery,
  now: Date,
  kinds: readonly SearchType[],
): Promise<Partial<SearchCounts>> {
  const counts = kinds.map(
    (kind) =>
      sql`(SELECT COUNT(*) FROM (SELECT 1 AS "one" FROM (${kindSql(viewer, kind, query, now)}) kind_rows ${sqlLimit(COUNT_CAP)}) counted) AS ${sqlRaw(`"${kind}"`)}`,
  );
  const [row] = await readRows<Array<Record<string, number | bigint>>>(sql`SELECT ${sqlJoin(counts, ", ")}`);
  return Object.fromEntries(kinds.map((kind) => [kind, Number(row?.[kind] ?? 0)]));
}

/**
 * The indexes that hold at least SEARCH_CANDIDATES items with the words (the counts read from them are then
 * lower bounds): one statement of index lookups, nothing ranked or joined.
 */
async function fullIndexes(query: SearchQuery): Promise<Set<IndexKind>> {
  const indexes = Object.keys(TABLES) as IndexKind[];
  const columns = indexes.map((index) => {
    const found = onPostgres()
      ? sql`SELECT 1 AS "one" FROM ${sqlRaw(`"${TABLES[index]}"`)} t
          WHERE t."searchVector" @@ CAST(${toTsQuery(query)} AS tsquery) ${sqlLimit(SEARCH_CANDIDATES)}`
      : sql`SELECT 1 AS "one" FROM ${sqlRaw(`search_${index}`)} WHERE ${sqlRaw(`search_${index}`)} MATCH ${toFtsQuery(query)}
          ${sqlLimit(SEARCH_CANDIDATES)}`;
    return sql`(SELECT COUNT(*) FROM (${found}) f) AS ${sqlRaw(`"${index}"`)}`;
  });
  const [row] = await readRows<Array<Record<string, number | bigint>>>(sql`SELECT ${sqlJoin(columns, ", ")}`);
  return new Set(indexes.filter((index) => Number(row?.[index] ?? 0) >= SEARCH_CANDIDATES));
}

type Want = { take: number; cursor: SearchCursor | null };
type KindRead = { rows: HitRow[]; total: number | null };

/**
 * The kinds `want` asks for, each evaluated once: its first `take` rows after its cursor and its count (up to
 * COUNT_CAP), in one statement per group (posts and questions share their hits, materialized once). A count is
 * null when it cannot be known from the rows: a page after a cursor that came back empty.
 */
async function readKinds(
  viewer: Viewer,
  query: SearchQuery,
  now: Date,
  want: (kind: SearchType) => Want | null,
): Promise<Partial<Record<SearchType, KindRead>>> {
  const groups: SearchType[][] = [["posts", "questions"], ["people"], ["events"], ["services"]];
  const read: Partial<Record<SearchType, KindRead>> = {};
  await Promise.all(
    groups.map(async (group) => {
      const kinds = group.filter((kind) => want(kind));
      if (kinds.length === 0) return;
      const posts = group[0] === "posts";
      const ctes = [
        ...(posts ? [sql`"post_hits" AS MATERIALIZED (${postHitsSql(viewer, query)})`] : []),
        ...kinds.map(
          (kind) =>
            sql`${sqlRaw(`"k_${kind}"`)} AS MATERIALIZED (${kindSql(viewer, kind, query, now, posts ? sql`"post_hits"` : undefined)})`,
        ),
      ];
      const arms = kinds.map((kind) => {
        const { take, cursor } = want(kind)!;
        const table = sqlRaw(`"k_${kind}"`);
        return sql`SELECT * FROM (SELECT ${sqlRaw(`'${kind}'`)} AS "kind", k.*,
            (SELECT COUNT(*) FROM (SELECT 1 AS "one" FROM ${table} ${sqlLimit(COUNT_CAP)}) counted) AS "total"
          FROM ${table} k ${afterCursor(cursor)}
          ORDER BY "r1" DESC, "r2" DESC, "createdAt" DESC, "id" DESC ${sqlLimit(take)}) ${sqlRaw(`"t_${kind}"`)}`;
      });
      const rows = await readRows<Array<HitRow & { kind: SearchType; total: number | bigint }>>(
        sql`WITH ${sqlJoin(ctes, ", ")} ${sqlJoin(arms, " UNION ALL ")}`,
      );
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
  return read;
}

// --- Hits as members see them ------------------------------------------------------------------------------------

const TITLE_LENGTH = 90;

function firstLine(text: string): string {
  const line = text.trim().split(/\n/)[0]!.trim();
  return line.length > TITLE_LENGTH ? `${line.slice(0, TITLE_LENGTH - 1).trimEnd()}…` : line;
}

async function toHits(viewer: Viewer, kind: SearchType, rows: HitRow[], query: SearchQuery): Promise<SearchHit[]> {
  if (rows.length === 0) return [];
  // A post or question found only by a comment shows that comment's words.
  const viaComments =
    kind === "posts" || kind === "questions"
      ? await matchingComments(
          viewer,
          rows.filter((row) => !Number(row.own)).map((row) => row.id),
          query,
        )
      : new Map<string, string>();
  return rows.map((row) => {
    const name = `${row.firstName} ${row.lastName}`.trim();
    const person = {
      id: row.personId,
      name,
      avatarUrl: avatarUrl({ id: row.personId, profileImageUrl: row.profileImageUrl }),
    };
    const comment = viaComments.get(row.id);
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

/** For each post, the newest visible comment that holds the query: one statement. */
async function matchingComments(viewer: Viewer, postIds: string[], query: SearchQuery): Promise<Map<string, string>> {
  if (postIds.length === 0) return new Map();
  const rows = await readRows<Array<{ postId: string; content: string }>>(sql`
    SELECT c."postId", c."content" FROM "Comment" c
    JOIN "User" ca ON ca."id" = c."authorId"
    WHERE c."postId" IN (${sqlJoin(postIds)})
      AND c."id" IN (SELECT "id" FROM (${hitsSql("comment", query)}) h)
      AND ${hiddenRule(viewer, "authorId").sql({ hiddenAt: sql`c."hiddenAt"`, ownerId: sql`c."authorId"` })}
      AND ${contributorRule(viewer).sql({ id: sql`ca."id"`, status: sql`ca."status"` })}
    ORDER BY c."createdAt" DESC`);
  const found = new Map<string, string>();
  for (const row of rows) if (!found.has(row.postId)) found.set(row.postId, row.content);
  return found;
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
