// The plan of a statement as the database would run it, for the plan tests. SQLite: EXPLAIN QUERY PLAN of the
// statement as it is prepared. PostgreSQL: EXPLAIN with sequential scans priced out (a test database's tables are
// too small for its planner to prefer an index), so the plan shows every table can be reached through an index.
import { databaseKind } from "../../prisma/database-url";
import { db, type Sql } from "~/server/db.server";

export const plansOnSqlite = databaseKind(process.env.DATABASE_URL ?? "file:") === "sqlite";

/** The plan's lines: SQLite's details, or PostgreSQL's text lines. */
export async function planOf(statement: Sql): Promise<string[]> {
  if (plansOnSqlite) {
    const rows = await db.$queryRawUnsafe<Array<{ detail: string }>>(
      `EXPLAIN QUERY PLAN ${statement.sql}`,
      ...statement.values,
    );
    return rows.map((row) => row.detail);
  }
  return db.$transaction(async (tx) => {
    await tx.$executeRawUnsafe("SET LOCAL enable_seqscan = off");
    const rows = await tx.$queryRawUnsafe<Array<{ "QUERY PLAN": string }>>(
      `EXPLAIN ${statement.text}`,
      ...statement.values,
    );
    return rows.map((row) => row["QUERY PLAN"]);
  });
}
