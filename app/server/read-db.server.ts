// The hot reads (decision 022): the statements every page runs, straight to the database driver, without
// Prisma's per-call request pipeline and query compiler (≈ 0.2 ms a statement). Writes, transactions and
// every other read stay on Prisma (app/server/db.server.ts).
//
// - SQLite: a better-sqlite3 handle of our own on the same file. The file is in WAL mode (set once by the
//   migrator), so it reads beside Prisma's connection, even while that one writes. Its statements are
//   kept prepared (the 500 most recently used texts).
// - PostgreSQL: a small `pg.Pool` of our own. Each text runs as a named prepared statement, so a
//   connection plans it once (decision 023); PG_PREPARED_STATEMENTS=0 turns that off (PgBouncer in
//   transaction mode).
//
// Rows come out as `db.$queryRaw` gives them (BigInt for integers SQLite declares BIGINT or computes and
// PostgreSQL's int8, Date for timestamps, booleans); outages become AppError("unavailable") as in
// db-client.server.ts, and the pool has the same connect and statement limits as Prisma's; each statement is
// counted by countStatements. Not tied to a transaction, as `db.$queryRaw` is not.
import { createHash } from "node:crypto";
import Database from "better-sqlite3";
import pg from "pg";
import { sqltag, type Sql } from "@prisma/client/runtime/client";
import { databaseKind, sqliteFilePath } from "../../prisma/database-url";
import {
  logStatement,
  pgPoolSettings,
  reportHealthy,
  retryWhileBusy,
  servingDbOptions,
  SQLITE_BUSY_TIMEOUT_MS,
  unavailableError,
  type DbOptions,
} from "./db-client.server";
import { metrics } from "./metrics.server";
import { getEnv } from "./env.server";

export type ReadDb = {
  readRows<T = unknown>(query: TemplateStringsArray | Sql, ...values: unknown[]): Promise<T>;
  readRowsPlannedEachTime<T = unknown>(query: Sql): Promise<T>;
  close(): Promise<void>;
};

/**
 * SQLite: the pages the read handle keeps in memory, in KiB (as `PRAGMA cache_size` takes it, negative). SQLite's
 * default is 2,000 KiB, about 500 pages: a search reads more than that (each of some 1,500 candidates' row, its
 * author and its rules), and every page beyond came again from the operating system. At a million posts search
 * page 1 cost 21-23 ms with the default and 12.6-15.9 with this; 11-13.6 at 100,000 posts, where it cost 15-18
 * (issue 48).
 * Filled only as pages are read.
 */
export const SQLITE_READ_CACHE_KIB = 65_536;

/** How many SQL texts a handle keeps prepared (SQLite) or names (PostgreSQL, per process). */
export const KEPT_STATEMENTS = 500;
/** Connections of the hot reads' own pool (PostgreSQL), beside Prisma's. */
const PG_POOL_MAX = 4;

type Options = DbOptions & { preparedStatements?: boolean };

/** A reader of its own for `url` (tests); the process's is `readRows`. */
export function createReadDb(url: string, options: Options = {}): ReadDb {
  const reader = openReader(url, options);
  return {
    readRows: <T>(template: TemplateStringsArray | Sql, ...values: unknown[]) =>
      readThrough<T>(reader, template, values),
    readRowsPlannedEachTime: <T>(query: Sql) => readThrough<T>(reader, query, [], { planEachTime: true }),
    close: reader.close,
  };
}

/** `planEachTime`: PostgreSQL plans the statement for its values on every run (it is not named). */
type ReadOptions = { planEachTime?: boolean };
/** The driver's handle or pool: the connections, no outage mapping (readThrough adds it). */
type Reader = {
  query(query: Sql, options?: ReadOptions): Promise<Array<Record<string, unknown>>>;
  close(): Promise<void>;
};

function openReader(url: string, options: Options): Reader {
  return databaseKind(url) === "postgres"
    ? postgresReader(url, options.preparedStatements ?? true, options)
    : sqliteReader(sqliteFilePath(url));
}

/** One read through `reader`, an outage thrown as this module copy's AppError("unavailable"). */
async function readThrough<T>(
  reader: Reader,
  template: TemplateStringsArray | Sql,
  values: unknown[],
  options?: ReadOptions,
): Promise<T> {
  const query = isSql(template) ? template : sqltag(template, ...values);
  const end = metrics().dbDuration.startTimer({ operation: "hot-read" });
  try {
    const rows = await reader.query(query, options);
    reportHealthy();
    return rows as T;
  } catch (error) {
    const unavailable = unavailableError(error);
    if (unavailable) metrics().dbErrors.inc();
    throw unavailable ?? error;
  } finally {
    end();
  }
}

const isSql = (value: unknown): value is Sql =>
  typeof value === "object" && value !== null && "values" in value && "strings" in value;

function refuseValue(): never {
  // Prisma would serialise these in ways the hot reads never need; refuse rather than guess.
  throw new TypeError("readRows takes strings, numbers, booleans, bigints, dates and null as values");
}

// --- SQLite ----------------------------------------------------------------------------------------------

type Convert = ((value: unknown) => unknown) | null;
type Kept = { statement: Database.Statement; schemaVersion: number; columns: string[]; convert: Convert[] };

function sqliteReader(file: string): Reader {
  let handle: { db: Database.Database; schemaVersion: Database.Statement; kept: Map<string, Kept> } | null = null;
  const open = () => {
    // fileMustExist: the migrator makes the file (and sets WAL); a read never creates an empty database.
    const db = new Database(file, { fileMustExist: true, timeout: SQLITE_BUSY_TIMEOUT_MS });
    db.defaultSafeIntegers(true);
    db.pragma(`cache_size = -${SQLITE_READ_CACHE_KIB}`);
    return { db, schemaVersion: db.prepare("PRAGMA schema_version").pluck(), kept: new Map<string, Kept>() };
  };

  const runOnce = (sql: string, args: unknown[]) => {
    handle ??= open();
    const { db, kept } = handle;
    let entry = kept.get(sql);
    if (entry) {
      // Most recently used last: the first key is the one to forget.
      kept.delete(sql);
    } else {
      entry = { statement: db.prepare(sql).raw(true), schemaVersion: -1, columns: [], convert: [] };
      if (kept.size >= KEPT_STATEMENTS) kept.delete(kept.keys().next().value!);
    }
    kept.set(sql, entry);
    // SQLite compiles a statement again by itself after a schema change, when it runs; its columns are read
    // after a run and kept until the schema version (read before the run) moves.
    const version = Number(handle.schemaVersion.get());
    const rows = entry.statement.all(args) as unknown[][];
    if (version !== entry.schemaVersion || (rows.length > 0 && rows[0].length !== entry.columns.length)) {
      const columns = entry.statement.columns();
      entry.columns = columns.map((column) => column.name);
      entry.convert = columns.map((column) => sqliteConverter(column.name, column.type));
      entry.schemaVersion = version;
    }
    return toObjects(entry, rows);
  };

  return {
    query: (query) => {
      const sql = query.sql;
      const args = query.values.map(sqliteArg);
      logStatement(sql);
      return retryWhileBusy(async () => runOnce(sql, args));
    },
    close: async () => {
      handle?.db.close();
      handle = null;
    },
  };
}

// As Prisma's SQLite adapter binds them: booleans as 1/0, dates as ISO text with an explicit offset.
function sqliteArg(value: unknown): unknown {
  if (value === null || typeof value === "string" || typeof value === "number" || typeof value === "bigint")
    return value;
  if (typeof value === "boolean") return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString().replace("Z", "+00:00");
  return refuseValue();
}

const toNumber = (value: unknown) => Math.trunc(Number(value));
const toBigInt = (value: unknown) => (typeof value === "bigint" ? value : BigInt(Math.trunc(Number(value))));
const toDate = (value: unknown) => new Date(typeof value === "string" ? value : Number(value));

/** How `$queryRaw` reads a column SQLite declares with `type` (null: an expression, read by its values). */
function sqliteConverter(name: string, type: string | null): Convert {
  switch (type?.toUpperCase() ?? "") {
    case "":
      return null;
    case "TINYINT":
    case "SMALLINT":
    case "MEDIUMINT":
    case "INT":
    case "INTEGER":
    case "SERIAL":
    case "INT2":
      return toNumber;
    case "BIGINT":
    case "UNSIGNED BIG INT":
    case "INT8":
      return toBigInt;
    case "FLOAT":
    case "DOUBLE":
    case "DOUBLE PRECISION":
    case "NUMERIC":
    case "REAL":
      return Number;
    case "DATETIME":
    case "TIMESTAMP":
    case "DATE":
      return toDate;
    case "BOOLEAN":
      return (value) => value === 1n || value === 1;
    case "JSONB":
      return (value) => JSON.parse(value as string);
    case "TEXT":
    case "CLOB":
    case "CHARACTER":
    case "VARCHAR":
    case "VARYING CHARACTER":
    case "NCHAR":
    case "NATIVE CHARACTER":
    case "NVARCHAR":
      return String;
    default:
      return () => {
        throw new TypeError(`readRows cannot read column "${name}" (declared ${type}); use db.$queryRaw`);
      };
  }
}

/** An expression's column takes the kind of its first value that is not null, as Prisma's adapter infers it. */
function inferredConverter(name: string, rows: unknown[][], index: number): (value: unknown) => unknown {
  const first = rows.find((row) => row[index] !== null)?.[index];
  if (first === undefined || typeof first === "bigint") return toBigInt; // all null: never called
  if (typeof first === "number") return Number;
  if (typeof first === "string") return String;
  throw new TypeError(`readRows cannot read column "${name}" (${typeof first}); use db.$queryRaw`);
}

function toObjects({ columns, convert }: Kept, rows: unknown[][]): Array<Record<string, unknown>> {
  const converters = convert.map(
    (known, index) => known ?? (rows.length > 0 ? inferredConverter(columns[index], rows, index) : null),
  );
  return rows.map((row) => {
    const object: Record<string, unknown> = {};
    for (let index = 0; index < columns.length; index++) {
      const value = row[index];
      object[columns[index]] = value === null ? null : converters[index]!(value);
    }
    return object;
  });
}

// --- PostgreSQL ------------------------------------------------------------------------------------------

const PG = {
  bool: 16,
  int8: 20,
  int2: 21,
  int4: 23,
  text: 25,
  json: 114,
  float4: 700,
  float8: 701,
  unknown: 705,
  bpchar: 1042,
  varchar: 1043,
  date: 1082,
  timestamp: 1114,
  timestamptz: 1184,
  uuid: 2950,
  jsonb: 3802,
};
// Built-in types below this id; above it, types of the schema (our enums, read as their text).
const FIRST_USER_TYPE = 16384;
const READABLE_BUILTINS = new Set(Object.values(PG));

// As Prisma's PostgreSQL reads arrive: int8 as BigInt, timestamps without a zone as UTC, dates as UTC midnight.
const pgTypes = {
  getTypeParser(oid: number, format?: "text" | "binary") {
    if (oid === PG.int8) return (value: string) => BigInt(value);
    if (oid === PG.timestamp) return (value: string) => new Date(`${value.replace(" ", "T")}Z`);
    if (oid === PG.date) return (value: string) => new Date(`${value}T00:00:00Z`);
    return pg.types.getTypeParser(oid, format);
  },
} as pg.CustomTypesConfig;

/** "cached plan must not change result type": a kept plan met a migration that changed a column's type. */
const isStalePlan = (error: unknown) =>
  (error as { code?: unknown } | null)?.code === "0A000" &&
  /cached plan must not change result type/i.test(String((error as Error).message));

function postgresReader(url: string, prepared: boolean, timeouts: DbOptions): Reader {
  let pool: pg.Pool | null = null;
  // Text → its statement's name: a bounded set per process (a client choosing every page size cannot grow
  // each connection's kept plans without bound); past KEPT_STATEMENTS a text runs unnamed.
  const names = new Map<string, string>();
  let retired = 0;
  const nameFor = (text: string): string | undefined => {
    if (!prepared) return undefined;
    const known = names.get(text);
    if (known || names.size + retired >= KEPT_STATEMENTS) return known;
    // `retired` in the hash: a text named again after a migration gets a name no connection has kept.
    const name = `roots_${createHash("sha256").update(`${retired}:${text}`).digest("hex").slice(0, 24)}`;
    names.set(text, name);
    return name;
  };
  const open = () => {
    const created = new pg.Pool({
      connectionString: url,
      max: PG_POOL_MAX,
      ...pgPoolSettings(timeouts),
      types: pgTypes,
    });
    // An idle connection the server closed (restart, outage): the pool drops it; the next query reports the outage.
    created.on("error", () => {});
    return created;
  };

  return {
    query: async (query, options) => {
      const text = query.text;
      const values = query.values.map((value) =>
        value === undefined || (typeof value === "object" && value !== null && !(value instanceof Date))
          ? refuseValue()
          : value,
      );
      logStatement(text);
      pool ??= open();
      let result: pg.QueryResult;
      const name = options?.planEachTime ? undefined : nameFor(text);
      try {
        result = await pool.query({ name, text, values });
      } catch (error) {
        if (!name || !isStalePlan(error)) throw error;
        // A migration changed a result's type under this kept plan (on every connection that kept it): the
        // text runs unnamed this once and under a new name from then on (pg's pool closes this connection).
        names.delete(text);
        retired++;
        result = await pool.query({ text, values });
      }
      for (const field of result.fields) {
        if (field.dataTypeID < FIRST_USER_TYPE && !READABLE_BUILTINS.has(field.dataTypeID)) {
          throw new TypeError(
            `readRows cannot read column "${field.name}" (PostgreSQL type ${field.dataTypeID}); use db.$queryRaw`,
          );
        }
      }
      return result.rows as Array<Record<string, unknown>>;
    },
    close: async () => {
      const open = pool;
      pool = null;
      await open?.end();
    },
  };
}

// --- The process's reader --------------------------------------------------------------------------------

declare global {
  var __rootsReader: Reader | undefined;
}

/**
 * The process's driver handle or pool, opened on the first hot read. Kept on globalThis for later copies of
 * this module (dev rebuilds), bare as in db.server.ts: each copy maps outages itself (readThrough).
 */
function processReader(): Reader {
  const env = getEnv();
  return (globalThis.__rootsReader ??= openReader(env.DATABASE_URL, {
    ...servingDbOptions(env),
    preparedStatements: env.PG_PREPARED_STATEMENTS === "1",
  }));
}

/** `db.$queryRaw` for the hot reads, straight to the driver: the same rows. */
export function readRows<T = unknown>(query: TemplateStringsArray | Sql, ...values: unknown[]): Promise<T> {
  return readThrough<T>(processReader(), query, values);
}

/**
 * readRows for a statement whose best plan depends on its values. Named statements get PostgreSQL's generic
 * plan after five runs, planned without the values: for the people suggestions, which walk the places near
 * the viewer, that plan took 325 ms at 100,000 members where the values' own took 20 (issue 48). SQLite
 * plans every statement for its values already.
 */
export function readRowsPlannedEachTime<T = unknown>(query: Sql): Promise<T> {
  return readThrough<T>(processReader(), query, [], { planEachTime: true });
}

/** Closes the hot reads' handle or pool (shutdown); a later read opens it again. */
export async function closeReadDb(): Promise<void> {
  const reader = globalThis.__rootsReader;
  globalThis.__rootsReader = undefined;
  await reader?.close();
}
