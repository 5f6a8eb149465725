import { expect, hydrated, registerMember, test, toast, withSession } from "./fixtures";

// Issue 29: the account flows on a phone, the width most members have.
test.use({ viewport: { width: 360, height: 740 } });

const PHONE =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36";

test.describe("your devices", () => {
  test("see where you are signed in, sign one device out, then every other", async ({
    page,
    browser,
    request,
    baseURL,
    javaScriptEnabled,
  }) => {
    const member = await registerMember(request);
    // A second browser (a phone) signs in through the login form.
    const phone = await browser.newContext({ userAgent: PHONE, javaScriptEnabled });
    const phonePage = await phone.newPage();
    await phonePage.goto("/login");
    await phonePage.getByLabel("Email").fill(member.email);
    await phonePage.getByLabel("Password", { exact: true }).fill(member.password);
    await phonePage.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(phonePage).toHaveURL(/\/$/);

    await withSession(page, baseURL!, member.token);
    await page.goto("/profile");
    await page.getByRole("link", { name: "Security and devices" }).click();
    await expect(page.getByRole("heading", { name: "Security", level: 1 })).toBeVisible();
    await hydrated(page, javaScriptEnabled);
    const devices = page.getByTestId("device");
    await expect(devices).toHaveCount(2);
    await expect(devices.filter({ hasText: "This device" })).toHaveCount(1);
    await page.getByRole("button", { name: "Sign out Chrome on Android" }).click();
    await expect(toast(page)).toContainText("Chrome on Android is signed out.");
    await expect(devices).toHaveCount(1);
    await expect(page.getByText("You are signed in on this device only.")).toBeVisible();
    // The phone is signed out at its next step.
    await phonePage.goto("/profile");
    await expect(phonePage).toHaveURL(/\/login/);

    // Another sign-in elsewhere, then "everywhere else".
    await registerMemberLogin(request, member);
    await page.reload();
    await expect(devices).toHaveCount(2);
    await page.getByRole("button", { name: "Sign out everywhere else" }).click();
    await expect(toast(page)).toContainText("1 other session was signed out.");
    await expect(devices).toHaveCount(1);
    await phone.close();
  });
});

async function registerMemberLogin(
  request: Parameters<typeof registerMember>[0],
  member: { email: string; password: string },
) {
  const response = await request.post("/api/auth/login", { data: { email: member.email, password: member.password } });
  expect(response.status()).toBe(200);
}
