// Tests hash passwords at N=2^10 (a few milliseconds) instead of production's 2^17 (about a second each on
// a loaded 2-core machine); the production parameters are pinned by app/server/password-hash.server.test.ts.
export const TEST_PASSWORD_HASH_N = 2 ** 10;
