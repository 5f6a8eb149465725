// `npm run bench:scale` (issue 48): the bench community a hundred times over, in PostgreSQL: 1,000,000 members,
// 10,000,000 posts (likes and comments in the bench's proportions on the newest 1,000,000), and events, services,
// questions (with their answers), connections and activity ×100. Then `npm run bench`'s routes on it.
//
// Fast because nothing leaves the database: each kind's texts are a pool of 20,000 written by the bench's own
// generators (bench-text.ts), and one INSERT … SELECT over generate_series per table makes the rows from it, with
// the search windows' triggers off (session_replication_role) and the windows filled once at the end, as their
// migration does. The database (roots_scale) is kept: a later run finds it whole and only measures.
//   BENCH_SCALE=0.1 npm run bench:scale     a tenth of the size (100,000 members, 1,000,000 posts)
//   BENCH_SCALE_SEED_ONLY=1                 build it and stop
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import pg from "pg";
import { migrate } from "../prisma/migrate";
import { analyticsRefillSql } from "./bench-tallies";
import { searchIndexesBatched } from "./bench-search-indexes";
import { hashPassword } from "../app/server/password-hash.server";
import { eventSearchTextFor, searchDocument, searchTextFor, serviceSearchTextFor } from "../app/lib/search-text";
import { ADVICE_CATEGORIES, SERVICE_CATEGORIES } from "../app/schemas/categories";
import {
  answerText,
  BENCH_CITIES,
  BENCH_CITY_PLACES,
  BENCH_COUNTRIES,
  commentText,
  eventText,
  memberSkillsAndInterests,
  postText,
  questionText,
  serviceText,
} from "./bench-text";

const USAGE = `Usage: npm run bench:scale

Builds the bench community ×100 in PostgreSQL (database roots_scale on BENCH_PG_URL's server, default
postgresql://postgres@127.0.0.1:5432/test): 1,000,000 members, 10,000,000 posts, events, services, questions,
connections and activity ×100; kept for later runs. Then runs \`npm run bench\`'s routes on it. Settings
(environment): BENCH_SCALE (1; 0.1 is a tenth, in roots_scale_0_1), BENCH_SCALE_SEED_ONLY=1 (build and stop), and
bench.ts's own (BENCH_SECONDS, BENCH_ONLY, …).`;
if (process.argv.includes("--help") || process.argv.includes("-h")) {
  console.log(USAGE);
  process.exit(0);
}

const root = join(import.meta.dirname, "..");
const scale = Number(process.env.BENCH_SCALE ?? 1);
const server = process.env.BENCH_PG_URL ?? "postgresql://postgres@127.0.0.1:5432/test";
const name = scale === 1 ? "roots_scale" : `roots_scale_${String(scale).replace(".", "_")}`;
const url = new URL(server);
url.pathname = `/${name}`;

/** The bench's sizes (bench.ts) ×100, times BENCH_SCALE. */
const SIZE = {
  users: Math.round(1_000_000 * scale),
  posts: Math.round(10_000_000 * scale),
  /** The newest posts with likes (5 each) and a comment, as every bench post has. */
  engaged: Math.round(1_000_000 * scale),
  services: Math.round(2_000_000 * scale),
  questions: Math.round(2_000_000 * scale),
  events: Math.round(500_000 * scale),
  activity: Math.round(500_000 * scale),
};
const POOL = 20_000;
const COUNTRIES = BENCH_COUNTRIES;
const CITIES = BENCH_CITIES.map((city) => [city, BENCH_CITY_PLACES[city]] as const);
const TYPES = ["post", "post", "post", "event", "advice", "service"];

const sqlText = (values: readonly string[]) => `ARRAY[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(",")}]`;
const cityName = `(${sqlText(CITIES.map(([city]) => city))})[g % ${CITIES.length} + 1]`;
const cityPlace = `(ARRAY[${CITIES.map(([, place]) => place).join(",")}])[g % ${CITIES.length} + 1]`;

async function whole(client: pg.Client): Promise<boolean> {
  const found = await client
    .query<{ sizes: string }>(`SELECT "sizes" FROM bench_scale`)
    .then((result) => result.rows[0]?.sizes ?? null)
    .catch(() => null);
  return found === JSON.stringify(SIZE);
}

/** A pool table of texts (and what else a row needs) made here, the rows then made from it in the database. */
async function pool(client: pg.Client, table: string, columns: string[], rows: string[][]) {
  await client.query(
    `CREATE TABLE ${table} ("i" INTEGER PRIMARY KEY, ${columns.map((c) => `"${c}" TEXT`).join(", ")})`,
  );
  for (let start = 0; start < rows.length; start += 2000) {
    const batch = rows.slice(start, start + 2000);
    await client.query(
      `INSERT INTO ${table} SELECT * FROM unnest($1::int[], ${columns.map((_, k) => `$${k + 2}::text[]`).join(", ")})`,
      [batch.map((_, k) => start + k), ...columns.map((_, c) => batch.map((row) => row[c]!))],
    );
  }
}

async function timed(label: string, work: () => Promise<unknown>) {
  const started = Date.now();
  await work();
  console.log(`  ${label}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

async function seed() {
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  await migrate(url.toString());
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  const started = Date.now();
  console.log(`building ${name}: ${JSON.stringify(SIZE)}`);
  // The windows' and the member tally's triggers (and foreign keys' checks) off: the rows are consistent by construction.
  await client.query(`SET session_replication_role = replica`);
  await client.query(`SET maintenance_work_mem = '512MB'`);
  await searchIndexesBatched(client, true);
  const now = Date.now();
  const at = (msBefore: string) => `to_timestamp((${now} - (${msBefore})) / 1000.0)::timestamp`;
  const hash = await hashPassword("bench-password");
  const U = SIZE.users;

  await timed("pools", async () => {
    await pool(
      client,
      "pool_member",
      ["skills", "interests", "search"],
      Array.from({ length: POOL }, (_, i) => {
        const { skills, interests } = memberSkillsAndInterests(i);
        const country = COUNTRIES[i % COUNTRIES.length]!;
        const city = CITIES[i % CITIES.length]![0];
        const words = searchTextFor({
          firstName: "",
          lastName: "Bench",
          countryOfOrigin: country,
          currentLocation: city,
          skills,
          interests,
        });
        return [JSON.stringify(skills), JSON.stringify(interests), words];
      }),
    );
    const texts = (make: (i: number) => string) =>
      Array.from({ length: POOL }, (_, i) => {
        const content = make(i);
        return [content, searchDocument(content)];
      });
    await pool(client, "pool_post", ["content", "search"], texts(postText));
    await pool(client, "pool_comment", ["content", "search"], texts(commentText));
    await pool(client, "pool_answer", ["content", "search"], texts(answerText));
    await pool(
      client,
      "pool_question",
      ["content", "search"],
      texts((i) => questionText(i, CITIES[i % CITIES.length]![0])),
    );
    await pool(
      client,
      "pool_service",
      ["title", "description", "search"],
      Array.from({ length: POOL }, (_, i) => {
        const service = {
          ...serviceText(i),
          category: SERVICE_CATEGORIES[i % SERVICE_CATEGORIES.length]!,
          location: CITIES[i % CITIES.length]![0],
        };
        return [service.title, service.description, serviceSearchTextFor(service)];
      }),
    );
    await pool(
      client,
      "pool_event",
      ["title", "description", "search"],
      Array.from({ length: POOL }, (_, i) => {
        const text = eventText(i);
        const location = i % 4 === 0 ? null : CITIES[i % CITIES.length]![0];
        return [text.title, text.description ?? "", eventSearchTextFor({ ...text, location })];
      }),
    );
  });
  // Pools are indexed by i; each row takes the pool entry g % POOL (members' cities and homelands line up: both
  // cycle with g, and POOL is a multiple of both cycles).
  await timed("members", () =>
    client.query(`INSERT INTO "User" ("id", "email", "passwordHash", "firstName", "lastName", "countryOfOrigin",
        "currentLocation", "placeId", "skills", "interests", "searchText", "createdAt", "updatedAt")
      SELECT 'bu' || g, 'member' || g || '@bench.example', '${hash}', 'Member' || g, 'Bench',
        (${sqlText(COUNTRIES)})[g % ${COUNTRIES.length} + 1], ${cityName}, ${cityPlace}, m."skills", m."interests",
        'member' || g || ' ' || m."search", ${at(`(${U} - g) * 6000`)}, now()
      FROM generate_series(0::bigint, ${U - 1}) g JOIN pool_member m ON m."i" = g % ${POOL}`),
  );
  // Every tenth plain post to its author's homeland-in-city circle (bench.ts ensureCirclePosts).
  const author = `((g * 7) % ${U})`;
  await timed("posts", () =>
    client.query(`INSERT INTO "Post" ("id", "authorId", "type", "content", "searchText", "likesCount", "commentsCount",
        "circleId", "createdAt", "updatedAt")
      SELECT 'bp' || lpad(g::text, 8, '0'), 'bu' || ${author}, CAST((${sqlText(TYPES)})[g % 6 + 1] AS "PostType"),
        p."content", p."search", CASE WHEN g >= ${SIZE.posts - SIZE.engaged} THEN 5 ELSE 0 END,
        CASE WHEN g >= ${SIZE.posts - SIZE.engaged} THEN 1 ELSE 0 END,
        CASE WHEN g % 6 < 3 AND g % 10 = 0 THEN 'from-' || lower(replace((${sqlText(COUNTRIES)})[${author} % ${COUNTRIES.length} + 1], ' ', '-'))
          || '-in-' || (ARRAY[${CITIES.map(([, place]) => place).join(",")}])[${author} % ${CITIES.length} + 1] END,
        ${at(`(${SIZE.posts} - g) * 3000`)}, now()
      FROM generate_series(0::bigint, ${SIZE.posts - 1}) g JOIN pool_post p ON p."i" = g % ${POOL}`),
  );
  const engagedFrom = SIZE.posts - SIZE.engaged;
  await timed("likes", () =>
    client.query(`INSERT INTO "Like" ("postId", "userId")
      SELECT 'bp' || lpad(g::text, 8, '0'), 'bu' || ((g * 13 + k * 1931) % ${U})
      FROM generate_series(${engagedFrom}::bigint, ${SIZE.posts - 1}) g, generate_series(0, 4) k`),
  );
  await timed("comments", () =>
    client.query(`INSERT INTO "Comment" ("id", "postId", "authorId", "content", "searchText", "createdAt")
      SELECT 'bc' || g, 'bp' || lpad(g::text, 8, '0'), 'bu' || ((g * 3) % ${U}), c."content", c."search",
        ${at(`(${SIZE.posts} - g) * 3000 - 1000`)}
      FROM generate_series(${engagedFrom}::bigint, ${SIZE.posts - 1}) g JOIN pool_comment c ON c."i" = g % ${POOL}`),
  );
  // A fifth in the past, the rest ahead; 10 RSVPs each (7 attending, 3 maybe), some capped (bench.ts).
  const E = SIZE.events;
  await timed("events", () =>
    client.query(`INSERT INTO "Event" ("id", "organizerId", "title", "description", "searchText", "eventDate", "location",
        "placeId", "isVirtual", "maxAttendees", "attendeesCount", "updatedAt", "createdAt")
      SELECT 'be' || g, 'bu' || ((g * 17) % ${U}), e."title", NULLIF(e."description", ''), e."search",
        ${at(`-(g - ${E / 5}) * 3600 * 1000 * 6 / 100`)},
        CASE WHEN g % 4 = 0 THEN NULL ELSE ${cityName} END, CASE WHEN g % 4 = 0 THEN NULL ELSE ${cityPlace} END,
        g % 4 = 0, CASE WHEN g % 5 = 0 THEN 7 END, 7, now(),
        -- Created a minute apart, the last one newest (search's tiers and the lists read by creation).
        ${at(`(${E} - g) * 60000`)}
      FROM generate_series(0::bigint, ${E - 1}) g JOIN pool_event e ON e."i" = g % ${POOL}`),
  );
  await timed("rsvps", () =>
    client.query(`INSERT INTO "Rsvp" ("eventId", "userId", "status", "updatedAt")
      SELECT 'be' || g, 'bu' || ((g * 11 + 1 + k * 997) % ${U}), CAST(CASE WHEN k < 7 THEN 'attending' ELSE 'maybe' END AS "RsvpStatus"), now()
      FROM generate_series(0::bigint, ${E - 1}) g, generate_series(0, 9) k`),
  );
  await timed("services", () =>
    client.query(`INSERT INTO "Service" ("id", "providerId", "title", "description", "category", "location", "placeId",
        "isOffering", "searchText", "createdAt", "updatedAt")
      SELECT 'bs' || lpad(g::text, 7, '0'), 'bu' || ((g * 3) % ${U}), s."title", s."description",
        (${sqlText(SERVICE_CATEGORIES)})[g % ${SERVICE_CATEGORIES.length} + 1], ${cityName}, ${cityPlace}, g % 3 <> 0,
        s."search", ${at(`(${SIZE.services} - g) * 600`)}, now()
      FROM generate_series(0::bigint, ${SIZE.services - 1}) g JOIN pool_service s ON s."i" = g % ${POOL}`),
  );
  const Q = SIZE.questions;
  await timed("questions", () =>
    client.query(`INSERT INTO "Post" ("id", "authorId", "type", "category", "content", "searchText", "commentsCount",
        "createdAt", "updatedAt")
      SELECT 'bq' || lpad(g::text, 7, '0'), 'bu' || ((g * 11) % ${U}), 'advice',
        (${sqlText(ADVICE_CATEGORIES)})[g % ${ADVICE_CATEGORIES.length} + 1], q."content", q."search", 2,
        ${at(`(${Q} - g) * 450`)}, now()
      FROM generate_series(0::bigint, ${Q - 1}) g JOIN pool_question q ON q."i" = g % ${POOL}`),
  );
  await timed("answers", () =>
    client.query(`INSERT INTO "Comment" ("id", "postId", "authorId", "content", "searchText", "createdAt")
      SELECT 'br' || n, 'bq' || lpad((n / 2)::text, 7, '0'), 'bu' || (((n / 2) * 5 + n) % ${U}), a."content", a."search",
        ${at(`(${Q} - n / 2) * 450 - 1000 * (1 + n % 2)`)}
      FROM generate_series(0::bigint, ${2 * Q - 1}) n JOIN pool_answer a ON a."i" = n % ${POOL}`),
  );
  await timed("connections", () =>
    client.query(`INSERT INTO "Connection" ("id", "requesterId", "receiverId", "userLowId", "userHighId", "status", "updatedAt")
      SELECT 'bk' || i, a, b, least(a, b), greatest(a, b),
        CAST(CASE WHEN i % 3 = 0 THEN 'pending' ELSE 'accepted' END AS "ConnectionStatus"), now()
      FROM (SELECT i, 'bu' || (i % ${U}) AS a, 'bu' || ((i % ${U} + 1 + i / ${U}) % ${U}) AS b
        FROM generate_series(0::bigint, ${2 * U - 1}) i) c`),
  );
  await timed("activity", () =>
    client.query(`INSERT INTO "Activity" ("id", "actorId", "verb", "description", "createdAt")
      SELECT 'ba' || g, 'bu' || g, 'post.created', 'Member' || g || ' Bench shared a post', ${at(`g * 60000`)}
      FROM generate_series(0::bigint, ${SIZE.activity - 1}) g`),
  );
  // The windows as their migration fills them: each kind's newest 10,000, 100,000 and 1,000,000 in three tiers.
  await timed("search windows", async () => {
    // Questions and their answers have windows of their own (migration question_windows): each kind's rows.
    const onQuestion = `EXISTS (SELECT 1 FROM "Post" q WHERE q."id" = t."postId" AND q."type" = 'advice')`;
    for (const [kind, table, rows] of [
      ["post", "Post", `t."type" <> 'advice'`],
      ["question", "Post", `t."type" = 'advice'`],
      ["comment", "Comment", `NOT ${onQuestion}`],
      ["answer", "Comment", onQuestion],
      ["user", "User", "TRUE"],
      ["event", "Event", "TRUE"],
      ["service", "Service", "TRUE"],
    ] as const) {
      const nth = (offset: number) =>
        `coalesce((SELECT t."createdAt" FROM "${table}" t WHERE ${rows} ORDER BY t."createdAt" DESC OFFSET ${offset} LIMIT 1), '-infinity')`;
      // "oldest" as its trigger (migration search_window_oldest) would have kept it.
      await client.query(`UPDATE search_window SET "since0" = ${nth(10_000)}, "since1" = ${nth(100_000)},
          "since2" = ${nth(1_000_000)},
          "oldest" = (SELECT t."createdAt" FROM "${table}" t WHERE ${rows} ORDER BY t."createdAt" LIMIT 1)
        WHERE "kind" = '${kind}'`);
      await client.query(`DELETE FROM search_window_${kind}`);
      await client.query(`INSERT INTO search_window_${kind} ("id", "createdAt", "searchVector", "tier")
        SELECT t."id", t."createdAt", t."searchVector",
          CASE WHEN t."createdAt" >= w."since0" THEN 0 WHEN t."createdAt" >= w."since1" THEN 1 ELSE 2 END
        FROM "${table}" t CROSS JOIN search_window w WHERE w."kind" = '${kind}' AND ${rows} AND t."createdAt" >= w."since2"`);
    }
  });
  // The circles' member counts as their migration (member_tally) fills them: its triggers were off too.
  await timed("member tally", async () => {
    const active = (column: string, place: string) =>
      `SELECT "id", ${column} AS "h", ${place} AS "p" FROM "User" WHERE "status" = 'active'`;
    await client.query(`DELETE FROM "MemberTally"`);
    await client.query(`INSERT INTO "MemberTally" ("homeland", "placeId", "members")
      SELECT k."h", k."p", COUNT(*) FROM (
        ${active(`"countryOfOrigin"`, `"placeId"`)} AND "countryOfOrigin" <> '' AND "placeId" IS NOT NULL
        UNION ${active(`"secondHomeland"`, `"placeId"`)} AND "secondHomeland" <> '' AND "placeId" IS NOT NULL
        UNION ${active(`"countryOfOrigin"`, "0")} AND "countryOfOrigin" <> ''
        UNION ${active(`"secondHomeland"`, "0")} AND "secondHomeland" <> ''
        UNION ${active("''", `"placeId"`)} AND "placeId" IS NOT NULL
        UNION ${active("''", "0")}
      ) k GROUP BY k."h", k."p"`);
  });
  // The admin's tallies as their migrations (analytics_tally, upcoming_events_tally) fill them: their triggers
  // were off too.
  await timed("analytics tally", () => client.query(analyticsRefillSql()));
  for (const table of [
    "pool_member",
    "pool_post",
    "pool_comment",
    "pool_answer",
    "pool_question",
    "pool_service",
    "pool_event",
  ])
    await client.query(`DROP TABLE ${table}`);
  await timed("vacuum analyze", () => client.query(`VACUUM ANALYZE`));
  await searchIndexesBatched(client, false);
  await client.query(`CREATE TABLE bench_scale ("sizes" TEXT NOT NULL)`);
  await client.query(`INSERT INTO bench_scale VALUES ($1)`, [JSON.stringify(SIZE)]);
  await client.end();
  console.log(`built ${name} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

const probe = new pg.Client({ connectionString: url.toString() });
const reusable = await probe
  .connect()
  .then(() => whole(probe))
  .catch(() => false);
await probe.end().catch(() => {});
if (reusable) console.log(`reusing ${name}`);
else await seed();
if (process.env.BENCH_SCALE_SEED_ONLY === "1") process.exit(0);
// The bench's routes on it, as they are measured at 100,000 posts (its own sizes tell its checks what is there).
const run = spawnSync(join(root, "node_modules/.bin/tsx"), ["scripts/bench.ts"], {
  cwd: root,
  stdio: "inherit",
  env: {
    ...process.env,
    BENCH_DATABASE_URL: url.toString(),
    BENCH_REUSE: "1",
    BENCH_UPLOADS: "0",
    BENCH_USERS: String(SIZE.users),
    BENCH_POSTS: String(SIZE.posts),
    BENCH_SERVICES: String(SIZE.services),
    BENCH_QUESTIONS: String(SIZE.questions),
    BENCH_EVENTS: String(SIZE.events),
  },
});
process.exit(run.status ?? 1);
