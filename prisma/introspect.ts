// A comparable description of a database's schema (tables, columns, indexes, foreign keys),
// used to prove that the migrations build exactly what the model describes. The search index (decision 080) is
// ours, not Prisma's: its tables and indexes (search_*) and PostgreSQL's "searchVector" columns are left out, and so
// are partial indexes (a WHERE Prisma's schema cannot say).
import Database from "better-sqlite3";
import pg from "pg";
import { databaseKind, sqliteFilePath } from "./database-url";

export async function describeSchema(url: string): Promise<string[]> {
  return databaseKind(url) === "sqlite" ? describeSqlite(sqliteFilePath(url)) : describePostgres(url);
}

function describeSqlite(file: string): string[] {
  const db = new Database(file, { readonly: true });
  try {
    const lines: string[] = [];
    const tables = db
      .prepare(
        `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name <> '_prisma_migrations'
         AND name NOT LIKE 'search\\_%' ESCAPE '\\'`,
      )
      .all() as Array<{ name: string }>;
    for (const { name } of tables) {
      for (const c of db.pragma(`table_info("${name}")`) as Array<Record<string, unknown>>) {
        lines.push(`column ${name}.${c.name} ${c.type} notnull=${c.notnull} default=${c.dflt_value} pk=${c.pk}`);
      }
      for (const i of db.pragma(`index_list("${name}")`) as Array<{ name: string; unique: number; partial: number }>) {
        if (i.partial) continue;
        const cols = (db.pragma(`index_info("${i.name}")`) as Array<{ name: string }>).map((c) => c.name).join(",");
        lines.push(`index ${name}.${i.name} unique=${i.unique} (${cols})`);
      }
      for (const f of db.pragma(`foreign_key_list("${name}")`) as Array<Record<string, unknown>>) {
        lines.push(`fk ${name}.${f.from} -> ${f.table}.${f.to} delete=${f.on_delete} update=${f.on_update}`);
      }
    }
    return lines.sort();
  } finally {
    db.close();
  }
}

async function describePostgres(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const columns = await client.query(
      `SELECT table_name, column_name, data_type, udt_name, is_nullable, column_default FROM information_schema.columns
       WHERE table_schema = 'public' AND table_name <> '_prisma_migrations' AND table_name NOT LIKE 'search\\_%'
       AND column_name <> 'searchVector'`,
    );
    const indexes = await client.query(
      `SELECT tablename, indexdef FROM pg_indexes WHERE schemaname = 'public' AND tablename <> '_prisma_migrations'
       AND indexname NOT LIKE 'search\\_%' AND indexdef NOT LIKE '% WHERE %'`,
    );
    const constraints = await client.query(
      `SELECT conrelid::regclass::text AS table_name, conname, pg_get_constraintdef(oid) AS def FROM pg_constraint
       WHERE connamespace = 'public'::regnamespace AND conrelid::regclass::text NOT IN ('_prisma_migrations', '"_prisma_migrations"')
       AND conrelid::regclass::text NOT LIKE 'search\\_%'`,
    );
    const enums = await client.query(
      `SELECT t.typname, string_agg(e.enumlabel, ',' ORDER BY e.enumsortorder) AS labels FROM pg_type t
       JOIN pg_enum e ON e.enumtypid = t.oid GROUP BY t.typname`,
    );
    return [
      ...columns.rows.map(
        (c) =>
          `column ${c.table_name}.${c.column_name} ${c.data_type}/${c.udt_name} null=${c.is_nullable} default=${c.column_default}`,
      ),
      ...indexes.rows.map((i) => `index ${i.tablename} ${i.indexdef}`),
      ...constraints.rows.map((c) => `constraint ${c.table_name}.${c.conname} ${c.def}`),
      ...enums.rows.map((e) => `enum ${e.typname} ${e.labels}`),
    ].sort();
  } finally {
    await client.end();
  }
}

/** Runs a multi-statement SQL script against a database. */
export async function executeScript(url: string, sql: string): Promise<void> {
  if (databaseKind(url) === "sqlite") {
    const db = new Database(sqliteFilePath(url));
    try {
      db.exec(sql);
    } finally {
      db.close();
    }
    return;
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
