// "Near you" on Events (issue 27 §2, decision 062): a member in a city sees the event there first with its
// distance, then a nearby one; the distance filter is a plain GET form, so it works with and without JS,
// on a phone (360 px) and a desktop.
import { randomUUID } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import { expect, hydrated, registerMember, test, withSession } from "./fixtures";

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/** The most populous German city named like q, as the city picker offers it. */
async function germanCity(request: APIRequestContext, q: string): Promise<{ id: number; city: string }> {
  const places = (await (await request.get(`/api/places?q=${encodeURIComponent(q)}`)).json()) as Array<{
    id: number;
    city: string;
    countryCode: string;
  }>;
  const place = places.find((each) => each.countryCode === "DE");
  expect(place, q).toBeTruthy();
  return place!;
}

// Each run has a city of its own (no seeded city is within 100 km of any), so runs side by side do not meet.
const RUNS = [
  { viewport: { width: 360, height: 740 }, js: true, home: "Leipzig", near: "Halle" },
  { viewport: { width: 360, height: 740 }, js: false, home: "Hannover", near: "Hildesheim" },
  { viewport: { width: 1280, height: 800 }, js: true, home: "Nurnberg", near: "Ansbach" },
  { viewport: { width: 1280, height: 800 }, js: false, home: "Bremen", near: "Oldenburg" },
] as const;

for (const size of [360, 1280] as const) {
  test.describe(`events near you at ${size} px`, () => {
    test.use({ viewport: size === 360 ? { width: 360, height: 740 } : { width: 1280, height: 800 } });

    test("the event in my city comes first with its distance; the distance filter narrows the list", async ({
      page,
      request,
      baseURL,
      javaScriptEnabled,
    }) => {
      const run = RUNS.find((each) => each.viewport.width === size && each.js === javaScriptEnabled)!;
      const [home, near] = [await germanCity(request, run.home), await germanCity(request, run.near)];
      const word = `near${randomUUID().slice(0, 8)}`;
      const organizer = await registerMember(request);
      for (const [city, place, days] of [
        [run.near, near, 1],
        [run.home, home, 6],
      ] as const) {
        const response = await request.post("/api/events", {
          headers: auth(organizer.token),
          data: {
            title: `${city} ${word}`,
            eventDate: inDays(days),
            location: `${city} hall`,
            city: place.city,
            placeId: place.id,
          },
        });
        expect(response.status(), await response.text()).toBe(201);
      }
      const member = await registerMember(request, { currentLocation: home.city, placeId: String(home.id) });
      await withSession(page, baseURL!, member.token);
      await page.goto("/events");
      await hydrated(page, javaScriptEnabled);

      await expect(page.getByTestId("near-note")).toContainText(`within 100 km of ${home.city}`);
      const cards = page.getByTestId("event-card");
      await expect(cards.first().getByRole("heading")).toHaveText(`${run.home} ${word}`);
      await expect(cards.first().getByTestId("event-distance")).toHaveText("Under 1 km away");
      const nearby = cards.filter({ has: page.getByRole("heading", { name: `${run.near} ${word}` }) });
      await expect(nearby.getByTestId("event-distance")).toHaveText(/^\d\d km away$/);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(size);

      await page.getByLabel("Distance").selectOption("25");
      await page.getByRole("button", { name: "Apply" }).click();
      await expect(page).toHaveURL(/within=25/);
      await expect(page.getByTestId("near-note")).toContainText(`within 25 km of ${home.city}`);
      await expect(cards.first().getByRole("heading")).toHaveText(`${run.home} ${word}`);
      await expect(page.getByRole("heading", { name: `${run.near} ${word}` })).toHaveCount(0);
      await expect(page.getByLabel("Distance")).toHaveValue("25");

      await page.getByLabel("Distance").selectOption("any");
      await page.getByRole("button", { name: "Apply" }).click();
      await expect(page).toHaveURL(/within=any/);
      await expect(page.getByTestId("near-note")).toContainText("everywhere, soonest first");
    });

    test("events in another city by its name; a name no city has keeps what I typed and says so", async ({
      page,
      request,
      baseURL,
      javaScriptEnabled,
    }) => {
      const run = RUNS.find((each) => each.viewport.width === size && each.js === javaScriptEnabled)!;
      const [home, near] = [await germanCity(request, run.home), await germanCity(request, run.near)];
      const word = `in${randomUUID().slice(0, 8)}`;
      const organizer = await registerMember(request);
      const response = await request.post("/api/events", {
        headers: auth(organizer.token),
        data: {
          title: `${run.near} ${word}`,
          eventDate: inDays(2),
          location: `${run.near} hall`,
          city: near.city,
          placeId: near.id,
        },
      });
      expect(response.status(), await response.text()).toBe(201);
      const member = await registerMember(request, { currentLocation: home.city, placeId: String(home.id) });
      await withSession(page, baseURL!, member.token);
      await page.goto(`/events?q=${word}`);
      await hydrated(page, javaScriptEnabled);
      const cityField = page.getByRole("search", { name: "Filter events" }).getByLabel("City");

      await cityField.fill(`${run.near}, Germany`);
      await page.getByLabel("Distance").selectOption("25");
      await page.getByRole("button", { name: "Apply" }).click();
      await expect(page).toHaveURL(/in=/);
      await expect(page.getByTestId("near-note")).toContainText(`within 25 km of ${near.city}, Germany`);
      await expect(page.getByTestId("event-card").first().getByTestId("event-distance")).toHaveText("Under 1 km away");
      await expect(cityField).toHaveValue(`${run.near}, Germany`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size);

      await page.getByTestId("near-note").getByRole("link", { name: "Back to my city" }).click();
      await expect(page.getByTestId("near-note")).toContainText(`within 25 km of ${home.city}`);
      await expect(cityField).toHaveValue("");
      await expect(page.getByRole("heading", { name: `${run.near} ${word}` })).toHaveCount(0);

      await cityField.fill("Qzxqzx");
      await page.getByRole("button", { name: "Apply" }).click();
      await expect(page.getByText('We couldn\'t find a city called "Qzxqzx"')).toBeVisible();
      await expect(cityField).toHaveValue("Qzxqzx");
      await expect(cityField).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByTestId("near-note")).toContainText(home.city);
    });

    test("a member with no city gets today's list and a hint to set one", async ({
      page,
      request,
      baseURL,
      javaScriptEnabled,
    }) => {
      const member = await registerMember(request, { currentLocation: `Nowhere ${randomUUID().slice(0, 6)}` });
      await withSession(page, baseURL!, member.token);
      await page.goto("/events");
      await hydrated(page, javaScriptEnabled);
      await expect(page.getByTestId("near-hint")).toBeVisible();
      await expect(page.getByTestId("near-hint").getByRole("link", { name: "Set your city" })).toHaveAttribute(
        "href",
        "/profile",
      );
      await expect(page.getByLabel("Distance")).toHaveCount(0);
    });
  });
}
