import { expect, registerMember, test, toast, uniqueEmail } from "./fixtures";

async function fill(page: import("@playwright/test").Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await page.getByLabel(label, { exact: true }).fill(value);
}

const complete = () => ({
  "First Name*": "Lucía",
  "Last Name*": "Gómez",
  "Email*": uniqueEmail("register"),
  "Current Location": "Berlin, Germany",
  "Password*": "s3cret-pass",
  "Confirm Password*": "s3cret-pass",
});

test.describe("registration", () => {
  test("the form matches the spec", async ({ page }) => {
    await page.goto("/register");
    await expect(page.getByRole("heading", { name: "Create Account" })).toBeVisible();
    await expect(page.getByLabel("Current Location", { exact: true })).toHaveAttribute(
      "placeholder",
      "Lisbon, Portugal",
    );
    const options = await page.getByLabel("Country of Origin").locator("option").allTextContents();
    // The spec's ten first, then every other country (issue 43), alphabetically.
    expect(options.slice(1, 11)).toEqual([
      "Argentina",
      "Bangladesh",
      "Brazil",
      "China",
      "India",
      "Mexico",
      "Nigeria",
      "Pakistan",
      "Philippines",
      "Vietnam",
    ]);
    expect(options.length).toBe(1 + 250);
    expect(options.slice(11, 14)).toEqual(["Afghanistan", "Aland Islands", "Albania"]);
    await expect(page.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/login");
  });

  test("a Kenyan can say where they are from: the profile shows Kenya with its flag", async ({ page }) => {
    await page.goto("/register");
    await fill(page, { ...complete(), "First Name*": "Wanjiru", "Last Name*": "Kamau" });
    await page.getByLabel("Country of Origin").selectOption({ label: "Kenya" });
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(toast(page)).toContainText("Your account has been created successfully.");
    await page.goto("/profile");
    const summary = page.getByRole("region", { name: "Your profile" });
    await expect(summary).toContainText("Kenya");
    await expect(summary.locator('img[src="/flags/KE.svg"]')).toHaveCount(1);
  });

  test("a new member is signed in and welcomed on the home page", async ({ page }) => {
    await page.goto("/register");
    await fill(page, complete());
    await page.getByLabel("Country of Origin").selectOption("Argentina");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(toast(page)).toContainText("Welcome to Roots!");
    await expect(toast(page)).toContainText("Your account has been created successfully.");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Welcome, Lucía!" })).toBeVisible();
  });

  const cases: Array<[string, Record<string, string>, string, string]> = [
    ["a missing first name", { "First Name*": "" }, "Missing information", "Please fill in all required fields"],
    [
      "a missing password",
      { "Password*": "", "Confirm Password*": "" },
      "Missing information",
      "Please fill in all required fields",
    ],
    [
      "different passwords",
      { "Confirm Password*": "other-pass" },
      "Passwords don't match",
      "Please make sure your passwords match",
    ],
    [
      "a short password",
      { "Password*": "abc1234", "Confirm Password*": "abc1234" },
      "Password too short",
      "Password must be at least 8 characters long",
    ],
    [
      "a common password",
      { "Password*": "sunshine1", "Confirm Password*": "sunshine1" },
      "Password too common",
      "Please choose a password that is harder to guess",
    ],
  ];
  for (const [name, override, title, description] of cases) {
    test(`${name} is refused with '${title}'`, async ({ page }) => {
      await page.goto("/register");
      const values = { ...complete(), ...override };
      await fill(page, values);
      await page.getByRole("button", { name: "Create Account" }).click();
      await expect(toast(page)).toContainText(title);
      await expect(toast(page)).toContainText(description);
      await expect(page).toHaveURL(/\/register$/);
      // What the member typed is still there (passwords excepted).
      await expect(page.getByLabel("Last Name*")).toHaveValue(values["Last Name*"]);
      await expect(page.getByLabel("Email*")).toHaveValue(values["Email*"]);
    });
  }

  test("an email already in use gets 'Registration failed'", async ({ page, request }) => {
    const existing = await registerMember(request);
    await page.goto("/register");
    await fill(page, { ...complete(), "Email*": existing.email });
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(toast(page)).toContainText("Registration failed");
    await expect(toast(page)).toContainText("If you already have an account, sign in instead");
  });
});
