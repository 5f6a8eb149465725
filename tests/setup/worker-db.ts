// Each vitest worker gets its own migrated database, made before any test module imports app/server/db.server.ts:
// a copy of the run's template (tests/setup/global-db.ts). setupFiles run again for every test file in the same
// worker process, so the database is made once.
import { setPasswordHashCostForTests } from "../../app/server/password-hash.server";
import { TEST_PASSWORD_HASH_N } from "./password-cost";
import { freshDatabase, TEMPLATE_NAME } from "./test-database";

declare global {
  var __rootsTestDatabaseUrl: string | undefined;
}

process.env.NODE_ENV = "test";
process.env.SESSION_SECRET ??= "test-session-secret-0123456789";
// Uploaded pictures of model tests go to a folder of the worker's own, never the app's data/uploads.
process.env.UPLOADS_DIR ??= `${(await import("node:os")).tmpdir()}/roots-test-uploads-${process.pid}`;
setPasswordHashCostForTests(TEST_PASSWORD_HASH_N);
if (!globalThis.__rootsTestDatabaseUrl) {
  const worker = process.env.VITEST_POOL_ID ?? process.env.VITEST_WORKER_ID ?? "0";
  // TEST_RUN_ID keeps two suites running side by side on one machine apart.
  globalThis.__rootsTestDatabaseUrl = await freshDatabase(
    `vitest_${process.env.TEST_RUN_ID ?? ""}${worker}`,
    TEMPLATE_NAME,
  );
}
process.env.DATABASE_URL = globalThis.__rootsTestDatabaseUrl;
