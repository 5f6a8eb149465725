// Photos (issue 26), with and without JavaScript, on a 360 px phone and a desktop: set a profile picture, post
// two photos with descriptions, see them in the feed, open one, delete the post and the files are gone.
import { existsSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { expect, hydrated, signInNewMember, test, toast } from "./fixtures";
import { E2E_UPLOADS_DIR } from "./env";
import { confirm } from "./confirm";

const storedFile = (url: string) => {
  const name = url.slice("/images/".length).split(" ")[0];
  return path.join(E2E_UPLOADS_DIR, name.slice(0, 2), name);
};

async function jpeg(width: number, height: number, color: string) {
  return {
    name: `IMG_${width}.jpg`,
    mimeType: "image/jpeg",
    buffer: await sharp({ create: { width, height, channels: 3, background: color } })
      .jpeg()
      .toBuffer(),
  };
}

for (const viewport of [
  { name: "phone", width: 360, height: 780 },
  { name: "desktop", width: 1280, height: 900 },
]) {
  test.describe(`photos on a ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test("profile picture, a post with two described photos, open one, delete the post and its files", async ({
      page,
      request,
      baseURL,
      javaScriptEnabled,
    }) => {
      await signInNewMember(page, request, baseURL!);

      // Profile picture.
      await page.goto("/profile");
      await hydrated(page, javaScriptEnabled);
      await page.getByLabel("Choose a picture").setInputFiles(await jpeg(800, 600, "#aa3355"));
      await page.getByRole("button", { name: "Upload picture" }).click();
      await expect(toast(page)).toContainText("Profile picture updated");
      const avatar = page.getByRole("img", { name: "Eve Tester" }).first();
      await expect(avatar).toHaveAttribute("src", /^\/images\/[a-f0-9]{32}-256\.webp$/);
      // The new src starts loading when the page shows it: its pixels are there a moment later.
      await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(256);

      // A post with two photos, the first described.
      await page.goto("/");
      await hydrated(page, javaScriptEnabled);
      const composer = page.getByRole("region", { name: "Create a post" });
      await composer.getByText("Photos", { exact: true }).click();
      await composer.getByLabel("Photo 1", { exact: true }).setInputFiles(await jpeg(1600, 1200, "#3366cc"));
      await composer.getByLabel("Describe photo 1 (optional)").fill("Our stall at the harvest festival");
      await composer.getByLabel("Photo 2", { exact: true }).setInputFiles(await jpeg(900, 900, "#33aa66"));
      if (javaScriptEnabled) await expect(composer.getByTestId("photo-preview")).toHaveCount(2);
      const content = `Festival day ${Date.now()}`;
      await composer.getByRole("textbox", { name: "What's on your mind?" }).fill(content);
      await composer.getByRole("button", { name: "Post" }).click();
      await expect(toast(page)).toContainText("Your post has been created!");

      const card = page.getByTestId("post").filter({ hasText: content });
      const photos = card.getByTestId("post-photos").locator("img");
      await expect(photos).toHaveCount(2);
      await expect(photos.first()).toHaveAttribute("alt", "Our stall at the harvest festival");
      await expect(photos.nth(1)).toHaveAttribute("alt", "");
      await expect(photos.first()).toHaveAttribute("width", "1280");
      await expect(photos.first()).toHaveAttribute("height", "960");
      await expect(photos.first()).toHaveAttribute("srcset", /640w, .*1280w$/);
      // A blurred placeholder shows while it loads.
      await expect(photos.first()).toHaveAttribute("style", /background-image:\s*url\("?data:image\/webp;base64,/);
      // Loaded for real (a signed-in member's request), and the page fits the screen.
      await photos.first().scrollIntoViewIfNeeded();
      await expect.poll(() => photos.first().evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

      const url = (await photos.first().getAttribute("src"))!;
      expect(existsSync(storedFile(url))).toBe(true);

      // Open it full size.
      await card.getByRole("link", { name: "Our stall at the harvest festival" }).click();
      await expect(page).toHaveURL(new RegExp(`${url}$`));
      await page.goto("/");
      await hydrated(page, javaScriptEnabled);

      // Delete the post: its files go.
      await page
        .getByTestId("post")
        .filter({ hasText: content })
        .getByRole("button", { name: "Delete this post" })
        .click();
      await confirm(page, javaScriptEnabled, "Delete");
      await expect(toast(page)).toContainText("Post deleted");
      await expect(page.getByTestId("post").filter({ hasText: content })).toHaveCount(0);
      expect(existsSync(storedFile(url))).toBe(false);
      expect((await page.request.get(url)).status()).toBe(404);
    });
  });
}

test.describe("photos on a slow connection", () => {
  test("with scripts a chosen photo uploads at once with a progress bar; Post waits for it and sends only its id", async ({
    page,
    request,
    baseURL,
    javaScriptEnabled,
  }) => {
    test.skip(!javaScriptEnabled, "the progress bar is the scripts' (without them the photo goes with the post)");
    await signInNewMember(page, request, baseURL!);
    await page.goto("/");
    await hydrated(page, javaScriptEnabled);
    // About 400 KB/s up: a 2 MB photo takes seconds.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 100,
      downloadThroughput: 1_000_000,
      uploadThroughput: 400_000,
    });
    const composer = page.getByRole("region", { name: "Create a post" });
    const content = `Slow upload ${Date.now()}`;
    await composer.getByRole("textbox", { name: "What's on your mind?" }).fill(content);
    await composer.getByText("Photos", { exact: true }).click();
    const noisy = Buffer.alloc(1600 * 1200 * 3);
    for (let i = 0; i < noisy.length; i++) noisy[i] = (i * 2654435761) >>> 24;
    const big = await sharp(noisy, { raw: { width: 1600, height: 1200, channels: 3 } })
      .jpeg({ quality: 95 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(1_000_000);
    await composer.getByLabel("Photo 1", { exact: true }).setInputFiles({
      name: "IMG_big.jpg",
      mimeType: "image/jpeg",
      buffer: big,
    });
    await expect(composer.getByTestId("photo-progress")).toBeVisible();
    await expect(composer.getByRole("button", { name: "Uploading photos…" })).toBeDisabled();
    await composer.getByLabel("Describe photo 1 (optional)").fill("Static on an old television");

    // The composer's own post (a data request to the home route), after the photo's upload.
    const posted = page.waitForRequest((sent) => sent.method() === "POST" && !sent.url().includes("/api/"));
    await composer.getByRole("button", { name: "Post" }).click({ timeout: 30_000 });
    // The post itself carried the photo's id, not its bytes.
    expect((await posted).postDataBuffer()?.length ?? 0).toBeLessThan(10_000);
    await expect(toast(page)).toContainText("Your post has been created!");
    const photo = page.getByTestId("post").filter({ hasText: content }).getByTestId("post-photos").locator("img");
    await expect(photo).toHaveAttribute("alt", "Static on an old television");
  });
});
