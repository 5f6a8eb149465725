// The phone profile of issue 25: Chromium at 360 px on a slow network (1.6 Mbps down, 750 kbps up, 150 ms
// round trip) with the CPU slowed 4× through the DevTools protocol. For each page: time to interactive (the
// moment React has hydrated: html[data-hydrated], set by root.tsx) with a cold cache and again warm (the same
// browser, its HTTP cache filled), when the parts hydrated later (HydrateLater) were live too, and the bytes
// moved cold (all, and scripts). Medians of a few runs.
// Issue 45: the warm start with the service worker (decision 083) against without it. Each run has two browser
// contexts, one after the other (A, B, A, B…, so the machine's load falls on both alike): A blocks service
// workers (cold, then warm from the HTTP cache: the figures above); B lets the first load register the worker,
// waits until it is ready, controls the page and keeps every file the page loaded, then times a new page. The
// worker's own requests (the document it fetches) go through the same throttled network: the page's network
// conditions do not reach a worker, so they are set on its target too. (The 4× CPU slowdown is the page's only:
// DevTools cannot slow a worker's thread.)
// A benchmark that prints figures, not a test. Run by `npm run bench`, or alone against a running server:
//   tsx scripts/bench-phone.ts http://127.0.0.1:3000 <session token>
// BENCH_PHONE_RUNS: runs per page (3); BENCH_PHONE_DEBUG=1 lists what each warm start with the worker still
// asked the network for.
import { chromium, type Browser, type BrowserContext, type CDPSession } from "@playwright/test";
import { existsSync } from "node:fs";

const PROFILE = { latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 };
const CPU_SLOWDOWN = 4;
const RUNS = Number(process.env.BENCH_PHONE_RUNS ?? 3);
const DEBUG = process.env.BENCH_PHONE_DEBUG === "1";
// Issue 48: the home page, the messages and the events, as members open them most.
export const PHONE_PATHS = ["/", "/messages", "/events"];

type Load = { interactiveMs: number; allLiveMs: number; bytes: number; scriptBytes: number };
/** A warm start without the worker and with it, and what each still moved over the network. */
type WarmPair = { without: Load[]; withWorker: Load[] };
export type PhoneFigures = {
  path: string;
  cold: Load;
  warm: Load;
  /** The warm start with the service worker (issue 45), median. */
  warmWorker: Load;
  /** Every run's interactive times, for the spread. */
  runs: { warmMs: number[]; warmWorkerMs: number[] };
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * The service workers' own network, throttled like the page's and counted. Playwright gives no session on a
 * worker, so the browser's session attaches to each worker target and speaks to it through
 * Target.sendMessageToTarget.
 */
class WorkerNetwork {
  bytes = 0;
  requests: string[] = [];
  private attached = new Set<string>();
  private nextId = 1;

  constructor(private session: CDPSession) {
    session.on("Target.receivedMessageFromTarget", (event) => {
      const message = JSON.parse(event.message) as { method?: string; params?: Record<string, unknown> };
      if (message.method === "Network.loadingFinished") this.bytes += Number(message.params?.encodedDataLength ?? 0);
      else if (message.method === "Network.requestWillBeSent") {
        const request = message.params?.request as { url: string } | undefined;
        if (request) this.requests.push(request.url);
      }
    });
  }

  static async open(browser: Browser) {
    return new WorkerNetwork(await browser.newBrowserCDPSession());
  }

  /** Throttles every service worker not seen before. */
  async throttleAll() {
    const { targetInfos } = await this.session.send("Target.getTargets");
    for (const target of targetInfos) {
      if (target.type !== "service_worker" || this.attached.has(target.targetId)) continue;
      this.attached.add(target.targetId);
      const { sessionId } = await this.session.send("Target.attachToTarget", {
        targetId: target.targetId,
        flatten: false,
      });
      for (const [method, params] of [
        ["Network.enable", {}],
        ["Network.emulateNetworkConditions", { offline: false, ...PROFILE }],
      ] as const) {
        await this.session.send("Target.sendMessageToTarget", {
          sessionId,
          message: JSON.stringify({ id: this.nextId++, method, params }),
        });
      }
    }
  }

  reset() {
    this.bytes = 0;
    this.requests = [];
  }
}

async function load(
  context: BrowserContext,
  url: string,
  options: { keepWorker?: boolean; worker?: WorkerNetwork } = {},
): Promise<Load> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", { offline: false, ...PROFILE });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  const types = new Map<string, string>();
  const fromWorker = new Set<string>();
  const network: string[] = [];
  let bytes = 0;
  let scriptBytes = 0;
  cdp.on("Network.responseReceived", (event) => {
    types.set(event.requestId, event.type);
    // What the worker answered moved nothing here; what it fetched itself is counted on its own target.
    if (event.response.fromServiceWorker) fromWorker.add(event.requestId);
    else network.push(event.response.url);
  });
  cdp.on("Network.loadingFinished", (event) => {
    if (fromWorker.has(event.requestId)) return;
    bytes += event.encodedDataLength;
    if (types.get(event.requestId) === "Script") scriptBytes += event.encodedDataLength;
  });
  options.worker?.reset();
  await page.goto(url, { waitUntil: "commit" });
  await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 60_000 });
  // Navigation start is 0 on the page's own clock.
  const interactiveMs = await page.evaluate(() => performance.now());
  await page.waitForLoadState("networkidle");
  // Parts of a page hydrated after the rest (HydrateLater) say when the last of them came alive.
  const allLive = Number(await page.evaluate(() => document.documentElement.dataset.allLive ?? "0"));
  if (options.worker) {
    bytes += options.worker.bytes;
    if (DEBUG) {
      const asked = [...network, ...options.worker.requests.map((u) => `${u} (by the worker)`)];
      const document = await page.evaluate(() => {
        const [entry] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
        return `document's first byte at ${entry.responseStart.toFixed(0)} ms, last at ${entry.responseEnd.toFixed(0)} ms`;
      });
      console.log(
        `warm start with the worker, ${url}: interactive at ${interactiveMs.toFixed(0)} ms, ${document}; ` +
          `${(bytes / 1024).toFixed(1)} KB over ${asked.length} requests (from the HTTP cache or the network)\n  ${asked.join("\n  ")}`,
      );
    }
  }
  if (options.keepWorker) await workerReady(page);
  await page.close();
  return { interactiveMs, allLiveMs: Math.max(interactiveMs, allLive), bytes, scriptBytes };
}

/**
 * After a first load: the worker registered, activated and in control, and every file the page loaded kept in
 * its caches (the page hands them over, service-worker.client.ts). Waits at most 15 s for the files, then says
 * so and goes on.
 */
async function workerReady(page: import("@playwright/test").Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
  const assets = /\/(build|fonts|flags|icons)\/|\/favicon\.svg$/;
  // (Polled here: waitForFunction takes a promise for a truthy answer.)
  let kept = false;
  for (const end = Date.now() + 15_000; !kept && Date.now() < end;) {
    kept = await page.evaluate(async (pattern) => {
      const urls = performance
        .getEntriesByType("resource")
        .map((entry) => entry.name)
        .filter((url) => url.startsWith(location.origin) && new RegExp(pattern).test(new URL(url).pathname));
      const found = await Promise.all(urls.map((url) => caches.match(url)));
      return found.every(Boolean);
    }, assets.source);
    if (!kept) await page.waitForTimeout(250);
  }
  if (!kept) console.log("phone bench: the worker had not kept every file of the first load after 15 s");
}

export async function phoneTimings(base: string, token: string): Promise<PhoneFigures[]> {
  // The old headless shell first: the full browser's headless mode also runs its desktop UI's own pages (the
  // omnibox's WebUI), which no phone has and which made warm figures wander by ±0.3 s here.
  const executablePath =
    process.env.CHROME_PATH ??
    ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"].find((path) => existsSync(path));
  const browser = await chromium.launch({ executablePath });
  const worker = await WorkerNetwork.open(browser);
  const figures: PhoneFigures[] = [];
  const newContext = async (serviceWorkers: "allow" | "block") => {
    const context = await browser.newContext({
      viewport: { width: 360, height: 740 },
      isMobile: true,
      serviceWorkers,
    });
    await context.addCookies([{ name: "roots_session", value: token, url: base }]);
    return context;
  };
  try {
    for (const path of PHONE_PATHS) {
      const cold: Load[] = [];
      const pair: WarmPair = { without: [], withWorker: [] };
      for (let run = 0; run < RUNS; run++) {
        // A: no worker. The cold figure and the warm one from the HTTP cache alone.
        const plain = await newContext("block");
        cold.push(await load(plain, `${base}${path}`));
        pair.without.push(await load(plain, `${base}${path}`));
        await plain.close();
        // B: the same first load registers the worker; the warm start is then the worker's.
        const installed = await newContext("allow");
        await load(installed, `${base}${path}`, { keepWorker: true });
        await worker.throttleAll();
        pair.withWorker.push(await load(installed, `${base}${path}`, { worker }));
        await installed.close();
      }
      const summary = (loads: Load[]): Load => ({
        interactiveMs: median(loads.map((l) => l.interactiveMs)),
        allLiveMs: median(loads.map((l) => l.allLiveMs)),
        bytes: median(loads.map((l) => l.bytes)),
        scriptBytes: median(loads.map((l) => l.scriptBytes)),
      });
      figures.push({
        path,
        cold: summary(cold),
        warm: summary(pair.without),
        warmWorker: summary(pair.withWorker),
        runs: {
          warmMs: pair.without.map((l) => l.interactiveMs),
          warmWorkerMs: pair.withWorker.map((l) => l.interactiveMs),
        },
      });
    }
  } finally {
    await browser.close();
  }
  return figures;
}

export function printPhoneTimings(figures: PhoneFigures[]) {
  console.log(
    `phone profile (360 px, 1.6 Mbps / 150 ms, CPU ${CPU_SLOWDOWN}x slower; median of ${RUNS}; goal: interactive <= 3 s cold, <= 1.5 s warm)`,
  );
  console.log("page        interactive cold  warm     all live cold  warm     moved cold  of it script");
  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  for (const { path, cold, warm } of figures) {
    console.log(
      `${path.padEnd(10)}  ${s(cold.interactiveMs).padStart(11)}  ${s(warm.interactiveMs).padStart(8)}  ${s(cold.allLiveMs).padStart(11)}  ${s(warm.allLiveMs).padStart(8)}  ${(cold.bytes / 1024).toFixed(0).padStart(7)} KB  ${(cold.scriptBytes / 1024).toFixed(0).padStart(9)} KB`,
    );
  }
  console.log(
    `warm start without the service worker and with it (interleaved runs; median, fastest-slowest; goal with it: interactive <= 1.0 s)`,
  );
  console.log("page        interactive without  (spread)       with worker  (spread)       moved without  with worker");
  const spread = (values: number[]) =>
    `(${(Math.min(...values) / 1000).toFixed(2)}-${(Math.max(...values) / 1000).toFixed(2)})`;
  for (const { path, warm, warmWorker, runs } of figures) {
    console.log(
      `${path.padEnd(10)}  ${s(warm.interactiveMs).padStart(19)}  ${spread(runs.warmMs).padEnd(13)}  ${s(warmWorker.interactiveMs).padStart(11)}  ${spread(runs.warmWorkerMs).padEnd(13)}  ${(warm.bytes / 1024).toFixed(1).padStart(10)} KB  ${(warmWorker.bytes / 1024).toFixed(1).padStart(8)} KB`,
    );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [base, token] = process.argv.slice(2);
  if (!base || !token) {
    console.error("Usage: tsx scripts/bench-phone.ts <base URL> <session token>");
    process.exit(1);
  }
  printPhoneTimings(await phoneTimings(base, token));
}
