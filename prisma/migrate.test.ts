// The migrator must never lose data: a migration over a full database keeps every row, a migration
// that breaks a foreign key is rolled back, an applied migration that was edited stops the start, and
// (SQLite) a database with data is backed up before anything is applied.
// Runs on the database of the suite (SQLite, or PostgreSQL with TEST_DATABASE_URL); backups are SQLite's.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { createDb } from "../app/server/db.server";
import { TEMPLATE_NAME, TMP_DIR, freshDatabase, testDatabaseKind } from "../tests/setup/test-database";
import { databaseKind, sqliteFilePath } from "./database-url";
import { executeScript } from "./introspect";
import { migrate } from "./migrate";
import { seed } from "./seed";
import { searchDocument } from "../app/lib/search-text";

const root = join(import.meta.dirname, "..");
const kind = testDatabaseKind();
const runId = (process.env.TEST_RUN_ID ?? "").replace(/[^a-z0-9_]/gi, "_");
const committedNames = readdirSync(join(root, "prisma/migrations", kind), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();
const EXTRA = "99991231000000_test_extra";

/**
 * A migrations folder for `forKind` (holding `<forKind>/`): the committed migrations (the first `upTo`
 * of them), with `edit` applied to their SQL, plus `extra` ones (name → SQL) after them.
 */
function migrationsFolder(
  name: string,
  {
    forKind = kind,
    upTo,
    extra = {},
    edit,
  }: {
    forKind?: "sqlite" | "postgres";
    upTo?: number;
    extra?: Record<string, string>;
    edit?: (name: string, sql: string) => string;
  } = {},
): string {
  const folder = join(TMP_DIR, `migrations_${runId}_${name}`);
  rmSync(folder, { recursive: true, force: true });
  const names = readdirSync(join(root, "prisma/migrations", forKind), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
    .slice(0, upTo);
  for (const migration of names) {
    const sql = readFileSync(join(root, "prisma/migrations", forKind, migration, "migration.sql"), "utf8");
    mkdirSync(join(folder, forKind, migration), { recursive: true });
    writeFileSync(join(folder, forKind, migration, "migration.sql"), edit ? edit(migration, sql) : sql);
  }
  for (const [migration, sql] of Object.entries(extra)) {
    mkdirSync(join(folder, forKind, migration), { recursive: true });
    writeFileSync(join(folder, forKind, migration, "migration.sql"), sql);
  }
  return folder;
}

/**
 * Databases with the first `upTo` committed migrations applied, made once a run and copied for each test: every
 * test of a migration applied all the migrations before it again (4 s a time on PostgreSQL). Each one starts from
 * the nearest one made before it below `upTo`, so the run applies each migration about once.
 */
const migratedTemplates = new Map<number, Promise<string>>();
function templateUpTo(upTo: number): Promise<string> {
  let template = migratedTemplates.get(upTo);
  if (!template) {
    const below = Math.max(-1, ...[...migratedTemplates.keys()].filter((made) => made < upTo));
    template = (async () => {
      const name = `mig_${runId}_upto_${upTo}`;
      const url = await freshDatabase(name, below < 0 ? undefined : await migratedTemplates.get(below));
      await migrate(url, { migrationsDir: migrationsFolder(`upto_${upTo}`, { upTo }), log: () => {} });
      return name;
    })();
    migratedTemplates.set(upTo, template);
  }
  return template;
}

/** A fresh database named for `name` with the committed migrations before the one at `index` applied. */
async function databaseBefore(name: string, index: number): Promise<string> {
  return freshDatabase(name, await templateUpTo(index));
}

/** A fresh database with every committed migration applied: a copy of the run's template (tests/setup/global-db.ts). */
const migratedDatabase = (name: string) => freshDatabase(name, TEMPLATE_NAME);

let seededTemplate: Promise<string> | undefined;
/** A fresh database with every committed migration applied to an empty one, then the demo data: seeded once a run. */
async function seededDatabase(name: string): Promise<string> {
  seededTemplate ??= (async () => {
    const template = `mig_${runId}_seeded`;
    const url = await freshDatabase(template);
    expect(await migrate(url, { log: () => {} })).toEqual(committedNames);
    const db = createDb(url);
    try {
      await seed(db);
    } finally {
      await db.$disconnect();
    }
    return template;
  })();
  return freshDatabase(name, await seededTemplate);
}

/** What `npm run db:new-migration` writes for `bio String @default("")` (was `String?`). */
function redefineUserMigration(): string {
  const snapshotFile = join(root, "prisma/migrations", kind, "schema.snapshot.prisma");
  const snapshot = readFileSync(snapshotFile, "utf8");
  const changed = snapshot.replace(/^(\s+bio\s+)String\?/m, '$1String @default("")');
  expect(changed, "User.bio is no longer optional: pick another optional User column for this test").not.toBe(snapshot);
  const dir = join(TMP_DIR, `redefine_${runId}`);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${kind}.prisma`), changed);
  return execFileSync(
    join(root, "node_modules/.bin/prisma"),
    [
      "migrate",
      "diff",
      "--from-schema-datamodel",
      snapshotFile,
      "--to-schema-datamodel",
      join(dir, `${kind}.prisma`),
      "--script",
    ],
    {
      cwd: root,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
      env: { ...process.env, DATABASE_URL: `file:${join(dir, "cli.db")}` },
    },
  );
}

type Rows = Record<string, unknown>[];
const REFERENCE_TABLES = ["Place", "PlaceAlias"];
/**
 * The search index (decision 080) is derived from the rows' searchText: its own test is search-index.test.ts.
 * MemberTally (decision 093) is derived from the members: its own test is "member_tally" below; DayTally and
 * ActiveWeek from the actions: "analytics_tally".
 */
const derived = (name: string) =>
  REFERENCE_TABLES.includes(name) ||
  name.startsWith("search_") ||
  ["MemberTally", "DayTally", "ActiveWeek"].includes(name);

/** Every row of every table (but `_prisma_migrations`), each table's rows in a stable order. */
async function allRows(url: string): Promise<Record<string, Rows>> {
  const tables: Record<string, Rows> = {};
  const sort = (rows: Rows) =>
    rows
      .map((row) => [JSON.stringify(row), row] as const)
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([, row]) => row);
  if (databaseKind(url) === "sqlite") {
    const db = new Database(sqliteFilePath(url), { readonly: true });
    try {
      const names = db
        .prepare(
          `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name <> '_prisma_migrations'`,
        )
        .all() as Array<{ name: string }>;
      // The cities and their other names are reference data the migrator loads (decisions 053, 075;
      // prisma/places.test.ts), not rows to keep.
      for (const { name } of names.filter(({ name }) => !derived(name)))
        tables[name] = sort(db.prepare(`SELECT * FROM "${name}"`).all() as Rows);
    } finally {
      db.close();
    }
    return tables;
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: names } = await client.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name <> '_prisma_migrations'`,
    );
    for (const { table_name } of names.filter(({ table_name }) => !derived(table_name)))
      tables[table_name] = sort((await client.query(`SELECT * FROM "${table_name}"`)).rows);
  } finally {
    await client.end();
  }
  return tables;
}

/**
 * Inserts rows (table → rows) into a database as they are, foreign keys unchecked while copying. Only the
 * columns the (older) database has: columns and tables added by later migrations are theirs to fill.
 */
async function copyRows(url: string, tables: Record<string, Rows>): Promise<void> {
  if (databaseKind(url) === "sqlite") {
    const db = new Database(sqliteFilePath(url));
    try {
      db.pragma("foreign_keys = OFF");
      db.transaction(() => {
        for (const [table, rows] of Object.entries(tables)) {
          const present = new Set(
            (db.pragma(`table_info("${table}")`) as Array<{ name: string }>).map((column) => column.name),
          );
          if (present.size === 0) continue; // a table a later migration adds
          for (const row of rows) {
            const columns = Object.keys(row).filter((column) => present.has(column));
            db.prepare(
              `INSERT INTO "${table}" (${columns.map((column) => `"${column}"`).join(", ")}) VALUES (${columns.map(() => "?").join(", ")})`,
            ).run(...columns.map((column) => row[column] as never));
          }
        }
      })();
    } finally {
      db.close();
    }
    return;
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("BEGIN");
    await client.query("SET LOCAL session_replication_role = replica");
    for (const [table, rows] of Object.entries(tables)) {
      const { rows: info } = await client.query<{ column_name: string }>(
        `SELECT column_name FROM information_schema.columns WHERE table_schema = 'public' AND table_name = $1`,
        [table],
      );
      const present = new Set(info.map((column) => column.column_name));
      if (present.size === 0) continue; // a table a later migration adds
      for (let start = 0; start < rows.length; start += 500) {
        const chunk = rows.slice(start, start + 500);
        const columns = Object.keys(chunk[0]).filter((column) => present.has(column));
        const values: unknown[] = [];
        const tuples = chunk.map((row) => `(${columns.map((column) => `$${values.push(row[column])}`).join(", ")})`);
        await client.query(
          `INSERT INTO "${table}" (${columns.map((column) => `"${column}"`).join(", ")}) VALUES ${tuples.join(", ")}`,
          values,
        );
      }
    }
    await client.query("COMMIT");
  } finally {
    await client.end();
  }
}

/**
 * The rows after a migration, with only the columns each table had before: a column a later migration
 * adds to an existing table (hiddenAt, ...) must arrive empty, and is checked to be so here.
 */
/** Columns a migration fills for existing rows: derived search text; emailVerifiedAt (mail_and_jobs). */
// searchVector: PostgreSQL's generated column over searchText (decision 080), never empty where searchText is not.
const BACKFILLED = new Set(["searchText", "searchVector", "emailVerifiedAt", "placeId"]);
/** Counters and allowances a migration adds at 0 (decision 085: no guests allowed, nobody waiting, no guests). */
const STARTS_AT_ZERO = new Set(["guestsAllowed", "waitingCount", "guests"]);

function withColumnsOf(after: Record<string, Rows>, before: Record<string, Rows>): Record<string, Rows> {
  return Object.fromEntries(
    Object.entries(after)
      .filter(([table]) => table in before)
      .map(([table, rows]) => {
        const columns = new Set((before[table] ?? []).flatMap((row) => Object.keys(row)));
        if (columns.size === 0) return [table, rows];
        return [
          table,
          rows.map((row) => {
            for (const [key, value] of Object.entries(row))
              // placeId: the places step resolves the stored free text (decision 053; prisma/places.test.ts).
              if (!columns.has(key) && STARTS_AT_ZERO.has(key))
                expect(Number(value), `${table}.${key} starts at 0`).toBe(0);
              else if (!columns.has(key) && !BACKFILLED.has(key))
                expect(value, `${table}.${key} arrives empty`).toBeNull();
              // Members from before email verification count as confirmed: the column is their createdAt.
              else if (!columns.has(key) && key === "emailVerifiedAt") expect(value).toEqual(row.createdAt);
            return Object.fromEntries(Object.entries(row).filter(([key]) => columns.has(key)));
          }),
        ];
      }),
  );
}

const counts = (tables: Record<string, Rows>) =>
  Object.fromEntries(Object.entries(tables).map(([name, rows]) => [name, rows.length]));

async function recordedMigrations(url: string): Promise<string[]> {
  if (databaseKind(url) === "sqlite") {
    const db = new Database(sqliteFilePath(url), { readonly: true });
    try {
      return (
        db.prepare(`SELECT migration_name FROM "_prisma_migrations" ORDER BY migration_name`).all() as Array<{
          migration_name: string;
        }>
      ).map((row) => row.migration_name);
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (
      await client.query<{ migration_name: string }>(
        `SELECT migration_name FROM "_prisma_migrations" ORDER BY migration_name`,
      )
    ).rows.map((row) => row.migration_name);
  } finally {
    await client.end();
  }
}

async function addUser(url: string, id: string): Promise<void> {
  const db = createDb(url);
  try {
    await db.user.create({
      data: { id, email: `${id}@example.test`, passwordHash: "x", firstName: "Test", lastName: "User" },
      // Only the id back: today's client would read columns an older schema has not got.
      select: { id: true },
    });
  } finally {
    await db.$disconnect();
  }
}

/** The ids of `table` that its search index finds for one token: the FTS5 table `fts` (SQLite) or the table's tsvector. */
/** The rows one statement reads, on either database. */
async function allRowsOf(url: string, statement: string): Promise<Rows> {
  if (kind === "sqlite") {
    const db = new Database(sqliteFilePath(url), { readonly: true });
    try {
      return db.prepare(statement).all() as Rows;
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(statement)).rows as Rows;
  } finally {
    await client.end();
  }
}

async function foundInIndex(url: string, fts: string, table: string, token: string): Promise<string[]> {
  if (kind === "sqlite") {
    const db = new Database(sqliteFilePath(url), { readonly: true });
    try {
      return (
        db
          .prepare(`SELECT r.item FROM ${fts} JOIN search_rows r ON r.id = ${fts}.rowid WHERE ${fts} MATCH ?`)
          .all(`"${token}"`) as Array<{ item: string }>
      ).map((row) => row.item);
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(`SELECT "id" FROM "${table}" WHERE "searchVector" @@ $1::tsquery`, [
      `'${token}'`,
    ]);
    return rows.map((row: { id: string }) => row.id);
  } finally {
    await client.end();
  }
}

describe(`migrations over data (${kind})`, () => {
  it("a redefine-table migration over a seeded database keeps every row", async () => {
    const url = await seededDatabase(`mig_${runId}_redefine`);
    const db = createDb(url);
    try {
      // The seed signs nobody in: give every member a session, as a live community has.
      const users = await db.user.findMany({ select: { id: true }, orderBy: { id: "asc" } });
      await db.session.createMany({
        data: users.map((user, index) => ({
          tokenHash: `token-${index}`,
          userId: user.id,
          expiresAt: new Date(Date.UTC(2030, 0, 1)),
        })),
      });
    } finally {
      await db.$disconnect();
    }

    const before = await allRows(url);
    for (const table of ["User", "Session", "Post", "Like", "Comment", "Connection", "Event", "Message"]) {
      expect(before[table]?.length, `${table} rows seeded`).toBeGreaterThan(0);
    }

    const sql = redefineUserMigration();
    if (kind === "sqlite") {
      // The dangerous shape: Prisma rebuilds the table that every other table points at.
      expect(sql).toContain("PRAGMA foreign_keys=OFF");
      expect(sql).toContain('DROP TABLE "User"');
    }
    const folder = migrationsFolder("redefine", { extra: { [EXTRA]: sql } });
    const log: string[] = [];
    expect(await migrate(url, { migrationsDir: folder, log: (line) => log.push(line) })).toEqual([EXTRA]);

    const after = await allRows(url);
    expect(counts(after)).toEqual(counts(before));
    expect(after).toEqual(before);

    if (kind === "sqlite") {
      const check = new Database(sqliteFilePath(url), { readonly: true });
      try {
        const bio = (check.pragma(`table_info("User")`) as Array<{ name: string; notnull: number }>).find(
          (column) => column.name === "bio",
        );
        expect(bio?.notnull).toBe(1);
        expect(check.pragma("foreign_key_check")).toEqual([]);
        // The foreign keys still point at the rebuilt table.
        expect((check.pragma(`foreign_key_list("Post")`) as Array<{ table: string }>).map((fk) => fk.table)).toContain(
          "User",
        );
      } finally {
        check.close();
      }
    }
    // The database still works through the app's client, cascades included.
    const app = createDb(url);
    try {
      const user = await app.user.findFirstOrThrow({ where: { posts: { some: {} } }, select: { id: true, bio: true } });
      expect(typeof user.bio).toBe("string");
      await app.user.delete({ where: { id: user.id } });
      expect(await app.post.count({ where: { authorId: user.id } })).toBe(0);
    } finally {
      await app.$disconnect();
    }
  }, 120_000);

  it("connection_pairs: backfills the pair columns and resolves pairs asked both ways, keeping every other row", async () => {
    const pairsIndex = committedNames.findIndex((name) => name.endsWith("_connection_pairs"));
    expect(pairsIndex).toBeGreaterThan(0);
    // The seed writes today's schema: seed a migrated database, then copy its rows (less the new
    // columns) into one migrated up to just before connection_pairs.
    const seeded = await seededDatabase(`mig_${runId}_pairs_seed`);
    const seededRows = await allRows(seeded);
    const url = await databaseBefore(`mig_${runId}_pairs`, pairsIndex);
    // Tables later migrations add (Report, ...) have no rows to carry over: they must arrive empty.
    const tablesThen = new Set(Object.keys(await allRows(url)));
    const expected = Object.fromEntries(
      Object.entries(seededRows).map(([table, rows]) => [table, tablesThen.has(table) ? rows : []]),
    );
    const strip = (row: Record<string, unknown>) => {
      const { userLowId: _low, userHighId: _high, ...rest } = row;
      return rest;
    };
    const old: Record<string, Rows> = { ...expected, Connection: expected.Connection.map(strip) };

    // Two pairs asked both ways, added as raw rows shaped like the seeded ones.
    const users = (expected.User as Array<{ id: string }>).map((user) => user.id);
    const taken = new Set(
      (expected.Connection as Array<{ userLowId: string; userHighId: string }>).map(
        (row) => `${row.userLowId}|${row.userHighId}`,
      ),
    );
    const free: Array<[string, string]> = [];
    for (const a of users)
      for (const b of users) if (a < b && !taken.has(`${a}|${b}`) && free.length < 2) free.push([a, b]);
    const template = strip(expected.Connection[0]);
    const times = (expected.Connection as Array<{ createdAt: unknown }>)
      .map((row) => row.createdAt)
      .sort((x, y) => (String(x) < String(y) || (x instanceof Date && y instanceof Date && x < y) ? -1 : 1));
    const [earlier, later] = [times[0], times[times.length - 1]];
    const raw = (id: string, requesterId: string, receiverId: string, status: string, createdAt: unknown) => ({
      ...template,
      id,
      requesterId,
      receiverId,
      status,
      createdAt,
      updatedAt: createdAt,
    });
    const [[a, b], [c, d]] = free;
    const added = [
      raw("dup-a-b-pending-older", a, b, "pending", earlier),
      raw("dup-b-a-accepted-newer", b, a, "accepted", later), // accepted wins
      raw("dup-c-d-pending-older", c, d, "pending", earlier), // both pending: the oldest wins
      raw("dup-d-c-declined-newer", d, c, "declined", later),
    ];
    await copyRows(url, { ...old, Connection: [...old.Connection, ...added] });

    const log: string[] = [];
    expect(await migrate(url, { log: (line) => log.push(line) })).toEqual(committedNames.slice(pairsIndex));
    const after = await allRows(url);
    const kept = [added[1], added[2]].map((row) => ({
      ...row,
      userLowId: [row.requesterId, row.receiverId].sort()[0],
      userHighId: [row.requesterId, row.receiverId].sort()[1],
    }));
    expect(counts(after)).toEqual({ ...counts(expected), Connection: expected.Connection.length + 2 });
    const byId = (rows: Rows) => [...rows].sort((x, y) => (String(x.id) < String(y.id) ? -1 : 1));
    expect(byId(after.Connection)).toEqual(byId([...expected.Connection, ...kept]));
    // searchText is derived and rebuilt by later migrations (search_text_homeland_interests,
    // event_search_and_announcement): compared apart. An old event post has no link to its event
    // (Post.eventId arrives later and nothing in the old rows names the event), nor its circle (Post.circleId,
    // decision 063). Seeded covers (Event.coverUrl, rows of the later Image table) have nothing to come from in
    // the old rows either, nor the seed's welcome helpers and the demo member's move (decision 067).
    const withoutSearch = (rows: Record<string, Rows>) => ({
      ...rows,
      Connection: [],
      User: rows.User.map(
        ({
          searchText: _s,
          welcomeHelperAt: _helper,
          movingPlaceId: _movingPlace,
          movingLabel: _movingLabel,
          movingMonth: _movingMonth,
          ...user
        }) => user,
      ),
      // The seed's weekly series (Event.seriesId, decision 086) links rows of the later EventSeries table; its
      // full event's waitlist and guests (decision 085) are rows and columns the old schema has not got.
      Event: rows.Event.map(
        ({
          searchText: _s,
          coverUrl: _c,
          seriesId: _series,
          guestsAllowed: _guests,
          waitingCount: _waiting,
          ...event
        }) => event,
      ),
      Post: rows.Post.map(({ eventId: _e, circleId: _circle, ...post }) => post),
    });
    expect(withoutSearch(after)).toEqual(withoutSearch(expected));
    // And the pair is now unique at the database, whichever way round.
    const app = createDb(url);
    try {
      await expect(
        app.connection.create({ data: { requesterId: a, receiverId: b, userLowId: a, userHighId: b } }),
      ).rejects.toMatchObject({ code: "P2002" });
    } finally {
      await app.$disconnect();
    }
  }, 180_000);

  it("search_text_homeland_interests: rebuilds searchText with homeland, city, skills and interests, wildcards mapped", async () => {
    const index = committedNames.findIndex((name) => name.endsWith("_search_text_homeland_interests"));
    expect(index).toBeGreaterThan(0);
    const url = await databaseBefore(`mig_${runId}_search`, index);
    const before = createDb(url);
    try {
      await before.user.create({
        data: {
          id: "searcher",
          email: "searcher@example.test",
          passwordHash: "x",
          firstName: "Ana",
          lastName: "Silva_100%",
          countryOfOrigin: "Ghana",
          currentLocation: "Berlin, Germany",
          skills: JSON.stringify(["Cooking", "Twi"]),
          interests: JSON.stringify(["Chess"]),
          searchText: "ana silva_100% berlin, germany cooking twi",
        },
        select: { id: true },
      });
    } finally {
      await before.$disconnect();
    }
    const rowsBefore = await allRows(url);
    expect(await migrate(url, { log: () => {} })).toEqual(committedNames.slice(index));
    const rowsAfter = await allRows(url);
    const user = rowsAfter.User.find((row) => row.id === "searcher") as { searchText: string };
    for (const part of ["Ana", "Silva_100%", "Ghana", "Berlin, Germany", "Cooking", "Twi", "Chess"]) {
      expect(user.searchText, part).toContain(searchDocument(part));
    }
    expect(user.searchText).not.toMatch(/[%_\\[\]"]/);
    const others = (rows: Record<string, Rows>) => ({
      ...rows,
      User: rows.User.map(({ searchText: _s, ...row }) => row),
    });
    // Tables that later migrations add (AdminAction, ...) start empty; the rest keep their rows.
    const added = Object.keys(rowsAfter).filter((table) => !(table in rowsBefore));
    for (const table of added) expect(rowsAfter[table], table).toEqual([]);
    expect(others(withColumnsOf(rowsAfter, rowsBefore))).toEqual(others(rowsBefore));
  }, 60_000);

  it("event_search_and_announcement: builds every event's searchText, wildcards mapped; nothing else changes", async () => {
    const index = committedNames.findIndex((name) => name.endsWith("_event_search_and_announcement"));
    expect(index).toBeGreaterThan(0);
    const url = await databaseBefore(`mig_${runId}_eventsearch`, index);
    const before = createDb(url);
    try {
      await before.user.create({
        data: {
          id: "organizer",
          email: "organizer@example.test",
          passwordHash: "x",
          firstName: "Ama",
          lastName: "Owusu",
        },
        select: { id: true },
      });
    } finally {
      await before.$disconnect();
    }
    // Raw rows (today's client would write searchText, which this schema has not got yet), their
    // times in the database's own format, taken from the member's row.
    const { createdAt } = (await allRows(url)).User[0] as { createdAt: unknown };
    const event = {
      organizerId: "organizer",
      eventDate: createdAt,
      createdAt,
      updatedAt: createdAt,
      description: null,
      location: null,
    };
    await copyRows(url, {
      Event: [
        { ...event, id: "full", title: "Highlife NIGHT", description: "100% fun_dance", location: "Kreuzberg, Berlin" },
        { ...event, id: "bare", title: "Online Twi class" },
      ],
    });
    const rowsBefore = await allRows(url);
    expect(await migrate(url, { log: () => {} })).toEqual(committedNames.slice(index));
    const rowsAfter = await allRows(url);
    const searchOf = (id: string) =>
      (rowsAfter.Event.find((row) => row.id === id) as { searchText: string }).searchText;
    expect(searchOf("full")).toBe(searchDocument("Highlife NIGHT 100% fun_dance Kreuzberg, Berlin"));
    expect(searchOf("bare")).toBe(searchDocument("Online Twi class"));
    expect(searchOf("full")).not.toMatch(/[%_\\]/);
    // host_attends (below) later counts each event's host in its attendeesCount: compared apart.
    const others = (rows: Record<string, Rows>) => ({
      ...rows,
      Event: rows.Event.map(({ searchText: _s, attendeesCount: _count, ...row }) => row),
      // The search index's backfill (decision 080) writes the member's searchText the model's way.
      User: rows.User.map(({ searchText: _s, ...row }) => row),
    });
    // Tables that later migrations add (Notification, ...) start empty; the rest keep their rows.
    const added = Object.keys(rowsAfter).filter((table) => !(table in rowsBefore));
    for (const table of added) expect(rowsAfter[table], table).toEqual([]);
    expect(others(withColumnsOf(rowsAfter, rowsBefore))).toEqual(others(rowsBefore));
  }, 60_000);

  it("host_attends: drops organizers' RSVPs to their own events and counts every host in", async () => {
    const index = committedNames.findIndex((name) => name.endsWith("_host_attends"));
    expect(index).toBeGreaterThan(0);
    const url = await databaseBefore(`mig_${runId}_hostattends`, index);
    const before = createDb(url);
    try {
      for (const id of ["host", "ana", "ben"])
        await before.user.create({
          data: { id, email: `${id}@example.test`, passwordHash: "x", firstName: id, lastName: "Test" },
          select: { id: true },
        });
    } finally {
      await before.$disconnect();
    }
    const { createdAt } = (await allRows(url)).User[0] as { createdAt: unknown };
    const event = { organizerId: "host", title: "Picnic", eventDate: createdAt, createdAt, updatedAt: createdAt };
    const rsvp = (eventId: string, userId: string, status: string) => ({
      eventId,
      userId,
      status,
      createdAt,
      updatedAt: createdAt,
    });
    await copyRows(url, {
      // "answered": the host's own RSVP from before issue 25; "quiet": nobody answered.
      Event: [
        { ...event, id: "answered", attendeesCount: 3 },
        { ...event, id: "quiet", attendeesCount: 0 },
      ],
      Rsvp: [
        rsvp("answered", "host", "attending"),
        rsvp("answered", "ana", "attending"),
        rsvp("answered", "ben", "attending"),
        rsvp("quiet", "ana", "maybe"),
      ],
    });
    await migrate(url, { log: () => {} });
    const after = await allRows(url);
    const counts = Object.fromEntries(after.Event.map((row) => [row.id, Number(row.attendeesCount)]));
    expect(counts).toEqual({ answered: 3, quiet: 1 });
    expect(after.Rsvp.map((row) => `${row.eventId}:${row.userId}`).sort()).toEqual([
      "answered:ana",
      "answered:ben",
      "quiet:ana",
    ]);
  }, 60_000);

  it("search_index: indexes the rows that exist in the tokenizer's words, and every later write keeps it in step", async () => {
    const index = committedNames.findIndex((name) => name.endsWith("_search_index"));
    expect(index).toBeGreaterThan(0);
    const url = await databaseBefore(`mig_${runId}_searchindex`, index);
    const before = createDb(url);
    try {
      await before.user.create({
        data: {
          id: "ana",
          email: "ana@example.test",
          passwordHash: "x",
          firstName: "Zoë",
          lastName: "Okafor",
          searchText: "zoë okafor",
        },
        select: { id: true },
      });
    } finally {
      await before.$disconnect();
    }
    const { createdAt } = (await allRows(url)).User[0] as { createdAt: unknown };
    const at = { createdAt, updatedAt: createdAt };
    await copyRows(url, {
      Post: [
        {
          id: "post",
          authorId: "ana",
          type: "post",
          content: "Grocery near Kreuzberg, München",
          searchText: "old",
          ...at,
        },
      ],
      Comment: [{ id: "comment", postId: "post", authorId: "ana", content: "東京都に住んでいます", createdAt }],
      Event: [{ id: "event", organizerId: "ana", title: "Fête", eventDate: createdAt, ...at }],
      Service: [
        { id: "service", providerId: "ana", title: "Braids", description: "Cornrows", category: "Other", ...at },
      ],
    });
    await migrate(url, { log: () => {} });
    const after = await allRows(url);
    expect(after.Post[0]!.searchText).toBe(searchDocument("Grocery near Kreuzberg, München"));
    const found = (table: string, token: string) => foundInIndex(url, `search_${table.toLowerCase()}`, table, token);
    expect(await found("Post", "munchen")).toEqual(["post"]);
    expect(await found("Comment", "東京")).toEqual(["comment"]);
    expect(await found("User", "zoe")).toEqual(["ana"]);
    expect(await found("Event", "fete")).toEqual(["event"]);
    expect(await found("Service", "cornrows")).toEqual(["service"]);
    // Later writes: a change of the words, a new row, a deleted one.
    await executeScript(url, `UPDATE "Post" SET "searchText" = 'grocery near neukolln' WHERE "id" = 'post'`);
    expect(await found("Post", "munchen")).toEqual([]);
    expect(await found("Post", "neukolln")).toEqual(["post"]);
    await executeScript(url, `DELETE FROM "Comment" WHERE "id" = 'comment'`);
    expect(await found("Comment", "東京")).toEqual([]);
  }, 60_000);

  it("member_tally: counts the active members that exist in each key, and later writes keep it in step", async () => {
    const index = committedNames.findIndex((name) => name.endsWith("_member_tally"));
    expect(index).toBeGreaterThan(0);
    const url = await databaseBefore(`mig_${runId}_membertally`, index);
    const place = (await allRowsOf(url, `SELECT MIN("id") AS "id" FROM "Place"`))[0]!.id as number;
    const member = (id: string, countryOfOrigin: string | null, secondHomeland: string | null, status = "active") => ({
      id,
      email: `${id}@example.test`,
      passwordHash: "x",
      firstName: id,
      lastName: "Member",
      countryOfOrigin,
      secondHomeland,
      placeId: place,
      status,
    });
    const before = createDb(url);
    try {
      for (const row of [
        member("ana", "Peru", "Chile"),
        member("ben", "Peru", "Peru"),
        member("cai", "Chile", null, "suspended"),
      ])
        await before.user.create({ data: row as never, select: { id: true } });
    } finally {
      await before.$disconnect();
    }
    await migrate(url, { log: () => {} });
    const tally = async () =>
      Object.fromEntries(
        (await allRowsOf(url, `SELECT "homeland", "placeId", "members" FROM "MemberTally" WHERE "members" <> 0`)).map(
          (row) => [`${row.homeland}@${Number(row.placeId)}`, Number(row.members)],
        ),
      );
    // The suspended member counts nowhere; a homeland named twice counts once.
    expect(await tally()).toEqual({
      "@0": 2,
      [`@${place}`]: 2,
      "Peru@0": 2,
      [`Peru@${place}`]: 2,
      "Chile@0": 1,
      [`Chile@${place}`]: 1,
    });
    // Later writes: a reinstatement, a move away from the place, a deleted member.
    await executeScript(url, `UPDATE "User" SET "status" = 'active' WHERE "id" = 'cai'`);
    await executeScript(url, `UPDATE "User" SET "placeId" = NULL WHERE "id" = 'ben'`);
    await executeScript(url, `DELETE FROM "User" WHERE "id" = 'ana'`);
    expect(await tally()).toEqual({ "@0": 2, [`@${place}`]: 1, "Peru@0": 1, "Chile@0": 1, [`Chile@${place}`]: 1 });
  }, 60_000);

  it("analytics_tally: counts the rows of each kind per day and each member once a week, then keeps them", async () => {
    const index = committedNames.findIndex((name) => name.endsWith("_analytics_tally"));
    expect(index).toBeGreaterThan(0);
    const url = await databaseBefore(`mig_${runId}_analytics`, index);
    // Monday 2092-03-03 is day 44,622 since 1970, in week 6,375 (weeks start on Monday 1969-12-29).
    const at = (day: number) => new Date(Date.UTC(2092, 2, 3 + day, 23, 59));
    const before = createDb(url);
    try {
      for (const [id, day] of [
        ["ana", 0],
        ["ben", 0],
        ["cai", 8],
      ] as const)
        await before.user.create({
          data: {
            id,
            email: `${id}@example.test`,
            passwordHash: "x",
            firstName: id,
            lastName: "M",
            createdAt: at(day),
          },
          select: { id: true },
        });
      await before.post.createMany({
        data: [
          { id: "p1", authorId: "ana", content: "a", type: "post", createdAt: at(0) },
          { id: "p2", authorId: "ana", content: "b", type: "advice", createdAt: at(0) },
          { id: "p3", authorId: "ben", content: "c", type: "post", createdAt: at(7) },
        ],
      });
      await before.comment.create({
        data: { id: "c1", postId: "p1", authorId: "ben", content: "c", createdAt: at(1) },
      });
      await before.like.create({ data: { postId: "p3", userId: "cai", createdAt: at(9) } });
      await before.message.create({ data: { senderId: "ana", receiverId: "ben", content: "m", createdAt: at(6) } });
      await before.event.create({
        data: { id: "e1", organizerId: "cai", title: "E", eventDate: at(20), createdAt: at(8) },
        select: { id: true },
      });
      await before.rsvp.create({ data: { eventId: "e1", userId: "ben", status: "attending", createdAt: at(8) } });
    } finally {
      await before.$disconnect();
    }
    await migrate(url, { log: () => {} });
    const tally = async () =>
      Object.fromEntries(
        (await allRowsOf(url, `SELECT "kind", "day", "n" FROM "DayTally" WHERE "n" <> 0`)).map((row) => [
          `${row.kind}@${Number(row.day) - 44_622}`,
          Number(row.n),
        ]),
      );
    // Week 0: ana (posts, a message on Sunday) and ben (a comment); week 1: ben, cai.
    expect(await tally()).toEqual({
      "signup@0": 2,
      "signup@8": 1,
      "post.post@0": 1,
      "post.advice@0": 1,
      "post.post@7": 1,
      "event@8": 1,
      "event.on@20": 1,
      "rsvp@8": 1,
      "active@0": 2,
      "active@7": 2,
    });
    // Later writes: a new action in a week the member was already active in, one in a new week, a deleted post,
    // a post made a question, a deleted member.
    const after = createDb(url);
    try {
      await after.message.create({ data: { senderId: "ana", receiverId: "cai", content: "n", createdAt: at(2) } });
      await after.message.create({ data: { senderId: "ana", receiverId: "cai", content: "o", createdAt: at(14) } });
      await after.post.update({ where: { id: "p2" }, data: { type: "post" } });
      await after.post.delete({ where: { id: "p3" } });
      await after.user.delete({ where: { id: "cai" } });
    } finally {
      await after.$disconnect();
    }
    expect(await tally()).toEqual({
      "signup@0": 2,
      "post.post@0": 2,
      "active@0": 2,
      "active@7": 1,
      "active@14": 1,
    });
  }, 60_000);

  it("started_circle_search: indexes the circles that exist by name, rewrites no other kind's words", async () => {
    const index = committedNames.findIndex((name) => name.endsWith("_started_circle_search"));
    expect(index).toBeGreaterThan(0);
    const url = await databaseBefore(`mig_${runId}_circlesearch`, index);
    const before = createDb(url);
    try {
      await before.user.create({
        data: { id: "ana", email: "ana@example.test", passwordHash: "x", firstName: "Ana", lastName: "Lima" },
        select: { id: true },
      });
    } finally {
      await before.$disconnect();
    }
    const { createdAt } = (await allRows(url)).User[0] as { createdAt: unknown };
    const circle = (id: string, name: string) => ({
      id,
      name,
      nameKey: name.toLowerCase(),
      description: "d",
      placeKey: "",
      access: "public",
      startedById: "ana",
      createdAt,
    });
    await copyRows(url, {
      StartedCircle: [
        circle("moms", "São Paulo Moms"),
        circle("beijing", "北京妈妈会"),
        circle("delhi", "दिल्ली की माताएँ"),
      ],
      // Already indexed by an older version of the words: left as it is (only circles are new to the index).
      Post: [
        {
          id: "post",
          authorId: "ana",
          type: "post",
          content: "Jollof",
          searchText: "stale",
          createdAt,
          updatedAt: createdAt,
        },
      ],
    });
    await migrate(url, { log: () => {} });
    const after = await allRows(url);
    const circles = Object.fromEntries(after.StartedCircle!.map((row) => [row.id, row.searchText]));
    expect(circles).toEqual({
      moms: searchDocument("São Paulo Moms"),
      beijing: searchDocument("北京妈妈会"),
      delhi: searchDocument("दिल्ली की माताएँ"),
    });
    expect(after.Post![0]!.searchText).toBe("stale");
    const found = (token: string) => foundInIndex(url, "search_circle", "StartedCircle", token);
    expect(await found("sao")).toEqual(["moms"]);
    expect(await found("妈妈")).toEqual(["beijing"]);
    expect(await found("दिल्ली")).toEqual(["delhi"]);
    // Later writes keep it in step: new words, a deleted circle.
    await executeScript(url, `UPDATE "StartedCircle" SET "searchText" = 'rio moms' WHERE "id" = 'moms'`);
    expect(await found("sao")).toEqual([]);
    expect(await found("rio")).toEqual(["moms"]);
    await executeScript(url, `DELETE FROM "StartedCircle" WHERE "id" = 'beijing'`);
    expect(await found("妈妈")).toEqual([]);
  }, 60_000);

  it("question_search: gives questions and their answers an index of their own, and later writes follow", async () => {
    const index = committedNames.findIndex((name) => name.endsWith("_question_search"));
    expect(index).toBeGreaterThan(0);
    const url = await databaseBefore(`mig_${runId}_questionsearch`, index);
    await addUser(url, "ana");
    // Written in SQL, so that the triggers of each side run (copyRows turns PostgreSQL's off).
    const post = (id: string, type: string, words: string) =>
      `INSERT INTO "Post" ("id", "authorId", "type", "content", "searchText", "createdAt", "updatedAt")
        VALUES ('${id}', 'ana', '${type}', '${words}', '${words}', CURRENT_TIMESTAMP, CURRENT_TIMESTAMP);`;
    const comment = (id: string, postId: string, words: string) =>
      `INSERT INTO "Comment" ("id", "postId", "authorId", "content", "searchText")
        VALUES ('${id}', '${postId}', 'ana', '${words}', '${words}');`;
    await executeScript(
      url,
      [
        post("post", "post", "jollof rice"),
        post("question", "advice", "jollof where"),
        comment("comment", "post", "jollof here"),
        comment("answer", "question", "jollof market"),
      ].join("\n"),
    );
    await migrate(url, { log: () => {} });
    /** What each side holds of a token: SQLite's four indexes, PostgreSQL's four windows. */
    const sides = async (token: string) => {
      if (kind === "sqlite") {
        const of = async (fts: string, table: string) => (await foundInIndex(url, fts, table, token)).sort();
        return {
          post: await of("search_post", "Post"),
          question: await of("search_question", "Post"),
          comment: await of("search_comment", "Comment"),
          answer: await of("search_answer", "Comment"),
        };
      }
      const of = async (kind: string) =>
        (
          await allRowsOf(
            url,
            `SELECT "id" FROM search_window_${kind} WHERE "searchVector" @@ '${token}'::tsquery ORDER BY "id"`,
          )
        ).map((row) => row.id);
      return {
        post: await of("post"),
        question: await of("question"),
        comment: await of("comment"),
        answer: await of("answer"),
      };
    };
    expect(await sides("jollof")).toEqual({
      post: ["post"],
      question: ["question"],
      comment: ["comment"],
      answer: ["answer"],
    });
    // New items go to their side; edits stay there; deletions leave it.
    await executeScript(
      url,
      [
        post("post2", "post", "jollof stew"),
        post("question2", "advice", "jollof when"),
        comment("comment2", "post2", "jollof too"),
        comment("answer2", "question2", "jollof soon"),
        `UPDATE "Post" SET "searchText" = 'jollof edited' WHERE "id" = 'question';`,
        `UPDATE "Comment" SET "searchText" = 'jollof edited' WHERE "id" = 'comment';`,
      ].join("\n"),
    );
    expect(await sides("jollof")).toEqual({
      post: ["post", "post2"],
      question: ["question", "question2"],
      comment: ["comment", "comment2"],
      answer: ["answer", "answer2"],
    });
    expect(await sides("edited")).toEqual({ post: [], question: ["question"], comment: ["comment"], answer: [] });
    await executeScript(
      url,
      `DELETE FROM "Comment" WHERE "id" = 'answer'; DELETE FROM "Post" WHERE "id" = 'question';`,
    );
    expect(await sides("jollof")).toEqual({
      post: ["post", "post2"],
      question: ["question2"],
      comment: ["comment", "comment2"],
      answer: ["answer2"],
    });
  }, 60_000);

  it("rolls back a migration that leaves a broken foreign key, naming it", async () => {
    const url = await migratedDatabase(`mig_${runId}_fkcheck`);
    await addUser(url, "fk-owner");
    const before = await allRows(url);
    const orphan = `INSERT INTO "Session" ("id", "tokenHash", "userId", "expiresAt") VALUES ('orphan', 'orphan-token', 'no-such-user', CURRENT_TIMESTAMP);`;
    // Written the way Prisma writes SQLite table rebuilds, which switch foreign keys off around them.
    const sql = kind === "sqlite" ? `PRAGMA foreign_keys=OFF;\n${orphan}\nPRAGMA foreign_keys=ON;\n` : orphan;
    const folder = migrationsFolder("fkcheck", { extra: { [EXTRA]: sql } });
    const error = await migrate(url, { migrationsDir: folder, log: () => {} }).then(
      () => null,
      (e: Error) => e,
    );
    expect(error?.message).toContain(EXTRA);
    expect(error?.message).toMatch(/Session/);
    if (kind === "sqlite") expect(error?.message).toMatch(/foreign key.*Session.*User/is);
    expect(await recordedMigrations(url)).toEqual(committedNames);
    expect(await allRows(url)).toEqual(before);
    // Nothing was left half-done: the same folder without the bad migration has nothing to apply.
    expect(await migrate(url, { log: () => {} })).toEqual([]);
  }, 60_000);

  it("refuses to run when an applied migration was edited, naming it, and applies nothing", async () => {
    const url = await migratedDatabase(`mig_${runId}_checksum`);
    const [first] = committedNames;
    const folder = migrationsFolder("checksum", {
      edit: (name, sql) => (name === first ? `${sql}\n-- edited after it was applied\n` : sql),
      extra: { [EXTRA]: `CREATE TABLE "ExtraTable" ("id" INTEGER NOT NULL PRIMARY KEY);` },
    });
    await expect(migrate(url, { migrationsDir: folder, log: () => {} })).rejects.toThrow(
      new RegExp(`${first}.*changed since it was applied`),
    );
    expect(await recordedMigrations(url)).toEqual(committedNames);
    expect(Object.keys(await allRows(url))).not.toContain("ExtraTable");
  });

  it("does not count a change of line endings as an edit", async () => {
    const url = await migratedDatabase(`mig_${runId}_crlf`);
    const folder = migrationsFolder("crlf", { edit: (_name, sql) => sql.replace(/\r?\n/g, "\r\n") });
    expect(await migrate(url, { migrationsDir: folder, log: () => {} })).toEqual([]);
  });
});

// Backups are a SQLite matter: they run on a SQLite file whatever the suite's database.
describe("SQLite backups before migrating", () => {
  const dir = join(TMP_DIR, `backups_${runId}`);
  const sqliteUrl = (name: string) => {
    const file = join(dir, `${name}.db`);
    for (const suffix of ["", "-wal", "-shm"]) rmSync(file + suffix, { force: true });
    return `file:${file}`;
  };
  const backups = (name: string) =>
    existsSync(join(dir, "backups"))
      ? readdirSync(join(dir, "backups"))
          .filter((file) => file.startsWith(`${name}-`))
          .sort()
      : [];
  const firstOnly = () => migrationsFolder("backup_first", { forKind: "sqlite", upTo: 1 });
  const allSqlite = () => migrationsFolder("backup_all", { forKind: "sqlite" });

  beforeAll(() => rmSync(dir, { recursive: true, force: true }));

  it("is not made for an empty database, nor when nothing is pending", async () => {
    const url = sqliteUrl("quiet");
    const log: string[] = [];
    expect(await migrate(url, { migrationsDir: firstOnly(), log: (line) => log.push(line) })).toHaveLength(1);
    await addUser(url, "quiet-user");
    expect(await migrate(url, { migrationsDir: firstOnly(), log: (line) => log.push(line) })).toEqual([]);
    expect(backups("quiet")).toEqual([]);
    expect(log.join("\n")).not.toMatch(/backed up/i);
  });

  it("is made with SQLite's online backup when a database with data has pending migrations, and said so", async () => {
    const url = sqliteUrl("full");
    await migrate(url, { migrationsDir: firstOnly(), log: () => {} });
    await addUser(url, "kept-user");
    const log: string[] = [];
    const applied = await migrate(url, { migrationsDir: allSqlite(), log: (line) => log.push(line) });
    expect(applied).toHaveLength(committedCount("sqlite") - 1);
    const made = backups("full");
    expect(made).toHaveLength(1);
    expect(made[0]).toMatch(/^full-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.db$/);
    expect(log.join("\n")).toMatch(new RegExp(`Backed up .*full\\.db to .*backups/${made[0].replace(/\./g, "\\.")}`));
    const copy = new Database(join(dir, "backups", made[0]), { readonly: true });
    try {
      expect(copy.prepare(`SELECT id FROM "User"`).all()).toEqual([{ id: "kept-user" }]);
      // Taken before the pending migrations ran.
      expect((copy.prepare(`SELECT count(*) AS n FROM "_prisma_migrations"`).get() as { n: number }).n).toBe(1);
    } finally {
      copy.close();
    }
  });

  it("keeps the last five of a database, leaving other databases' backups alone", async () => {
    const url = sqliteUrl("pruned");
    await migrate(url, { migrationsDir: firstOnly(), log: () => {} });
    await addUser(url, "pruned-user");
    mkdirSync(join(dir, "backups"), { recursive: true });
    const old = [1, 2, 3, 4, 5, 6].map((day) => `pruned-2001-01-0${day}T00-00-00-000Z.db`);
    for (const file of [...old, "other-2001-01-01T00-00-00-000Z.db", "pruned-notes.txt"])
      writeFileSync(join(dir, "backups", file), "");
    await migrate(url, { migrationsDir: allSqlite(), log: () => {} });
    const kept = backups("pruned");
    expect(kept.filter((file) => file.endsWith(".db"))).toHaveLength(5);
    expect(kept).toEqual(expect.arrayContaining([...old.slice(3), "pruned-notes.txt"]));
    expect(kept.filter((file) => !old.includes(file) && file.endsWith(".db"))).toHaveLength(1);
    expect(backups("other")).toEqual(["other-2001-01-01T00-00-00-000Z.db"]);
  });
});

function committedCount(forKind: "sqlite" | "postgres"): number {
  return readdirSync(join(root, "prisma/migrations", forKind), { withFileTypes: true }).filter((entry) =>
    entry.isDirectory(),
  ).length;
}
