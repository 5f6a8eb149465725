// Personal API tokens on the security page (issue 30 §2), with JavaScript on and off: a bad name keeps what was
// chosen and says why; a token is shown once, works as a Bearer token, is listed by its name, and revoked.
import { asNewMemberOn, expect, hydrated, model, test, toast } from "./fixtures";

// Issue 29: the account flows on a phone, the width most members have.
test.use({ viewport: { width: 360, height: 740 } });

test.describe("personal API tokens", () => {
  test("create a read token, use it, see it listed as used, revoke it", async ({
    page,
    request,
    baseURL,
    javaScriptEnabled,
  }) => {
    await asNewMemberOn(page, request, { baseURL, javaScriptEnabled }, "/settings/security");
    const card = page.getByRole("region", { name: "API tokens" });
    await expect(card.getByText("You have no API tokens.")).toBeVisible();
    // The admin scope is not offered to a member.
    await expect(card.getByLabel("Scope").locator("option")).toHaveText(["Read only", "Read and write"]);

    await card.getByLabel("Name").fill("Calendar sync");
    await card.getByLabel("Scope").selectOption("read");
    await card.getByLabel("Expires").selectOption("30");
    await card.getByRole("button", { name: "Create token" }).click();
    await expect(toast(page)).toContainText("Token created");
    const token = (await card.getByTestId("new-token").textContent())!.trim();
    expect(token).toMatch(/^roots_pat_/);

    const bearer = { Authorization: `Bearer ${token}` };
    expect((await request.get("/api/auth/user", { headers: bearer })).status()).toBe(200);
    expect((await request.post("/api/posts", { headers: bearer, data: { content: "no" } })).status()).toBe(403);

    // Shown once: the next visit lists it by name, used, and never again with its secret.
    await page.goto("/settings/security");
    await hydrated(page, javaScriptEnabled);
    await expect(card.getByTestId("new-token")).toHaveCount(0);
    const row = card.getByTestId("api-token");
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("Calendar sync");
    await expect(row).toContainText("Read only");
    await expect(row).toContainText("last used");
    await expect(page.locator("body")).not.toContainText(token);

    await card.getByRole("button", { name: "Revoke token Calendar sync" }).click();
    await expect(toast(page)).toContainText("“Calendar sync” no longer works");
    await expect(row).toHaveCount(0);
    expect((await request.get("/api/auth/user", { headers: bearer })).status()).toBe(401);
  });

  test("a name that is too long is refused and the form says so", async ({
    page,
    request,
    baseURL,
    javaScriptEnabled,
  }) => {
    await asNewMemberOn(page, request, { baseURL, javaScriptEnabled }, "/settings/security");
    const card = page.getByRole("region", { name: "API tokens" });
    // Around the browser's maxlength, as a script or an old browser would.
    await card.getByLabel("Name").evaluate((input: HTMLInputElement) => {
      input.removeAttribute("maxlength");
      input.value = "x".repeat(61);
    });
    await card.getByRole("button", { name: "Create token" }).click();
    await expect(card.getByText("The name is at most 60 characters")).toBeVisible();
    await expect(card.getByLabel("Name")).toHaveValue("x".repeat(61));
    await expect(card.getByTestId("api-token")).toHaveCount(0);
  });

  test("an old sign-in confirms the password before making a token; a wrong one is refused on the page", async ({
    page,
    request,
    baseURL,
    javaScriptEnabled,
  }) => {
    const member = await asNewMemberOn(page, request, { baseURL, javaScriptEnabled }, "/settings/security");
    await expect(page.getByRole("region", { name: "Confirm it's you" })).toHaveCount(0);
    // The browser signed in two hours ago.
    const { db } = await model();
    await db.session.updateMany({
      where: { userId: member.id },
      data: { createdAt: new Date(Date.now() - 2 * 60 * 60_000) },
    });
    await page.reload();
    await hydrated(page, javaScriptEnabled);
    const tokens = page.getByRole("region", { name: "API tokens" });
    await tokens.getByLabel("Name").fill("Backup");
    await tokens.getByRole("button", { name: "Create token" }).click();
    await expect(page.getByText(/sign in again to do this/).first()).toBeVisible();
    await expect(tokens.getByTestId("new-token")).toHaveCount(0);

    const confirm = page.getByRole("region", { name: "Confirm it's you" });
    await confirm.getByLabel("Your password").fill("not-my-password");
    await confirm.getByRole("button", { name: "Confirm" }).click();
    await expect(confirm.getByText("That password is not right.")).toBeVisible();
    await confirm.getByLabel("Your password").fill(member.password);
    await confirm.getByRole("button", { name: "Confirm" }).click();
    await expect(toast(page)).toContainText("Thank you: you can go on");
    await expect(page.getByRole("region", { name: "Confirm it's you" })).toHaveCount(0);
    await hydrated(page, javaScriptEnabled);
    await tokens.getByLabel("Name").fill("Backup");
    await tokens.getByRole("button", { name: "Create token" }).click();
    await expect(toast(page)).toContainText("Token created");
    await expect(tokens.getByTestId("new-token")).toHaveText(/^\s*roots_pat_/);
  });
});
