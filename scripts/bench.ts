// `npm run bench`: a large community in its own database, the production server, and autocannon.
// Measures GET / (signed in), GET /api/feed page 1 and 1,000 posts deep, the services and advice lists
// with filters and search, the events page and API (near the member's city, decision 062), against a trivial route of
// the same server as the yardstick. Not a test: it prints figures.
// Without BENCH_DATABASE_URL it runs twice: SQLite (data/bench.db), then PostgreSQL (database roots_bench on
// BENCH_PG_URL's server, default postgresql://postgres@127.0.0.1:5432/test) when that server answers.
// Each run also prints the bare-render bound for GET / (scripts/bench-render.ts) and the first-load JS of
// the signed-in home page against Remix's client floor, and the upload figures (scripts/bench-uploads.ts;
// BENCH_UPLOADS=0 skips them). BENCH_ONLY=home measures only the issue-13 routes; BENCH_ONLY=inbox the messages,
// notifications, the people pages and the admin's lists; BENCH_ONLY=lists the section lists (services, advice, people, events);
// BENCH_ONLY=uploads only the upload figures (the machine is shared: a run of them alone takes a minute).
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import pg from "pg";
import autocannon from "autocannon";
import { migrate } from "../prisma/migrate";
import { databaseKind, sqliteFilePath } from "../prisma/database-url";
import { phoneTimings, printPhoneTimings } from "./bench-phone";
import { analyticsRefillSql } from "./bench-tallies";
import { printUploadFigures, uploadFigures } from "./bench-uploads";

const root = join(import.meta.dirname, "..");

if (!process.env.BENCH_DATABASE_URL) {
  // One child run per database, so each has its own Prisma client.
  const runs = ["file:./data/bench.db"];
  const server = process.env.BENCH_PG_URL ?? "postgresql://postgres@127.0.0.1:5432/test";
  const admin = new pg.Client({ connectionString: server, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
    const exists = await admin.query(`SELECT 1 FROM pg_database WHERE datname = 'roots_bench'`);
    if (exists.rowCount === 0) await admin.query(`CREATE DATABASE "roots_bench"`);
    await admin.end();
    const pgUrl = new URL(server);
    pgUrl.pathname = "/roots_bench";
    runs.push(pgUrl.toString());
  } catch {
    console.log(`PostgreSQL at ${server} does not answer: SQLite only (set BENCH_PG_URL to measure PostgreSQL too)`);
  }
  for (const run of runs) {
    const child = spawnSync(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
      stdio: "inherit",
      env: { ...process.env, BENCH_DATABASE_URL: run },
    });
    if (child.status !== 0) process.exit(child.status ?? 1);
  }
  process.exit(0);
}
const url = process.env.BENCH_DATABASE_URL;
const port = Number(process.env.BENCH_PORT ?? 3300);
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const SIZE = {
  users: Number(process.env.BENCH_USERS ?? 10_000),
  posts: Number(process.env.BENCH_POSTS ?? 100_000),
  likesPerPost: 5,
  commentsPerPost: 1,
  services: Number(process.env.BENCH_SERVICES ?? 20_000),
  questions: Number(process.env.BENCH_QUESTIONS ?? 20_000),
  responsesPerQuestion: 2,
  events: Number(process.env.BENCH_EVENTS ?? 5_000),
  rsvpsPerEvent: 10,
};

/** What the bench searches for (issue 44): two words, a prefix, two Chinese characters (its words: bench-text.ts). */
const SEARCH_QUERIES: Array<[string, string]> = [
  ["two words", "nigerian grocery"],
  ["prefix", "Kreuz"],
  ["CJK pair", "好吃"],
];

process.env.DATABASE_URL = url;
process.env.SESSION_SECRET ??= "bench-session-secret-0123456789";
process.env.NODE_ENV = "production";

// Seeding runs statements far longer than the server may (PG_QUERY_TIMEOUT_MS): a client of its own, with no limit.
const { createDb } = await import("../app/server/db-client.server");
const db = createDb(url);
const { createSession } = await import("../app/models/accounts.server");
const { disconnectDatabase } = await import("../app/models/health.server");
const { hashPassword } = await import("../app/server/password-hash.server");
const { resolvePlaceInput } = await import("../app/models/places.server");
const { encodeCursor } = await import("../app/lib/cursor");
const { eventSearchTextFor, searchDocument, searchTextFor, serviceSearchTextFor } =
  await import("../app/lib/search-text");
const { SERVICE_CATEGORIES, ADVICE_CATEGORIES } = await import("../app/schemas/categories");
const {
  answerText,
  BENCH_CITIES: CITIES,
  BENCH_CITY_PLACES: CITY_PLACES,
  BENCH_COUNTRIES: COUNTRIES,
  commentText,
  eventText,
  memberSkillsAndInterests,
  postText,
  questionText,
  serviceText,
} = await import("./bench-text");

const TYPES = ["post", "post", "post", "event", "advice", "service"] as const;

async function inBatches<T>(
  rows: number,
  size: number,
  make: (index: number) => T,
  write: (batch: T[]) => Promise<unknown>,
) {
  for (let start = 0; start < rows; start += size) {
    const batch: T[] = [];
    for (let i = start; i < Math.min(rows, start + size); i++) batch.push(make(i));
    await write(batch);
  }
}

async function seedLarge() {
  const started = Date.now();
  if (databaseKind(url) === "sqlite") {
    const file = sqliteFilePath(url);
    for (const suffix of ["", "-wal", "-shm"]) rmSync(file + suffix, { force: true });
  } else {
    await db.$executeRawUnsafe(`DROP SCHEMA public CASCADE; CREATE SCHEMA public;`).catch(() => {});
  }
  await migrate(url);
  // One hash for every bench member: the bench measures reads, not sign-in.
  const passwordHash = await hashPassword("bench-password");
  const now = Date.now();
  await inBatches(
    SIZE.users,
    2000,
    (i) => {
      const firstName = `Member${i}`;
      const city = CITIES[i % CITIES.length];
      const { skills, interests } = memberSkillsAndInterests(i);
      return {
        id: `bu${i}`,
        email: `member${i}@bench.example`,
        passwordHash,
        firstName,
        lastName: `Bench`,
        countryOfOrigin: COUNTRIES[i % COUNTRIES.length],
        currentLocation: city,
        skills: JSON.stringify(skills),
        interests: JSON.stringify(interests),
        searchText: searchTextFor({
          firstName,
          lastName: "Bench",
          countryOfOrigin: COUNTRIES[i % COUNTRIES.length],
          currentLocation: city,
          skills,
          interests,
        }),
        createdAt: new Date(now - (SIZE.users - i) * 60_000),
      };
    },
    (data) => db.user.createMany({ data }),
  );
  await inBatches(
    SIZE.posts,
    2000,
    (i) => {
      const content = postText(i);
      return {
        id: `bp${String(i).padStart(7, "0")}`,
        authorId: `bu${(i * 7) % SIZE.users}`,
        type: TYPES[i % TYPES.length],
        content,
        searchText: searchDocument(content),
        createdAt: new Date(now - (SIZE.posts - i) * 30_000),
        likesCount: SIZE.likesPerPost,
        commentsCount: SIZE.commentsPerPost,
      };
    },
    (data) => db.post.createMany({ data }),
  );
  // Distinct likers per post: offsets k*1931 differ mod the member count for k < 5.
  await inBatches(
    SIZE.posts * SIZE.likesPerPost,
    5000,
    (n) => {
      const post = Math.floor(n / SIZE.likesPerPost);
      const k = n % SIZE.likesPerPost;
      return { postId: `bp${String(post).padStart(7, "0")}`, userId: `bu${(post * 13 + k * 1931) % SIZE.users}` };
    },
    (data) => db.like.createMany({ data }),
  );
  await inBatches(
    SIZE.posts * SIZE.commentsPerPost,
    5000,
    (i) => {
      const content = commentText(i);
      return {
        id: `bc${i}`,
        postId: `bp${String(i).padStart(7, "0")}`,
        authorId: `bu${(i * 3) % SIZE.users}`,
        content,
        searchText: searchDocument(content),
        createdAt: new Date(now - (SIZE.posts - i) * 30_000 + 1000),
      };
    },
    (data) => db.comment.createMany({ data }),
  );
  // A fifth in the past; one every six hours; 10 RSVPs each (7 attending, 3 maybe), some capped.
  await inBatches(
    SIZE.events,
    1000,
    (i) => {
      const event = {
        id: `be${i}`,
        organizerId: `bu${(i * 17) % SIZE.users}`,
        ...eventText(i),
        eventDate: new Date(now + (i - SIZE.events / 5) * 6 * 3_600_000),
        location: i % 4 === 0 ? null : CITIES[i % CITIES.length],
        isVirtual: i % 4 === 0,
        maxAttendees: i % 5 === 0 ? 7 : null,
        attendeesCount: 7,
      };
      return { ...event, searchText: eventSearchTextFor(event) };
    },
    (data) => db.event.createMany({ data }),
  );
  await inBatches(
    SIZE.events * SIZE.rsvpsPerEvent,
    5000,
    (n) => {
      const event = Math.floor(n / SIZE.rsvpsPerEvent);
      const k = n % SIZE.rsvpsPerEvent;
      return {
        eventId: `be${event}`,
        userId: `bu${(event * 11 + 1 + k * 997) % SIZE.users}`,
        status: k < 7 ? ("attending" as const) : ("maybe" as const),
      };
    },
    (data) => db.rsvp.createMany({ data }),
  );
  await seedServicesAndAdvice(now);
  // Member n asks n+1 and n+2: no self-connections, no pair twice.
  await inBatches(
    2 * SIZE.users,
    5000,
    (i) => {
      const requester = i % SIZE.users;
      const receiver = (requester + 1 + Math.floor(i / SIZE.users)) % SIZE.users;
      const [a, b] = [`bu${requester}`, `bu${receiver}`];
      return {
        requesterId: a,
        receiverId: b,
        userLowId: a < b ? a : b,
        userHighId: a < b ? b : a,
        status: i % 3 === 0 ? ("pending" as const) : ("accepted" as const),
      };
    },
    (data) => db.connection.createMany({ data }),
  );
  await inBatches(
    5000,
    5000,
    (i) => ({
      actorId: `bu${i}`,
      verb: "post.created",
      description: `Member${i} Bench shared a post`,
      createdAt: new Date(now - i * 60_000),
    }),
    (data) => db.activity.createMany({ data }),
  );
  // PostgreSQL plans from statistics that autovacuum would gather only later: gather them now.
  if (databaseKind(url) === "postgres") await db.$executeRawUnsafe("ANALYZE");
  console.log(`seeded the bench database in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** Services in every category (both kinds) and advice questions with responses (issue 11). */
async function seedServicesAndAdvice(now: number) {
  await inBatches(
    SIZE.services,
    2000,
    (i) => {
      const service = {
        ...serviceText(i),
        category: SERVICE_CATEGORIES[i % SERVICE_CATEGORIES.length],
        location: CITIES[i % CITIES.length],
      };
      return {
        id: `bs${String(i).padStart(6, "0")}`,
        providerId: `bu${(i * 3) % SIZE.users}`,
        ...service,
        isOffering: i % 3 !== 0,
        searchText: serviceSearchTextFor(service),
        createdAt: new Date(now - (SIZE.services - i) * 60_000),
      };
    },
    (data) => db.service.createMany({ data }),
  );
  await inBatches(
    SIZE.questions,
    2000,
    (i) => {
      const content = questionText(i, CITIES[i % CITIES.length]);
      return {
        id: `bq${String(i).padStart(6, "0")}`,
        authorId: `bu${(i * 11) % SIZE.users}`,
        type: "advice" as const,
        category: ADVICE_CATEGORIES[i % ADVICE_CATEGORIES.length],
        content,
        searchText: searchDocument(content),
        commentsCount: SIZE.responsesPerQuestion,
        createdAt: new Date(now - (SIZE.questions - i) * 45_000),
      };
    },
    (data) => db.post.createMany({ data }),
  );
  await inBatches(
    SIZE.questions * SIZE.responsesPerQuestion,
    5000,
    (n) => {
      const question = Math.floor(n / SIZE.responsesPerQuestion);
      const content = answerText(n);
      return {
        id: `br${n}`,
        postId: `bq${String(question).padStart(6, "0")}`,
        authorId: `bu${(question * 5 + n) % SIZE.users}`,
        content,
        searchText: searchDocument(content),
        createdAt: new Date(now - (SIZE.questions - question) * 45_000 + 1000 * (1 + (n % SIZE.responsesPerQuestion))),
      };
    },
    (data) => db.comment.createMany({ data }),
  );
}

/**
 * Every tenth plain post goes to its author's homeland-in-city circle (decision 063), so circle pages and the
 * My circles feed have posts; idempotent (only posts with no circle yet), so an older bench database gets them.
 */
async function ensureCirclePosts() {
  const done = await db.post.count({ where: { circleId: { not: null } } });
  if (done > 0) return;
  // Bench members are inserted after the migrator's one-time resolution of free-text cities: resolve them here.
  const texts = await db.user.findMany({
    where: { placeId: null, currentLocation: { not: null } },
    distinct: ["currentLocation"],
    select: { currentLocation: true },
  });
  for (const { currentLocation } of texts) {
    const place = await resolvePlaceInput({ text: currentLocation }, "city").catch(() => null);
    if (place) await db.user.updateMany({ where: { placeId: null, currentLocation }, data: { placeId: place.id } });
  }
  await db.$executeRawUnsafe(`UPDATE "Post" SET "circleId" = (
      SELECT 'from-' || lower(replace(u."countryOfOrigin", ' ', '-')) || '-in-' || u."placeId"
      FROM "User" u WHERE u."id" = "Post"."authorId")
    WHERE "type" = 'post' AND "id" LIKE 'bp%0' AND "circleId" IS NULL`);
}

/**
 * Gives the bench's members, in-person events and services their city's place (decision 062), also on a bench
 * database made before places: the near-me lists then read real distances. Only rows still without one.
 */
async function placeRows() {
  for (const [city, placeId] of Object.entries(CITY_PLACES)) {
    await db.user.updateMany({ where: { currentLocation: city, placeId: null }, data: { placeId } });
    await db.event.updateMany({ where: { location: city, isVirtual: false, placeId: null }, data: { placeId } });
    await db.service.updateMany({ where: { location: city, placeId: null }, data: { placeId } });
  }
}

async function ensureData() {
  // A database another script built (bench-scale.ts): measured as it is.
  if (process.env.BENCH_REUSE === "1") return;
  const fresh = databaseKind(url) === "sqlite" && !existsSync(sqliteFilePath(url));
  if (!fresh) {
    await migrate(url);
    const [users, posts, likes, comments] = await Promise.all([
      db.user.count(),
      db.post.count(),
      db.like.count(),
      db.comment.count(),
    ]);
    const [services, events] = await Promise.all([db.service.count(), db.event.count()]);
    // A bench database from before the varied texts (every post the same sentence) is built again.
    const first = await db.post.findUnique({ where: { id: "bp0000000" }, select: { content: true } });
    if (
      first?.content === postText(0) &&
      users >= SIZE.users &&
      posts >= SIZE.posts + SIZE.questions &&
      likes >= SIZE.posts * SIZE.likesPerPost &&
      comments >= SIZE.posts &&
      services >= SIZE.services &&
      events >= SIZE.events
    ) {
      console.log(`reusing the bench database: ${users} members, ${posts} posts, ${likes} likes, ${comments} comments`);
      return;
    }
  }
  await seedLarge();
}

/**
 * Messages and notifications (issue 48): ten of each per member, so a member's inbox is the same at any size while
 * the community's totals grow with it, and the bench member (bu1) has thirty conversations of forty messages and
 * 300 notifications at every size. Added to a bench database that has none, of either size.
 */
async function ensureInbox() {
  if (await db.message.findUnique({ where: { id: "bm0" }, select: { id: true } })) return;
  const started = Date.now();
  const U = SIZE.users;
  const total = U * 10;
  const now = Date.now();
  const message = (i: number) => {
    const at = new Date(now - i * 1000);
    return {
      id: `bm${i}`,
      senderId: `bu${(i * 7 + 3) % U}`,
      receiverId: `bu${(i * 7 + 4 + (i % 97)) % U}`,
      content: `Bench message ${i}`,
      createdAt: at,
      readAt: i % 4 === 0 ? null : at,
    };
  };
  const notification = (i: number) => {
    const at = new Date(now - i * 1000);
    return {
      id: `bn${i}`,
      userId: `bu${(i * 11 + 5) % U}`,
      actorId: `bu${(i * 11 + 6) % U}`,
      type: "post_comment",
      summary: "commented on your post",
      link: "/posts/bp0000000",
      createdAt: at,
      readAt: i % 3 === 0 ? null : at,
    };
  };
  if (databaseKind(url) === "postgres") {
    // The same rows as below, made by the database: ten million of each at city scale. The analytics' triggers
    // off (one call a message), their tallies refilled after as the migration fills them.
    const at = "(to_timestamp((" + now + " - i * 1000) / 1000.0) AT TIME ZONE 'UTC')";
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`SET session_replication_role = replica`);
    await client.query(`INSERT INTO "Message" ("id", "senderId", "receiverId", "content", "createdAt", "readAt")
      SELECT 'bm' || i, 'bu' || ((i * 7 + 3) % ${U}), 'bu' || ((i * 7 + 4 + i % 97) % ${U}), 'Bench message ' || i,
        ${at}, CASE WHEN i % 4 = 0 THEN NULL ELSE ${at} END
      FROM generate_series(0::bigint, ${total - 1}) i`);
    await client.query(`INSERT INTO "Notification" ("id", "userId", "actorId", "type", "summary", "link",
        "createdAt", "readAt")
      SELECT 'bn' || i, 'bu' || ((i * 11 + 5) % ${U}), 'bu' || ((i * 11 + 6) % ${U}), 'post_comment',
        'commented on your post', '/posts/bp0000000', ${at}, CASE WHEN i % 3 = 0 THEN NULL ELSE ${at} END
      FROM generate_series(0::bigint, ${total - 1}) i`);
    await client.query(analyticsRefillSql());
    await client.end();
  } else {
    await inBatches(total, 2000, message, (data) => db.message.createMany({ data }));
    await inBatches(total, 2000, notification, (data) => db.notification.createMany({ data }));
  }
  // The bench member's own: a minute apart, the newest first; the first five of each conversation unread.
  await inBatches(
    1200,
    1200,
    (k) => {
      const other = `bu${2 + (k % 30) * 37}`;
      const at = new Date(now - k * 60_000);
      const [senderId, receiverId] = k % 2 ? ["bu1", other] : [other, "bu1"];
      return {
        id: `bm1x${k}`,
        senderId,
        receiverId,
        content: `Bench reply ${k}`,
        createdAt: at,
        readAt: k < 150 ? null : at,
      };
    },
    (data) => db.message.createMany({ data }),
  );
  await inBatches(
    300,
    300,
    (k) => ({ ...notification(k), id: `bn1x${k}`, userId: "bu1", createdAt: new Date(now - k * 60_000) }),
    (data) => db.notification.createMany({ data }),
  );
  if (databaseKind(url) === "postgres") await db.$executeRawUnsafe(`ANALYZE "Message"; ANALYZE "Notification"`);
  console.log(`added ${total} messages and ${total} notifications in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

/** A file of app/ changed after the server build was made, or null (no build: the server says so itself). */
function staleBuildSource(): string | null {
  const build = join(root, "build/index.js");
  if (!existsSync(build)) return null;
  const built = statSync(build).mtimeMs;
  const files = readdirSync(join(root, "app"), { recursive: true, withFileTypes: true });
  const newer = files.find((file) => file.isFile() && statSync(join(file.parentPath, file.name)).mtimeMs > built);
  return newer ? join(newer.parentPath, newer.name).slice(root.length + 1) : null;
}

async function waitForServer() {
  // A minute: on a shared machine the server's start (places, the build) can take far longer than its usual second.
  for (let attempt = 0; attempt < 300; attempt++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("the bench server did not start");
}

type Figures = {
  name: string;
  path: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  cpuMs: number | null;
};

async function measure(name: string, path: string, headers: Record<string, string>): Promise<Figures> {
  const target = { url: `http://127.0.0.1:${port}${path}`, headers, connections };
  await autocannon({ ...target, duration: 2 }); // warm-up
  const cpuBefore = serverCpuMs();
  const result = await autocannon({ ...target, duration });
  const cpuAfter = serverCpuMs();
  const errors = result.errors + result.non2xx;
  const cpuMs =
    cpuBefore === null || cpuAfter === null ? null : (cpuAfter - cpuBefore) / Math.max(result.requests.total, 1);
  return { name, path, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors, cpuMs };
}

/**
 * CPU time (user + system, ms) the server's process tree has used so far, from /proc; null elsewhere.
 * Per request it is a steadier figure than req/s on a shared machine: time the hypervisor gives to
 * neighbours, and the load generator's own share of the cores, are not in it.
 */
function serverCpuMs(): number | null {
  return serverCpuSplit()?.total ?? null;
}

/**
 * The same, split: the event loops' threads (each process's main thread, the image workers left out) and the
 * image worker processes (decision 050). Uploads are measured by the first, which is what page requests wait for.
 */
function serverCpuSplit(): { total: number; eventLoop: number; imageWorkers: number } | null {
  const ticksPerSecond = 100; // USER_HZ, 100 on every Linux ABI that Node runs on
  const tree = (pid: number): number[] => {
    let children: number[] = [];
    try {
      for (const task of readdirSync(`/proc/${pid}/task`)) {
        children = children.concat(
          readFileSync(`/proc/${pid}/task/${task}/children`, "utf8").trim().split(/\s+/).filter(Boolean).map(Number),
        );
      }
    } catch {
      return [];
    }
    return [pid, ...children.flatMap(tree)];
  };
  // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
  const ticksOf = (path: string) => {
    const stat = readFileSync(path, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return Number(fields[11]) + Number(fields[12]);
  };
  if (!server.pid || !existsSync("/proc/self/stat")) return null;
  let total = 0;
  let eventLoop = 0;
  let imageWorkers = 0;
  for (const pid of tree(server.pid)) {
    try {
      const ticks = ticksOf(`/proc/${pid}/stat`);
      total += ticks;
      if (readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("image-worker")) imageWorkers += ticks;
      else eventLoop += ticksOf(`/proc/${pid}/task/${pid}/stat`);
    } catch {
      // the process ended between the listing and the read
    }
  }
  const ms = (ticks: number) => (ticks * 1000) / ticksPerSecond;
  return { total: ms(total), eventLoop: ms(eventLoop), imageWorkers: ms(imageWorkers) };
}

await ensureData();
await ensureInbox();
await placeRows();
await ensureCirclePosts();
const user = await db.user.findFirstOrThrow({
  where: { id: "bu1" },
  select: { id: true, countryOfOrigin: true, placeId: true },
});
// The bench member's homeland in their city (decision 063).
const circlePath = `/circles/from-${(user.countryOfOrigin ?? "").toLowerCase().replaceAll(" ", "-")}-in-${user.placeId}`;
const { token } = await createSession(user.id, "browser");
const deep = await db.post.findMany({
  orderBy: [{ createdAt: "desc" }, { id: "desc" }],
  skip: 999,
  take: 1,
  select: { id: true, createdAt: true },
});
const deepCursor = encodeCursor(deep[0]);
const apiToken = (await createSession(user.id, "api")).token;
// An admin for the admin's lists (issue 48): the same member at every size.
await db.user.update({ where: { id: "bu3" }, data: { role: "admin" } });
const adminToken = (await createSession("bu3", "browser")).token;
// Search (issue 44) in this process, straight through the model, before the server starts: the statements' own
// time, whether or not the routes exist yet.
const searchFigures = ["home", "seed", "inbox"].includes(process.env.BENCH_ONLY ?? "")
  ? []
  : await searchInProcess({ id: user.id, role: "member" });
printSearchFigures(searchFigures);
// Uploaders for the upload figures, each with its own per-member budget.
const uploaders = await db.user.findMany({ where: { id: { not: user.id } }, take: 40, select: { id: true } });
const uploadTokens = await Promise.all(uploaders.map(async (member) => (await createSession(member.id, "api")).token));
await Promise.all([db.$disconnect(), disconnectDatabase()]);
if (process.env.BENCH_ONLY === "seed") process.exit(0);

// The server runs the last `npm run build:app`: a change to app/ since then is not what the bench measures.
const stale = staleBuildSource();
if (stale)
  console.log(`WARNING: ${stale} is newer than build/index.js: the bench measures the last build (npm run build:app)`);
const server = spawn(join(root, "node_modules/.bin/tsx"), ["server.ts"], {
  cwd: root,
  // The API's per-client budget would answer most of a load test with 429: the bench measures the routes. No
  // background jobs: an hourly digest mailing the bench's members would share the CPU being measured.
  env: {
    ...process.env,
    PORT: String(port),
    LOG_REQUESTS: "0",
    JOBS: "0",
    DATABASE_URL: url,
    API_RATE_LIMIT_PER_MINUTE: "100000000",
  },
  stdio: ["ignore", "ignore", "inherit"],
});
try {
  await waitForServer();
  const cookie = { cookie: `roots_session=${token}` };
  const routes: Array<[string, string, Record<string, string>]> = [
    ["yardstick (trivial route)", "/avatars/bench.svg", {}],
    ["GET / (signed in)", "/", cookie],
    ["GET /api/feed page 1", "/api/feed", cookie],
    ["GET /api/feed 1,000 deep", `/api/feed?cursor=${deepCursor}`, cookie],
    ["GET /api/feed?scope=circles", "/api/feed?scope=circles", cookie],
    ["GET /api/feed?scope=city", "/api/feed?scope=city", cookie],
    ["GET /circles/{homeland in city}", circlePath, cookie],
    // What a browser costs: the same page compressed as Chromium asks for it (brotli: quality 4, a 256 KB window; server.ts).
    ["GET / (signed in, br as browsers)", "/", { ...cookie, "accept-encoding": "gzip, deflate, br, zstd" }],
    // The same page in another language (decision 068): the issue allows it 5 % over English.
    ["GET / (signed in, Spanish)", "/", { cookie: `${cookie.cookie}; lng=es` }],
    ["GET / (signed in, Urdu)", "/", { cookie: `${cookie.cookie}; lng=ur` }],
  ];
  const searchOnly = process.env.BENCH_ONLY === "search";
  const inboxOnly = process.env.BENCH_ONLY === "inbox";
  const listsOnly = process.env.BENCH_ONLY === "lists";
  // BENCH_ONLY=search: the yardstick, search and the section filters that read its index. BENCH_ONLY=inbox: the
  // yardstick, messages, notifications, the people pages and the admin's lists. BENCH_ONLY=lists: the yardstick and the lists.
  if (searchOnly || inboxOnly || listsOnly) routes.splice(1);
  const admin = { cookie: `roots_session=${adminToken}` };
  const inbox: typeof routes = [
    ["GET /messages", "/messages", cookie],
    ["GET /api/conversations", "/api/conversations", cookie],
    // bu2 is the first of bu1's thirty conversations (ensureInbox).
    ["GET /api/conversations/{id}", "/api/conversations/bu2", cookie],
    ["GET /api/notifications", "/api/notifications", cookie],
    // The people pages members open from the inbox (decision 111).
    ["GET /notifications", "/notifications", cookie],
    ["GET /connections", "/connections", cookie],
    ["GET /members/{id}", "/members/bu2", cookie],
    ["GET /circles", "/circles", cookie],
    ["GET /discover", "/discover", cookie],
    ["GET /api/admin/users", "/api/admin/users", admin],
    ["GET /api/admin/users?status=suspended", "/api/admin/users?status=suspended", admin],
    ["GET /api/admin/analytics", "/api/admin/analytics", admin],
    ["GET /api/admin/analytics?range=365", "/api/admin/analytics?range=365", admin],
    ["GET /api/admin/stats", "/api/admin/stats", admin],
  ];
  if (inboxOnly || !process.env.BENCH_ONLY) routes.push(...inbox);
  if (process.env.BENCH_ONLY !== "home" && !inboxOnly && !listsOnly)
    routes.push(...(await searchRoutes(cookie.cookie, apiToken)));
  if (process.env.BENCH_ONLY !== "home" && !inboxOnly) {
    const lists: typeof routes = [
      ["GET /api/services", "/api/services", cookie],
      ["GET /api/services filtered", "/api/services?category=Legal%20Help&type=offering&q=visa", cookie],
      ["GET /api/services/{cat}/{type}", "/api/services/Translation/requesting", cookie],
      ["GET /api/advice?q=rent", "/api/advice?q=rent", cookie],
      ["GET /api/advice?q=&category=", "/api/advice?q=doctor&category=Healthcare", cookie],
      ["/api/users/search?q=berlin", "/api/users/search?q=berlin", cookie],
      ["/api/users/search?q=member4242", "/api/users/search?q=member4242", cookie],
      ["/api/users/suggestions", "/api/users/suggestions", cookie],
      // bu1 lives in Berlin: the default list is near them (decision 062).
      ["GET /events (signed in, near me)", "/events", cookie],
      ["GET /api/events (near me, 100 km)", "/api/events", cookie],
      ["GET /api/events?within=500 (near me)", "/api/events?within=500", cookie],
      ["GET /api/events?within=any", "/api/events?within=any", cookie],
      ["GET /api/events?q=&kind=", "/api/events?q=meetup%20food&kind=in-person", cookie],
      ["GET /api/events?filter=mine", "/api/events?filter=mine", cookie],
      // The section filters on the search index (issue 44), with the bench's varied words.
      ["GET /api/services?q=visa help", "/api/services?q=visa%20help", cookie],
      ["GET /api/advice?q=kindergarten", "/api/advice?q=kindergarten", cookie],
      ["GET /api/events?q=job fair&within=any", "/api/events?q=job%20fair&within=any", cookie],
    ];
    routes.push(...(searchOnly ? lists.filter(([, path]) => path.includes("q=")) : lists));
  }
  if (process.env.BENCH_ONLY === "uploads") {
    printUploadFigures(
      await uploadFigures(`http://127.0.0.1:${port}`, cookie.cookie, uploadTokens, duration, serverCpuSplit),
    );
  } else {
    const results: Figures[] = [];
    for (const [name, path, headers] of routes) results.push(await measure(name, path, headers));
    const yardstick = results[0].rps;
    console.log(
      `\n${connections} connections, ${duration} s each, ${databaseKind(url)}, ${SIZE.users} members / ${SIZE.posts} posts / ${SIZE.services} services / ${SIZE.questions} questions / ${SIZE.events} events`,
    );
    console.log(
      "route                              req/s    p50 ms  p99 ms  vs yardstick  errors  server CPU ms/req  vs yardstick",
    );
    const yardstickCpu = results[0].cpuMs;
    for (const row of results) {
      const cpu = row.cpuMs === null ? "n/a" : row.cpuMs.toFixed(2);
      const cpuRatio = row.cpuMs === null || yardstickCpu === null ? "n/a" : (yardstickCpu / row.cpuMs).toFixed(2);
      console.log(
        `${row.name.padEnd(34)} ${row.rps.toFixed(0).padStart(6)}  ${String(row.p50).padStart(6)}  ${String(row.p99).padStart(6)}  ${(row.rps / yardstick).toFixed(2).padStart(12)}  ${String(row.errors).padStart(6)}  ${cpu.padStart(17)}  ${cpuRatio.padStart(12)}`,
      );
    }
    // GET / is the second row only where the home routes ran (the lists alone start with Services).
    if (!searchOnly && !inboxOnly && !listsOnly) {
      const page = results[1];
      console.log(`GET / p99 / p50: ${(page.p99 / Math.max(page.p50, 1)).toFixed(1)}x (goal <= 4x)`);
      for (const other of results.filter((row) => / \(signed in, (Spanish|Urdu)\)$/.test(row.name))) {
        console.log(
          `${other.name} costs ${((page.rps / other.rps - 1) * 100).toFixed(1)} % over English (goal <= 5 %)`,
        );
      }
      const bound = bareRender(cookie.cookie);
      if (bound) {
        console.log(
          `bare render of / (renderToString-class, same loader data, no HTTP or database): ${bound.rendersPerSecond.toFixed(0)} renders/s, ` +
            `${bound.meanMs.toFixed(2)} ms, ${(bound.htmlBytes / 1024).toFixed(1)} KB HTML; GET / is ${(page.rps / bound.rendersPerSecond).toFixed(2)}x of it ` +
            `(${(bound.rendersPerSecond / yardstick).toFixed(2)}x the yardstick)`,
        );
      }
      const home = await (await fetch(`http://127.0.0.1:${port}/`, { headers: cookie })).text();
      const js = firstLoadJs(home);
      console.log(
        `first-load JS of signed-in /: ${js.page.toFixed(1)} kB gz; Remix client floor (entry + its imports): ${js.floor.toFixed(1)} kB gz; ratio ${(js.page / js.floor).toFixed(2)}x`,
      );
      // In a browser on the phone profile (issue 25), while the server is still up.
      if (process.env.BENCH_PHONE !== "0") printPhoneTimings(await phoneTimings(`http://127.0.0.1:${port}`, token));
      if (process.env.BENCH_UPLOADS !== "0")
        printUploadFigures(
          await uploadFigures(`http://127.0.0.1:${port}`, cookie.cookie, uploadTokens, duration, serverCpuSplit),
        );
    }
  }
} finally {
  server.kill("SIGTERM");
}

/** The bare-render bound, in its own process (scripts/bench-render.ts) so the figure is not shared with this one. */
function bareRender(cookie: string): { rendersPerSecond: number; meanMs: number; htmlBytes: number } | null {
  const child = spawnSync(join(root, "node_modules/.bin/tsx"), ["scripts/bench-render.ts"], {
    cwd: root,
    encoding: "utf8",
    env: { ...process.env, DATABASE_URL: url, BENCH_RENDER_COOKIE: cookie, BENCH_RENDER_SECONDS: String(duration) },
  });
  const line = child.stdout.trim().split("\n").at(-1);
  if (child.status !== 0 || !line) {
    console.log(`bare render failed: ${child.stderr.trim().split("\n").slice(0, 3).join(" ")}`);
    return null;
  }
  return JSON.parse(line);
}

/** Gzipped bytes of every script the page loads up front (modulepreload links and the entry's import), against the entry alone. */
function firstLoadJs(html: string): { page: number; floor: number } {
  const gz = (path: string) => gzipSync(readFileSync(join(root, "public", path))).length / 1000;
  const paths = new Set<string>();
  for (const match of html.matchAll(/(?:href|src)="(\/build\/[^"]+\.js)"|import\("(\/build\/[^"]+\.js)"\)/g))
    paths.add(match[1] ?? match[2]);
  const manifestFile = readdirSync(join(root, "public/build")).find((name) => /^manifest-.*\.js$/.test(name));
  const manifest = manifestFile
    ? JSON.parse(
        readFileSync(join(root, "public/build", manifestFile), "utf8")
          .replace(/^window\.__remixManifest=/, "")
          .replace(/;\s*$/, ""),
      )
    : null;
  const floorPaths = manifest ? [manifest.entry.module, ...manifest.entry.imports] : [];
  // The manifest file itself is not loaded: with lazy route discovery the page carries its own routes
  // inline and asks /__manifest for the rest (checked in Chromium: no request for manifest-*.js).
  const sum = (list: Iterable<string>) => [...list].reduce((total, path) => total + gz(path), 0);
  return { page: sum(paths), floor: sum(floorPaths) };
}

type SearchFigures = { name: string; p50: number; p99: number; mean: number; cpu: number; counts: string };

/**
 * Page 1 of each query (all kinds, and the posts tab) timed through the model in this process, one call at a
 * time: the statements' own cost, with no HTTP, rendering or queueing behind other requests.
 */
async function searchInProcess(viewer: { id: string; role: "member" | "admin" }): Promise<SearchFigures[]> {
  const { search, suggest } = await import("../app/models/search.server");
  const runs = Number(process.env.BENCH_SEARCH_RUNS ?? 200);
  const figures: SearchFigures[] = [];
  for (const [label, q] of SEARCH_QUERIES) {
    // The overview, two tabs, and the box's suggestions as one types (no counts: an empty "counts" column).
    for (const type of [undefined, "posts", "questions", "suggest"] as const) {
      const call = async () =>
        type === "suggest"
          ? { counts: {}, countsCapped: {}, hits: await suggest(viewer, { q }) }
          : search(viewer, { q, type });
      for (let i = 0; i < 10; i++) await call();
      const times: number[] = [];
      let last: Awaited<ReturnType<typeof call>> | null = null;
      // CPU time of this process too: steadier than the clock on a shared machine (the statements run in it).
      const cpuBefore = process.cpuUsage();
      for (let i = 0; i < runs; i++) {
        const started = performance.now();
        last = await call();
        times.push(performance.now() - started);
      }
      const cpuUsed = process.cpuUsage(cpuBefore);
      times.sort((a, b) => a - b);
      const at = (share: number) => times[Math.min(times.length - 1, Math.floor(share * times.length))]!;
      const counts = last
        ? Object.entries(last.counts)
            .map(([kind, n]) => `${kind} ${n}${(last!.countsCapped as Record<string, boolean>)[kind] ? "+" : ""}`)
            .join(", ")
        : "";
      figures.push({
        name:
          type === "suggest"
            ? `suggest(${JSON.stringify(q)}) [${label}]`
            : `search(${JSON.stringify(q)}${type ? `, type=${type}` : ""}) [${label}]`,
        p50: at(0.5),
        p99: at(0.99),
        mean: times.reduce((sum, time) => sum + time, 0) / times.length,
        cpu: (cpuUsed.user + cpuUsed.system) / 1000 / runs,
        counts,
      });
    }
  }
  return figures;
}

function printSearchFigures(figures: SearchFigures[]) {
  if (figures.length === 0) return;
  console.log(`\nsearch page 1 through the model, in process, one call at a time (goal: p99 <= 50 ms)`);
  console.log("call                                                   p50 ms  p99 ms  mean ms  CPU ms  counts");
  for (const row of figures) {
    console.log(
      `${row.name.padEnd(54)} ${row.p50.toFixed(1).padStart(6)}  ${row.p99.toFixed(1).padStart(6)}  ${row.mean.toFixed(1).padStart(7)}  ${row.cpu.toFixed(1).padStart(6)}  ${row.counts}`,
    );
  }
}

/**
 * The search page and API (issue 44) for each query, page 1 and the posts tab: only those the server has (another
 * branch may bring them), asked once first.
 */
async function searchRoutes(
  cookie: string,
  apiToken: string,
): Promise<Array<[string, string, Record<string, string>]>> {
  const routes: Array<[string, string, Record<string, string>]> = [];
  const candidates: Array<[string, Record<string, string>]> = [
    ["/search", { cookie }],
    ["/api/search", { authorization: `Bearer ${apiToken}` }],
  ];
  for (const [base, headers] of candidates) {
    const probe = await fetch(`http://127.0.0.1:${port}${base}?q=bench`, { headers });
    if (probe.status === 404) {
      console.log(`GET ${base} is not on this branch: not measured over HTTP`);
      continue;
    }
    for (const [label, q] of SEARCH_QUERIES) {
      const query = `q=${encodeURIComponent(q)}`;
      routes.push([`GET ${base} ${label}`, `${base}?${query}`, headers]);
      routes.push([`GET ${base} ${label} posts`, `${base}?${query}&type=posts`, headers]);
    }
  }
  return routes;
}
