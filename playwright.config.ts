import { existsSync } from "node:fs";
import { defineConfig, chromium } from "@playwright/test";
import { E2E_PORT } from "./tests/e2e/env";
import { withJavaScript, withoutJavaScript } from "./tests/e2e/projects";

// Debian's Chromium when present (this machine, CI), else Playwright's own browser. The suite runs headless, so
// Chromium's old headless shell comes first: the full browser's headless mode is the whole desktop browser
// (it even starts the omnibox's own WebUI pages), and took half as long again over the same specs on two cores.
const executablePath = ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"].find((path) => existsSync(path));
if (!executablePath && !existsSync(chromium.executablePath())) {
  throw new Error(
    "No Chromium for the end-to-end tests. Install one: `sudo apt-get install chromium-headless-shell` (Debian/Ubuntu) " +
      "or `npx playwright install chromium`.",
  );
}
const baseURL = `http://127.0.0.1:${E2E_PORT}`;

export default defineConfig({
  testDir: "tests",
  testMatch: ["e2e/**/*.spec.ts", "api/**/*.spec.ts"],
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // One retry on CI only; a test that needed it is reported as "flaky" in the output, not hidden.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    // A failed test keeps its trace: each action's DOM snapshot, the network and the console. Not the screencast:
    // recording it made the browser draw, copy and encode frames for every test, passing or not, which was
    // 30 % of the suite's time (decision 089). A snapshot shows the page as the action found it all the same.
    trace: { mode: "retain-on-failure", screenshots: false },
    // The service worker (decision 083) answers a controlled page's requests itself, where page.route cannot
    // reach them: the specs of the worker (service-worker, push-device) allow it, the rest see pages as before.
    serviceWorkers: "block",
    launchOptions: {
      executablePath,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        // No optimizing compiler: a test's page lives seconds, and V8 spent the renderers' time optimizing code it
        // would never run again (same specs: 177-182 s -> 153-156 s; decision 089). What the code does is the same.
        "--js-flags=--no-opt",
      ],
    },
  },
  projects: [
    { name: "api", testMatch: "api/**/*.spec.ts" },
    { name: "js", testMatch: "e2e/**/*.spec.ts", use: withJavaScript },
    // The accessibility spec checks each page without JavaScript inside its scripted test (one load for both);
    // run here, its 69 tests only skipped, each after opening a browser context (~0.5 s of CI's time apiece).
    { name: "no-js", testMatch: "e2e/**/*.spec.ts", testIgnore: "e2e/a11y.spec.ts", use: withoutJavaScript },
  ],
  webServer: {
    command: "node_modules/.bin/tsx tests/e2e/start-server.ts",
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
