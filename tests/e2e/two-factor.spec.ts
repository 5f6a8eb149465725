import { generate } from "otplib";
import { asNewMemberOn, clearSession, expect, hydrated, test, toast } from "./fixtures";

// Issue 29: the account flows on a phone, the width most members have.
test.use({ viewport: { width: 360, height: 740 } });

const STEP = 30;
const codeAt = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * STEP });

test.describe("two-factor sign-in", () => {
  test("turn it on, then sign in with a code and with a recovery code", async ({
    page,
    request,
    baseURL,
    javaScriptEnabled,
  }) => {
    const member = await asNewMemberOn(page, request, { baseURL, javaScriptEnabled }, "/settings/security");
    await page.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
    await expect(page.getByRole("img", { name: /QR code/ })).toBeVisible();
    const secret = (await page.getByTestId("totp-key").textContent())!.trim();
    await page.getByLabel("Code from your app").fill("000000");
    await page.getByRole("button", { name: "Confirm" }).click();
    await expect(page.getByText(/That code is not right/).first()).toBeVisible();
    // The previous period's code: the sign-in below then uses a code not seen before.
    await page.getByLabel("Code from your app").fill(await codeAt(secret, -1));
    await page.getByRole("button", { name: "Confirm" }).click();
    await expect(toast(page)).toContainText("Two-factor sign-in is on");
    const codes = await page.getByTestId("recovery-code").allTextContents();
    expect(codes).toHaveLength(10);
    await page.getByRole("link", { name: "I have saved them" }).click();
    await expect(page.getByText("10 recovery codes left.")).toBeVisible();

    const signIn = async (code: string) => {
      await clearSession(page);
      await page.goto("/login?redirectTo=%2Fprofile");
      await hydrated(page, javaScriptEnabled);
      await page.getByLabel("Email").fill(member.email);
      await page.getByLabel("Password", { exact: true }).fill(member.password);
      await page.getByRole("button", { name: "Sign In", exact: true }).click();
      await expect(page).toHaveURL(/\/login\/code/);
      await expect(page.getByRole("heading", { name: "Enter your code" })).toBeVisible();
      // Not signed in yet.
      expect((await page.context().cookies()).some((cookie) => cookie.name === "roots_session")).toBe(false);
      await hydrated(page, javaScriptEnabled);
      await page.getByLabel("Authentication code or recovery code").fill(code);
      await page.getByRole("button", { name: "Verify" }).click();
    };
    await signIn(await codeAt(secret));
    await expect(page).toHaveURL(/\/profile$/);
    await expect(toast(page)).toContainText("Welcome back!");

    await signIn(codes[0]);
    await expect(page).toHaveURL(/\/profile$/);
    await page.goto("/settings/security");
    await expect(page.getByText("9 recovery codes left.")).toBeVisible();

    // A used recovery code is refused, the typed field is empty again, the page says why.
    await signIn(codes[0]);
    await expect(page).toHaveURL(/\/login\/code/);
    await expect(page.getByText(/That code is not right/).first()).toBeVisible();
  });
});
