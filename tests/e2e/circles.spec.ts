// Circles (issue 27 §3, decision 063), with and without JavaScript, at 360 px and on a desktop: a member opens
// their homeland × city circle, posts to it, and sees the post there and in their home feed (My circles);
// Leave and Join are plain forms.
import { randomUUID } from "node:crypto";
import { expect, hydrated, postCard, signInNewMember, test, toast } from "./fixtures";

const unique = (label: string) => `${label} ${randomUUID().slice(0, 8)}`;

for (const viewport of [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
]) {
  test.describe(`circles at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("open my homeland × city circle and post to it; the post is there and in my feed", async ({
      page,
      request,
      baseURL,
      javaScriptEnabled,
    }) => {
      await signInNewMember(page, request, baseURL!, { countryOfOrigin: "Vietnam", currentLocation: "Nuuk" });
      await page.goto("/circles");
      const mine = page.getByRole("region", { name: "My circles" });
      await expect(mine.getByTestId("circle-card")).toHaveCount(3);
      await mine.getByRole("link", { name: "Vietnamese in Nuuk" }).click();
      await expect(page).toHaveURL(/\/circles\/from-vietnam-in-\d+$/);
      await expect(page.getByRole("heading", { level: 1, name: "Vietnamese in Nuuk" })).toBeVisible();
      await hydrated(page, javaScriptEnabled);

      const content = unique("Xin chào Nuuk");
      await expect(page.getByLabel("Post to")).toHaveValue(/^from-vietnam-in-\d+$/);
      await page.getByLabel("What's on your mind?").fill(content);
      await page.getByRole("button", { name: "Post", exact: true }).click();
      await expect(toast(page)).toContainText("Your post has been created!");
      await expect(page).toHaveURL(/\/circles\/from-vietnam-in-\d+$/);
      await expect(postCard(page, content)).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

      await page.goto("/");
      await expect(page.getByRole("link", { name: "My circles", exact: true })).toHaveAttribute("aria-current", "page");
      await expect(postCard(page, content)).toBeVisible();
      await expect(postCard(page, content).getByRole("link", { name: "in Vietnamese in Nuuk" })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    });

    test("leave and join a circle", async ({ page, request, baseURL, javaScriptEnabled }) => {
      await signInNewMember(page, request, baseURL!, { countryOfOrigin: "India", currentLocation: "Nuuk" });
      await page.goto("/circles");
      await page.getByRole("region", { name: "My circles" }).getByRole("link", { name: "India", exact: true }).click();
      await expect(page).toHaveURL(/\/circles\/from-india$/);
      // The address changes as the navigation starts; the circle's page is there once its heading is.
      await expect(page.getByRole("heading", { level: 1, name: "India" })).toBeVisible();
      await hydrated(page, javaScriptEnabled);
      await page.getByRole("button", { name: "Leave circle" }).click();
      await expect(toast(page)).toContainText("You left India");
      await page.getByRole("button", { name: "Join circle" }).click();
      await expect(toast(page)).toContainText("You joined India");
      await expect(page.getByRole("button", { name: "Leave circle" })).toBeVisible();
    });
  });
}
