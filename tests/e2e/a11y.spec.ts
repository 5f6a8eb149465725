// Accessibility: axe finds no serious or critical violation on any page, signed out and in, with and without
// JavaScript, on a desktop and on a phone (the phone shows the bottom bar instead of the top links; each page
// is checked with scripts on the desktop and without them on the phone, pairwise); and at the
// phone's 360 px nothing scrolls sideways, even with a very long word and a long URL in a post, a service, an
// event and a conversation.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, hydrated, speak, test } from "./fixtures";
import {
  ADMIN_PATHS,
  createLongConversation,
  createLongPost,
  longEventPaths,
  longServicePaths,
  MEMBER_PATHS,
  memberPathsWithPost,
  removeConnectionPath,
  SIGNED_OUT_PATHS,
} from "./pages";

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 360, height: 740 },
];

/** The phone's width: at it nothing may scroll sideways, not even a very long word or URL in members' content. */
const PHONE_WIDTH = VIEWPORTS[1].width;

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];
/** axe-core itself, evaluated in the page once per document (decision 109). */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/**
 * The serious and critical violations axe finds in `page` as it is now, one line each; at the phone's width, also
 * whether the page scrolls sideways (this check was tests/e2e/mobile.spec.ts, which loaded every page a third time).
 */
async function violationsOf(page: Page, path: string): Promise<string[]> {
  const wide: string[] = [];
  if (page.viewportSize()?.width === PHONE_WIDTH) {
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > PHONE_WIDTH) wide.push(`${path} is ${width} px wide at ${PHONE_WIDTH} px`);
  }
  // axe-core run in the page (decision 109): its source evaluated once per document, violations only (axe then
  // collects no passes), and only the serious and critical ones sent back, each with the markup of up to three
  // nodes (a failure seen once on CI must say what axe looked at).
  const loaded = await page.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === "function");
  if (!loaded) await page.evaluate(AXE_SOURCE);
  const found = await page.evaluate(async (tags) => {
    const { axe } = window as unknown as { axe: typeof import("axe-core") };
    const { violations } = await axe.run(document, {
      runOnly: { type: "tag", values: tags },
      resultTypes: ["violations"],
    });
    return violations
      .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
      .map((violation) => ({
        line: `${violation.id} (${violation.impact}) ${violation.help}`,
        nodes: violation.nodes.slice(0, 3).map((node) => `${node.target.join(" ")} ${node.html.slice(0, 200)}`),
      }));
  }, TAGS);
  const where = `${path} @${page.viewportSize()?.width}px`;
  return wide.concat(found.map(({ line, nodes }) => `${where}: ${line} -> ${nodes.join(", ")}`));
}

/** The server's HTML as a browser without JavaScript shows it: no scripts, and what `<noscript>` holds shown. */
function asWithoutJavaScript(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "")
    .replace(/<link[^>]+rel="modulepreload"[^>]*>/gi, "")
    .replace(/<\/?noscript>/gi, "");
}

/**
 * The page at both widths, as each browser shows it, in one test (the no-js project runs none of these: it
 * would load the same page again only to hand its markup to a scripting tab). The page is loaded once: first
 * hydrated at the desktop's width, as a browser with JavaScript shows it, then at the phone's width the HTML
 * the server sent for that same load, its scripts taken out and `<noscript>` shown, in the same tab (the same
 * cookies, the styles from the cache): what a browser without JavaScript shows, checked by axe. `only` limits the widths and `open` does something
 * first in each (e.g. opens a menu).
 */
async function expectAccessible(
  page: Page,
  path: string,
  { only = VIEWPORTS, open }: { only?: typeof VIEWPORTS; open?: (page: Page, scripts: boolean) => Promise<void> } = {},
) {
  // Each width once (pairwise, as the flows run): the hydrated page at the desktop's width, the copy without
  // scripts at the phone's, where what scripts replace (menus as <details>, <noscript>, full-page forms) is
  // tightest and where nothing may scroll sideways. Each axe run over a long page is seconds on CI's two cores;
  // the phone's own scripted parts (its More menu) have tests of their own below.
  const both = only.length > 1;
  const scriptWidths = both ? only.filter((viewport) => viewport.width !== PHONE_WIDTH) : only;
  const copyWidths = both ? only.filter((viewport) => viewport.width === PHONE_WIDTH) : only;
  await page.setViewportSize(scriptWidths[0]);
  const response = await page.goto(path);
  expect(response, path).not.toBeNull();
  const html = asWithoutJavaScript(await response!.text());
  const url = page.url();
  await open?.(page, true);
  const found: string[] = [];
  for (const viewport of scriptWidths) {
    await page.setViewportSize(viewport);
    found.push(...(await violationsOf(page, path)));
  }
  const thisPage = (address: URL) => address.href === url;
  await page.route(thisPage, (route) =>
    route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: html }),
  );
  await page.setViewportSize(copyWidths[0]);
  await page.goto(url);
  await page.unroute(thisPage);
  expect(await page.locator("script").count(), "the copy runs no script").toBe(0);
  await open?.(page, false);
  for (const viewport of copyWidths) {
    await page.setViewportSize(viewport);
    found.push(...(await violationsOf(page, `${path} (without JavaScript)`)));
  }
  expect(found, "serious or critical accessibility violations, or a page wider than the phone").toEqual([]);
}

/** The demo member's pages about content made for the check (a long post, service, event and conversation), by shape. */
const LONG_CONTENT_PAGES = [
  "/posts/:id",
  "/posts/:id/delete",
  "/posts/:id/edit",
  "/advice/:id",
  "/services/:id/edit",
  "/services/:id/delete",
  "/services/:id/reviews",
  "/events/:id",
  "/events/:id/edit",
  "/events/:id/cancel",
  "/messages/:partnerId",
];

// Made once per worker (each test used to make it afresh) and shared by that worker's tests of these pages.
let longContent: Promise<string[]> | undefined;
async function longContentPath(request: APIRequestContext, shape: string): Promise<string> {
  longContent ??= (async () => {
    const postId = await createLongPost(request);
    return [
      ...memberPathsWithPost(postId).filter((path) => !MEMBER_PATHS.includes(path)),
      ...(await longServicePaths(request)),
      ...(await longEventPaths(request)),
      await createLongConversation(request),
    ];
  })();
  const path = (await longContent)[LONG_CONTENT_PAGES.indexOf(shape)];
  expect(path, `a page of the shape ${shape}`).toMatch(new RegExp(`^${shape.replace(/:\w+/g, "[^/]+")}$`));
  return path;
}

// One test per page (both widths inside it), so the pages spread over the workers and each loads once.
test.describe("accessibility (axe), desktop and 360 px", () => {
  // One page's four axe runs (two widths, with and without JavaScript) on a loaded 2-core machine: /api/docs,
  // the longest page, took 66 s at a load of 19 (two runs were 60 s when each was a test of its own).
  test.describe.configure({ timeout: 120_000 });
  // Each test checks the page with and without JavaScript (the server's markup, scripts out) in one load: only the
  // js project runs this file (playwright.config.ts).

  // The check itself can fail: a page with an unnamed button and an image without a text alternative.
  test("axe reports a serious violation where there is one", async ({ page }) => {
    await page.setContent(
      '<html lang="en"><head><title>t</title></head><body><main><button></button><img src="/favicon.svg"></main></body></html>',
    );
    const found = await violationsOf(page, "a broken page");
    expect(found.map((line) => /px: ([\w-]+) \(/.exec(line)?.[1])).toEqual(
      expect.arrayContaining(["button-name", "image-alt"]),
    );
    expect(await violationsOf(page, "a broken page")).toEqual(found);
  });

  for (const path of SIGNED_OUT_PATHS) {
    test(`signed out: ${path}`, async ({ page }) => {
      await expectAccessible(page, path);
    });
  }

  for (const path of MEMBER_PATHS) {
    test(`member: ${path}`, async ({ memberPage }) => {
      await expectAccessible(memberPage, path);
    });
  }

  for (const shape of LONG_CONTENT_PAGES) {
    test(`member, long content: ${shape}`, async ({ memberPage, request }) => {
      await expectAccessible(memberPage, await longContentPath(request, shape));
    });
  }

  // The dialog is the JS form of the confirmation page checked above.
  test("member: /discover with a card's ⋯ menu open, then its Block dialog", async ({ memberPage }) => {
    await memberPage.goto("/discover");
    await expect(memberPage.locator("html[data-hydrated]")).toBeAttached();
    const card = memberPage.getByTestId("person-card").first();
    await card.locator("summary").click();
    const found: string[] = [];
    for (const viewport of VIEWPORTS) {
      await memberPage.setViewportSize(viewport);
      found.push(...(await violationsOf(memberPage, "/discover, menu open")));
    }
    await card.getByRole("button", { name: /^Block / }).click();
    await expect(memberPage.getByRole("dialog")).toBeVisible();
    for (const viewport of VIEWPORTS) {
      await memberPage.setViewportSize(viewport);
      found.push(...(await violationsOf(memberPage, "/discover, dialog open")));
    }
    expect(found, "serious or critical accessibility violations").toEqual([]);
  });

  test("member: the header's search open with suggestions", async ({ memberPage }) => {
    const found: string[] = [];
    for (const viewport of VIEWPORTS) {
      await memberPage.setViewportSize(viewport);
      await memberPage.goto("/search?q=Lagos");
      await hydrated(memberPage, true);
      await memberPage.getByTestId("header-search").click();
      // The header's own box, once its code has come: until then the only box is the page's (already "Lagos").
      await memberPage
        .getByRole("banner")
        .getByRole("combobox", { name: "Search everything" })
        .pressSequentially("lag");
      // The suggestions' own options: the page has others (the footer's language list).
      await expect(memberPage.getByRole("listbox").getByRole("option").first()).toBeVisible();
      found.push(...(await violationsOf(memberPage, "/search, suggestions open")));
    }
    expect(found, "serious or critical accessibility violations").toEqual([]);
  });

  test("member: /connections/:id/remove", async ({ memberPage, request }) => {
    await expectAccessible(memberPage, await removeConnectionPath(request));
  });

  for (const path of ADMIN_PATHS) {
    test(`admin: ${path}`, async ({ adminPage }) => {
      await expectAccessible(adminPage, path);
    });
  }

  test("admin: the phone's More, open", async ({ adminPage }) => {
    await expectAccessible(adminPage, "/admin/analytics", {
      only: [VIEWPORTS[1]],
      open: async (page, scripts) => {
        await hydrated(page, scripts);
        const bar = page.getByRole("navigation", { name: "Mobile" });
        await bar
          .getByRole("button", { name: "More" })
          .or(bar.locator("summary", { hasText: "More" }))
          .click();
        await expect(page.getByRole("link", { name: "Logout" }).filter({ visible: true })).toBeVisible();
      },
    });
  });

  // Right to left (decision 068): a page of each kind in Urdu, mirrored, at both widths.
  // A visitor's test asks for no member's page (the fixture signs one in) and a member's for no spare tab.
  for (const path of ["/", "/register"]) {
    test(`in Urdu, visitor: ${path}`, async ({ page, baseURL }) => {
      await speak(page, baseURL!, "ur");
      await expectAccessible(page, path);
      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    });
  }
  for (const path of ["/", "/discover", "/events", "/services", "/advice", "/messages", "/profile", "/notifications"]) {
    test(`in Urdu, member: ${path}`, async ({ memberPage, baseURL }) => {
      await speak(memberPage, baseURL!, "ur");
      await expectAccessible(memberPage, path);
      await expect(memberPage.locator("html")).toHaveAttribute("dir", "rtl");
    });
  }
});
