import { randomUUID } from "node:crypto";
import { expect, hydrated, registerMember, sessionCount, signInNewMember, test, toast, withSession } from "./fixtures";

test.describe("your profile", () => {
  test("edit and save with tags; the view shows the new values", async ({
    page,
    request,
    baseURL,
    javaScriptEnabled,
  }) => {
    await signInNewMember(page, request, baseURL!);
    await page.goto("/profile");
    await hydrated(page, javaScriptEnabled);
    await page.getByRole("link", { name: "Edit Profile" }).click();
    await expect(page.getByRole("form", { name: "Edit profile" })).toBeVisible();
    await page.getByLabel(/^First name/).fill("Renata");
    await page.getByLabel("Country of origin").selectOption("Ghana");
    await page.getByLabel("Second homeland").selectOption({ label: "Kenya" });
    await page.getByLabel(/^Bio/).fill("New in town, happy to help with Twi.");
    if (javaScriptEnabled) {
      const skills = page.getByRole("textbox", { name: "Skills" });
      for (const skill of ["Cooking", "cooking", "Twi"]) {
        await skills.fill(skill);
        await skills.press("Enter");
      }
      await expect(page.getByRole("list", { name: "Skills" }).getByRole("listitem")).toHaveCount(2);
    } else {
      await page.getByRole("textbox", { name: "Skills" }).fill(" Cooking, cooking, ,Twi ");
    }
    await page.getByRole("button", { name: "Save" }).click();
    await expect(toast(page)).toContainText("Profile updated successfully!");
    await expect(page.getByRole("link", { name: "Edit Profile" })).toBeVisible();
    await expect(page.getByRole("heading", { name: /Renata/ })).toBeVisible();
    await expect(page.getByRole("region", { name: "Your profile" })).toContainText("Ghana and Kenya");
    await expect(page.getByRole("list", { name: "Skills" }).getByRole("listitem")).toHaveText(["Cooking", "Twi"]);
    await expect(page.getByText("New in town, happy to help with Twi.")).toBeVisible();
  });

  test("a refused save shows the field error and keeps what was typed; Cancel restores the stored values", async ({
    page,
    request,
    baseURL,
    javaScriptEnabled,
  }) => {
    const other = await registerMember(request);
    const me = await signInNewMember(page, request, baseURL!);
    await page.goto("/profile?edit=1");
    await hydrated(page, javaScriptEnabled);
    await page.getByLabel(/^Last name/).fill("Typed");
    await page.getByLabel("Second homeland").selectOption({ label: "Syria" });
    await page.getByLabel("Email", { exact: true }).fill(other.email);
    await page.getByRole("button", { name: "Save" }).click();
    // A new email needs the password; a taken one is refused as registration refuses it (no "another member").
    await expect(page.getByText("Enter your current password to change your email").first()).toBeVisible();
    await expect(page.getByLabel(/^Last name/)).toHaveValue("Typed");
    await expect(page.getByLabel("Email", { exact: true })).toHaveValue(other.email);
    await expect(page.getByLabel("Second homeland")).toHaveValue("SY");
    const password = page.getByRole("textbox", { name: "Your password (needed only to change your email)" });
    await password.fill(me.password);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(
      page.getByText("We couldn't use this email address. Check it, or use another one.").first(),
    ).toBeVisible();
    await expect(page.getByLabel(/^Last name/)).toHaveValue("Typed");
    await expect(page.getByLabel("Email", { exact: true })).toHaveValue(other.email);
    // The page sent back never holds the password (with JS, the field simply keeps what was typed).
    if (!javaScriptEnabled) await expect(password).toHaveValue("");
    await page.getByRole("link", { name: "Cancel" }).click();
    await expect(page.getByRole("heading", { name: "Eve Tester" })).toBeVisible();
  });

  test("change password: the current one is needed; other sessions end, this one stays", async ({
    page,
    request,
    baseURL,
    javaScriptEnabled,
  }) => {
    const me = await signInNewMember(page, request, baseURL!);
    const other = await request.post("/api/auth/login", { data: { email: me.email, password: me.password } });
    expect(other.status()).toBe(200);
    expect(await sessionCount(me.email)).toBe(2);
    await page.goto("/profile");
    await hydrated(page, javaScriptEnabled);
    await page.getByRole("textbox", { name: "Current password" }).fill("wrong-password");
    await page.getByRole("textbox", { name: "New password", exact: true }).fill("a-new-password");
    await page.getByRole("textbox", { name: "Confirm new password" }).fill("a-new-password");
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByText("Your current password is not right").first()).toBeVisible();
    expect(await sessionCount(me.email)).toBe(2);

    await page.getByRole("textbox", { name: "Current password" }).fill(me.password);
    await page.getByRole("textbox", { name: "New password", exact: true }).fill("a-new-password");
    await page.getByRole("textbox", { name: "Confirm new password" }).fill("a-new-password");
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(toast(page)).toContainText("Password changed");
    expect(await sessionCount(me.email)).toBe(1);
    // This browser is still signed in; the other token is not.
    await page.goto("/profile");
    await expect(page.getByRole("link", { name: "Edit Profile" })).toBeVisible();
    const token = (await other.json()).token as string;
    expect((await request.get("/api/auth/user", { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(401);
    const login = await request.post("/api/auth/login", { data: { email: me.email, password: "a-new-password" } });
    expect(login.status()).toBe(200);
  });

  test("without changes to the URL, /profile?edit=1 is the edit form (a link target)", async ({
    page,
    request,
    baseURL,
  }) => {
    const me = await registerMember(request, { firstName: `Link${randomUUID().slice(0, 4)}` });
    await withSession(page, baseURL!, me.token);
    await page.goto("/profile?edit=1");
    await expect(page.getByLabel(/^First name/)).toHaveValue(/^Link/);
  });
});
