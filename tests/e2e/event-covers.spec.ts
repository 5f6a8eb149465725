// Event covers (issue 26), with and without JavaScript, on a 360 px phone and a desktop: create an event with a
// described cover, see it on the event page and its card, then remove it on the edit page and its files go.
import { existsSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { expect, hydrated, signInNewMember, test, toast } from "./fixtures";
import { E2E_UPLOADS_DIR } from "./env";

const storedFile = (url: string) => {
  const name = url.slice("/images/".length);
  return path.join(E2E_UPLOADS_DIR, name.slice(0, 2), name);
};

for (const viewport of [
  { name: "phone", width: 360, height: 780 },
  { name: "desktop", width: 1280, height: 900 },
]) {
  test.describe(`event covers on a ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test("create an event with a cover, see it on the page and the card, remove it", async ({
      page,
      request,
      baseURL,
      javaScriptEnabled,
    }) => {
      await signInNewMember(page, request, baseURL!);
      await page.goto("/events/new");
      await hydrated(page, javaScriptEnabled);
      const title = `Kite day ${Date.now()}`;
      await page.getByLabel("Title").fill(title);
      await page.getByLabel("Date and time").fill(`${new Date().getFullYear() + 1}-05-02T14:00`);
      await page.getByLabel("Virtual event (online)").check();
      await page.getByLabel("Cover photo (optional)").setInputFiles({
        name: "IMG_2001.jpg",
        mimeType: "image/jpeg",
        buffer: await sharp({ create: { width: 1600, height: 900, channels: 3, background: "#2277cc" } })
          .jpeg()
          .toBuffer(),
      });
      if (javaScriptEnabled) await expect(page.getByTestId("cover-preview")).toBeVisible();
      await page.getByLabel("Describe the cover (optional)").fill("Kites over the bay");
      await page.getByRole("button", { name: "Create Event" }).click();
      await expect(toast(page)).toContainText("Event created successfully!");
      await expect(page).toHaveURL(/\/events\/[^/]+$/);

      const cover = page.getByTestId("event-cover");
      await expect(cover).toHaveAttribute("alt", "Kites over the bay");
      await expect(cover).toHaveAttribute("width", "1280");
      await expect(cover).toHaveAttribute("height", "720");
      await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      const url = (await cover.getAttribute("src"))!;
      expect(existsSync(storedFile(url))).toBe(true);
      const eventPath = new URL(page.url()).pathname;

      // On the list, the card carries it too.
      await page.goto(`/events?q=${encodeURIComponent(title)}`);
      await hydrated(page, javaScriptEnabled);
      const card = page.getByTestId("event-card").filter({ hasText: title });
      await expect(card.getByTestId("event-cover")).toHaveAttribute("src", url);

      // Removed on the edit page: gone from the event and from storage.
      await page.goto(`${eventPath}/edit`);
      await hydrated(page, javaScriptEnabled);
      await page.getByLabel("Remove the cover").check();
      await page.getByRole("button", { name: "Save changes" }).click();
      await expect(toast(page)).toContainText("Event updated");
      await expect(page).toHaveURL(new RegExp(`${eventPath}$`));
      await expect(page.getByTestId("event-cover")).toHaveCount(0);
      expect(existsSync(storedFile(url))).toBe(false);
    });
  });
}
