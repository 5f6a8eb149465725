// Brings a checkout up to date without touching existing data: Prisma clients, the build, migrations,
// and demo data for an empty database. Every step is skipped when it is already done.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { DEFAULT_DATABASE_URL } from "../prisma/database-url";
import { migrate } from "../prisma/migrate";
import { precompressBuild } from "./precompress-build";
import { logger } from "../app/server/logger.server";

const root = join(import.meta.dirname, "..");
const bin = (name: string) => join(root, "node_modules/.bin", name);
const run = (cmd: string, args: string[]) => execFileSync(cmd, args, { cwd: root, stdio: "inherit" });

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "generated") continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

export function generateClients(): boolean {
  const schema = readFileSync(join(root, "prisma/schema.prisma"), "utf8");
  const hash = createHash("sha256").update(schema).digest("hex");
  const stamp = join(root, "app/generated/.schema-hash");
  const fresh =
    existsSync(stamp) &&
    readFileSync(stamp, "utf8") === hash &&
    existsSync(join(root, "app/generated/sqlite/client.ts")) &&
    existsSync(join(root, "app/generated/postgres/client.ts"));
  if (fresh) return false;
  // The same as `npm run generate`, which leaves the stamp too.
  run("node", ["scripts/generate-clients.mjs"]);
  return true;
}

/**
 * The build `npm start` serves: Remix's (pages and server), always in production mode (a build made under
 * NODE_ENV=test or development uses React's development JSX, which production React cannot run), then the
 * service worker's bundle (decision 083). `npm run build:app` runs it too (scripts/build-app.ts).
 */
export function buildApp(force: boolean): boolean {
  const output = join(root, "build/index.js");
  const stale =
    !existsSync(output) ||
    !existsSync(join(root, "build/service-worker.js")) ||
    newestMtime(join(root, "app")) > statSync(output).mtimeMs;
  if (!force && !stale) return false;
  execFileSync(bin("remix"), ["build"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
  run(bin("tsx"), ["scripts/build-service-worker.ts"]);
  precompressBuild(join(root, "public/build"));
  return true;
}

/**
 * Applies pending migrations (a SQLite database with data is backed up first, and the migrator
 * says so), then seeds an empty database. Throws when a migration fails or an applied one was edited.
 */
export async function prepareDatabase(url: string): Promise<void> {
  const applied = await migrate(url, { log: (line) => logger().info(line) });
  if (applied.length) logger().info(`Applied migrations: ${applied.join(", ")}`);
  // A client of its own, closed below; the server makes its own (app/server/db.server.ts, decision 028).
  const { createDb } = await import("../app/server/db-client.server");
  const { seed } = await import("../prisma/seed");
  const db = createDb(url);
  try {
    if ((await db.user.count()) === 0) {
      const summary = await seed(db);
      logger().info(`Seeded demo data: ${JSON.stringify(summary)}`);
    }
  } finally {
    await db.$disconnect();
  }
}

export async function setup({ build = true } = {}) {
  const generated = generateClients();
  if (build) buildApp(generated);
  try {
    await prepareDatabase(process.env.DATABASE_URL || DEFAULT_DATABASE_URL);
  } catch (error) {
    // One clear line (the migrator names the migration), not a stack trace; nothing is served.
    logger().fatal(`Roots cannot start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}

const USAGE = `Usage: npm run setup [-- --no-build]

Generates the Prisma clients and builds the app when they are out of date (--no-build skips the build),
applies pending migrations to DATABASE_URL (default ${DEFAULT_DATABASE_URL}; a SQLite database with data
is backed up to data/backups/ first) and seeds demo data into an empty database.`;

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  if (args.includes("--help") || args.includes("-h")) {
    console.log(USAGE);
    process.exit(0);
  }
  const unknown = args.find((arg) => arg !== "--no-build");
  if (unknown) {
    console.error(`Unknown argument: ${unknown}\n\n${USAGE}`);
    process.exit(2);
  }
  await setup({ build: !args.includes("--no-build") });
}
