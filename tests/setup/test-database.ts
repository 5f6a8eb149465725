// Test databases: SQLite files by default; PostgreSQL databases when TEST_DATABASE_URL points at a server.
import { rmSync } from "node:fs";
import { join } from "node:path";
import pg from "pg";

export const TMP_DIR = join(import.meta.dirname, "..", ".tmp");

export function testDatabaseKind(): "sqlite" | "postgres" {
  return process.env.TEST_DATABASE_URL?.startsWith("postgres") ? "postgres" : "sqlite";
}

/** A fresh, empty database named for `name`; returns its DATABASE_URL. */
export async function freshDatabase(name: string): Promise<string> {
  const server = process.env.TEST_DATABASE_URL;
  if (server?.startsWith("postgres")) {
    const dbName = `roots_${name}`.replace(/[^a-z0-9_]/gi, "_").toLowerCase();
    const admin = new pg.Client({ connectionString: server });
    await admin.connect();
    try {
      await admin.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
      await admin.query(`CREATE DATABASE "${dbName}"`);
    } finally {
      await admin.end();
    }
    const url = new URL(server);
    url.pathname = `/${dbName}`;
    return url.toString();
  }
  const file = join(TMP_DIR, `${name}.db`);
  for (const suffix of ["", "-wal", "-shm", "-journal"]) rmSync(file + suffix, { force: true });
  return `file:${file}`;
}
