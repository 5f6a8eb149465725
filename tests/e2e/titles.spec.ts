// Every page has its own title, "Page · Roots" (the product name from APP_NAME, Roots by default).
import { expect, test } from "./fixtures";

test.describe("page titles", () => {
  test("signed out", async ({ page }) => {
    for (const [path, title] of [
      ["/", "Your Roots. Your Story. Your Future. · Roots"],
      ["/login", "Sign in · Roots"],
      ["/register", "Create Account · Roots"],
      ["/help", "Help · Roots"],
    ] as const) {
      await page.goto(path);
      await expect(page, path).toHaveTitle(title);
    }
  });

  test("signed in", async ({ adminPage: page }) => {
    for (const [path, title] of [
      ["/", "Home · Roots"],
      ["/discover", "Discover · Roots"],
      ["/events", "Events · Roots"],
      ["/profile", "Profile · Roots"],
      ["/search", "Search · Roots"],
      ["/search?q=Lagos", "“Lagos” · Search · Roots"],
      ["/admin", "Admin Dashboard · Roots"],
      ["/no-such-page", "Page Not Found · Roots"],
    ] as const) {
      await page.goto(path);
      await expect(page, path).toHaveTitle(title);
    }
  });
});
