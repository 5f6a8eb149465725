// Prisma CLI configuration: JavaScript engines with driver adapters, so the CLI runs offline.
// The database (and so the schema and migrations folder) follows DATABASE_URL, like the app.
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { defineConfig } from "prisma/config";
import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaPg } from "@prisma/adapter-pg";

// The JS schema engine leaves long timers behind that keep the CLI alive for up to a minute.
const originalSetTimeout = globalThis.setTimeout;
globalThis.setTimeout = ((fn: (...args: unknown[]) => void, ms?: number, ...args: unknown[]) => {
  const timer = originalSetTimeout(fn, ms, ...args);
  if ((ms ?? 0) >= 10_000) timer.unref?.();
  return timer;
}) as typeof setTimeout;

const url = process.env.DATABASE_URL || "file:./data/roots.db";
const provider = /^postgres(ql)?:\/\//.test(url) ? "postgres" : "sqlite";

export default defineConfig({
  experimental: { adapter: true },
  engine: "js",
  schema: `prisma/generated/${provider}.prisma`,
  migrations: { path: `prisma/migrations/${provider}` },
  async adapter() {
    if (provider === "postgres") return new PrismaPg({ connectionString: url });
    const file = url.replace(/^file:/, "");
    mkdirSync(dirname(file), { recursive: true });
    return new PrismaBetterSQLite3({ url: file });
  },
});
