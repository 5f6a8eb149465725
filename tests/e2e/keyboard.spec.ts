// Every main flow with the keyboard alone (issue 25 §5): Tab, Shift+Tab, Enter, Space, Escape and typing, with
// JavaScript and without. Each control passed on the way shows where focus is (an outline or a ring).
import { randomUUID } from "node:crypto";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { expect, hydrated, registerMember, signInNewMember, test, toast } from "./fixtures";

const unique = (prefix: string) => `${prefix} ${randomUUID().slice(0, 8)}`;
const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/**
 * What is wrong with the focus indicator of the focused element, or null: it must match :focus-visible and
 * draw a visible outline or a ring (a box-shadow with a spread). A visually hidden control (a radio drawn as a
 * chip) shows its focus on the element drawn for it, right after it.
 */
function focusProblem(target?: Element | null): [problem: string | null, isTarget: boolean] {
  const focused = document.activeElement as HTMLElement | null;
  const isTarget = Boolean(target) && focused === target;
  if (!focused || focused === document.body) return [null, isTarget];
  const describe = (element: Element) => element.outerHTML.slice(0, 120);
  if (!focused.matches(":focus-visible")) return [`not :focus-visible: ${describe(focused)}`, isTarget];
  const transparent = (color: string) => /rgba\(.*,\s*0\)$/.test(color) || color === "transparent";
  const shows = (element: Element) => {
    const style = getComputedStyle(element);
    const outline =
      style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0 && !transparent(style.outlineColor);
    // "rgb(…) 0px 0px 0px 2px": a ring is a shadow with a spread.
    const ring = style.boxShadow
      .split(/,(?![^(]*\))/)
      .some((shadow) => !transparent(shadow.match(/rgba?\([^)]*\)/)?.[0] ?? "") && /\s[1-9][\d.]*px\s*$/.test(shadow));
    return outline || ring;
  };
  const box = focused.getBoundingClientRect();
  const drawn = box.width <= 1 && box.height <= 1 ? focused.nextElementSibling : focused;
  return [drawn && shows(drawn) ? null : `no visible focus: ${describe(focused)}`, isTarget];
}

async function expectFocusVisible(page: Page) {
  // A ring may still be fading in (Tailwind's `transition`).
  await expect.poll(async () => (await page.evaluate(focusProblem, null))[0], { timeout: 2000 }).toBeNull();
}

/** Presses Tab (or Shift+Tab) until `target` has focus, checking the focus indicator at every stop. */
async function tabTo(page: Page, target: Locator, { back = false, max = 80 } = {}) {
  await expect(target).toBeAttached();
  const handle = await target.elementHandle();
  for (let presses = 0; presses < max; presses++) {
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
    // One round trip per stop: the indicator and whether this is the target; a ring still fading in is polled.
    const [problem, reached] = await page.evaluate(focusProblem, handle);
    if (problem) await expectFocusVisible(page);
    if (reached) return;
  }
  throw new Error(`${max} presses of ${back ? "Shift+Tab" : "Tab"} never reached ${target}`);
}

async function apiPost(request: APIRequestContext, token: string, content: string): Promise<string> {
  const response = await request.post("/api/posts", { headers: auth(token), data: { content } });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).id as string;
}

test.describe("keyboard only", () => {
  test("post", async ({ page, request, baseURL, javaScriptEnabled }) => {
    await signInNewMember(page, request, baseURL!);
    await page.goto("/");
    await hydrated(page, javaScriptEnabled);
    const content = unique("Typed with keys");
    await tabTo(page, page.getByLabel("What's on your mind?"));
    await page.keyboard.type(content);
    await tabTo(page, page.getByRole("button", { name: "Post", exact: true }));
    await page.keyboard.press("Enter");
    await expect(toast(page)).toContainText("Your post has been created!");
    await expect(page.getByTestId("post").filter({ hasText: content })).toBeVisible();
  });

  test("comment", async ({ page, request, baseURL, javaScriptEnabled }) => {
    const me = await signInNewMember(page, request, baseURL!);
    const postId = await apiPost(request, me.token, unique("Talk about it"));
    await page.goto(`/posts/${postId}`);
    await hydrated(page, javaScriptEnabled);
    await tabTo(page, page.getByLabel("Write a comment"));
    await page.keyboard.type("Said with the keyboard");
    await tabTo(page, page.getByRole("button", { name: "Comment", exact: true }));
    await page.keyboard.press("Enter");
    await expect(toast(page)).toContainText("Comment posted!");
    await expect(page.getByRole("list", { name: "Comments" })).toContainText("Said with the keyboard");
  });

  test("message", async ({ page, request, baseURL, javaScriptEnabled }) => {
    const friend = await registerMember(request, { firstName: "Keyfriend" });
    await signInNewMember(page, request, baseURL!);
    await page.goto(`/messages/${friend.id}`);
    await hydrated(page, javaScriptEnabled);
    const text = unique("Hello by keys");
    await tabTo(page, page.getByLabel("Write a message"));
    await page.keyboard.type(text);
    await tabTo(page, page.getByRole("button", { name: "Send", exact: true }));
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("message").filter({ hasText: text })).toBeVisible();
  });

  test("RSVP", async ({ page, request, baseURL, javaScriptEnabled }) => {
    const organizer = await registerMember(request);
    const created = await request.post("/api/events", {
      headers: auth(organizer.token),
      data: {
        title: unique("Keyboard picnic"),
        location: "Retiro Park",
        eventDate: new Date(Date.now() + 7 * 24 * 3600_000).toISOString(),
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    await signInNewMember(page, request, baseURL!);
    await page.goto(`/events/${(await created.json()).id}`);
    await hydrated(page, javaScriptEnabled);
    const attend = page.getByTestId("rsvp-attending");
    await tabTo(page, attend);
    await page.keyboard.press("Space");
    await expect(toast(page)).toContainText("RSVP updated!");
    await expect(attend).toHaveAttribute("aria-pressed", "true");
  });

  test("filter services", async ({ page, request, baseURL, javaScriptEnabled }) => {
    const provider = await registerMember(request);
    const word = `Kb${randomUUID().replace(/-/g, "").slice(0, 8)}`;
    for (const category of ["Translation", "Tech Support"]) {
      const response = await request.post("/api/services", {
        headers: auth(provider.token),
        data: { title: `${category} ${word}`, description: "Found by keyboard", category, location: "Madrid" },
      });
      expect(response.status(), await response.text()).toBe(201);
    }
    await signInNewMember(page, request, baseURL!);
    await page.goto("/services");
    await hydrated(page, javaScriptEnabled);
    const filters = page.getByRole("search", { name: "Filter services" });
    await tabTo(page, filters.getByLabel("Search services"));
    await page.keyboard.type(word);
    await tabTo(page, filters.getByLabel("Category"));
    // A closed select picks the option whose name is typed.
    await page.keyboard.type("Tech Support");
    await tabTo(page, filters.getByRole("button", { name: "Apply" }));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`[?&]q=${word}.*category=Tech(\\+|%20)Support`));
    await expect(page.getByTestId("service-card")).toHaveCount(1);
    await expect(page.getByTestId("service-card")).toContainText(`Tech Support ${word}`);
  });

  test("report", async ({ page, request, baseURL, javaScriptEnabled }) => {
    const author = await registerMember(request);
    const postId = await apiPost(request, author.token, unique("Reportable"));
    await signInNewMember(page, request, baseURL!);
    await page.goto(`/posts/${postId}`);
    await hydrated(page, javaScriptEnabled);
    await tabTo(page, page.getByRole("link", { name: "Report this post" }));
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: "Report this post" })).toBeVisible();
    await hydrated(page, javaScriptEnabled);
    // Tab enters the group of reasons on its first; Space chooses it.
    const first = page.getByRole("radio", { name: "Spam or advertising" });
    await tabTo(page, first);
    await page.keyboard.press("Space");
    await expect(first).toBeChecked();
    await tabTo(page, page.getByLabel("Anything an admin should know? (optional)"));
    await page.keyboard.type("Posted the same link everywhere");
    await tabTo(page, page.getByRole("button", { name: "Send report" }));
    await page.keyboard.press("Enter");
    await expect(toast(page)).toContainText("Report sent");
    await expect(page).toHaveURL(new RegExp(`/posts/${postId}$`));
  });

  test("block from the menu: the question, Escape, focus back; then Block and Undo", async ({
    page,
    request,
    baseURL,
    javaScriptEnabled,
  }) => {
    const word = `Kd${randomUUID().replace(/-/g, "").slice(0, 8)}`;
    await registerMember(request, { firstName: "Keyed", lastName: word });
    await signInNewMember(page, request, baseURL!);
    await page.goto(`/discover?q=${word}`);
    await hydrated(page, javaScriptEnabled);
    const card = page.getByRole("list", { name: "Search results" }).getByTestId("person-card");
    const menu = card.locator("summary");
    const block = card.getByRole("button", { name: `Block Keyed ${word}` });
    await tabTo(page, menu);
    await page.keyboard.press("Enter");
    await expect(block).toBeVisible();
    if (javaScriptEnabled) {
      // Escape closes the menu and gives focus back to its button.
      await page.keyboard.press("Escape");
      await expect(block).toBeHidden();
      await expect(menu).toBeFocused();
      await page.keyboard.press("Space");
    }
    await tabTo(page, block);
    await page.keyboard.press("Enter");
    const asked = page.getByTestId("confirmation");
    await expect(asked).toContainText(`Block Keyed ${word}?`);
    if (javaScriptEnabled) {
      // The dialog starts on the way out and keeps focus inside (the page under it is inert: past its last
      // button Tab reaches the browser's own controls, here none, and comes back), and Escape gives it back to Block.
      const dialog = page.getByRole("dialog", { name: `Block Keyed ${word}?` });
      await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
      await expectFocusVisible(page);
      for (const key of ["Tab", "Tab", "Tab", "Shift+Tab", "Shift+Tab", "Shift+Tab"]) {
        await page.keyboard.press(key);
        const inside = await dialog.evaluate(
          (element) => element.contains(document.activeElement) || document.activeElement === document.body,
        );
        expect(inside, `focus after ${key}`).toBe(true);
      }
      await tabTo(page, dialog.getByRole("button", { name: "Cancel" }));
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(block).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(dialog).toBeVisible();
    }
    await tabTo(page, asked.getByRole("button", { name: "Block", exact: true }));
    await page.keyboard.press("Enter");
    await expect(toast(page)).toContainText("Blocked");
    await expect(card).toHaveCount(0);
    const undo = toast(page).getByRole("button", { name: "Undo" });
    if (javaScriptEnabled) {
      // The toast region is announced and reachable: F8 moves focus into it.
      await expect(page.getByRole("region", { name: /Notifications/ })).toBeAttached();
      await page.keyboard.press("F8");
      await tabTo(page, undo);
    } else {
      await tabTo(page, undo);
    }
    await page.keyboard.press("Enter");
    await expect(toast(page)).toContainText("Unblocked");
    await expect(card).toHaveCount(1);
  });
});
