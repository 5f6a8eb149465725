// The admin's analytics tallies (migration analytics_tally) as the migration fills them, for bench databases
// loaded with PostgreSQL's triggers off (session_replication_role = replica): the migration's own statements,
// read from its file, so the bench cannot count otherwise than the triggers do.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

const migrations = join(import.meta.dirname, "../prisma/migrations/postgres");

/** The statements that empty and refill DayTally and ActiveWeek from the tables. */
export function analyticsRefillSql(): string {
  const folder = readdirSync(migrations).find((name) => name.endsWith("_analytics_tally"));
  const migration = readFileSync(join(migrations, folder!, "migration.sql"), "utf8");
  const backfill = migration.slice(
    migration.indexOf("-- What is there already"),
    migration.indexOf("-- The triggers that keep them."),
  );
  return `DELETE FROM "DayTally"; DELETE FROM "ActiveWeek"; ${backfill}`;
}
