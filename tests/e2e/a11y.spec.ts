// Accessibility: axe finds no serious or critical violation on any page, signed out and in, with and without
// JavaScript (the project decides), on a desktop and on a phone (the phone shows the bottom bar instead of the top links).
import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { ADMIN_PATHS, createLongConversation, createLongPost, longEventPaths, longServicePaths, memberPathsWithPost, SIGNED_OUT_PATHS } from "./pages";

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 360, height: 740 },
];

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];

/**
 * axe runs inside the page, which a browser without JavaScript can't do. So for the no-JS project the page the
 * server sent (as that browser shows it) is analysed in a second, scripting tab, with its scripts taken out so
 * that nothing hydrates: the same markup and styles, checked by axe.
 */
async function analyse(page: Page, javaScriptEnabled: boolean, browser: Browser) {
  if (javaScriptEnabled) return new AxeBuilder({ page }).withTags(TAGS).analyze();
  const html = (await page.content()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "").replace(/<link[^>]+rel="modulepreload"[^>]*>/gi, "");
  const context = await browser.newContext({ viewport: page.viewportSize(), javaScriptEnabled: true });
  try {
    const copy = await context.newPage();
    const url = page.url();
    await copy.route(url, (route) => route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: html }));
    await copy.goto(url);
    return await new AxeBuilder({ page: copy }).withTags(TAGS).analyze();
  } finally {
    await context.close();
  }
}

async function expectAccessible(page: Page, paths: string[], javaScriptEnabled: boolean, browser: Browser) {
  const found: string[] = [];
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    for (const path of paths) {
      await page.goto(path);
      const { violations } = await analyse(page, javaScriptEnabled, browser);
      for (const violation of violations) {
        if (violation.impact !== "serious" && violation.impact !== "critical") continue;
        const targets = violation.nodes.slice(0, 3).map((node) => node.target.join(" ")).join(", ");
        found.push(`${path} @${viewport.width}px: ${violation.id} (${violation.impact}) ${violation.help} -> ${targets}`);
      }
    }
  }
  expect(found, "serious or critical accessibility violations").toEqual([]);
}

test.describe("accessibility (axe)", () => {
  // Every page twice (desktop and 360 px); the member list grew with the services and advice pages.
  test.describe.configure({ timeout: 240_000 });

  test("signed-out pages", async ({ page, javaScriptEnabled, browser }) => {
    await expectAccessible(page, SIGNED_OUT_PATHS, javaScriptEnabled, browser);
  });

  // Split in two so each half fits its time on a loaded CI machine.
  test("member pages: the lists and the long post", async ({ memberPage, request, javaScriptEnabled, browser }) => {
    await expectAccessible(memberPage, memberPathsWithPost(await createLongPost(request)), javaScriptEnabled, browser);
  });

  test("member pages: a long service, event and conversation", async ({ memberPage, request, javaScriptEnabled, browser }) => {
    const paths = [...(await longServicePaths(request)), ...(await longEventPaths(request)), await createLongConversation(request)];
    await expectAccessible(memberPage, paths, javaScriptEnabled, browser);
  });

  test("admin pages", async ({ adminPage, javaScriptEnabled, browser }) => {
    await expectAccessible(adminPage, ADMIN_PATHS, javaScriptEnabled, browser);
  });
});
