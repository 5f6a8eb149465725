import { clearSession, DEMO_MEMBER, expect, registerMember, setUserStatus, test, toast, uniqueEmail } from "./fixtures";

async function signIn(page: import("@playwright/test").Page, email: string, password: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
}

test.describe("login", () => {
  test("the form matches the spec", async ({ page }) => {
    await page.goto("/login");
    await expect(page.getByLabel("Email")).toHaveAttribute("type", "email");
    await expect(page.getByLabel("Password", { exact: true })).toHaveAttribute("type", "password");
    await expect(page.getByRole("link", { name: "Create an account" })).toHaveAttribute("href", "/register");
    await expect(page.getByText(/By signing in, you accept our Terms of Service and Privacy Policy/)).toBeVisible();
  });

  test("a member signs in and is welcomed back", async ({ page, request }) => {
    const member = await registerMember(request);
    await page.goto("/login");
    await signIn(page, member.email, member.password);
    await expect(page).toHaveURL(/\/$/);
    await expect(toast(page)).toContainText("Welcome back!");
    await expect(toast(page)).toContainText("Successfully logged in to Roots");
    await expect(page.getByRole("link", { name: "Your profile" })).toBeVisible();
  });

  test("the demo member can sign in", async ({ page }) => {
    await page.goto("/login");
    await signIn(page, DEMO_MEMBER.email, DEMO_MEMBER.password);
    await expect(page.getByText("Welcome back, Amara!")).toBeVisible();
  });

  test("empty fields get 'Missing information'", async ({ page }) => {
    await page.goto("/login");
    await page.getByLabel("Email").fill("someone@example.com");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(toast(page)).toContainText("Missing information");
    await expect(toast(page)).toContainText("Please fill in all fields");
  });

  test("a wrong password and an unknown email get the same answer", async ({ page, request }) => {
    const member = await registerMember(request);
    await page.goto("/login");
    await signIn(page, member.email, "wrong-password");
    await expect(toast(page)).toContainText("Login failed");
    await expect(toast(page)).toContainText("Invalid email or password");
    await expect(page.getByLabel("Email")).toHaveValue(member.email);
    await page.goto("/login");
    await signIn(page, uniqueEmail("nobody"), "wrong-password");
    await expect(toast(page)).toContainText("Invalid email or password");
  });

  test("a suspended member is told so", async ({ page, request }) => {
    const member = await registerMember(request);
    await setUserStatus(member.email, "suspended");
    await page.goto("/login");
    await signIn(page, member.email, member.password);
    await expect(toast(page)).toContainText("Your account has been suspended");
    await expect(page).toHaveURL(/\/login$/);
  });

  test("redirectTo brings the member back, but never to another site", async ({ page, request }) => {
    const member = await registerMember(request);
    await page.goto("/login?redirectTo=%2Fevents");
    await signIn(page, member.email, member.password);
    await expect(page).toHaveURL(/\/events$/);
    await clearSession(page);
    await page.goto("/login?redirectTo=%2F%2Fevil.example%2Fx");
    await signIn(page, member.email, member.password);
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });

  test("too many attempts for one email are slowed down", async ({ page, request }) => {
    // Nine sign-ins at full scrypt cost (about 0.3 s each, more on a loaded CI machine).
    test.setTimeout(90_000);
    const member = await registerMember(request);
    await page.goto("/login");
    for (let attempt = 0; attempt < 8; attempt++) {
      await signIn(page, member.email, "wrong-password");
      await expect(toast(page)).toContainText("Invalid email or password");
      await page.goto("/login");
    }
    await signIn(page, member.email, member.password);
    await expect(toast(page)).toContainText("Too many attempts");
  });
});

test.describe("login with JavaScript", () => {
  test.beforeEach(({ javaScriptEnabled }) => test.skip(!javaScriptEnabled, "needs scripts"));

  test("the password toggle shows and hides the password", async ({ page }) => {
    await page.goto("/login");
    const password = page.getByLabel("Password", { exact: true });
    await password.fill("visible-secret");
    await page.getByRole("button", { name: "Show password" }).click();
    await expect(password).toHaveAttribute("type", "text");
    await page.getByRole("button", { name: "Hide password" }).click();
    await expect(password).toHaveAttribute("type", "password");
  });

  test("Sign In is disabled with a spinner while pending", async ({ page, request }) => {
    const member = await registerMember(request);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/login.data*", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/login");
    await signIn(page, member.email, member.password);
    const button = page.getByRole("button", { name: "Sign In", exact: true });
    await expect(button).toBeDisabled();
    await expect(button.getByTestId("spinner")).toBeVisible();
    release();
    await expect(page).toHaveURL(/\/$/);
  });
});
