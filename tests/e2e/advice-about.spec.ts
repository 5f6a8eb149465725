// Questions about a place (issue 27 §4), with and without JavaScript, on a 360 px phone and a desktop: ask
// about a city, see it on the card, follow the badge to the questions about that city, search by country.
import { expect, hydrated, signInNewMember, test, toast } from "./fixtures";

for (const viewport of [
  { name: "phone", width: 360, height: 780 },
  { name: "desktop", width: 1280, height: 900 },
]) {
  test.describe(`questions about a place on a ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test("ask about a city, follow its badge, find it by its country", async ({
      page,
      request,
      baseURL,
      javaScriptEnabled,
    }) => {
      await signInNewMember(page, request, baseURL!);
      await page.goto("/advice/new");
      await hydrated(page, javaScriptEnabled);
      const word = `nif${Date.now()}`;
      await page.getByLabel("Your question").fill(`How do I get a NIF number quickly? ${word}`);
      await page.getByLabel("About a city or country (optional)", { exact: true }).fill("Lisbon, Portugal");
      await page.keyboard.press("Escape");
      await page.getByRole("button", { name: "Ask Question" }).click();
      await expect(toast(page)).toContainText("Your question has been posted!");

      await page.goto(`/advice?q=${word}`);
      await hydrated(page, javaScriptEnabled);
      const badge = page.getByTestId("question-about");
      await expect(badge).toHaveText("About Lisbon, Portugal");
      await badge.click();
      await expect(page.getByTestId("advice-about")).toHaveText("Questions about Lisbon, Portugal");
      await expect(page.getByText(word)).toBeVisible();

      // By country, from the filter form.
      await page.goto(`/advice?q=${word}`);
      await hydrated(page, javaScriptEnabled);
      await page.getByLabel("City or country", { exact: true }).fill("Portugal");
      await page.getByRole("button", { name: "Search" }).click();
      await expect(page).toHaveURL(/about=Portugal/);
      await expect(page.getByTestId("advice-about")).toHaveText("Questions about Portugal");
      await expect(page.getByText(word)).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    });
  });
}
