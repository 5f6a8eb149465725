import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { configDefaults, defineConfig } from "vitest/config";

/**
 * The tests whose answers depend on the database (SQLite, or PostgreSQL with TEST_DATABASE_URL): models, the
 * raw reads and the database layer, migrations and seed, outages. CI's PostgreSQL pass runs only these
 * (`npm run test:unit:database`); the rest (pure logic, rendering, lint rules, the server process and its
 * sockets, whose database work goes through the models tested here) runs once, on SQLite.
 */
const DATABASE_TESTS = [
  "app/models/**/*.test.ts",
  "app/server/**/*.test.ts",
  "prisma/**/*.test.ts",
  "tests/unit/database-outage.test.ts",
  // Its 500-then-retry case pushed twice in one of two runs with shared modules, alone and on PostgreSQL only;
  // never with fresh ones (not yet understood: decision 089).
  "app/models/push.server.test.ts",
];

/** Database tests that need modules of their own: a `vi.mock`, a closed or replaced client, NODE_ENV changed. */
const FRESH_MODULES = [
  "app/models/visibility-rules.server.test.ts",
  "app/server/db.server.test.ts",
  "app/server/password-hash.server.test.ts",
  "tests/unit/database-outage.test.ts",
];

export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    globals: true,
    environment: "node",
    globalSetup: ["tests/setup/global-db.ts"],
    setupFiles: ["tests/setup/worker-db.ts", "tests/setup/console.ts"],
    // One worker per core. Vitest's default leaves a core to its own process (one worker on CI's two cores),
    // but these tests wait on databases and on the servers they start about as much as they compute: with one
    // worker a core sat idle (vmstat: 40 % idle); with two the suite took 189 s instead of 263 s.
    maxWorkers: availableParallelism(),
    testTimeout: 20_000,
    hookTimeout: 60_000,
    projects: [
      // A worker keeps its modules from one file to the next (Prisma's client, the places, the app's modules):
      // importing them again for every file was a third of this project's time (decision 089). A file that
      // mocks a module or swaps the database client gets fresh modules of its own.
      {
        extends: true,
        test: {
          name: "database",
          include: DATABASE_TESTS,
          exclude: [...configDefaults.exclude, ...FRESH_MODULES],
          isolate: false,
        },
      },
      { extends: true, test: { name: "database-fresh", include: FRESH_MODULES } },
      {
        extends: true,
        test: {
          name: "other",
          include: ["app/**/*.test.{ts,tsx}", "prisma/**/*.test.ts", "scripts/**/*.test.ts", "tests/unit/**/*.test.ts"],
          exclude: [...configDefaults.exclude, ...DATABASE_TESTS],
          // As the database project: 158 -> 127 s here (decision 089).
          isolate: false,
        },
      },
    ],
  },
});
