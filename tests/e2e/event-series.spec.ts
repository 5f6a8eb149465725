// Weekly series (decision 086), with and without JavaScript, on a 360 px phone and a desktop (pairwise: the phone
// with JavaScript, the desktop without; the flow runs once per project): create a weekly
// series on Create Event, see "Every Sunday · next 3 dates", cancel one date ("this date only"), and find
// it marked on the series page with the other dates untouched.
import { expect, hydrated, signInNewMember, test, toast } from "./fixtures";

// The organizer lives in Madrid (the fixtures' city) and so does their browser: the series keeps Madrid's local time.
test.use({ timezoneId: "Europe/Madrid" });

const nextYear = new Date().getUTCFullYear() + 1;
/** The first Sunday of next year's March, as a datetime-local value. */
function firstSundayOfMarch(): string {
  const day = 1 + ((7 - new Date(Date.UTC(nextYear, 2, 1)).getUTCDay()) % 7);
  return `${nextYear}-03-${String(day).padStart(2, "0")}T10:00`;
}

const PHONE = { width: 360, height: 780 };
const DESKTOP = { width: 1280, height: 900 };

test.describe("event series", () => {
  test.use({ viewport: async ({ javaScriptEnabled }, use) => use(javaScriptEnabled ? PHONE : DESKTOP) });

  test("create a weekly series, cancel one date, see it on the series page", async ({
    page,
    request,
    baseURL,
    javaScriptEnabled,
  }) => {
    await signInNewMember(page, request, baseURL!);
    const title = `Sunday football ${Date.now().toString(36)}`;
    await page.goto("/events/new");
    await hydrated(page, javaScriptEnabled);
    const form = page.locator("main");
    await form.getByLabel("Title").fill(title);
    await form.getByLabel("Date and time").fill(firstSundayOfMarch());
    await form.getByLabel("Location (empty for a virtual event)").fill("Parque del Retiro");
    await form.getByRole("combobox", { name: "Repeats" }).selectOption("week");
    await form.getByRole("spinbutton", { name: "Number of dates" }).fill("4");
    await form.getByRole("button", { name: "Create Event" }).click();
    await expect(toast(page)).toContainText("Event created successfully!");
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();

    const line = page.getByTestId("series-line");
    await expect(line.getByRole("heading")).toHaveText("Every Sunday · next 3 dates");
    const dates = line.getByTestId("series-dates").getByRole("link");
    await expect(dates).toHaveCount(3);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()!.width,
    );

    // The second date: its own event page, cancelled on its own.
    // Its page has the same title: wait for its address, or a slow navigation cancels the first date instead.
    const second = (await dates.first().getAttribute("href"))!;
    await dates.first().click();
    await expect(page).toHaveURL(new RegExp(`${second}$`));
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await hydrated(page, javaScriptEnabled);
    await page.getByRole("link", { name: "Cancel event" }).click();
    await expect(page.getByRole("radio", { name: "This date only" })).toBeChecked();
    await page.getByRole("button", { name: "Cancel event" }).click();
    await expect(toast(page)).toContainText("Event cancelled");

    await page.getByTestId("series-line").getByRole("link", { name: "All dates", exact: true }).click();
    await expect(page).toHaveURL(/\/events\/series\/[^/]+$/);
    const all = page.getByTestId("series-dates").getByRole("listitem");
    await expect(all).toHaveCount(4);
    await expect(all.nth(1)).toContainText("Cancelled");
    for (const index of [0, 2, 3]) await expect(all.nth(index)).not.toContainText("Cancelled");
    // Each date at 10:00 Madrid time, before and after the March change.
    for (const index of [0, 1, 2, 3]) await expect(all.nth(index)).toContainText("10:00");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()!.width,
    );
  });
});
