import { asNewMemberOn, expect, hydrated, test, toast } from "./fixtures";

// Issue 29: the account flows on a phone, the width most members have.
test.use({ viewport: { width: 360, height: 740 } });

test.describe("delete your account", () => {
  test("a wrong password keeps it; the right one deletes it, signs out, and the sign-in fails after", async ({
    page,
    request,
    baseURL,
    javaScriptEnabled,
  }) => {
    const member = await asNewMemberOn(page, request, { baseURL, javaScriptEnabled }, "/settings/security");
    const card = page.getByRole("region", { name: "Delete your account" });
    await expect(card).toContainText("Messages you sent stay");
    await card.getByLabel("Your password").fill("not-my-password");
    await card.getByRole("button", { name: "Delete my account" }).click();
    await expect(card.getByText("That password is not right.")).toBeVisible();
    expect(
      (await request.get("/api/auth/user", { headers: { Authorization: `Bearer ${member.token}` } })).status(),
    ).toBe(200);

    await card.getByLabel("Your password").fill(member.password);
    await card.getByRole("button", { name: "Delete my account" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(toast(page)).toContainText("Your account has been deleted");
    expect(
      (await request.get("/api/auth/user", { headers: { Authorization: `Bearer ${member.token}` } })).status(),
    ).toBe(401);

    await page.goto("/login");
    await hydrated(page, javaScriptEnabled);
    await page.getByLabel("Email").fill(member.email);
    await page.getByLabel("Password", { exact: true }).fill(member.password);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page.getByText("Invalid email or password").first()).toBeVisible();
  });
});
