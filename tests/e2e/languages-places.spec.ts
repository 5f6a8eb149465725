// Country names, suggestion reasons, circle names and the city picker in the member's language (issue 31):
// country names come from CLDR (Intl.DisplayNames), the rest from the `people`, `circles`, `places` and
// `errors` namespaces; with JavaScript and without. Urdu mirrors the page.
import { expect, hydrated, registerMember, signInNewMember, speak, test } from "./fixtures";

test.describe("countries and places in the member's language", () => {
  test("the register form lists every country in Spanish, the spec's ten first, its values ISO codes", async ({
    page,
    baseURL,
    javaScriptEnabled,
  }) => {
    await speak(page, baseURL!, "es");
    await page.goto("/register");
    await hydrated(page, javaScriptEnabled);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    const country = page.getByLabel("País de origen");
    await expect(country.locator("option", { hasText: "México" })).toHaveAttribute("value", "MX");
    await expect(country.locator("option", { hasText: "Filipinas" })).toHaveAttribute("value", "PH");
    await expect(country.locator("option", { hasText: /^Mexico$/ })).toHaveCount(0);
    // After the spec's ten, the others in Spanish order (issue 43): Alemania (Germany) early, Kenia after Jamaica.
    const labels = (await country.locator("option").allTextContents()).slice(11);
    expect(labels.slice(0, 2)).toEqual(["Afganistán", "Albania"]);
    expect(labels.indexOf("Kenia")).toBeGreaterThan(labels.indexOf("Jamaica"));
  });

  test("Discover's cards, reasons and circles speak Spanish", async ({ page, request, baseURL, javaScriptEnabled }) => {
    const other = await registerMember(request, { firstName: "Lupita" });
    await signInNewMember(page, request, baseURL!);
    await speak(page, baseURL!, "es");
    await page.goto("/discover");
    await hydrated(page, javaScriptEnabled);
    const card = page.locator(`[data-testid=person-card][data-person-id="${other.id}"]`);
    await expect(card.getByTestId("suggestion-reason")).toHaveText("De México · también en Madrid");
    await expect(card.getByTestId("person-where")).toHaveText("México · Madrid, Spain");
    await expect(card.getByTestId("country-flag")).toHaveAttribute("title", "México");
    await expect(card).not.toContainText("From Mexico");

    await page.goto("/circles");
    await hydrated(page, javaScriptEnabled);
    await expect(page.getByRole("link", { name: "Gente de México en Madrid" }).first()).toBeVisible();
    await expect(page.getByText("Mexicans in Madrid")).toHaveCount(0);
  });

  test("a city several places share asks which one, in Spanish", async ({
    page,
    request,
    baseURL,
    javaScriptEnabled,
  }) => {
    await signInNewMember(page, request, baseURL!);
    await speak(page, baseURL!, "es");
    await page.goto("/profile?edit=1");
    await hydrated(page, javaScriptEnabled);
    await page.getByLabel("Ciudad actual", { exact: true }).fill("Paris");
    if (javaScriptEnabled) await page.getByLabel("Ciudad actual", { exact: true }).press("Escape");
    await page.getByRole("button", { name: "Guardar", exact: true }).click();
    const choices = page.getByRole("group", { name: "Quizá quisiste decir" });
    await expect(choices).toBeVisible();
    await expect(page.getByText("Hay más de una ciudad llamada Paris. ¿Cuál quieres decir?")).toBeVisible();
    await expect(choices.getByRole("radio", { name: "Paris, France" })).toBeChecked();
    await expect(page.getByText("There is more than one Paris. Which one do you mean?")).toHaveCount(0);
  });

  test("a member's page in Urdu mirrors and names their homeland in Urdu", async ({
    page,
    request,
    baseURL,
    javaScriptEnabled,
  }) => {
    const other = await registerMember(request);
    await signInNewMember(page, request, baseURL!);
    await speak(page, baseURL!, "ur");
    await page.goto(`/members/${other.id}`);
    await hydrated(page, javaScriptEnabled);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("main")).toContainText("میکسیکو");
    await expect(page.getByRole("main")).not.toContainText("Mexico");
  });
});
