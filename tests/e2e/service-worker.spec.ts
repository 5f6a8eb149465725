// The service worker (decision 083) in Chromium: served and registered, the build's files kept, pages readable
// offline with the bar, and nothing of one member's left for the next after logout. Without JavaScript no
// worker is registered. Push on the device: push-device.spec.ts.
import { randomUUID } from "node:crypto";
import type { BrowserContext, Page } from "@playwright/test";
import { expect, exchangeMessages, hydrated, registerMember, test } from "./fixtures";
import { browserMember, controlled } from "./service-worker-pages";

// The worker is what this spec is about (playwright.config.ts blocks it for the others).
test.use({ serviceWorkers: "allow" });

/**
 * Offline, for the service worker too. context.setOffline reaches the pages, but reaches a worker Playwright is
 * already attached to only sometimes (seen here: the worker still fetched from the server). So the worker's own
 * target is told as well, through the browser's CDP, as DevTools' "Offline" box does.
 */
async function goOffline(context: BrowserContext) {
  await context.setOffline(true);
  const browser = await context.browser()!.newBrowserCDPSession();
  const { targetInfos } = await browser.send("Target.getTargets");
  for (const target of targetInfos.filter((info) => info.type === "service_worker")) {
    const { sessionId } = await browser.send("Target.attachToTarget", { targetId: target.targetId, flatten: false });
    let id = 0;
    for (const [method, params] of [
      ["Network.enable", {}],
      ["Network.emulateNetworkConditions", { offline: true, latency: 0, downloadThroughput: -1, uploadThroughput: -1 }],
    ] as const)
      await browser.send("Target.sendMessageToTarget", {
        sessionId,
        message: JSON.stringify({ id: ++id, method, params }),
      });
  }
  return async () => {
    await context.setOffline(false);
    await browser.detach();
  };
}

/**
 * Opens `path` until the service worker answers it from the device (the bar, or the offline page): the worker
 * may take a moment to hear that the browser is offline, and meanwhile it fetches from the server. `never`
 * runs on every answer, so what must never be shown is never shown on any of them.
 */
async function openOffline(page: Page, path: string, never: () => Promise<void> = async () => {}) {
  await expect(async () => {
    await page.goto(path);
    await never();
    const fromDevice = await page.evaluate(
      () => document.body.hasAttribute("data-offline") || document.querySelector("[data-offline-page]") !== null,
    );
    expect(fromDevice, "answered from the device").toBe(true);
  }).toPass({ timeout: 20_000 });
}

const offlineBar = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body, "::before").content.replace(/^"|"$/g, ""));

test.describe("service worker", () => {
  test("without JavaScript no worker is registered and pages are as before", async ({
    page,
    context,
    request,
    baseURL,
    javaScriptEnabled,
  }) => {
    test.skip(javaScriptEnabled, "the no-JS project's check");
    await browserMember(page, request, baseURL!, "Noscript");
    await page.goto("/");
    await page.goto("/settings/mail");
    await expect(page.getByTestId("device-push")).toHaveCount(0);
    await expect(page.getByTestId("install-hint")).toHaveCount(0);
    expect(context.serviceWorkers()).toHaveLength(0);
  });

  test.describe("with JavaScript", () => {
    test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "a service worker needs scripts");

    test("served at /sw.js, not cached by the browser; it keeps the build's files", async ({
      page,
      request,
      baseURL,
    }) => {
      const answer = await request.get("/sw.js");
      expect(answer.status()).toBe(200);
      expect(answer.headers()["cache-control"]).toBe("no-cache");
      expect(answer.headers()["content-type"]).toContain("javascript");
      await browserMember(page, request, baseURL!, "Shell");
      await controlled(page, "/");
      const kept = await page.evaluate(async () => {
        const names = await caches.keys();
        const assets = names.find((name) => name.startsWith("roots-assets-"));
        return assets ? (await (await caches.open(assets)).keys()).map((r) => new URL(r.url).pathname) : [];
      });
      expect(kept.some((path) => /^\/build\/.+\.js$/.test(path))).toBe(true);
      expect(kept.some((path) => /^\/build\/.+\.css$/.test(path))).toBe(true);
      // Every built file the first page loaded before the worker controlled it (its route's too, not only the
      // shell's) is kept: the page hands them over. The next start then fetches only the document, preloaded.
      await expect
        .poll(() =>
          page.evaluate(async () => {
            const loaded = performance
              .getEntriesByType("resource")
              .map((entry) => entry.name)
              .filter((url) => new URL(url).pathname.startsWith("/build/"));
            const found = await Promise.all(loaded.map((url) => caches.match(url)));
            return loaded.filter((_, i) => !found[i]);
          }),
        )
        .toEqual([]);
      expect(
        await page.evaluate(async () => (await navigator.serviceWorker.ready).navigationPreload.getState()),
      ).toMatchObject({ enabled: true });
    });

    test("offline: visited pages render from the device with the bar; a page never visited says it is offline", async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      const ana = await registerMember(request, { firstName: "Ana" });
      const ben = await browserMember(page, request, baseURL!, "Ben");
      await exchangeMessages(ana.id, ben.id);
      await controlled(page, "/");
      await page.goto("/");
      await hydrated(page, true);
      await page.goto(`/messages/${ana.id}`);
      await hydrated(page, true);
      await expect(page.getByTestId("thread").getByText("Yes it is!")).toBeVisible();

      // Offline from a blank tab: a live page that loses its connection is the outbox's (another spec's) case.
      await page.goto("about:blank");
      const online = await goOffline(context);
      await openOffline(page, "/");
      await expect.poll(() => offlineBar(page)).toMatch(/^You're offline — showing what you saw at \d{1,2}:\d{2}/);
      await openOffline(page, `/messages/${ana.id}`);
      await expect(page.getByTestId("thread").getByText("Yes it is!")).toBeVisible();
      await expect.poll(() => offlineBar(page)).toMatch(/^You're offline — showing what you saw at/);
      await openOffline(page, `/events?never=${randomUUID()}`);
      await expect(page.getByRole("heading", { name: "You're offline" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/");

      await online();
      await page.goto("/");
      await hydrated(page, true);
      expect(await offlineBar(page)).toBe("none");
    });

    test("logout wipes the kept pages: the next member on this phone never sees the last one's thread", async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      const ana = await registerMember(request, { firstName: "Ana" });
      const ben = await browserMember(page, request, baseURL!, "Ben");
      await exchangeMessages(ana.id, ben.id);
      await controlled(page, "/");
      await page.goto(`/messages/${ana.id}`);
      await hydrated(page, true);
      await expect(page.getByTestId("thread").getByText("Yes it is!")).toBeVisible();
      await expect.poll(() => keptPaths(page)).toContain(`/messages/${ana.id}`);

      await page.getByTestId("logout").click();
      await expect(page).toHaveURL(`${baseURL}/`);
      await expect.poll(() => keptPaths(page)).toEqual([]);

      // Carla signs in on the same phone, browses, then loses the connection: Ben's thread is not there.
      await browserMember(page, request, baseURL!, "Carla");
      await page.goto("/");
      await hydrated(page, true);
      // Offline from a blank tab: a live page that loses its connection is the outbox's (another spec's) case.
      await page.goto("about:blank");
      const online = await goOffline(context);
      const bensWords = page.getByTestId("thread").getByText("Yes it is!");
      await openOffline(page, `/messages/${ana.id}`, () => expect(bensWords).toHaveCount(0, { timeout: 0 }));
      await expect(page.getByRole("heading", { name: "You're offline" })).toBeVisible();
      await expect(bensWords).toHaveCount(0);
      await online();
    });
  });
});

const keptPaths = (page: Page) =>
  page.evaluate(async () => {
    if (!(await caches.has("roots-pages"))) return [];
    const keys = await (await caches.open("roots-pages")).keys();
    return keys.map((r) => new URL(r.url).pathname).filter((path) => path !== "/__offline-owner");
  });

test.describe("push on this device, blocked", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "a service worker needs scripts");
  test("blocked by the browser: the device says so and offers no button", async ({ page, request, baseURL }) => {
    await browserMember(page, request, baseURL!, "Blocked");
    await page.goto("/settings/mail");
    await hydrated(page, true);
    // The headless shell blocks notifications for every site: the state a member who said "Block" is in.
    test.skip((await page.evaluate(() => Notification.permission)) !== "denied", "this browser does not block");
    const device = page.getByTestId("device-push");
    await expect(device.getByRole("status")).toHaveText(
      "Your browser blocks notifications from this site. Allow them in the browser's site settings, then come back here.",
    );
    await expect(device.getByRole("button")).toHaveCount(0);
  });
});
