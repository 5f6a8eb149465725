// `npm run test:cluster`: two app nodes behind nginx on PostgreSQL and Redis (tests/cluster). Apart from the
// unit suites (`npm run test:unit`): it needs nginx, both services and the build, and runs once, in CI after
// the other tests.
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    globals: true,
    environment: "node",
    include: ["tests/cluster/**/*.test.ts"],
    setupFiles: ["tests/setup/console.ts"],
    testTimeout: 120_000,
    hookTimeout: 60_000,
  },
});
