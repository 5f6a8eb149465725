// Every page fits a 360 px wide phone: nothing scrolls sideways, even with a very long word and a long URL in the feed.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import {
  ADMIN_PATHS,
  createLongConversation,
  createLongPost,
  longEventPaths,
  longServicePaths,
  memberPathsWithPost,
  SIGNED_OUT_PATHS,
} from "./pages";

const WIDTH = 360;
test.use({ viewport: { width: WIDTH, height: 740 } });

async function expectFits(page: Page, path: string) {
  await page.goto(path);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${path} is ${width} px wide`).toBeLessThanOrEqual(WIDTH);
}

test.describe("mobile width (360 px)", () => {
  test("signed-out pages", async ({ page }) => {
    for (const path of SIGNED_OUT_PATHS) await expectFits(page, path);
  });

  test("member pages, with a long word and a long URL in the feed", async ({ memberPage, request }) => {
    const postId = await createLongPost(request);
    for (const path of [
      ...memberPathsWithPost(postId),
      ...(await longServicePaths(request)),
      ...(await longEventPaths(request)),
      await createLongConversation(request),
    ])
      await expectFits(memberPage, path);
  });

  test("admin pages", async ({ adminPage }) => {
    for (const path of ADMIN_PATHS) await expectFits(adminPage, path);
  });
});
