// Search's GIN indexes during a bench's bulk load (PostgreSQL): migration search_indexes_without_pending_list
// writes each new item's entries into the indexes themselves (decision 108), the steady cost a member's write
// should pay; a load of millions of rows batches them in each index's pending list instead, and merges them once.
import type pg from "pg";

/**
 * Turns the pending lists of the schema's GIN indexes on for a load, or off after it, merging what they hold (so
 * that no search reads them).
 */
export async function searchIndexesBatched(client: pg.Client, on: boolean): Promise<void> {
  const { rows } = await client.query<{ name: string }>(`SELECT c.oid::regclass::text AS "name" FROM pg_class c
    JOIN pg_am am ON am.oid = c.relam JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE c.relkind = 'i' AND am.amname = 'gin' AND n.nspname = current_schema()`);
  for (const { name } of rows) {
    await client.query(`ALTER INDEX ${name} SET (fastupdate = ${on ? "on" : "off"})`);
    if (!on) await client.query(`SELECT gin_clean_pending_list('${name}'::regclass)`);
  }
}
