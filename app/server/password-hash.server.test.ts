// Production's scrypt cost is pinned here: the suites hash at a lower one (tests/setup/password-cost.ts),
// so nothing else would notice if the default dropped.
import { TEST_PASSWORD_HASH_N } from "../../tests/setup/password-cost";
import { getEnv } from "./env.server";
import {
  HASH_BUSY_MESSAGE,
  hashConcurrency,
  hashParams,
  hashPassword,
  needsRehash,
  PRODUCTION_HASH_PARAMS,
  setPasswordHashCostForTests,
  verifyPassword,
} from "./password-hash.server";

afterEach(() => setPasswordHashCostForTests(TEST_PASSWORD_HASH_N));

describe("password hash cost", () => {
  it("defaults to OWASP's scrypt parameters (N=2^17, r=8, p=1), written into each hash", async () => {
    expect(PRODUCTION_HASH_PARAMS).toEqual({ N: 131072, r: 8, p: 1 });
    setPasswordHashCostForTests(undefined);
    expect(hashParams()).toEqual(PRODUCTION_HASH_PARAMS);
    const hash = await hashPassword("correct horse");
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(await verifyPassword("correct horse", hash)).toBe(true);
  });

  it("cannot be lowered in a production process", () => {
    setPasswordHashCostForTests(undefined);
    const before = process.env.NODE_ENV;
    process.env.NODE_ENV = "production";
    try {
      expect(() => setPasswordHashCostForTests(1024)).toThrow(/production/);
    } finally {
      process.env.NODE_ENV = before;
    }
    expect(hashParams()).toEqual(PRODUCTION_HASH_PARAMS);
  });

  it("takes only powers of two up to production's N", () => {
    for (const N of [1000, 1, 2 ** 18]) expect(() => setPasswordHashCostForTests(N)).toThrow(/power of two/);
  });

  it("verifies hashes across costs, and a cheaper one is upgraded at production cost", async () => {
    const cheap = await hashPassword("correct horse");
    expect(cheap).toMatch(new RegExp(`^scrypt\\$${TEST_PASSWORD_HASH_N}\\$8\\$1\\$`));
    setPasswordHashCostForTests(undefined);
    expect(await verifyPassword("correct horse", cheap)).toBe(true);
    expect(await verifyPassword("wrong horse", cheap)).toBe(false);
    expect(needsRehash(cheap)).toBe(true);
  });
});

describe("the hash pool", () => {
  it("takes a core each but one (the event loop's) and never every libuv thread; a configured size within that", () => {
    expect(hashConcurrency({ cores: 2, threadpool: 4, configured: undefined })).toBe(1);
    expect(hashConcurrency({ cores: 3, threadpool: 4, configured: undefined })).toBe(2);
    expect(hashConcurrency({ cores: 16, threadpool: 4, configured: undefined })).toBe(3);
    expect(hashConcurrency({ cores: 16, threadpool: 9, configured: undefined })).toBe(8);
    expect(hashConcurrency({ cores: 1, threadpool: 4, configured: undefined })).toBe(1);
    expect(hashConcurrency({ cores: 16, threadpool: 4, configured: 1 })).toBe(1);
    expect(hashConcurrency({ cores: 2, threadpool: 4, configured: 3 })).toBe(3);
    expect(hashConcurrency({ cores: 16, threadpool: 4, configured: 8 })).toBe(3);
  });

  it("hashes a burst as far as the pool and its queue go, and refuses the rest at once with a 503", async () => {
    const room = hashConcurrency() + getEnv().PASSWORD_HASH_QUEUE;
    const burst = Array.from({ length: room + 5 }, (_, i) => hashPassword(`burst-${i}`).catch((error) => error));
    const outcomes = await Promise.all(burst);
    expect(outcomes.filter((outcome) => typeof outcome === "string")).toHaveLength(room);
    const refused = outcomes.filter((outcome) => typeof outcome !== "string");
    expect(refused).toHaveLength(5);
    for (const error of refused) {
      expect(error).toMatchObject({
        code: "unavailable",
        status: 503,
        message: HASH_BUSY_MESSAGE,
        extra: { retryAfterSeconds: expect.any(Number) },
      });
    }
    // The pool is free again.
    await expect(hashPassword("after the burst")).resolves.toMatch(/^scrypt\$/);
  });
});
