// scrypt with a per-password random salt at OWASP's recommended cost (N=2^17, r=8, p=1: about 0.3 s and
// 128 MiB here); parameters are stored with each hash, and older hashes are upgraded at the next login.
// Every hash and check goes through one small pool (docs/decisions/029-login-limits-and-hash-pool.md).
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";
import { availableParallelism } from "node:os";
import { AppError } from "../lib/errors";
import { createBoundedPool, type BoundedPool } from "./bounded-pool.server";
import { getEnv } from "./env.server";

const KEY_LENGTH = 64;
export const PRODUCTION_HASH_PARAMS = Object.freeze({ N: 2 ** 17, r: 8, p: 1 });

// The test harnesses (tests/setup/worker-db.ts, tests/e2e/start-server.ts) make hundreds of members, and a
// second a hash doubled the suites' time. They lower N from inside their own process, before the server
// starts: no environment variable or setting can, so a deployment cannot. A global symbol, because the e2e
// server runs this module twice (the seed's copy and the one bundled into build/).
const TEST_N = Symbol.for("roots.passwordHashTestN");
type WithTestN = typeof globalThis & { [TEST_N]?: number };

/**
 * Tests only: hash new passwords with a lower N (a power of two; undefined restores production's).
 * Refused once NODE_ENV is "production", so a production process never lowers it.
 */
export function setPasswordHashCostForTests(N: number | undefined): void {
  if (process.env.NODE_ENV === "production") throw new Error("The password hash cost cannot be lowered in production");
  if (N !== undefined && !(Number.isInteger(Math.log2(N)) && N >= 2 && N <= PRODUCTION_HASH_PARAMS.N)) {
    throw new Error(`A test hash cost must be a power of two up to ${PRODUCTION_HASH_PARAMS.N}, not ${N}`);
  }
  (globalThis as WithTestN)[TEST_N] = N;
}

/** The parameters new hashes are made with. */
export function hashParams(): { N: number; r: number; p: number } {
  const testN = (globalThis as WithTestN)[TEST_N];
  return testN ? { ...PRODUCTION_HASH_PARAMS, N: testN } : PRODUCTION_HASH_PARAMS;
}

export const HASH_BUSY_TITLE = "Temporarily busy";
export const HASH_BUSY_MESSAGE = "Too many people are signing in right now. Please try again in a few seconds.";

/**
 * How many hashes may run at once: a core each, leaving one for the event loop (pages), and never every libuv
 * thread (scrypt runs there, and so do file reads and DNS lookups, which must not queue behind hashes).
 * PASSWORD_HASH_CONCURRENCY replaces the cores' share, within the same threadpool bound.
 */
export function hashConcurrency({
  cores = availableParallelism(),
  threadpool = Number(process.env.UV_THREADPOOL_SIZE) || 4,
  configured = getEnv().PASSWORD_HASH_CONCURRENCY,
}: { cores?: number; threadpool?: number; configured?: number } = {}): number {
  return Math.max(1, Math.min(configured ?? cores - 1, threadpool - 1));
}

// Each N=2^17 hash holds 128 MiB while it runs: four at once took the server from 280 MB to 800 MB.
let pool: BoundedPool | undefined;
let averageMs = 500;
function hashPool(): BoundedPool {
  if (pool) return pool;
  const concurrency = hashConcurrency();
  pool = createBoundedPool({
    concurrency,
    queue: getEnv().PASSWORD_HASH_QUEUE,
    full: (waiting) =>
      new AppError("unavailable", HASH_BUSY_MESSAGE, {
        title: HASH_BUSY_TITLE,
        // About when the hashes waiting now will be done.
        retryAfterSeconds: Math.max(1, Math.ceil(((waiting / concurrency + 1) * averageMs) / 1000)),
      }),
  });
  return pool;
}

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return hashPool().run(async () => {
    const started = performance.now();
    const key = await new Promise<Buffer>((resolve, reject) =>
      scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, { ...options, maxmem: 256 * 1024 * 1024 }, (error, key) =>
        error ? reject(error) : resolve(key),
      ),
    );
    averageMs = averageMs * 0.8 + (performance.now() - started) * 0.2;
    return key;
  });
}

export async function hashPassword(password: string): Promise<string> {
  const params = hashParams();
  const salt = randomBytes(16);
  const key = await derive(password, salt, params);
  return `scrypt$${params.N}$${params.r}$${params.p}$${salt.toString("base64")}$${key.toString("base64")}`;
}

/** True when the hash was made with weaker parameters than today's and should be replaced. */
export function needsRehash(stored: string): boolean {
  const params = hashParams();
  const [scheme, n, r, p] = stored.split("$");
  return scheme !== "scrypt" || Number(n) < params.N || Number(r) < params.r || Number(p) < params.p;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !hash) return false;
  // Only parameters we could have written: a corrupt row must not make us allocate gigabytes.
  if (
    ![n, r, p].every((value) => /^\d{1,7}$/.test(value)) ||
    Number(n) > PRODUCTION_HASH_PARAMS.N ||
    Number(r) > 16 ||
    Number(p) > 4
  ) {
    return false;
  }
  const expected = Buffer.from(hash, "base64");
  const key = await derive(password, Buffer.from(salt, "base64"), { N: Number(n), r: Number(r), p: Number(p) });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

// Compared against when the email is unknown, so both failures take the same time (and the same pool).
let dummyHash: Promise<string> | undefined;
export function timingDummyHash(): Promise<string> {
  // Made again next time if the pool was full: a refusal must not be remembered as the hash.
  dummyHash ??= hashPassword("timing-equaliser-not-a-password").catch((error: unknown) => {
    dummyHash = undefined;
    throw error;
  });
  return dummyHash;
}
