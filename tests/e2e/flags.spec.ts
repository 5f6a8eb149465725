// Homeland flags are SVG images from our own origin, named for screen readers; every country has one.
import { expect, test } from "./fixtures";

test.describe("country flags", () => {
  test("flags load from our origin on the home feed, with no emoji flags left", async ({
    memberPage: page,
    baseURL,
  }) => {
    await page.goto("/");
    const flags = page.locator('img[data-testid="country-flag"]');
    await expect(flags.first()).toBeVisible();
    const sources = await flags.evaluateAll((images) => images.map((image) => (image as HTMLImageElement).src));
    for (const src of sources) expect(src).toMatch(new RegExp(`^${baseURL}/flags/[A-Z]{2}\\.svg$`));
    // Every flag image drew (the CSP and the route let it through).
    const broken = await flags.evaluateAll(
      (images) => images.filter((image) => !(image as HTMLImageElement).naturalWidth).length,
    );
    expect(broken).toBe(0);
    // The country's name goes with the flag: its alt, and its title for a pointer.
    const first = flags.first();
    const name = await first.getAttribute("title");
    expect(name).toBeTruthy();
    await expect(first).toHaveAttribute("alt", name!);
    // Regional-indicator letters (emoji flags) render as boxes on Linux and as letters on Windows: none outside
    // what members wrote themselves.
    const chrome = await page.evaluate(() => {
      const body = document.body.cloneNode(true) as HTMLElement;
      body
        .querySelectorAll('script, [data-testid="post-content"], [aria-label="Comments"]')
        .forEach((node) => node.remove());
      return body.textContent ?? "";
    });
    expect(chrome).not.toMatch(/[\u{1F1E6}-\u{1F1FF}]/u);
  });

  test("the flag files", async ({ request }) => {
    const flag = await request.get("/flags/BR.svg");
    expect(flag.status()).toBe(200);
    expect(flag.headers()["content-type"]).toBe("image/svg+xml");
    expect(await flag.text()).toContain("<svg");
    // Every country's flag is served (issue 43), and nothing that is no country's.
    for (const code of ["CO", "KE", "SY"]) expect((await request.get(`/flags/${code}.svg`)).status()).toBe(200);
    for (const code of ["EU", "XA", "constructor", "__proto__"])
      expect((await request.get(`/flags/${code}.svg`)).status()).toBe(404);
  });
});
