// Applies prisma/migrations/<provider>/*/migration.sql in order, recording them in Prisma's own
// `_prisma_migrations` table (same columns and checksums), so `prisma migrate status` agrees.
// We run migrations from code: the 6.19 CLI's JS engine cannot deploy to PostgreSQL here
// (prisma/orm#27403) and lingers after finishing. See docs/decisions/003-prisma-setup.md and, for
// why a migration can never delete rows, docs/decisions/005-migrations-over-data.md.
import { createHash, randomUUID } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { basename, dirname, extname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import Database from "better-sqlite3";
import pg from "pg";
import { databaseKind, sqliteFilePath } from "./database-url";
import { ensurePlaces, postgresRunner, sqliteRunner } from "./places";
import { ensureSearchText } from "./search-text-backfill";

const migrationsRoot = join(dirname(fileURLToPath(import.meta.url)), "migrations");

export type MigrateOptions = {
  /** Folder holding `sqlite/` and `postgres/` migration folders (default: prisma/migrations). */
  migrationsDir?: string;
  /** SQLite: where backups go (default: `backups/` beside the database file). */
  backupDir?: string;
  /** SQLite: how many backups of one database to keep (default 5). */
  keepBackups?: number;
  /** Where progress lines go (default: console.log). */
  log?: (line: string) => void;
};

type Kind = "sqlite" | "postgres";
type Migration = { name: string; file: string; sql: string; checksum: string };
type Recorded = { migration_name: string; checksum: string };

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

function readMigrations(kind: Kind, root: string): Migration[] {
  const dir = join(root, kind);
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(dir, entry.name, "migration.sql")))
    .map((entry) => entry.name)
    .sort()
    .map((name) => {
      const file = join(dir, name, "migration.sql");
      const sql = readFileSync(file, "utf8");
      return { name, file, sql, checksum: sha256(sql) };
    });
}

/**
 * The migrations still to apply. Throws, naming it, when a migration this database already ran has
 * changed on disk since: its change would never be applied, so the schema would silently differ from
 * the files. A checkout that only changed line endings (CRLF on Windows) is not a change.
 */
function pendingMigrations(
  kind: Kind,
  migrations: Migration[],
  recorded: Recorded[],
  log: (line: string) => void,
): Migration[] {
  const applied = new Map(recorded.map((row) => [row.migration_name, row.checksum]));
  for (const migration of migrations) {
    const checksum = applied.get(migration.name);
    if (checksum === undefined) continue;
    const lf = migration.sql.replace(/\r\n/g, "\n");
    if (![migration.checksum, sha256(lf), sha256(lf.replace(/\n/g, "\r\n"))].includes(checksum)) {
      throw new Error(
        `Migration ${migration.name} has changed since it was applied to this database ` +
          `(${relative(process.cwd(), migration.file)}: recorded checksum ${checksum.slice(0, 12)}…, file now ${migration.checksum.slice(0, 12)}…). ` +
          `Nothing was migrated. Restore the file as it was applied (e.g. git checkout it) and put the change in a new migration ` +
          `(npm run db:new-migration -- <name>).`,
      );
    }
  }
  const known = new Set(migrations.map((migration) => migration.name));
  const unknown = recorded.map((row) => row.migration_name).filter((name) => !known.has(name));
  if (unknown.length) {
    log(
      `Warning: this ${kind} database has migrations this checkout does not know (${unknown.join(", ")}); is the code older than the database?`,
    );
  }
  return migrations.filter((migration) => !applied.has(migration.name));
}

const createTable = (timestamp: string) => `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
  "id" VARCHAR(36) PRIMARY KEY NOT NULL,
  "checksum" VARCHAR(64) NOT NULL,
  "finished_at" ${timestamp},
  "migration_name" VARCHAR(255) NOT NULL,
  "logs" TEXT,
  "rolled_back_at" ${timestamp},
  "started_at" ${timestamp} NOT NULL DEFAULT CURRENT_TIMESTAMP,
  "applied_steps_count" INTEGER NOT NULL DEFAULT 0
)`;

const appliedRows = `SELECT migration_name, checksum FROM "_prisma_migrations" WHERE rolled_back_at IS NULL AND finished_at IS NOT NULL`;

function failed(migration: Migration, error: unknown): Error {
  const message = error instanceof Error ? error.message : String(error);
  return new Error(`Migration ${migration.name} failed and was rolled back; nothing of it was applied. ${message}`, {
    cause: error,
  });
}

/**
 * Applies pending migrations; returns the names applied. Safe to run concurrently on PostgreSQL.
 * Refuses (throws) when an applied migration file was edited. On SQLite, a database that holds data
 * is first copied to `backups/<name>-<timestamp>.db` beside it (the last 5 are kept).
 */
export async function migrate(url: string, options: MigrateOptions = {}): Promise<string[]> {
  const kind = databaseKind(url);
  const migrations = readMigrations(kind, options.migrationsDir ?? migrationsRoot);
  const log = options.log ?? ((line: string) => console.log(line));
  return kind === "sqlite"
    ? migrateSqlite(sqliteFilePath(url), migrations, { ...options, log })
    : migratePostgres(url, migrations, log);
}

// SQLite ------------------------------------------------------------------------------------------
//
// Prisma writes any change to a column's type, default or nullability as a table rebuild:
// `PRAGMA foreign_keys=OFF; CREATE TABLE "new_X" ...; INSERT ... SELECT; DROP TABLE "X"; ALTER TABLE
// "new_X" RENAME TO "X"; PRAGMA foreign_keys=ON`. SQLite ignores `PRAGMA foreign_keys` inside a
// transaction, and better-sqlite3 opens connections with foreign keys on, so run inside our
// transaction that DROP TABLE would cascade to every row that points at X. Hence, as SQLite's own
// procedure for altering tables says: foreign keys off *before* the transaction, `foreign_key_check`
// before commit, on again after.

async function migrateSqlite(
  file: string,
  migrations: Migration[],
  options: MigrateOptions & { log: (line: string) => void },
): Promise<string[]> {
  mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  try {
    db.pragma("journal_mode = WAL");
    db.exec(createTable("DATETIME"));
    const pending = pendingMigrations("sqlite", migrations, db.prepare(appliedRows).all() as Recorded[], options.log);
    if (!pending.length) {
      await ensurePlaces(sqliteRunner(db), options.log);
      await ensureSearchText(sqliteRunner(db), options.log);
      return [];
    }

    if (holdsData(db)) await backup(db, file, pending.length, options);

    db.pragma("foreign_keys = OFF");
    if (db.pragma("foreign_keys", { simple: true }) !== 0)
      throw new Error("SQLite would not turn foreign keys off; no migration was applied.");
    const applied: string[] = [];
    try {
      for (const migration of pending) {
        try {
          db.transaction(() => {
            db.exec(migration.sql);
            const violations = db.pragma("foreign_key_check") as Array<{
              table: string;
              rowid: number | null;
              parent: string;
              fkid: number;
            }>;
            if (violations.length) throw new Error(describeViolations(violations));
            db.prepare(
              `INSERT INTO "_prisma_migrations" (id, checksum, finished_at, migration_name, started_at, applied_steps_count)
               VALUES (?, ?, ?, ?, ?, 1)`,
            ).run(randomUUID(), migration.checksum, Date.now(), migration.name, Date.now());
          })();
        } catch (error) {
          throw failed(migration, error);
        }
        applied.push(migration.name);
      }
    } finally {
      db.pragma("foreign_keys = ON");
    }
    // The cities, once, into a database whose migrations made the Place table (decision 053).
    await ensurePlaces(sqliteRunner(db), options.log);
    await ensureSearchText(sqliteRunner(db), options.log);
    return applied;
  } finally {
    db.close();
  }
}

function describeViolations(violations: Array<{ table: string; rowid: number | null; parent: string }>): string {
  const groups = new Map<string, number[]>();
  for (const v of violations) {
    const key = `${v.table} → ${v.parent}`;
    groups.set(key, [...(groups.get(key) ?? []), ...(v.rowid === null ? [] : [v.rowid])]);
  }
  const parts = [...groups].map(
    ([key, rowids]) =>
      `${key} (${rowids.length} row${rowids.length === 1 ? "" : "s"}${rowids.length ? `, rowid ${rowids.slice(0, 5).join(", ")}${rowids.length > 5 ? ", …" : ""}` : ""})`,
  );
  return `It leaves ${violations.length} broken foreign key reference${violations.length === 1 ? "" : "s"} (PRAGMA foreign_key_check): ${parts.join("; ")}.`;
}

function holdsData(db: Database.Database): boolean {
  const tables = db
    .prepare(
      `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name <> '_prisma_migrations'`,
    )
    .all() as Array<{ name: string }>;
  return tables.some(
    ({ name }) => db.prepare(`SELECT 1 FROM "${name.replace(/"/g, '""')}" LIMIT 1`).get() !== undefined,
  );
}

/** SQLite's online backup (consistent even with a WAL file beside it), then the oldest pruned. */
async function backup(
  db: Database.Database,
  file: string,
  pendingCount: number,
  options: MigrateOptions & { log: (line: string) => void },
) {
  const dir = options.backupDir ?? join(dirname(file), "backups");
  const keep = Math.max(1, options.keepBackups ?? 5);
  const name = basename(file, extname(file));
  mkdirSync(dir, { recursive: true });
  const target = join(dir, `${name}-${new Date().toISOString().replace(/[:.]/g, "-")}.db`);
  await db.backup(target);

  const ours = new RegExp(
    `^${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}-\\d{4}-\\d{2}-\\d{2}T\\d{2}-\\d{2}-\\d{2}-\\d{3}Z\\.db$`,
  );
  const old = readdirSync(dir)
    .filter((entry) => ours.test(entry))
    .sort()
    .slice(0, -keep);
  for (const entry of old) rmSync(join(dir, entry), { force: true });

  const shown = (path: string) =>
    relative(process.cwd(), path).startsWith("..") ? path : relative(process.cwd(), path);
  options.log(
    `Backed up ${shown(file)} to ${shown(target)} before applying ${pendingCount} migration${pendingCount === 1 ? "" : "s"} ` +
      `(keeping the last ${keep}${old.length ? `; removed ${old.length} older` : ""}).`,
  );
}

// PostgreSQL --------------------------------------------------------------------------------------
//
// Every statement, DDL included, is transactional and foreign keys are always enforced, so a
// migration either applies whole or not at all. An advisory lock serialises concurrent app nodes.

async function migratePostgres(url: string, migrations: Migration[], log: (line: string) => void): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // One migrator at a time across app nodes.
    await client.query("SELECT pg_advisory_lock(72707369)");
    await client.query(createTable("TIMESTAMPTZ"));
    const { rows } = await client.query<Recorded>(appliedRows);
    const pending = pendingMigrations("postgres", migrations, rows, log);
    const applied: string[] = [];
    for (const migration of pending) {
      await client.query("BEGIN");
      try {
        await client.query(migration.sql);
        await client.query(
          `INSERT INTO "_prisma_migrations" (id, checksum, finished_at, migration_name, started_at, applied_steps_count)
           VALUES ($1, $2, now(), $3, now(), 1)`,
          [randomUUID(), migration.checksum, migration.name],
        );
        await client.query("COMMIT");
      } catch (error) {
        await client.query("ROLLBACK");
        throw failed(migration, error);
      }
      applied.push(migration.name);
    }
    // The cities, once, under the same lock (decision 053).
    await ensurePlaces(postgresRunner(client), log);
    await ensureSearchText(postgresRunner(client), log);
    return applied;
  } finally {
    await client.query("SELECT pg_advisory_unlock(72707369)").catch(() => {});
    await client.end();
  }
}
