// Places (issue 27, decision 053): the city picker resolves what was typed, with and without JavaScript, at 360 px.
import { expect, hydrated, signInNewMember, test, uniqueEmail } from "./fixtures";

test.use({ viewport: { width: 360, height: 740 } });

test.describe("the city picker", () => {
  test('registering in "sao paulo" lives in São Paulo, Brazil', async ({ page, javaScriptEnabled }) => {
    await page.goto("/register");
    await hydrated(page, javaScriptEnabled);
    await page.getByLabel("First Name*", { exact: true }).fill("Júlia");
    await page.getByLabel("Last Name*", { exact: true }).fill("Santos");
    await page.getByLabel("Email*", { exact: true }).fill(uniqueEmail("places"));
    await page.getByLabel("Current Location", { exact: true }).fill("sao paulo");
    if (javaScriptEnabled) {
      // The combobox lists São Paulo first; choosing it writes its full name.
      await page.getByRole("option", { name: "São Paulo, Brazil" }).click();
      await expect(page.getByLabel("Current Location", { exact: true })).toHaveValue("São Paulo, Brazil");
    }
    await page.getByLabel("Password*", { exact: true }).fill("s3cret-pass");
    await page.getByLabel("Confirm Password*", { exact: true }).fill("s3cret-pass");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto("/profile");
    await expect(page.getByRole("region", { name: "Your profile" })).toContainText("Lives in São Paulo, Brazil");
  });

  test("a name several cities share asks which one (Paris, France or Paris, Texas)", async ({
    page,
    request,
    baseURL,
    javaScriptEnabled,
  }) => {
    await signInNewMember(page, request, baseURL!);
    await page.goto("/profile?edit=1");
    await hydrated(page, javaScriptEnabled);
    await page.getByLabel("Current city", { exact: true }).fill("Paris");
    if (javaScriptEnabled) await page.getByLabel("Current city", { exact: true }).press("Escape");
    await page.getByRole("button", { name: "Save" }).click();
    const choices = page.getByRole("group", { name: "Did you mean" });
    await expect(choices).toBeVisible();
    await expect(page.getByText("There is more than one Paris. Which one do you mean?")).toBeVisible();
    await expect(choices.getByRole("radio", { name: "Paris, France" })).toBeChecked();
    await choices.getByRole("radio", { name: "Paris, TX, United States" }).check();
    // What was typed stays in the field.
    await expect(page.getByLabel("Current city", { exact: true })).toHaveValue("Paris");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("region", { name: "Your profile" })).toContainText("Lives in Paris, United States");
    // No page scrolls sideways at 360 px.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  test('"cologne" asks with Köln, Germany pre-selected, and keeps the pick (issue 43)', async ({
    page,
    request,
    baseURL,
    javaScriptEnabled,
  }) => {
    await signInNewMember(page, request, baseURL!);
    await page.goto("/profile?edit=1");
    await hydrated(page, javaScriptEnabled);
    await page.getByLabel("Current city", { exact: true }).fill("cologne");
    if (javaScriptEnabled) {
      // The combobox offers the German city first, by its English name.
      await expect(page.getByRole("listbox").getByRole("option").first()).toHaveText("Köln, Germany");
      await page.getByLabel("Current city", { exact: true }).press("Escape");
    }
    await page.getByRole("button", { name: "Save" }).click();
    const choices = page.getByRole("group", { name: "Did you mean" });
    await expect(choices.getByRole("radio", { name: "Köln, Germany" })).toBeChecked();
    await expect(choices.getByRole("radio", { name: "Cologne, Italy" })).not.toBeChecked();
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("region", { name: "Your profile" })).toContainText("Lives in Köln, Germany");
  });
});
