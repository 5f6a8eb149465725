// The one Prisma client. SQLite (default) or PostgreSQL, chosen from DATABASE_URL at runtime;
// both generated clients come from the same model, so they share one type.
import { AsyncLocalStorage } from "node:async_hooks";
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient as SqliteClient } from "./generated/sqlite/client";
import { PrismaClient as PostgresClient } from "./generated/postgres/client";
import { databaseKind, sqliteFilePath } from "../prisma/database-url";
import { getEnv } from "./utils/env.server";

export type Db = SqliteClient;

// Tests count the SQL statements a piece of work runs (no N+1): see countStatements.
const traceStatements = process.env.NODE_ENV === "test" || process.env.DB_TRACE_STATEMENTS === "1";
const statementLog = new AsyncLocalStorage<string[]>();

export function createDb(url: string): Db {
  const log = traceStatements ? [{ emit: "event" as const, level: "query" as const }] : [];
  const client =
    databaseKind(url) === "postgres"
      ? (new PostgresClient({ adapter: new PrismaPg({ connectionString: url }), log }) as unknown as SqliteClient)
      : (() => {
          const file = sqliteFilePath(url);
          mkdirSync(dirname(file), { recursive: true });
          return new SqliteClient({ adapter: new PrismaBetterSQLite3({ url: file }), log });
        })();
  if (traceStatements) {
    (client as unknown as { $on(event: "query", fn: (e: { query: string }) => void): void }).$on("query", (event) => {
      statementLog.getStore()?.push(event.query);
    });
  }
  return client;
}

/** Runs `work` and returns its result with the SQL statements it ran (only where tracing is on). */
export async function countStatements<T>(work: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
  const statements: string[] = [];
  const result = await statementLog.run(statements, work);
  return { result, statements };
}

declare global {
  var __rootsDb: Db | undefined;
}

// One client per process, surviving dev rebuilds of the server bundle.
export const db: Db = (globalThis.__rootsDb ??= createDb(getEnv().DATABASE_URL));
