// Production's scrypt cost is pinned here: the suites hash at a lower one (tests/setup/password-cost.ts),
// so nothing else would notice if the default dropped.
import { TEST_PASSWORD_HASH_N } from "../../tests/setup/password-cost";
import {
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
