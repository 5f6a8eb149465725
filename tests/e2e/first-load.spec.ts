// What the signed-in home page loads before it is interactive (issues 13, 48): zod, Conform and Radix toast
// come after, when a form check or a toast needs them.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, hydrated, speak, test } from "./fixtures";

type Metafile = { outputs: Record<string, { inputs: Record<string, unknown> }> };
// What the home page must not load up front: zod, Conform (its zod adapter, and its hook: the feed's forms use
// their own, decision 091), Radix toast, the visitors' landing page, (decision 097) the outbox's runner, the
// live socket and the service worker's side, and (decision 099) the outbox's keeping and sending and an i18n
// library's own React binding (react-i18next was 5.5 kB of it).
const LATER = new RegExp(
  [
    String.raw`node_modules/(zod|@conform-to/(zod|react|dom)|@radix-ui/react-toast)/`,
    String.raw`app/components/landing/landing-page\.tsx`,
    String.raw`app/components/(outbox/outbox-runner|outbox/refused-notice|device/device-bridge)\.tsx`,
    String.raw`app/components/shell/live-socket\.ts`,
    String.raw`app/lib/service-worker\.client\.ts`,
    String.raw`app/lib/outbox/store\.ts`,
    String.raw`node_modules/(react-i18next|html-parse-stringify)/`,
  ].join("|"),
);

test("the signed-in home page's first load has no zod, Conform, Radix toast, landing page, outbox runner, store or socket", async ({
  memberPage: page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "a question about scripts");
  const html = await (await page.request.get("/")).text();
  const scripts = [...html.matchAll(/(?:href|src)="\/build\/([^"]+\.js)"|import\("\/build\/([^"]+\.js)"\)/g)].map(
    (match) => match[1] ?? match[2],
  );
  expect(scripts.length).toBeGreaterThan(3);
  const metafile = JSON.parse(readFileSync(join(process.cwd(), "build/metafile.js.json"), "utf8")) as Metafile;
  const loaded = scripts.flatMap((script) => Object.keys(metafile.outputs[`public/build/${script}`]?.inputs ?? {}));
  expect(loaded.some((input) => input.includes("node_modules/react-dom/"))).toBe(true);
  expect(loaded.filter((input) => LATER.test(input))).toEqual([]);
});

test("once the page is interactive the composer checks a post in the browser, as the server would", async ({
  memberPage: page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "the server's own check is in feed.spec.ts");
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });
  await page.goto("/");
  await hydrated(page, javaScriptEnabled);
  await page.waitForLoadState("networkidle");
  const box = page.getByLabel("What's on your mind?");
  // No maxlength on the box (a paste past it was cut without a word; issue 43): past the limit, the
  // browser's copy of the schema says no, unsent.
  await expect(box).not.toHaveAttribute("maxlength");
  await box.fill("x".repeat(5001));
  await page.getByRole("button", { name: "Post", exact: true }).click();
  const error = page.getByText("Must be at most 5000 characters");
  await expect(error).toBeVisible();
  await expect(box).toHaveAttribute("aria-invalid", "true");
  await expect(box).toBeFocused();
  // Once refused, each keystroke checks again: short enough, the error goes; too long again, it is back.
  await box.press("Backspace");
  await expect(error).toBeHidden();
  await expect(box).not.toHaveAttribute("aria-invalid");
  await box.press("x");
  await expect(error).toBeVisible();
  expect(posts).toEqual([]);
});

test("a visitor's landing page is in the page before any script, and comes alive when its code arrives", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const join = page.getByRole("link", { name: "Join the Movement" }).first();
  if (!javaScriptEnabled) {
    await join.click();
    await expect(page).toHaveURL(/\/register$/);
    return;
  }
  await hydrated(page, javaScriptEnabled);
  await page.waitForLoadState("networkidle");
  // A hydrated link navigates in the page: the marker set on this document survives.
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  await join.click();
  await expect(page).toHaveURL(/\/register$/);
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
});

// A browser with scripts off still fetches the scripts a page preloads; with the same list in a Link header too,
// Chromium fetched each twice (decision 089). Once each, in both modes.
test("a page's script files are each fetched once", async ({ memberPage: page }) => {
  const fetched = new Map<string, number>();
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith("/build/")) fetched.set(url.pathname, (fetched.get(url.pathname) ?? 0) + 1);
  });
  await page.goto("/messages");
  await page.waitForLoadState("networkidle");
  expect(fetched.size).toBeGreaterThan(3);
  expect([...fetched].filter(([, count]) => count > 1)).toEqual([]);
});

// Decision 068's addendum: a page names its language's catalog (one file per language and version, loaded beside
// the scripts and kept) where it carried 26 KB of messages in every page.
test("a page names its language's catalog instead of carrying its messages, and it is fetched once", async ({
  memberPage: page,
  baseURL,
  javaScriptEnabled,
}) => {
  const catalogs: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/locales/")) catalogs.push(request.url());
  });
  await speak(page, baseURL!, "ur");
  const response = await page.goto("/");
  const payload = JSON.parse((await page.locator("#i18n-messages").textContent()) ?? "{}") as {
    lng: string;
    catalog?: string;
    resources: Record<string, unknown>;
  };
  expect(payload).toMatchObject({ lng: "ur", catalog: expect.stringMatching(/^\/locales\/ur\.json\?v=[\w-]{16}$/) });
  expect(Object.keys(payload.resources)).toEqual([]);
  expect((await response!.text()).length).toBeLessThan(100_000);
  await hydrated(page, javaScriptEnabled);
  await page.waitForLoadState("networkidle");
  // Preloaded by the page and used by its script: one request, with scripts or without.
  expect(catalogs).toEqual([new URL(payload.catalog!, baseURL).href]);
  const catalog = await page.request.get(payload.catalog!);
  expect(catalog.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect((await catalog.json()).feed.share.share).toBe("شیئر کریں");
});

test("without its catalog a page stays as the server sent it, and works as it does without scripts", async ({
  memberPage: page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "without scripts the catalog is never needed");
  let refused = 0;
  await page.route(/\/locales\//, (route) => {
    refused += 1;
    return route.abort();
  });
  await page.goto("/");
  // The preload, then the script's two tries.
  await expect.poll(() => refused).toBeGreaterThanOrEqual(2);
  await page.waitForLoadState("networkidle");
  await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
  const content = `Posted while the words were away ${Date.now()}`;
  await page.getByLabel("What's on your mind?").fill(content);
  await page.getByRole("button", { name: "Post", exact: true }).click();
  await expect(page.getByText(content)).toBeVisible();
});
