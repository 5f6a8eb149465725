// Shared by the app, the migrator and the scripts: which database a DATABASE_URL names.
import { isAbsolute, resolve } from "node:path";

export const DEFAULT_DATABASE_URL = "file:./data/roots.db";

export function databaseKind(url: string): "sqlite" | "postgres" {
  if (/^postgres(ql)?:\/\//.test(url)) return "postgres";
  if (url.startsWith("file:")) return "sqlite";
  throw new Error(
    `DATABASE_URL must start with file: (SQLite) or postgresql:// (PostgreSQL), got "${url.split(":")[0]}:..."`,
  );
}

/** `file:./data/roots.db` → absolute path, relative to the working directory. */
export function sqliteFilePath(url: string): string {
  const path = url.slice("file:".length).split("?")[0];
  if (!path) throw new Error("DATABASE_URL file: needs a path, e.g. file:./data/roots.db");
  return isAbsolute(path) ? path : resolve(process.cwd(), path);
}
