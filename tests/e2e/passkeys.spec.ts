import { clearSession, expect, hydrated, model, registerMember, test, toast, withSession } from "./fixtures";
import { E2E_PORT } from "./env";

// Issue 29: the account flows on a phone, the width most members have.
test.use({ viewport: { width: 360, height: 740 } });

// WebAuthn needs a secure context with a domain: localhost, not 127.0.0.1.
const origin = `http://localhost:${E2E_PORT}`;

test.describe("passkeys", () => {
  test("add a passkey and sign in with it alone (Chromium's virtual authenticator)", async ({
    page,
    request,
    javaScriptEnabled,
  }) => {
    test.skip(!javaScriptEnabled, "passkeys need JavaScript; the no-JS test below checks what the pages say");
    const member = await registerMember(request);
    await withSession(page, origin, member.token);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("WebAuthn.enable");
    await cdp.send("WebAuthn.addVirtualAuthenticator", {
      options: {
        protocol: "ctap2",
        transport: "internal",
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });

    await page.goto(`${origin}/settings/security`);
    await hydrated(page, true);
    await expect(page.getByText("You have no passkeys yet.")).toBeVisible();
    await page.getByRole("button", { name: "Add a passkey" }).click();
    await expect(toast(page)).toContainText("Passkey added");
    await expect(page.getByTestId("passkey")).toHaveCount(1);

    await clearSession(page);
    await page.goto(`${origin}/login?redirectTo=%2Fprofile`);
    await hydrated(page, true);
    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await expect(page).toHaveURL(`${origin}/profile`);
    await expect(toast(page)).toContainText("Welcome back!");
    await expect(page.getByText(member.email)).toBeVisible();

    await page.goto(`${origin}/settings/security`);
    await expect(page.getByTestId("passkey")).toContainText(/last used just now/);
    // A second passkey on the same authenticator is refused by the browser (excludeCredentials): still one.
    await page.getByRole("button", { name: "Add a passkey" }).click();
    await expect(toast(page)).toContainText("The passkey was not added");
    await expect(page.getByTestId("passkey")).toHaveCount(1);
  });

  test("without JavaScript the pages say passkeys need it, and a passkey can still be removed", async ({
    page,
    request,
    baseURL,
    javaScriptEnabled,
  }) => {
    test.skip(javaScriptEnabled, "what a browser without scripts sees");
    const member = await registerMember(request);
    const { db } = await model();
    await db.passkey.create({
      data: { id: `e2e-${member.id}`, userId: member.id, publicKey: "AA", name: "Old phone" },
    });
    await withSession(page, baseURL!, member.token);
    await page.goto("/settings/security");
    await expect(page.getByText("Adding a passkey needs JavaScript")).toBeVisible();
    await page.getByRole("button", { name: "Remove passkey Old phone" }).click();
    await expect(toast(page)).toContainText("Passkey removed");
    await expect(page.getByTestId("passkey")).toHaveCount(0);
    await clearSession(page);
    await page.goto("/login");
    await expect(page.getByText("Signing in with a passkey needs JavaScript")).toBeVisible();
  });
});
