// Moving somewhere new (issue 27 §4, decision 067), with and without JavaScript, at 360 px and on a desktop: a
// member says they are moving to Lisbon, sees the welcome helper from their homeland there first on Discover and
// in their "Getting started in Lisbon" panel, and Say hello opens the conversation with a greeting ready to send.
import { randomUUID } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import { expect, hydrated, registerMember, signInNewMember, test, toast } from "./fixtures";
import { monthLabel, monthOf } from "../../app/lib/moving";

/** A name no other test uses, in letters only. */
const uniqueName = (prefix: string) =>
  prefix +
  randomUUID()
    .replace(/-/g, "")
    .slice(0, 6)
    .replace(/[0-9a-f]/g, (c) => "abcdefghijklmnop"[parseInt(c, 16)]!);

async function helperIn(request: APIRequestContext, city: string, homeland: string, firstName: string) {
  const helper = await registerMember(request, { firstName, countryOfOrigin: homeland, currentLocation: city });
  const response = await request.put("/api/profile/helper", {
    headers: { Authorization: `Bearer ${helper.token}` },
    data: { welcomeHelper: true },
  });
  expect(response.status()).toBe(200);
  return helper;
}

for (const viewport of [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
]) {
  test.describe(`moving at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('set "moving to Lisbon", see the helpers there, and Say hello opens a conversation', async ({
      page,
      request,
      baseURL,
      javaScriptEnabled,
    }) => {
      const helperName = uniqueName("Helena");
      const helper = await helperIn(request, "Lisbon, Portugal", "Bangladesh", helperName);
      await signInNewMember(page, request, baseURL!, {
        countryOfOrigin: "Bangladesh",
        currentLocation: "Madrid, Spain",
      });
      const now = new Date();
      const month = monthOf(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 2, 1)));

      await page.goto("/profile");
      await hydrated(page, javaScriptEnabled);
      const moving = page.getByTestId("moving-section");
      await moving.getByLabel("Moving to (city)", { exact: true }).fill("Lisbon, Portugal");
      if (javaScriptEnabled) await moving.getByLabel("Moving to (city)", { exact: true }).press("Escape");
      await moving.getByLabel("Around").selectOption(month);
      await moving.getByRole("button", { name: "Set my move" }).click();
      await expect(toast(page)).toContainText("Your move is saved");
      await expect(page.getByTestId("moving-to")).toHaveText(`Moving to Lisbon around ${monthLabel(month)}`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

      await page.goto("/discover");
      const there = page.getByTestId("people-there");
      await expect(there.getByRole("heading", { name: "From Bangladesh in Lisbon" })).toBeVisible();
      const locals = there.getByTestId("local");
      // Helpers first.
      await expect(locals.first()).toHaveAttribute("data-helper", "true");
      const card = locals.filter({ hasText: helperName });
      await expect(card).toContainText("Welcome helper");
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

      await page.goto("/");
      const panel = page.getByTestId("getting-started");
      await expect(panel.getByRole("heading", { name: "Getting started in Lisbon" })).toBeVisible();
      await expect(panel.getByRole("link", { name: "Bangladeshis in Lisbon" })).toBeVisible();
      // The newest few helpers (tests running beside this one may have added newer ones).
      await expect(panel.getByTestId("panel-helpers").getByTestId("local").first()).toContainText("Welcome helper");
      await expect(panel.getByRole("link", { name: /^Say hello to / }).first()).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      // "Hide for now": gone from the home page (a cookie naming the city).
      await hydrated(page, javaScriptEnabled);
      await panel.getByRole("button", { name: "Hide for now" }).click();
      await expect(toast(page)).toContainText("Hidden for 30 days");
      await expect(page.getByTestId("getting-started")).toHaveCount(0);

      await page.goto("/discover");
      await hydrated(page, javaScriptEnabled);
      await page
        .getByTestId("people-there")
        .getByRole("link", { name: `Say hello to ${helperName} Tester` })
        .click();
      await expect(page).toHaveURL(new RegExp(`/messages/${helper.id}\\?draft=`));
      await hydrated(page, javaScriptEnabled);
      const box = page.getByLabel("Write a message");
      await expect(box).toHaveValue(new RegExp(`^Hi ${helperName}! I'm new in Lisbon`));
      await page.getByRole("button", { name: "Send", exact: true }).click();
      const sent = page.getByTestId("message").filter({ hasText: `Hi ${helperName}!` });
      await expect(sent).toBeVisible();
      await expect(sent).toHaveAttribute("data-mine", "true");
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

      // Not moving after all: the section goes from Discover.
      await page.goto("/profile");
      await hydrated(page, javaScriptEnabled);
      await page.getByRole("button", { name: "I'm not moving" }).click();
      await expect(toast(page)).toContainText("Your move is cleared");
      await page.goto("/discover");
      await expect(page.getByTestId("people-there")).toHaveCount(0);
    });

    test('an ambiguous city asks "did you mean", and the choice is saved', async ({
      page,
      request,
      baseURL,
      javaScriptEnabled,
    }) => {
      await signInNewMember(page, request, baseURL!, { countryOfOrigin: "Brazil", currentLocation: "Madrid, Spain" });
      const now = new Date();
      const month = monthOf(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)));
      await page.goto("/profile");
      await hydrated(page, javaScriptEnabled);
      const moving = page.getByTestId("moving-section");
      await moving.getByLabel("Moving to (city)", { exact: true }).fill("Paris");
      if (javaScriptEnabled) await moving.getByLabel("Moving to (city)", { exact: true }).press("Escape");
      await moving.getByLabel("Around").selectOption(month);
      await moving.getByRole("button", { name: "Set my move" }).click();
      await expect(moving.getByRole("radio", { name: "Paris, France" })).toBeChecked();
      await expect(moving.getByLabel("Around")).toHaveValue(month);
      await moving.getByRole("button", { name: "Set my move" }).click();
      await expect(toast(page)).toContainText("Your move is saved");
      await expect(page.getByTestId("moving-to")).toHaveText(`Moving to Paris around ${monthLabel(month)}`);
    });

    test("a member opts in as a welcome helper and shows with the badge", async ({
      page,
      request,
      baseURL,
      javaScriptEnabled,
    }) => {
      await signInNewMember(page, request, baseURL!, {
        countryOfOrigin: "Argentina",
        currentLocation: "Lisbon, Portugal",
      });
      await page.goto("/profile");
      await hydrated(page, javaScriptEnabled);
      await page.getByLabel("I'm happy to help newcomers from my homeland in my city").check();
      await page.getByRole("region", { name: "Welcome helper" }).getByRole("button", { name: "Update" }).click();
      await expect(toast(page)).toContainText("newcomers can now find you");
      await expect(page.getByRole("region", { name: "Your profile" })).toContainText("Welcome helper");
      await expect(page.getByLabel("I'm happy to help newcomers from my homeland in my city")).toBeChecked();
    });
  });
}
