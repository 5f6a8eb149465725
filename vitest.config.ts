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
      { extends: true, test: { name: "database", include: DATABASE_TESTS } },
      {
        extends: true,
        test: {
          name: "other",
          include: ["app/**/*.test.{ts,tsx}", "prisma/**/*.test.ts", "scripts/**/*.test.ts", "tests/unit/**/*.test.ts"],
          exclude: [...configDefaults.exclude, ...DATABASE_TESTS],
        },
      },
    ],
  },
});
