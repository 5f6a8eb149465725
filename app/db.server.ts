// The one Prisma client. SQLite (default) or PostgreSQL, chosen from DATABASE_URL at runtime;
// both generated clients come from the same model, so they share one type.
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient as SqliteClient } from "./generated/sqlite/client";
import { PrismaClient as PostgresClient } from "./generated/postgres/client";
import { databaseKind, sqliteFilePath } from "../prisma/database-url";
import { getEnv } from "./utils/env.server";

export type Db = SqliteClient;

export function createDb(url: string): Db {
  if (databaseKind(url) === "postgres") {
    return new PostgresClient({ adapter: new PrismaPg({ connectionString: url }) }) as unknown as Db;
  }
  const file = sqliteFilePath(url);
  mkdirSync(dirname(file), { recursive: true });
  return new SqliteClient({ adapter: new PrismaBetterSQLite3({ url: file }) });
}

declare global {
  var __rootsDb: Db | undefined;
}

// One client per process, surviving dev rebuilds of the server bundle.
export const db: Db = (globalThis.__rootsDb ??= createDb(getEnv().DATABASE_URL));
