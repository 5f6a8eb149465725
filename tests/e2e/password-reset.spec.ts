// Forgot password -> the mail (read in the admin's outbox: the e2e server has no SMTP_URL) -> a new password ->
// signed in, every other session ended. Runs with JavaScript and without (the js and no-js projects).
import { expect, registerMember, sessionFor, test, toast, DEMO_ADMIN } from "./fixtures";

test.describe("forgot password", () => {
  test("from the login page to a reset link in the mail and back signed in", async ({
    page,
    browser,
    request,
    baseURL,
  }) => {
    const member = await registerMember(request);
    await page.goto("/login");
    await page.getByRole("link", { name: "Forgot your password?" }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await page.getByLabel("Email").fill(member.email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByTestId("forgot-sent")).toContainText("If an account uses that address");

    // The admin's outbox holds the mail; its link is the way back in.
    const admin = await browser.newContext({ javaScriptEnabled: false });
    await admin.addCookies([
      {
        name: "roots_session",
        value: await sessionFor(DEMO_ADMIN.email),
        url: baseURL!,
        httpOnly: true,
        sameSite: "Lax",
      },
    ]);
    const outbox = await admin.newPage();
    await outbox.goto("/admin/outbox");
    const mail = outbox.getByTestId("outbox-mail").filter({ hasText: member.email }).first();
    await expect(mail).toContainText("Reset your password");
    await mail.locator("summary").click();
    const href = await mail.getByRole("link", { name: /reset-password\?token=/ }).getAttribute("href");
    await admin.close();
    const link = new URL(href!);
    expect(link.pathname).toBe("/reset-password");

    await page.goto(`${link.pathname}${link.search}`);
    await page.getByLabel("New password", { exact: true }).fill("short-7");
    await page.getByLabel("Confirm new password", { exact: true }).fill("short-7");
    await page.getByRole("button", { name: "Set new password" }).click();
    await expect(page.getByText("At least 8 characters", { exact: true })).toBeVisible();
    await expect(toast(page)).toContainText("Password too short");
    await page.getByLabel("New password", { exact: true }).fill("a-new-password-1");
    await page.getByLabel("Confirm new password", { exact: true }).fill("a-new-password-1");
    await page.getByRole("button", { name: "Set new password" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(toast(page)).toContainText("Password changed");
    // The registration's API session ended with the reset.
    const old = await request.get("/api/auth/user", { headers: { Authorization: `Bearer ${member.token}` } });
    expect(old.status()).toBe(401);
    // The link worked once.
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByRole("alert")).toContainText("expired or was already used");
  });
});

test.describe("admin reset link", () => {
  test("an admin sends a member a reset link and sees it in the outbox", async ({ adminPage, request }) => {
    const member = await registerMember(request);
    await adminPage.goto(`/admin/users?q=${encodeURIComponent(member.email)}`);
    await adminPage.getByTestId("user-reset-link").first().click();
    await expect(adminPage).toHaveURL(/\/admin\/outbox$/);
    await expect(toast(adminPage)).toContainText("Reset link created");
    // Other tests' mails land in the same outbox meanwhile: this member's is found by their address.
    const mail = adminPage
      .getByTestId("outbox-mail")
      .filter({ hasText: member.email })
      .filter({ hasText: "password-reset" })
      .first();
    await expect(mail).toBeVisible();
    await mail.locator("summary").click();
    await expect(mail.getByRole("link", { name: /reset-password\?token=/ })).toBeVisible();
  });
});
