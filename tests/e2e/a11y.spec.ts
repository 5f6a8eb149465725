// Accessibility: axe finds no serious or critical violation on any page, signed out and in, with and without
// JavaScript (the project decides), on a desktop and on a phone (the phone shows the bottom bar instead of the top links).
import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Browser, Page } from "@playwright/test";
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

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];

/** The serious and critical violations axe finds in `page` as it is now, one line each. */
async function violationsOf(page: Page, path: string): Promise<string[]> {
  // Violations only (axe then collects no passes), and axe.run inside the page itself: the default mode
  // opens a second page per run to merge frames' results, a second or more each time, and we have no frames.
  const { violations } = await new AxeBuilder({ page })
    .withTags(TAGS)
    .options({ resultTypes: ["violations"] })
    .setLegacyMode(true)
    .analyze();
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => {
      const targets = violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(" "))
        .join(", ");
      return `${path} @${page.viewportSize()?.width}px: ${violation.id} (${violation.impact}) ${violation.help} -> ${targets}`;
    });
}

/**
 * The page at every width. It is loaded once and the window resized (the layout follows the media queries,
 * as a phone turned or a window narrowed does). axe runs inside the page, which a browser without
 * JavaScript can't do: for the no-JS project the page the server sent (as that browser shows it) is
 * analysed in a second, scripting tab, with its scripts taken out so that nothing hydrates: the same
 * markup and styles, checked by axe. `only` limits the widths and `open` does something first (e.g.
 * opens a menu, whose markup then goes into the copy).
 */
async function expectAccessible(
  page: Page,
  path: string,
  javaScriptEnabled: boolean,
  browser: Browser,
  { only = VIEWPORTS, open }: { only?: typeof VIEWPORTS; open?: (page: Page) => Promise<void> } = {},
) {
  await page.setViewportSize(only[0]);
  await page.goto(path);
  await open?.(page);
  const found: string[] = [];
  if (javaScriptEnabled) {
    for (const viewport of only) {
      await page.setViewportSize(viewport);
      found.push(...(await violationsOf(page, path)));
    }
  } else {
    const html = (await page.content())
      .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "")
      .replace(/<link[^>]+rel="modulepreload"[^>]*>/gi, "");
    const context = await browser.newContext({ viewport: only[0], javaScriptEnabled: true });
    try {
      const copy = await context.newPage();
      const url = page.url();
      await copy.route(url, (route) =>
        route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: html }),
      );
      await copy.goto(url);
      for (const viewport of only) {
        await copy.setViewportSize(viewport);
        found.push(...(await violationsOf(copy, path)));
      }
    } finally {
      await context.close();
    }
  }
  expect(found, "serious or critical accessibility violations").toEqual([]);
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
  // One page's two axe runs, plus the scripting copy without JS, on a loaded 2-core CI machine.
  test.describe.configure({ timeout: 60_000 });

  for (const path of SIGNED_OUT_PATHS) {
    test(`signed out: ${path}`, async ({ page, javaScriptEnabled, browser }) => {
      await expectAccessible(page, path, javaScriptEnabled, browser);
    });
  }

  for (const path of MEMBER_PATHS) {
    test(`member: ${path}`, async ({ memberPage, javaScriptEnabled, browser }) => {
      await expectAccessible(memberPage, path, javaScriptEnabled, browser);
    });
  }

  for (const shape of LONG_CONTENT_PAGES) {
    test(`member, long content: ${shape}`, async ({ memberPage, request, javaScriptEnabled, browser }) => {
      await expectAccessible(memberPage, await longContentPath(request, shape), javaScriptEnabled, browser);
    });
  }

  test("member: /discover with a card's ⋯ menu open, then its Block dialog", async ({
    memberPage,
    javaScriptEnabled,
  }) => {
    test.skip(!javaScriptEnabled, "the dialog is the JS form of the confirmation page checked above");
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

  test("member: the header's search open with suggestions", async ({ memberPage, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "the suggestions are what scripts add to the search form checked above");
    const found: string[] = [];
    for (const viewport of VIEWPORTS) {
      await memberPage.setViewportSize(viewport);
      await memberPage.goto("/search?q=Lagos");
      await hydrated(memberPage, javaScriptEnabled);
      await memberPage.getByTestId("header-search").click();
      await memberPage.getByRole("combobox", { name: "Search everything" }).first().pressSequentially("lag");
      await expect(memberPage.getByRole("option").first()).toBeVisible();
      found.push(...(await violationsOf(memberPage, "/search, suggestions open")));
    }
    expect(found, "serious or critical accessibility violations").toEqual([]);
  });

  test("member: /connections/:id/remove", async ({ memberPage, request, javaScriptEnabled, browser }) => {
    await expectAccessible(memberPage, await removeConnectionPath(request), javaScriptEnabled, browser);
  });

  for (const path of ADMIN_PATHS) {
    test(`admin: ${path}`, async ({ adminPage, javaScriptEnabled, browser }) => {
      await expectAccessible(adminPage, path, javaScriptEnabled, browser);
    });
  }

  test("admin: the phone's More, open", async ({ adminPage, javaScriptEnabled, browser }) => {
    await expectAccessible(adminPage, "/admin/analytics", javaScriptEnabled, browser, {
      only: [VIEWPORTS[1]],
      open: async (page) => {
        await hydrated(page, javaScriptEnabled);
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
  for (const [as, path] of [
    ["visitor", "/"],
    ["visitor", "/register"],
    ["member", "/"],
    ["member", "/discover"],
    ["member", "/events"],
    ["member", "/services"],
    ["member", "/advice"],
    ["member", "/messages"],
    ["member", "/profile"],
    ["member", "/notifications"],
  ] as const) {
    test(`in Urdu, ${as}: ${path}`, async ({ page, memberPage, baseURL, javaScriptEnabled, browser }) => {
      const target = as === "member" ? memberPage : page;
      await speak(target, baseURL!, "ur");
      await expectAccessible(target, path, javaScriptEnabled, browser);
      await expect(target.locator("html")).toHaveAttribute("dir", "rtl");
    });
  }
});
