// Search at scale (issue 44: page 1 at 1,000,000 posts must cost at most 1.5× its cost at 100,000).
// Builds a community once with the bench's own words (bench-text.ts) and rows that search reads (members, posts
// with a comment each, questions with two answers, services, events; no likes, RSVPs or connections), inserted
// straight through the driver (SQLite: better-sqlite3 in large transactions; PostgreSQL: multi-row INSERTs) so
// that a million posts take minutes, not hours; the migrations' triggers (SQLite) and generated column
// (PostgreSQL) fill the index as the app's writes do. Then times search page 1 (all kinds and the posts tab)
// through the model, in this process, one call at a time.
//   BENCH_POSTS=100000 npx tsx scripts/bench-search-scale.ts          (SQLite: data/bench-search-<posts>.db)
//   BENCH_POSTS=1000000 npx tsx scripts/bench-search-scale.ts
//   BENCH_PG_URL=postgresql://postgres@127.0.0.1:5432/test BENCH_POSTS=100000 npx tsx scripts/bench-search-scale.ts
//                                                                     (PostgreSQL: database roots_search_<posts>)
import { existsSync, rmSync } from "node:fs";
import Database from "better-sqlite3";
import pg from "pg";
import { migrate } from "../prisma/migrate";
import { searchDocument, eventSearchTextFor, searchTextFor, serviceSearchTextFor } from "../app/lib/search-text";
import {
  answerText,
  commentText,
  eventText,
  memberSkillsAndInterests,
  postText,
  questionText,
  serviceText,
} from "./bench-text";
import { searchIndexesBatched } from "./bench-search-indexes";

const posts = Number(process.env.BENCH_POSTS ?? 1_000_000);
const users = 10_000;
const questions = 20_000;
const services = 20_000;
const events = 5_000;
const file = `data/bench-search-${posts}.db`;
const pgServer = process.env.BENCH_PG_URL;
const url = pgServer ? databaseOn(pgServer, `roots_search_${posts}`) : `file:./${file}`;
process.env.DATABASE_URL = url;
process.env.SESSION_SECRET ??= "bench-session-secret-0123456789";
process.env.NODE_ENV = "production";

const CITIES = ["London, UK", "Berlin, Germany", "Toronto, Canada", "Dubai, UAE", "Sydney, Australia"];
const TYPES = ["post", "post", "post", "event", "advice", "service"];
const stamp = (ms: number) => new Date(ms).toISOString().replace("Z", "+00:00");

function databaseOn(server: string, name: string): string {
  const at = new URL(server);
  at.pathname = `/${name}`;
  return at.toString();
}

/** Inserts `count` rows into a table, `row(i)` giving each one's values in `columns`' order. */
type Insert = (table: string, columns: string[], count: number, row: (i: number) => unknown[]) => Promise<void>;

function sqliteInserter(db: Database.Database): Insert {
  return async (table, columns, count, row) => {
    const insert = db.prepare(
      `INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(", ")}) VALUES (${columns.map(() => "?").join(", ")})`,
    );
    for (let start = 0; start < count; start += 20_000) {
      db.transaction(() => {
        for (let i = start; i < Math.min(count, start + 20_000); i++) insert.run(...row(i));
      })();
    }
  };
}

/** Booleans are 1 and 0 for better-sqlite3; PostgreSQL's columns want them as booleans. */
const BOOLEANS = new Set(["isOffering", "isVirtual"]);

function postgresInserter(client: pg.Client): Insert {
  return async (table, columns, count, row) => {
    const batch = 500;
    for (let start = 0; start < count; start += batch) {
      const values: unknown[] = [];
      const tuples: string[] = [];
      for (let i = start; i < Math.min(count, start + batch); i++) {
        const at = values.length;
        values.push(...row(i).map((value, k) => (BOOLEANS.has(columns[k]!) ? Boolean(value) : value)));
        tuples.push(`(${columns.map((_, k) => `$${at + k + 1}`).join(", ")})`);
      }
      await client.query(
        `INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(", ")}) VALUES ${tuples.join(", ")}`,
        values,
      );
    }
  };
}

/** Whether the community is there already (PostgreSQL: its database holds the posts; SQLite: its file). */
async function built(): Promise<boolean> {
  if (!pgServer) return existsSync(file);
  const admin = new pg.Client({ connectionString: pgServer });
  await admin.connect();
  try {
    const name = `roots_search_${posts}`;
    if ((await admin.query(`SELECT 1 FROM pg_database WHERE datname = $1`, [name])).rowCount === 0) return false;
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query(`SELECT COUNT(*) AS n FROM "Post" WHERE "type" <> 'advice'`);
      return Number(rows[0].n) === posts;
    } catch {
      return false;
    } finally {
      await client.end();
    }
  } finally {
    await admin.end();
  }
}

async function build() {
  const started = Date.now();
  let insert: Insert;
  let finish: () => Promise<void>;
  if (pgServer) {
    const admin = new pg.Client({ connectionString: pgServer });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "roots_search_${posts}"`);
    await admin.query(`CREATE DATABASE "roots_search_${posts}"`);
    await admin.end();
    await migrate(url);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await searchIndexesBatched(client, true);
    insert = postgresInserter(client);
    finish = async () => {
      await searchIndexesBatched(client, false);
      await client.query("ANALYZE");
      await client.end();
    };
  } else {
    for (const suffix of ["", "-wal", "-shm"]) rmSync(file + suffix, { force: true });
    await migrate(url);
    const db = new Database(file);
    insert = sqliteInserter(db);
    finish = async () => {
      db.pragma("wal_checkpoint(TRUNCATE)");
      db.exec("ANALYZE");
      db.close();
    };
  }
  const now = Date.now();
  await insert(
    "User",
    [
      "id",
      "email",
      "passwordHash",
      "firstName",
      "lastName",
      "currentLocation",
      "skills",
      "interests",
      "searchText",
      "createdAt",
      "updatedAt",
    ],
    users,
    (i) => {
      const { skills, interests } = memberSkillsAndInterests(i);
      const city = CITIES[i % CITIES.length]!;
      const at = stamp(now - (users - i) * 60_000);
      return [
        `bu${i}`,
        `member${i}@bench.example`,
        "x",
        `Member${i}`,
        "Bench",
        city,
        JSON.stringify(skills),
        JSON.stringify(interests),
        searchTextFor({ firstName: `Member${i}`, lastName: "Bench", currentLocation: city, skills, interests }),
        at,
        at,
      ];
    },
  );
  const post = [
    "id",
    "authorId",
    "type",
    "category",
    "content",
    "searchText",
    "commentsCount",
    "createdAt",
    "updatedAt",
  ];
  const comment = ["id", "postId", "authorId", "content", "searchText", "createdAt"];
  // Oldest first, as a community writes them: the index's order is their age.
  await insert("Post", post, posts, (i) => {
    const content = postText(i);
    const at = stamp(now - (posts - i) * 3_000);
    return [
      `bp${String(i).padStart(7, "0")}`,
      `bu${(i * 7) % users}`,
      TYPES[i % 6],
      null,
      content,
      searchDocument(content),
      1,
      at,
      at,
    ];
  });
  await insert("Comment", comment, posts, (i) => {
    const content = commentText(i);
    return [
      `bc${i}`,
      `bp${String(i).padStart(7, "0")}`,
      `bu${(i * 3) % users}`,
      content,
      searchDocument(content),
      stamp(now - (posts - i) * 3_000 + 1000),
    ];
  });
  await insert("Post", post, questions, (i) => {
    const content = questionText(i, CITIES[i % CITIES.length]!);
    const at = stamp(now - (questions - i) * 45_000);
    return [
      `bq${String(i).padStart(6, "0")}`,
      `bu${(i * 11) % users}`,
      "advice",
      "Housing",
      content,
      searchDocument(content),
      2,
      at,
      at,
    ];
  });
  await insert("Comment", comment, questions * 2, (n) => {
    const content = answerText(n);
    const question = Math.floor(n / 2);
    return [
      `br${n}`,
      `bq${String(question).padStart(6, "0")}`,
      `bu${(question * 5 + n) % users}`,
      content,
      searchDocument(content),
      stamp(now - (questions - question) * 45_000 + 1000 * (1 + (n % 2))),
    ];
  });
  await insert(
    "Service",
    [
      "id",
      "providerId",
      "title",
      "description",
      "category",
      "location",
      "isOffering",
      "searchText",
      "createdAt",
      "updatedAt",
    ],
    services,
    (i) => {
      const service = { ...serviceText(i), category: "Legal Help", location: CITIES[i % CITIES.length]! };
      const at = stamp(now - (services - i) * 60_000);
      return [
        `bs${String(i).padStart(6, "0")}`,
        `bu${(i * 3) % users}`,
        service.title,
        service.description,
        "Legal Help",
        service.location,
        1,
        serviceSearchTextFor(service),
        at,
        at,
      ];
    },
  );
  await insert(
    "Event",
    [
      "id",
      "organizerId",
      "title",
      "description",
      "eventDate",
      "location",
      "isVirtual",
      "searchText",
      "createdAt",
      "updatedAt",
    ],
    events,
    (i) => {
      const event = { ...eventText(i), location: CITIES[i % CITIES.length]! };
      const at = stamp(now - (events - i) * 60_000);
      return [
        `be${i}`,
        `bu${(i * 17) % users}`,
        event.title,
        event.description,
        stamp(now + (i - events / 5) * 6 * 3_600_000),
        event.location,
        0,
        eventSearchTextFor(event),
        at,
        at,
      ];
    },
  );
  await finish();
  console.log(
    `built ${pgServer ? url : file} (${posts} posts, as many comments) in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
}

if (!(await built())) await build();
// A database built before the latest migrations gets them; then the hourly sweep's work on the search index
// (PostgreSQL's windows of the newest items start out holding every row the bench inserted).
await migrate(url, { log: () => {} });
const { trimSearchWindows } = await import("../app/models/search-window.server");
await trimSearchWindows();
if (pgServer) {
  // What autovacuum does soon after a sweep that removed many of a window's rows (here: all but the newest 100,000).
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  for (const kind of ["post", "comment", "user", "event", "service"])
    await client.query(`VACUUM ANALYZE search_window_${kind}`);
  await client.end();
}

const { search } = await import("../app/models/search.server");
const { disconnectDatabase } = await import("../app/models/health.server");
const viewer = { id: "bu1", role: "member" as const };
const runs = Number(process.env.BENCH_SEARCH_RUNS ?? 50);
for (const q of ["nigerian grocery", "Kreuz", "好吃"]) {
  for (const type of [undefined, "posts"] as const) {
    for (let i = 0; i < 5; i++) await search(viewer, { q, type });
    const times: number[] = [];
    const cpuBefore = process.cpuUsage();
    let counts = {};
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      counts = (await search(viewer, { q, type })).counts;
      times.push(performance.now() - started);
    }
    const cpu = process.cpuUsage(cpuBefore);
    times.sort((a, b) => a - b);
    const at = (share: number) => times[Math.min(times.length - 1, Math.floor(share * times.length))]!;
    console.log(
      JSON.stringify({
        posts,
        q,
        type: type ?? "all",
        p50: +at(0.5).toFixed(1),
        p99: +at(0.99).toFixed(1),
        cpu: +((cpu.user + cpu.system) / 1000 / runs).toFixed(2),
        counts,
      }),
    );
  }
}
await disconnectDatabase();
