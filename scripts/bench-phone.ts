// The phone profile of issue 25: Chromium at 360 px on a slow network (1.6 Mbps down, 750 kbps up, 150 ms
// round trip) with the CPU slowed 4× through the DevTools protocol. For each page: time to interactive (the
// moment React has hydrated: html[data-hydrated], set by root.tsx) with a cold cache and again warm (the same
// browser, its HTTP cache filled), when the parts hydrated later (HydrateLater) were live too, and the bytes
// moved cold (all, and scripts). Medians of a few runs.
// A benchmark that prints figures, not a test. Run by `npm run bench`, or alone against a running server:
//   tsx scripts/bench-phone.ts http://127.0.0.1:3000 <session token>
import { chromium, type BrowserContext } from "@playwright/test";
import { existsSync } from "node:fs";

const PROFILE = { latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 };
const CPU_SLOWDOWN = 4;
const RUNS = Number(process.env.BENCH_PHONE_RUNS ?? 3);
export const PHONE_PATHS = ["/", "/messages"];

type Load = { interactiveMs: number; allLiveMs: number; bytes: number; scriptBytes: number };
export type PhoneFigures = { path: string; cold: Load; warm: Load };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function load(context: BrowserContext, url: string): Promise<Load> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", { offline: false, ...PROFILE });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  const types = new Map<string, string>();
  let bytes = 0;
  let scriptBytes = 0;
  cdp.on("Network.responseReceived", (event) => types.set(event.requestId, event.type));
  cdp.on("Network.loadingFinished", (event) => {
    bytes += event.encodedDataLength;
    if (types.get(event.requestId) === "Script") scriptBytes += event.encodedDataLength;
  });
  await page.goto(url, { waitUntil: "commit" });
  await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 60_000 });
  // Navigation start is 0 on the page's own clock.
  const interactiveMs = await page.evaluate(() => performance.now());
  await page.waitForLoadState("networkidle");
  // Parts of a page hydrated after the rest (HydrateLater) say when the last of them came alive.
  const allLive = Number(await page.evaluate(() => document.documentElement.dataset.allLive ?? "0"));
  await page.close();
  return { interactiveMs, allLiveMs: Math.max(interactiveMs, allLive), bytes, scriptBytes };
}

export async function phoneTimings(base: string, token: string): Promise<PhoneFigures[]> {
  // The old headless shell first: the full browser's headless mode also runs its desktop UI's own pages (the
  // omnibox's WebUI), which no phone has and which made warm figures wander by ±0.3 s here.
  const executablePath =
    process.env.CHROME_PATH ??
    ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"].find((path) => existsSync(path));
  const browser = await chromium.launch({ executablePath });
  const figures: PhoneFigures[] = [];
  try {
    for (const path of PHONE_PATHS) {
      const cold: Load[] = [];
      const warm: Load[] = [];
      for (let run = 0; run < RUNS; run++) {
        const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true });
        await context.addCookies([{ name: "roots_session", value: token, url: base }]);
        cold.push(await load(context, `${base}${path}`));
        warm.push(await load(context, `${base}${path}`));
        await context.close();
      }
      const summary = (loads: Load[]): Load => ({
        interactiveMs: median(loads.map((l) => l.interactiveMs)),
        allLiveMs: median(loads.map((l) => l.allLiveMs)),
        bytes: median(loads.map((l) => l.bytes)),
        scriptBytes: median(loads.map((l) => l.scriptBytes)),
      });
      figures.push({ path, cold: summary(cold), warm: summary(warm) });
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
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [base, token] = process.argv.slice(2);
  if (!base || !token) {
    console.error("Usage: tsx scripts/bench-phone.ts <base URL> <session token>");
    process.exit(1);
  }
  printPhoneTimings(await phoneTimings(base, token));
}
