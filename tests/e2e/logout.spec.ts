import { expect, registerMember, sessionCount, test, withSession } from "./fixtures";

test.describe("logout", () => {
  test("the nav's Logout ends the session on the server", async ({ page, request, baseURL }) => {
    const member = await registerMember(request);
    await withSession(page, baseURL!, member.token);
    await page.goto("/discover");
    await expect(page.getByRole("heading", { name: "Discover" })).toBeVisible();
    await page.getByTestId("logout").click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("link", { name: "Join the Movement" })).toBeVisible();
    // The old token is dead for pages and the API alike.
    expect(await sessionCount(member.email)).toBe(0);
    const api = await request.get("/api/auth/user", { headers: { Authorization: `Bearer ${member.token}` } });
    expect(api.status()).toBe(401);
    await page.goto("/discover");
    await expect(page).toHaveURL(/\/login/);
  });

  test("the logout form posts and lands on the landing page", async ({ page, request, baseURL }) => {
    const member = await registerMember(request);
    await withSession(page, baseURL!, member.token);
    await page.goto("/profile");
    await page.getByRole("button", { name: "Log out" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("link", { name: "Start Your Journey" })).toBeVisible();
    expect(await sessionCount(member.email)).toBe(0);
  });
});
