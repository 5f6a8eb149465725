// Several single-number reads in one statement: a page's badges and figures in one round trip instead of
// one each (on PostgreSQL each statement is a round trip and ~0.1 ms of the server's CPU; issue 13).
import { sql, sqlJoin, sqlRaw, type Sql } from "./db.server";
import { readRows } from "./read-db.server";

/**
 * Runs each count (a statement answering one row with one number, e.g. `SELECT COUNT(*) AS "n" ...`) as a
 * scalar subquery of one SELECT; answers the numbers under the same names (plain ASCII letters).
 */
export async function readCounts<K extends string>(counts: Record<K, Sql>): Promise<Record<K, number>> {
  const names = Object.keys(counts) as K[];
  if (names.length === 0) throw new RangeError("readCounts needs at least one count");
  for (const name of names) {
    if (!/^[A-Za-z]{1,40}$/.test(name)) throw new RangeError(`readCounts: "${name}" is not a plain name`);
  }
  const columns = names.map((name) => sql`(${counts[name]}) AS ${sqlRaw(`"${name}"`)}`);
  const [row] = await readRows<Array<Record<K, bigint | number | null>>>(sql`SELECT ${sqlJoin(columns, ", ")}`);
  const result = {} as Record<K, number>;
  for (const name of names) result[name] = Number(row?.[name] ?? 0);
  return result;
}

/** One count on its own, through the same path. */
export async function readCount(count: Sql): Promise<number> {
  return (await readCounts({ n: count })).n;
}
