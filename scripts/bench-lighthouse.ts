// `npm run bench:lighthouse`: Lighthouse's default mobile profile (its own simulated throttling: a slow 4G
// network and a 4× slower CPU) on / signed out and signed in, /messages and /events, against the production
// server on the bench database (data/bench.db, made by `npm run bench`), or against a running server:
//   tsx scripts/bench-lighthouse.ts http://127.0.0.1:3000 <session token>
// Prints performance, accessibility and best-practices scores. Not a test: it prints figures.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const USAGE = `Usage: npm run bench:lighthouse

Runs Lighthouse (default mobile profile, simulated throttling) on / signed out and signed in and on
/messages and /events against the production build (npm run build first) and the bench database (npm run bench
makes it), or against a running server: tsx scripts/bench-lighthouse.ts <base URL> <session token>. Chromium: /usr/bin/chromium
or CHROME_PATH. Prints the performance, accessibility and best-practices scores.`;
if (process.argv.includes("--help") || process.argv.includes("-h")) {
  console.log(USAGE);
  process.exit(0);
}
// After the usage line: loading Lighthouse takes seconds, which `--help` (and its test) need not wait for.
const { chromium } = await import("@playwright/test");
const { default: lighthouse } = await import("lighthouse");

const root = join(import.meta.dirname, "..");
const [givenBase, givenToken] = process.argv.slice(2);
const port = Number(process.env.BENCH_PORT ?? 3301);
const base = givenBase ?? `http://127.0.0.1:${port}`;
const chromePort = Number(process.env.BENCH_CHROME_PORT ?? 9333);
const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
if (!existsSync(chromePath)) {
  console.error(`No browser at ${chromePath}: sudo apt-get install chromium, or set CHROME_PATH`);
  process.exit(1);
}

/** A session for the bench database's first member, made directly in the database. */
async function benchSession() {
  process.env.DATABASE_URL = process.env.BENCH_DATABASE_URL ?? "file:./data/bench.db";
  process.env.SESSION_SECRET ??= "bench-session-secret-0123456789";
  process.env.NODE_ENV = "production";
  const { db } = await import("../app/server/db.server");
  const { createSession } = await import("../app/models/accounts.server");
  const user = await db.user.findFirstOrThrow({ where: { id: "bu1" }, select: { id: true } });
  const { token } = await createSession(user.id, "browser");
  await db.$disconnect();
  return token;
}
const token = givenToken ?? (await benchSession());

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
  if (!givenBase) {
    children.push(
      spawn(join(root, "node_modules/.bin/tsx"), ["server.ts"], {
        cwd: root,
        env: { ...process.env, PORT: String(port), LOG_REQUESTS: "0", JOBS: "0" },
        stdio: ["ignore", "ignore", "inherit"],
      }),
    );
  }
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
  await waitFor(`${base}/healthz`);
  await waitFor(`http://127.0.0.1:${chromePort}/json/version`);
  const categories = ["performance", "accessibility", "best-practices"];
  // The session goes into the browser's own cookie jar (a Cookie header Lighthouse adds is not sent on
  // navigations, and Lighthouse clears storage unless told not to).
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chromePort}`);
  const cookies = browser.contexts()[0];
  for (const [name, path, signedIn] of [
    ["/ signed out", "/", false],
    ["/ signed in", "/", true],
    ["/messages", "/messages", true],
    ["/events", "/events", true],
  ] as const) {
    await cookies.clearCookies();
    if (signedIn) await cookies.addCookies([{ name: "roots_session", value: token, url: base }]);
    // Lighthouse's defaults: the mobile form factor and simulated throttling.
    const result = await lighthouse(`${base}${path}`, {
      port: chromePort,
      output: "json",
      logLevel: "error",
      onlyCategories: categories,
      disableStorageReset: true,
    });
    const lhr = result?.lhr;
    const scores = categories.map(
      (category) => `${category} ${Math.round((lhr?.categories[category]?.score ?? 0) * 100)}`,
    );
    const metrics = ["first-contentful-paint", "largest-contentful-paint", "interactive", "total-blocking-time"]
      .map((id) => `${id} ${lhr?.audits[id]?.displayValue ?? "?"}`)
      .join(", ");
    console.log(`${name}: ${scores.join(", ")}\n  ${metrics}`);
    const failing = Object.values(lhr?.audits ?? {}).filter(
      (audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === "binary",
    );
    for (const audit of failing) console.log(`  failing: ${audit.id}`);
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
