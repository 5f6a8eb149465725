// Applies prisma/migrations/<provider>/*/migration.sql in order, recording them in Prisma's own
// `_prisma_migrations` table (same columns and checksums), so `prisma migrate status` agrees.
// We run migrations from code: the 6.19 CLI's JS engine cannot deploy to PostgreSQL here
// (prisma/orm#27403) and lingers after finishing. See docs/decisions/003-prisma-setup.md.
import { createHash, randomUUID } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import Database from "better-sqlite3";
import pg from "pg";
import { databaseKind, sqliteFilePath } from "./database-url";

const migrationsRoot = join(dirname(fileURLToPath(import.meta.url)), "migrations");

type Migration = { name: string; sql: string; checksum: string };

function readMigrations(kind: "sqlite" | "postgres"): Migration[] {
  const dir = join(migrationsRoot, kind);
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(dir, entry.name, "migration.sql")))
    .map((entry) => entry.name)
    .sort()
    .map((name) => {
      const sql = readFileSync(join(dir, name, "migration.sql"), "utf8");
      return { name, sql, checksum: createHash("sha256").update(sql).digest("hex") };
    });
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

/** Applies pending migrations; returns the names applied. Safe to run concurrently on PostgreSQL. */
export async function migrate(url: string): Promise<string[]> {
  const kind = databaseKind(url);
  const migrations = readMigrations(kind);
  return kind === "sqlite" ? migrateSqlite(sqliteFilePath(url), migrations) : migratePostgres(url, migrations);
}

function migrateSqlite(file: string, migrations: Migration[]): string[] {
  mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  try {
    db.pragma("journal_mode = WAL");
    db.exec(createTable("DATETIME"));
    const done = new Set(
      db.prepare(`SELECT migration_name FROM "_prisma_migrations" WHERE rolled_back_at IS NULL AND finished_at IS NOT NULL`)
        .all()
        .map((row) => (row as { migration_name: string }).migration_name),
    );
    const applied: string[] = [];
    for (const migration of migrations) {
      if (done.has(migration.name)) continue;
      db.transaction(() => {
        db.exec(migration.sql);
        db.prepare(
          `INSERT INTO "_prisma_migrations" (id, checksum, finished_at, migration_name, started_at, applied_steps_count)
           VALUES (?, ?, ?, ?, ?, 1)`,
        ).run(randomUUID(), migration.checksum, Date.now(), migration.name, Date.now());
      })();
      applied.push(migration.name);
    }
    return applied;
  } finally {
    db.close();
  }
}

async function migratePostgres(url: string, migrations: Migration[]): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // One migrator at a time across app nodes.
    await client.query("SELECT pg_advisory_lock(72707369)");
    await client.query(createTable("TIMESTAMPTZ"));
    const { rows } = await client.query<{ migration_name: string }>(
      `SELECT migration_name FROM "_prisma_migrations" WHERE rolled_back_at IS NULL AND finished_at IS NOT NULL`,
    );
    const done = new Set(rows.map((row) => row.migration_name));
    const applied: string[] = [];
    for (const migration of migrations) {
      if (done.has(migration.name)) continue;
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
        throw error;
      }
      applied.push(migration.name);
    }
    return applied;
  } finally {
    await client.query("SELECT pg_advisory_unlock(72707369)").catch(() => {});
    await client.end();
  }
}
