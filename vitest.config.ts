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

/**
 * Database test files that run alone: in a process of their own, with a fresh copy of the template (decision 110).
 * The rest share their worker's modules and database from file to file. These mock a module the models import
 * (which a shared module graph has already bound), or count what only a database of their own holds: statements
 * whose number depends on how many rows there are, the newest posts, the next fifty events, every active member;
 * or ask PostgreSQL for plans that its statistics of the file's own rows decide.
 */
const DATABASE_TESTS_ALONE = [
  "app/models/visibility-rules.server.test.ts",
  "app/models/near-words.server.test.ts",
  "app/models/search-plans.server.test.ts",
  "app/models/home.server.test.ts",
  "app/models/circles.server.test.ts",
  "app/models/connections.server.test.ts",
  "app/models/events.server.test.ts",
  // Plans chosen from the statistics of the file's own rows.
  "app/models/near-plans.server.test.ts",
  // The home page's statements as a page without photos runs them: with other files' photos in the feed, the
  // photos' read (Prisma's, `LIMIT ? OFFSET ?`) is one more, and binds its LIMIT (issue 48's notes).
  "app/server/sql-limit.server.test.ts",
];

const OTHER_TESTS = [
  "app/**/*.test.{ts,tsx}",
  "prisma/**/*.test.ts",
  "scripts/**/*.test.ts",
  "tests/unit/**/*.test.ts",
];
/**
 * The server's process tests: once, in a shared worker, a process below `npm start` outlived its SIGTERM by 5 s;
 * not understood yet, so they keep a process of their own.
 */
const OTHER_TESTS_ALONE = ["tests/unit/server.test.ts"];

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
      // Importing the app's modules again for every file was a third of this project's time (decision 089): a
      // worker keeps them, and its database, from file to file (decision 110).
      {
        extends: true,
        test: {
          name: "database",
          include: DATABASE_TESTS,
          exclude: [...configDefaults.exclude, ...DATABASE_TESTS_ALONE],
          isolate: false,
        },
      },
      { extends: true, test: { name: "database-alone", include: DATABASE_TESTS_ALONE } },
      {
        extends: true,
        test: {
          name: "other",
          include: OTHER_TESTS,
          exclude: [...configDefaults.exclude, ...DATABASE_TESTS, ...OTHER_TESTS_ALONE],
          isolate: false,
        },
      },
      { extends: true, test: { name: "other-alone", include: OTHER_TESTS_ALONE } },
    ],
  },
});
