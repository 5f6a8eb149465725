// `npm run db:migrate`: applies the pending migrations to the database named by DATABASE_URL and
// prints what it applied. The same migrator `npm start` runs (prisma/migrate.ts): SQLite databases
// with data are backed up first, and an applied migration that was edited stops it.
import { DEFAULT_DATABASE_URL, databaseKind } from "../prisma/database-url";
import { migrate } from "../prisma/migrate";

const USAGE = `Usage: npm run db:migrate [-- --help]

Applies the pending migrations in prisma/migrations/<sqlite|postgres>/ to the database named by
DATABASE_URL (default ${DEFAULT_DATABASE_URL}) and prints their names. Before applying anything to a
SQLite database that holds data, copies it to backups/<name>-<timestamp>.db beside it (data/backups/
by default; the last 5 are kept). Refuses to run when a migration already applied was edited since.`;

const args = process.argv.slice(2);
if (args.includes("--help") || args.includes("-h")) {
  console.log(USAGE);
  process.exit(0);
}
if (args.length) {
  console.error(`Unknown argument: ${args[0]}\n\n${USAGE}`);
  process.exit(2);
}

/** The database, without a password. */
function describe(url: string): string {
  if (databaseKind(url) === "sqlite") return url;
  const parsed = new URL(url);
  return `postgresql://${parsed.host}${parsed.pathname}`;
}

const url = process.env.DATABASE_URL || DEFAULT_DATABASE_URL;
try {
  const applied = await migrate(url);
  if (applied.length) {
    console.log(`Applied ${applied.length} migration${applied.length === 1 ? "" : "s"} to ${describe(url)}:`);
    for (const name of applied) console.log(`  ${name}`);
  } else {
    console.log(`${describe(url)} is up to date: no pending migrations.`);
  }
} catch (error) {
  console.error(`db:migrate: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
