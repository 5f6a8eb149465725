// The admin's tallies (migrations analytics_tally and upcoming_events_tally) as their migrations fill them, for
// bench databases loaded with PostgreSQL's triggers off (session_replication_role = replica): the migrations' own
// statements, read from their files, so the bench cannot count otherwise than the triggers do.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

const migrations = join(import.meta.dirname, "../prisma/migrations/postgres");
const TALLIES = ["_analytics_tally", "_upcoming_events_tally"];

/** The statements that empty and refill DayTally and ActiveWeek from the tables. */
export function analyticsRefillSql(): string {
  const backfills = TALLIES.map((suffix) => {
    const folder = readdirSync(migrations).find((name) => name.endsWith(suffix));
    const migration = readFileSync(join(migrations, folder!, "migration.sql"), "utf8");
    return migration.slice(
      migration.indexOf("-- What is there already"),
      migration.indexOf("-- The triggers that keep them."),
    );
  });
  return `DELETE FROM "DayTally"; DELETE FROM "ActiveWeek"; ${backfills.join("\n")}`;
}
