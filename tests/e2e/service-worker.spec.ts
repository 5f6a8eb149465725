// The service worker (decision 083) in Chromium: served and registered, the build's files kept, pages readable
// offline with the bar, and nothing of one member's left for the next after logout. Without JavaScript no
// worker is registered. Push on the device: push-device.spec.ts.
import { randomUUID } from "node:crypto";
import type { BrowserContext, Page } from "@playwright/test";
import { expect, exchangeMessages, hydrated, registerMember, sessionFor, test, withSession } from "./fixtures";

/** A member signed in with a browser session (a push subscription belongs to one). */
async function browserMember(page: Page, request: Parameters<typeof registerMember>[0], baseURL: string, name: string) {
  const member = await registerMember(request, { firstName: name });
  await withSession(page, baseURL, await sessionFor(member.email));
  return member;
}

/** Loads `path` until the worker controls the page (the first visit only installs it). */
async function controlled(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page, true);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

/**
 * Offline, for the worker too: Playwright applies setOffline to a service worker it attaches to after the
 * change, not always to one already running; so the running worker is stopped and the next request starts it
 * offline (as a phone that lost its signal does: the worker is started for the page's next request).
 */
async function goOffline(context: BrowserContext, page: Page) {
  await context.setOffline(true);
  const cdp = await context.newCDPSession(page);
  await cdp.send("ServiceWorker.enable");
  await cdp.send("ServiceWorker.stopAllWorkers");
  await cdp.detach();
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

      await goOffline(context, page);
      await page.goto("/");
      await expect.poll(() => offlineBar(page)).toMatch(/^You're offline — showing what you saw at \d{1,2}:\d{2}/);
      await page.goto(`/messages/${ana.id}`);
      await expect(page.getByTestId("thread").getByText("Yes it is!")).toBeVisible();
      await expect.poll(() => offlineBar(page)).toMatch(/^You're offline — showing what you saw at/);
      await page.goto(`/events?never=${randomUUID()}`);
      await expect(page.getByRole("heading", { name: "You're offline" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/");

      await context.setOffline(false);
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
      await goOffline(context, page);
      await page.goto(`/messages/${ana.id}`);
      await expect(page.getByRole("heading", { name: "You're offline" })).toBeVisible();
      await expect(page.getByTestId("thread").getByText("Yes it is!")).toHaveCount(0);
      await context.setOffline(false);
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
