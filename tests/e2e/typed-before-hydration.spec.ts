// With slow scripts a member types into the server-rendered page before React hydrates it: what they typed,
// and where their caret is, must survive hydration (issue 25, decision 034).
import { randomUUID } from "node:crypto";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { expect, hydrated, registerMember, signInNewMember, test } from "./fixtures";

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
// Held at least this long, and until the typing is done.
const SCRIPT_DELAY_MS = 3_000;

type Member = Awaited<ReturnType<typeof signInNewMember>>;
type Case = {
  name: string;
  /** The page to open (after any data it needs is made). */
  url: (request: APIRequestContext, me: Member) => Promise<string>;
  field: (page: Page) => Locator;
  /** What the field already holds when served. */
  served?: string;
  /** What brings the field into view, if it is tucked away. */
  open?: (page: Page) => Promise<void>;
};

async function apiPost(request: APIRequestContext, token: string, data: Record<string, string>) {
  const response = await request.post("/api/posts", { headers: auth(token), data });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

const CASES: Case[] = [
  { name: "the composer", url: async () => "/", field: (page) => page.getByLabel("What's on your mind?") },
  {
    name: "the composer's photo description",
    url: async () => "/",
    field: (page) => page.getByLabel("Describe photo 1 (optional)"),
    open: (page) => page.getByText("Photos", { exact: true }).click(),
  },
  {
    name: "a post's comment box",
    url: async (request, me) => `/posts/${await apiPost(request, me.token, { content: "Comment on me" })}`,
    field: (page) => page.getByLabel("Write a comment"),
  },
  {
    name: "the message box",
    url: async (request) => `/messages/${(await registerMember(request)).id}`,
    field: (page) => page.getByLabel("Write a message"),
  },
  {
    name: "the message box holding a draft",
    url: async (request) => `/messages/${(await registerMember(request)).id}?draft=Hello`,
    field: (page) => page.getByLabel("Write a message"),
    served: "Hello",
  },
  {
    name: "the Discover search",
    url: async () => "/discover",
    field: (page) => page.getByRole("searchbox", { name: "Search members" }),
  },
  {
    name: "the conversation search",
    url: async () => "/messages",
    field: (page) => page.getByLabel("Search conversations"),
  },
  {
    name: "an answer to a question",
    url: async (request, me) =>
      `/advice/${await apiPost(request, me.token, { content: "Where to park?", type: "advice" })}`,
    field: (page) => page.getByLabel("Your response"),
  },
  {
    name: "a bio being edited",
    url: async (request, me) => {
      const saved = await request.put("/api/profile", {
        headers: auth(me.token),
        data: { firstName: "Eve", lastName: "Tester", email: me.email, bio: "Hello", skills: [], interests: [] },
      });
      expect(saved.status()).toBe(200);
      return "/profile?edit=1";
    },
    field: (page) => page.getByLabel(/^Bio/),
    served: "Hello",
  },
];

/** Holds every script back (at least SCRIPT_DELAY_MS) until the returned function is called. */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const typed = new Promise<void>((resolve) => (release = resolve));
  const held = Promise.all([typed, new Promise((resolve) => setTimeout(resolve, SCRIPT_DELAY_MS))]);
  await page.route("**/build/**/*.js", async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Lets the scripts load and waits until the page has hydrated and settled. */
async function hydrateNow(page: Page, release: () => void) {
  await expect(page.locator("html[data-hydrated]")).not.toBeAttached();
  release();
  await hydrated(page, true);
  // Every script and chunk loaded, and the renders hydration starts are done.
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 200))));
}

test.describe("what was typed before hydration", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "without scripts nothing hydrates");

  for (const { name, url, field, served = "", open } of CASES) {
    test(`stays in ${name}, caret and all`, async ({ page, request, baseURL }) => {
      const me = await signInNewMember(page, request, baseURL!);
      const address = await url(request, me);
      const release = await holdScripts(page);
      // Module scripts hold DOMContentLoaded back: the page is there and usable long before.
      await page.goto(address, { waitUntil: "commit" });
      await open?.(page);
      const box = field(page);
      await box.click();
      await box.press("End");
      const text = ` typed early ${randomUUID().slice(0, 4)}`;
      await box.pressSequentially(text);
      await box.press("ArrowLeft");
      await box.press("ArrowLeft");
      const caret = served.length + text.length - 2;
      expect(await box.evaluate((element: HTMLInputElement) => element.selectionStart)).toBe(caret);

      await hydrateNow(page, release);
      await expect(box).toHaveValue(served + text);
      await expect(box).toBeFocused();
      expect(await box.evaluate((element: HTMLInputElement) => [element.selectionStart, element.selectionEnd])).toEqual(
        [caret, caret],
      );
      // And the page now follows it: typing goes on where the caret was.
      await box.pressSequentially("!");
      await expect(box).toHaveValue(served + text.slice(0, -2) + "!" + text.slice(-2));
    });
  }

  test("a list of skills typed before hydration becomes chips, its last entry still being typed", async ({
    page,
    request,
    baseURL,
  }) => {
    await signInNewMember(page, request, baseURL!);
    const release = await holdScripts(page);
    await page.goto("/profile?edit=1", { waitUntil: "commit" });
    const skills = page.getByRole("textbox", { name: "Skills" });
    await skills.click();
    await skills.pressSequentially("Cooking, Tw");
    await hydrateNow(page, release);
    const chips = page.getByRole("list", { name: "Skills" });
    await expect(chips.getByRole("listitem")).toHaveCount(1);
    await expect(chips.getByRole("button", { name: "Remove Cooking" })).toBeVisible();
    await expect(skills).toHaveValue("Tw");
    await expect(skills).toBeFocused();
    await skills.pressSequentially("i");
    await skills.press("Enter");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("link", { name: "Edit Profile" })).toBeVisible();
    await expect(page.getByRole("list", { name: "Skills" }).getByRole("listitem")).toHaveText(["Cooking", "Twi"]);
  });
});
