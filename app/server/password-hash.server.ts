// scrypt with a per-password random salt at OWASP's recommended cost (N=2^17, r=8, p=1: about 0.3 s and
// 128 MiB here); parameters are stored with each hash, and older hashes are upgraded at the next login.
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

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

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, { ...options, maxmem: 256 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
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

// Compared against when the email is unknown, so both failures take the same time.
let dummyHash: Promise<string> | undefined;
export function timingDummyHash(): Promise<string> {
  dummyHash ??= hashPassword("timing-equaliser-not-a-password");
  return dummyHash;
}
