import { expect, test } from "./fixtures";

test.describe("landing page (visitor)", () => {
  test("shows the hero, the six features and links to sign-up and sign-in", async ({ page, baseURL }) => {
    const foreign: string[] = [];
    page.on("request", (request) => {
      if (!request.url().startsWith(baseURL!) && !request.url().startsWith("data:")) foreign.push(request.url());
    });
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your Roots. Your Story. Your Future.");
    for (const feature of [
      "Find Your Tribe",
      "Epic Events",
      "Skills That Pay",
      "Real Talk Advice",
      "Stay In The Loop",
      "Build Your Empire",
    ]) {
      await expect(page.getByRole("heading", { name: feature, exact: true })).toBeVisible();
    }
    // Join leads to registration; members who have an account find Sign in beside it.
    await expect(page.getByRole("link", { name: "Join the Movement" })).toHaveAttribute("href", "/register");
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign in", exact: true })).toHaveAttribute(
      "href",
      "/login",
    );
    await expect(page.getByRole("link", { name: "Start Your Journey" })).toHaveAttribute("href", "/register");
    await expect(page.getByRole("link", { name: "Join Roots Now" })).toHaveAttribute("href", "/register");
    await expect(page.getByText(`© ${new Date().getFullYear()} Roots`)).toBeVisible();
    expect(foreign).toEqual([]);
  });

  test("'Watch the Magic' jumps to the product tour", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: /Watch the Magic/ }).click();
    await expect(page).toHaveURL(/#tour$/);
    await expect(page.locator("#tour")).toBeInViewport();
  });

  test("'Start Your Journey' opens the registration form", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "Start Your Journey" }).click();
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.getByRole("heading", { name: "Create Account" })).toBeVisible();
  });

  for (const [link, path, heading] of [
    ["Help", "/help", /help/i],
    ["Community Guidelines", "/guidelines", /guidelines/i],
    ["Privacy", "/privacy", /privacy/i],
    ["Terms", "/terms", /terms/i],
  ] as const) {
    test(`footer link ${link} opens a real page`, async ({ page }) => {
      await page.goto("/");
      await page.getByRole("contentinfo").getByRole("link", { name: link, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    });
  }

  test("any other path shows the landing page to visitors", async ({ page }) => {
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your Roots. Your Story. Your Future.");
    // ...and keeps it out of search engines under that address.
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  });

  test("member screens send visitors to sign in and back", async ({ page }) => {
    await page.goto("/events");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fevents$/);
  });
});
