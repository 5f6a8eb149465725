// `npm run bench:lighthouse`: Lighthouse (mobile profile, no throttling) on / signed out and signed in,
// against the production server on the bench database (data/bench.db, made by `npm run bench`).
// Prints performance, accessibility and best-practices scores. Not a test: it prints figures.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import lighthouse from "lighthouse";

const USAGE = `Usage: npm run bench:lighthouse

Runs Lighthouse (mobile, no throttling) on / signed out and signed in against the production build
(npm run build first) and the bench database (npm run bench makes it). Chromium: /usr/bin/chromium
or CHROME_PATH. Prints the performance, accessibility and best-practices scores.`;
if (process.argv.includes("--help") || process.argv.includes("-h")) {
  console.log(USAGE);
  process.exit(0);
}

const root = join(import.meta.dirname, "..");
const url = process.env.BENCH_DATABASE_URL ?? "file:./data/bench.db";
const port = Number(process.env.BENCH_PORT ?? 3301);
const chromePort = Number(process.env.BENCH_CHROME_PORT ?? 9333);
const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
if (!existsSync(chromePath)) {
  console.error(`No browser at ${chromePath}: sudo apt-get install chromium, or set CHROME_PATH`);
  process.exit(1);
}
process.env.DATABASE_URL = url;
process.env.SESSION_SECRET ??= "bench-session-secret-0123456789";
process.env.NODE_ENV = "production";

const { db } = await import("../app/server/db.server");
const { createSession } = await import("../app/models/accounts.server");
const { token } = await createSession(
  (await db.user.findFirstOrThrow({ where: { id: "bu1" }, select: { id: true } })).id,
  "browser",
);
await db.$disconnect();

async function waitFor(address: string) {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if ((await fetch(address)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${address} did not answer`);
}

const profile = mkdtempSync(join(tmpdir(), "roots-lighthouse-"));
const children: ChildProcess[] = [];
try {
  children.push(
    spawn(join(root, "node_modules/.bin/tsx"), ["server.ts"], {
      cwd: root,
      env: { ...process.env, PORT: String(port), LOG_REQUESTS: "0" },
      stdio: ["ignore", "ignore", "inherit"],
    }),
  );
  children.push(
    spawn(
      chromePath,
      [
        "--headless=new",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        `--remote-debugging-port=${chromePort}`,
        `--user-data-dir=${profile}`,
        "about:blank",
      ],
      { stdio: "ignore" },
    ),
  );
  await waitFor(`http://127.0.0.1:${port}/healthz`);
  await waitFor(`http://127.0.0.1:${chromePort}/json/version`);
  const categories = ["performance", "accessibility", "best-practices"];
  for (const [name, headers] of [
    ["signed out", undefined],
    ["signed in", { Cookie: `roots_session=${token}` }],
  ] as const) {
    const result = await lighthouse(`http://127.0.0.1:${port}/`, {
      port: chromePort,
      output: "json",
      logLevel: "error",
      onlyCategories: categories,
      throttlingMethod: "provided",
      extraHeaders: headers,
    });
    const scores = categories.map(
      (category) => `${category} ${Math.round((result?.lhr.categories[category]?.score ?? 0) * 100)}`,
    );
    console.log(`/ ${name}: ${scores.join(", ")}`);
  }
} finally {
  await Promise.all(
    children.map(
      (child) =>
        new Promise((resolve) =>
          child.exitCode !== null ? resolve(null) : (child.once("exit", resolve), child.kill("SIGTERM")),
        ),
    ),
  );
  rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
}
process.exit(0);
