import { expect, test, toast } from "./fixtures";

test.describe("signed-in shell", () => {
  test("the nav links every area and highlights the current one", async ({ memberPage: page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const [label, title] of [
      ["Discover", "Discover"],
      ["Events", "Events"],
      ["Services", "Services"],
      ["Advice", "Advice"],
      ["Messages", "Messages"],
    ]) {
      await nav.getByRole("link", { name: label, exact: true }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      await expect(nav.getByRole("link", { name: label, exact: true })).toHaveAttribute("aria-current", "page");
    }
    await nav.getByRole("link", { name: "Home", exact: true }).click();
    await expect(page.getByText("Welcome back, Amara!")).toBeVisible();
  });

  test("the avatar leads to the profile and comes from our own server", async ({ memberPage: page, baseURL }) => {
    await page.goto("/");
    const avatar = page.getByRole("link", { name: "Your profile" }).getByRole("img");
    const src = await avatar.getAttribute("src");
    expect(new URL(src!, baseURL).origin).toBe(new URL(baseURL!).origin);
    const svg = await page.request.get(src!);
    expect(svg.headers()["content-type"]).toContain("image/svg+xml");
    await page.getByRole("link", { name: "Your profile" }).click();
    await expect(page.getByRole("heading", { name: "Amara Okafor" })).toBeVisible();
  });

  test("each member screen shows its title and empty state or content", async ({ memberPage: page }) => {
    await page.goto("/messages");
    await expect(page.getByText("Select a conversation")).toBeVisible();
  });

  test("unknown paths say Page Not Found with a 404", async ({ memberPage: page }) => {
    const response = await page.goto("/definitely/not/here");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  });

  test("members cannot open the admin dashboard", async ({ memberPage: page }) => {
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/$/);
    await expect(toast(page)).toContainText("Access denied");
    await expect(toast(page)).toContainText("You don't have permission to access this page");
  });

  test("admins can", async ({ adminPage: page }) => {
    await page.goto("/admin");
    await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
  });

  test("the mobile bar offers the five main places", async ({ memberPage: page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/");
    const bar = page.getByRole("navigation", { name: "Mobile" });
    await expect(bar.getByRole("link")).toHaveText(["Home", "Discover", "Events", "Messages", "Profile"]);
  });
});

test.describe("toasts with JavaScript", () => {
  test("appear in the Notifications region", async ({ memberPage: page }, testInfo) => {
    test.skip(testInfo.project.name !== "js", "the Radix region exists only once scripts run");
    await page.goto("/admin");
    await expect(page.getByRole("region", { name: /Notifications/ })).toBeAttached();
    await expect(page.getByRole("region", { name: /Notifications/ }).getByTestId("toast")).toContainText(
      "Access denied",
    );
  });
});

test("Chromium finds the app installable (manifest, icons, start URL)", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "the browser's own check, the same with scripts off");
  await page.goto("/login");
  const cdp = await page.context().newCDPSession(page);
  // The manifest is fetched after load; ask until Chromium has read it.
  await expect
    .poll(async () => (await cdp.send("Page.getAppManifest")).url ?? "", { timeout: 10_000 })
    .toContain("/manifest.webmanifest");
  const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
  // Playwright's contexts are incognito ones, where Chromium installs nothing: the one error not about the app.
  expect(installabilityErrors.filter((error) => error.errorId !== "in-incognito")).toEqual([]);
});
