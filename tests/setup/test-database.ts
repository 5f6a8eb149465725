// Test databases: SQLite files by default; PostgreSQL databases when TEST_DATABASE_URL points at a server.
import { copyFileSync, existsSync, rmSync } from "node:fs";
import { join } from "node:path";
import pg from "pg";

export const TMP_DIR = join(import.meta.dirname, "..", ".tmp");

export function testDatabaseKind(): "sqlite" | "postgres" {
  return process.env.TEST_DATABASE_URL?.startsWith("postgres") ? "postgres" : "sqlite";
}

/** The run's migrated template (tests/setup/global-db.ts); TEST_RUN_ID keeps two suites side by side apart. */
export const TEMPLATE_NAME = `template_${process.env.TEST_RUN_ID ?? ""}`;

const SQLITE_FILES = ["", "-wal", "-shm", "-journal"];
const pgName = (name: string) => `roots_${name}`.replace(/[^a-z0-9_]/gi, "_").toLowerCase();
const sqliteFile = (name: string) => join(TMP_DIR, `${name}.db`);

/** A fresh database named for `name`: empty, or a copy of `template`'s; returns its DATABASE_URL. */
export async function freshDatabase(name: string, template?: string): Promise<string> {
  const server = process.env.TEST_DATABASE_URL;
  if (server?.startsWith("postgres")) {
    const dbName = pgName(name);
    const admin = new pg.Client({ connectionString: server });
    await admin.connect();
    try {
      await admin.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
      await admin.query(`CREATE DATABASE "${dbName}"${template ? ` TEMPLATE "${pgName(template)}"` : ""}`);
    } finally {
      await admin.end();
    }
    const url = new URL(server);
    url.pathname = `/${dbName}`;
    return url.toString();
  }
  const file = sqliteFile(name);
  for (const suffix of SQLITE_FILES) rmSync(file + suffix, { force: true });
  if (template) {
    // The migrator closed its connection, so the template's WAL is folded in; copy one left behind all the same.
    for (const suffix of ["", "-wal"])
      if (existsSync(sqliteFile(template) + suffix)) copyFileSync(sqliteFile(template) + suffix, file + suffix);
  }
  return `file:${file}`;
}
