// How a Prisma client is made: SQLite (default) or PostgreSQL, chosen from the URL at runtime; both generated
// clients come from the same model, so they share one type. The process's own client is in db.server.ts; scripts
// (setup, seed) make theirs here, so they never make or keep the server's (decision 028). The hot reads skip
// Prisma (read-db.server.ts) but share its outage mapping, busy retries and statement log, all here.
//
// Outages and locks (docs/decisions/006-shutdown-and-database-outages.md):
// - SQLite: better-sqlite3 is synchronous, so its busy timeout (5 s by default) froze the whole event loop
//   while another process (an admin script, the seed) held the write lock. The busy timeout is kept short
//   and a locked statement is retried here with growing `setTimeout` delays (about 2 s in all).
// - PostgreSQL: the server's pools give up on a connection or a statement after about 2 s (PG_CONNECT_TIMEOUT_MS,
//   PG_QUERY_TIMEOUT_MS), so a database that stopped answering (packets dropped) is an outage, not a hang.
// - Both: an error that means "the database cannot answer now" (unreachable, connection dropped, timed out,
//   still locked after the retries) becomes AppError("unavailable"), 503 with Retry-After, in one place: the
//   client extension below. Pages and the API answer it like any other AppError.
import { AsyncLocalStorage } from "node:async_hooks";
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient as SqliteClient } from "../generated/sqlite/client";
// Tagged SQL for the few hot reads that skip Prisma's per-call query compiler (decision 018).
export {
  sqltag as sql,
  join as sqlJoin,
  empty as sqlEmpty,
  raw as sqlRaw,
  type Sql,
} from "@prisma/client/runtime/client";
import { empty, raw, sqltag, type Sql } from "@prisma/client/runtime/client";
import { PrismaClient as PostgresClient } from "../generated/postgres/client";
import { databaseKind, sqliteFilePath } from "../../prisma/database-url";
import type { Cursor } from "../lib/cursor";
import { AppError } from "../lib/errors";
import type { Env } from "./env.server";
import { metrics } from "./metrics.server";
import { logger } from "./logger.server";

export type Db = SqliteClient;

/** The largest row limit `sqlLimit` writes (no list of ours asks for more). */
export const SQL_LIMIT_MAX = 1000;

/**
 * `LIMIT n` for the hot reads, with n written into the SQL. SQLite re-prepares a statement whose LIMIT is
 * a bound parameter on every run (its planner reads the value), so a kept statement (read-db.server.ts) was
 * compiled again each time: for the feed that doubled its cost (decision 023). Each distinct n is its own
 * statement, so only a whole number from 1 to SQL_LIMIT_MAX is taken.
 */
export function sqlLimit(limit: number): Sql {
  if (!Number.isSafeInteger(limit) || limit < 1 || limit > SQL_LIMIT_MAX) {
    throw new RangeError(`sqlLimit takes a whole number from 1 to ${SQL_LIMIT_MAX}, not ${String(limit)}`);
  }
  return raw(`LIMIT ${limit}`);
}

/**
 * The rows older than a keyset cursor, newest first by (createdAt, id) of `table` (an alias or a quoted table
 * name), as an `AND` condition; nothing without a cursor. The bound beside the OR lets the planner seek the
 * (createdAt, id) index (keyset-plans.server.test.ts).
 */
export function sqlOlderThan(table: Sql, cursor: Cursor | null): Sql {
  if (!cursor) return empty;
  return sqltag`AND ${table}."createdAt" <= ${cursor.createdAt} AND (${table}."createdAt" < ${cursor.createdAt} OR ${table}."id" < ${cursor.id})`;
}

/** How long one SQLite statement may block the event loop waiting for another process's lock. */
export const SQLITE_BUSY_TIMEOUT_MS = 20;
/** Pauses between attempts at a locked SQLite statement (about 2 s in all), during which the process serves others. */
export const SQLITE_BUSY_RETRY_DELAYS_MS = [20, 40, 80, 160, 300, 500, 500, 500];
/** How long a script's PostgreSQL connection may take to open (the server's: PG_CONNECT_TIMEOUT_MS). */
export const DEFAULT_PG_CONNECT_TIMEOUT_MS = 5_000;

export type DbOptions = {
  /** PostgreSQL: how long a connection may take to open, in ms. */
  connectTimeoutMs?: number;
  /** PostgreSQL: how long a statement may take, in ms; unset or 0, no limit (migrations, seeding, bench data). */
  queryTimeoutMs?: number;
};

/** The server's limits, from its configuration (scripts make clients without them). */
export function servingDbOptions(env: Pick<Env, "PG_CONNECT_TIMEOUT_MS" | "PG_QUERY_TIMEOUT_MS">): DbOptions {
  return { connectTimeoutMs: env.PG_CONNECT_TIMEOUT_MS, queryTimeoutMs: env.PG_QUERY_TIMEOUT_MS };
}

/**
 * `DbOptions` as a `pg.Pool`'s settings. A statement is bounded twice: PostgreSQL cancels it (statement_timeout,
 * a startup parameter: no extra round trip), and the client stops waiting (query_timeout), which is what ends
 * one a silent network swallowed. JIT compilation and parallel workers are off (startup parameters too): our
 * statements are short and many run at once. A plan whose cost passes jit_above_cost only through a branch it never
 * runs (search's read of the whole index, at ten million posts) compiled 194 functions on every call, 130 of a
 * search's 180 ms; a plan expecting thousands of rows started workers to read the 25 it found, 25 ms each, and
 * under load took the cores the other requests wait for (issue 48).
 */
export function pgPoolSettings({ connectTimeoutMs = DEFAULT_PG_CONNECT_TIMEOUT_MS, queryTimeoutMs = 0 }: DbOptions) {
  return {
    connectionTimeoutMillis: connectTimeoutMs,
    options: "-c jit=off -c max_parallel_workers_per_gather=0",
    ...(queryTimeoutMs > 0 ? { query_timeout: queryTimeoutMs, statement_timeout: queryTimeoutMs } : {}),
  };
}

// Tests count the SQL statements a piece of work runs (no N+1): see countStatements.
const traceStatements = process.env.NODE_ENV === "test" || process.env.DB_TRACE_STATEMENTS === "1";
// One log per process: the kept client (db.server.ts) logs through the copy of this module that made it, and a
// later copy's countStatements must read the same log (after a dev rebuild, or in test files run without isolation).
declare global {
  var __rootsStatementLog: AsyncLocalStorage<string[]> | undefined;
}
const statementLog = (globalThis.__rootsStatementLog ??= new AsyncLocalStorage<string[]>());

/** A client of its own for `url`, outages mapped: for scripts and tests (the server has `db`, db.server.ts). */
export function createDb(url: string, options: DbOptions = {}): Db {
  return withOutageMapping(createPrismaClient(url, options));
}

/**
 * The bare Prisma client: the connections, no outage mapping. What the process keeps across dev rebuilds
 * (db.server.ts), where each copy of our code adds its own mapping with `withOutageMapping`.
 */
export function createPrismaClient(url: string, options: DbOptions = {}): Db {
  const log = traceStatements ? [{ emit: "event" as const, level: "query" as const }] : [];
  const client =
    databaseKind(url) === "postgres"
      ? (new PostgresClient({
          adapter: new PrismaPg({ connectionString: url, ...pgPoolSettings(options) }),
          log,
        }) as unknown as SqliteClient)
      : (() => {
          const file = sqliteFilePath(url);
          mkdirSync(dirname(file), { recursive: true });
          return new SqliteClient({
            adapter: sqliteConnection(new PrismaBetterSQLite3({ url: file, timeout: SQLITE_BUSY_TIMEOUT_MS })),
            log,
          });
        })();
  if (traceStatements) {
    (client as unknown as { $on(event: "query", fn: (e: { query: string }) => void): void }).$on("query", (event) =>
      logStatement(event.query),
    );
  }
  return client;
}

/** Adds a statement to the log of the countStatements call it runs under, if any (the hot reads log theirs here too). */
export function logStatement(sql: string): void {
  if (traceStatements) statementLog.getStore()?.push(sql);
}

/** Runs `work` and returns its result with the SQL statements it ran (only where tracing is on). */
export async function countStatements<T>(work: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
  const statements: string[] = [];
  const result = await statementLog.run(statements, work);
  return { result, statements };
}

// --- SQLite: locked statements wait asynchronously -------------------------------------------------------

type ErrorLike = { name?: unknown; code?: unknown; message?: unknown; cause?: unknown; meta?: unknown };

/** The driver's own error inside whatever Prisma wrapped it in: `{ kind, originalCode, code, message }`. */
function driverCause(error: unknown): Record<string, unknown> | undefined {
  const e = error as ErrorLike | null;
  if (!e || typeof e !== "object") return undefined;
  if (e.name === "DriverAdapterError" && typeof e.cause === "object") return e.cause as Record<string, unknown>;
  const meta = e.meta as { driverAdapterError?: { cause?: Record<string, unknown> } } | undefined;
  return meta?.driverAdapterError?.cause;
}

const RETRYABLE_SQLITE_CODES = new Set(["SQLITE_BUSY", "SQLITE_BUSY_RECOVERY", "SQLITE_BUSY_TIMEOUT"]);

function isSqliteBusy(error: unknown): boolean {
  const code = driverCause(error)?.originalCode ?? (error as ErrorLike | null)?.code;
  return typeof code === "string" && RETRYABLE_SQLITE_CODES.has(code);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `run` again while SQLite reports the file locked, with growing pauses (SQLITE_BUSY_RETRY_DELAYS_MS). */
export async function retryWhileBusy<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (!isSqliteBusy(error) || attempt >= SQLITE_BUSY_RETRY_DELAYS_MS.length) throw error;
      await sleep(SQLITE_BUSY_RETRY_DELAYS_MS[attempt]);
    }
  }
}

/**
 * A first-come, first-served lock: calling it resolves with a `release` once every earlier holder released;
 * `free()` says whether nobody holds it or waits for it.
 */
function fifoLock(): { (): Promise<() => void>; free(): boolean } {
  let tail: Promise<void> = Promise.resolve();
  let holders = 0;
  const acquire = () => {
    holders++;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const turn = tail.then(() => {
      let released = false;
      return () => {
        if (released) return;
        released = true;
        holders--;
        release();
      };
    });
    tail = tail.then(() => held);
    return turn;
  };
  return Object.assign(acquire, { free: () => holders === 0 });
}

const QUERIES = new Set(["queryRaw", "executeRaw", "executeScript"]);
type AdapterTransaction = { client: { exec(sql: string): unknown }; rollback(): Promise<void> };

/**
 * The adapter with every statement (inside transactions too) retried while the file is locked, every transaction
 * begun `IMMEDIATE`, and the statements outside transactions kept out of them (decision 103). At the driver level,
 * so a statement is retried alone: one that failed with SQLITE_BUSY did nothing.
 *
 * - `IMMEDIATE`: the adapter begins with a plain (deferred) `BEGIN`. A deferred transaction that read, while
 *   another connection (an admin script, a test's process) wrote, could never write (SQLITE_BUSY_SNAPSHOT: its
 *   snapshot stays old however often the statement is retried), and a member got a 503.
 * - Kept apart: the adapter runs every statement on its one connection and let in a statement outside any
 *   transaction while another request's transaction was open. That statement ran inside it: it read rows not yet
 *   committed, and its write, already answered as done, was undone when the transaction rolled back. So an open
 *   transaction holds the connection's turn, and a statement outside waits in line for it whenever a transaction
 *   holds or waits for it (first come first served); transactions take their own turn first (one at a time, as
 *   the adapter runs them).
 * - While another process holds the write lock, a transaction waiting to begin gives the connection's turn back
 *   between its attempts: reads go on meanwhile (WAL), as they did.
 */
function sqliteConnection(factory: PrismaBetterSQLite3): PrismaBetterSQLite3 {
  // Methods run on the real objects (the adapter keeps #private state); only the results are wrapped.
  const wrap = <T extends object>(target: T, wrapResult: (method: string, result: unknown) => unknown): T =>
    new Proxy(target, {
      get(object, property) {
        const value = Reflect.get(object, property, object);
        if (typeof value !== "function") return value;
        return (...args: unknown[]) => wrapResult(String(property), () => value.apply(object, args));
      },
    });
  const inTransaction = <T extends object>(transaction: T, end: () => void): T =>
    wrap(transaction, (method, call) => {
      const run = call as () => Promise<unknown>;
      if (QUERIES.has(method)) return retryWhileBusy(run);
      if (method === "commit" || method === "rollback") return Promise.resolve(run()).finally(end);
      return run();
    });
  const connection = <T extends object>(adapter: T): T => {
    const statementTurn = fifoLock();
    const transactionTurn = fifoLock();
    /** Runs `work` in the connection's turn, after those who hold or wait for it. */
    async function inTurn<R>(work: () => Promise<R>): Promise<R> {
      const release = await statementTurn();
      try {
        return await work();
      } finally {
        release();
      }
    }
    /** Begins `run`'s transaction again IMMEDIATE; resolves with the connection's turn, held from then on. */
    async function beginImmediate(run: () => Promise<unknown>): Promise<[AdapterTransaction, () => void]> {
      // In the turn, not at once: the adapter's BEGIN comes after an await, and nothing may run between it and
      // the ROLLBACK.
      const transaction = await inTurn(async () => {
        const begun = (await run()) as AdapterTransaction;
        // Nothing was read yet: ending the deferred transaction loses nothing.
        begun.client.exec("ROLLBACK");
        return begun;
      });
      try {
        // Between attempts the turn is given back: reads go on while another process writes.
        const release = await retryWhileBusy(async () => {
          const held = await statementTurn();
          try {
            transaction.client.exec("BEGIN IMMEDIATE");
            return held;
          } catch (error) {
            held();
            throw error;
          }
        });
        return [transaction, release];
      } catch (error) {
        await transaction.rollback(); // the adapter's own lock
        throw error;
      }
    }
    return wrap(adapter, (method, call) => {
      const run = call as () => Promise<unknown>;
      // The driver runs a statement synchronously: with no transaction open or waiting, it runs now, whole.
      if (QUERIES.has(method)) return retryWhileBusy(() => (statementTurn.free() ? run() : inTurn(run)));
      if (method === "startTransaction") {
        return transactionTurn().then(async (endTurn) => {
          try {
            const [transaction, release] = await beginImmediate(run);
            return inTransaction(transaction, () => {
              release();
              endTurn();
            });
          } catch (error) {
            endTurn();
            throw error;
          }
        });
      }
      return run();
    });
  };
  return wrap(factory, (method, call) => {
    const run = call as () => unknown;
    if (method === "connect" || method === "connectToShadowDb") return (run() as Promise<object>).then(connection);
    return run();
  });
}

// --- Both: "cannot answer now" becomes AppError("unavailable") --------------------------------------------

// Prisma's codes for a database it cannot reach or talk to (P1xxx), an exhausted pool, too many connections.
const UNAVAILABLE_PRISMA_CODES = new Set(["P1001", "P1002", "P1008", "P1011", "P1017", "P2024", "P2037"]);
// A transaction that could not start in time (P2028: the SQLite transaction before it still waiting out a lock,
// or no free PostgreSQL connection) or ran out of time: the same "cannot answer now", with a short wait.
const TIMED_OUT_TRANSACTION = "P2028";
// What the driver adapters report for the same.
const UNAVAILABLE_KINDS = new Set([
  "DatabaseNotReachable",
  "ConnectionClosed",
  "SocketTimeout",
  "TooManyConnections",
  "TlsConnectionError",
]);
// PostgreSQL: connection exceptions (08), insufficient resources (53), a statement cancelled (57014: its
// statement_timeout), operator intervention (57P01-57P03).
const UNAVAILABLE_SQLSTATE = /^(08...|53...|57014|57P0[123])$/;
// pg's own errors carry no code: "Query read timeout" is its query_timeout, which the adapter passes on unmapped.
const UNAVAILABLE_MESSAGE =
  /can't reach database server|connection terminated|terminating connection|server closed the connection|not currently accepting connections|the database system is (starting up|shutting down|in recovery)|database is locked|timeout exceeded when trying to connect|query read timeout|canceling statement due to statement timeout|ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH|ENOTFOUND|EAI_AGAIN/i;

/** The 503 for an error that means the database cannot answer now; null for anything else. */
export function unavailableError(error: unknown): AppError | null {
  if (!error || typeof error !== "object" || error instanceof AppError) return null;
  const e = error as ErrorLike;
  const cause = driverCause(error);
  const busy =
    isSqliteBusy(error) || cause?.originalCode === "SQLITE_BUSY_SNAPSHOT" || e.code === TIMED_OUT_TRANSACTION;
  const down =
    (typeof e.code === "string" && UNAVAILABLE_PRISMA_CODES.has(e.code)) ||
    (typeof cause?.kind === "string" && UNAVAILABLE_KINDS.has(cause.kind)) ||
    (typeof cause?.code === "string" && UNAVAILABLE_SQLSTATE.test(cause.code)) ||
    (typeof e.code === "string" && UNAVAILABLE_SQLSTATE.test(e.code)) ||
    UNAVAILABLE_MESSAGE.test(String(e.message ?? "")) ||
    UNAVAILABLE_MESSAGE.test(String(cause?.message ?? cause?.originalMessage ?? ""));
  if (!busy && !down) return null;
  reportOutage(error);
  return new AppError("unavailable", "The service is temporarily unavailable. Please try again shortly.", {
    title: "Temporarily unavailable",
    retryAfterSeconds: busy ? 2 : 5,
    cause: error,
  });
}

// One log line when an outage starts (and again every minute while it lasts), one when it ends; none before
// the first query ever succeeded (the boot check reports that case itself).
let healthy = false;
let outage: { since: number; reported: number } | null = null;
function reportOutage(error: unknown) {
  const now = Date.now();
  if (!healthy || (outage && now - outage.reported < 60_000)) return;
  outage = { since: outage?.since ?? now, reported: now };
  const lines = String((error as ErrorLike).message ?? error)
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
  // SQLite's extended code tells a lock held too long (SQLITE_BUSY) from a stale snapshot (SQLITE_BUSY_SNAPSHOT).
  const code = driverCause(error)?.originalCode ?? (error as ErrorLike).code;
  const detail = typeof code === "string" && code.startsWith("SQLITE_") ? ` [${code}]` : "";
  logger().error(`database unavailable: ${lines.at(-1) ?? "unknown error"}${detail} (answering 503 until it recovers)`);
}
/** A query succeeded: ends a reported outage (one log line). */
export function reportHealthy(): void {
  healthy = true;
  if (!outage) return;
  logger().info(`database available again after ${Math.round((Date.now() - outage.since) / 1000)} s`);
  outage = null;
}

function rethrow(error: unknown): never {
  const unavailable = unavailableError(error);
  if (unavailable) metrics().dbErrors.inc();
  throw unavailable ?? error;
}

/**
 * `client` whose every query, raw query and transaction throws AppError("unavailable") for an outage: this
 * module copy's AppError, the class its own code checks (`instanceof`). Cheap: it shares the client's connections.
 */
export function withOutageMapping(client: SqliteClient): SqliteClient {
  const extended = client.$extends({
    name: "unavailable-as-app-error",
    query: {
      async $allOperations({ model, operation, args, query }) {
        const end = metrics().dbDuration.startTimer({ operation: `${model ?? "raw"}.${operation}` });
        const result = await query(args)
          .catch(rethrow)
          .finally(() => end());
        reportHealthy();
        return result;
      },
    },
  }) as unknown as SqliteClient;
  // A transaction that cannot start (no connection, BEGIN refused) fails outside any one query.
  return new Proxy(extended, {
    get(target, property) {
      const value = Reflect.get(target, property);
      if (property !== "$transaction" || typeof value !== "function") return value;
      return (...args: unknown[]) => (value.apply(target, args) as Promise<unknown>).catch(rethrow);
    },
  });
}
