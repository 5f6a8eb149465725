// Nothing written is lost (issue 45, decision 084): with scripts, a message, post or comment sent without a
// connection waits on the device as "Waiting to send" and is sent once when the connection returns; a send the
// server refuses comes back to the form with the reason. Without scripts nothing queues (the browser's own
// error page is the answer offline), so these run with scripts; the no-JS project checks the plain send still works.
import { randomUUID } from "node:crypto";
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { expect, hydrated, postCard, registerMember, sessionFor, signInNewMember, test, withSession } from "./fixtures";

const unique = (label: string) => `${label} ${randomUUID().slice(0, 8)}`;

async function threadMessages(request: APIRequestContext, token: string, partnerId: string): Promise<string[]> {
  const response = await request.get(`/api/conversations/${partnerId}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { messages?: Array<{ content: string }> } | Array<{ content: string }>;
  const list = Array.isArray(body) ? body : (body.messages ?? []);
  return list.map((message) => message.content);
}

async function openAs(browser: Browser, baseURL: string, token: string, path: string, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ javaScriptEnabled });
  const page = await context.newPage();
  await withSession(page, baseURL, token);
  await page.goto(path);
  await hydrated(page, javaScriptEnabled);
  return page;
}

/** How many items the device's outbox holds (every member's). */
function outboxSize(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open("roots-outbox", 1);
        open.onupgradeneeded = () => open.result.createObjectStore("items", { keyPath: "id" });
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const count = open.result.transaction("items").objectStore("items").count();
          count.onsuccess = () => {
            open.result.close();
            resolve(count.result);
          };
          count.onerror = () => reject(count.error);
        };
      }),
  );
}

async function live(page: Page) {
  // The socket is open: the nav's "live updates are off" dot is gone.
  await expect(page.getByTestId("live-offline")).toHaveCount(0);
}

/** The outbox's store file, which comes after the page is live (decision 099). */
const STORE_FILE = /\/build\/_shared\/store-[^/]+\.js$/;

/**
 * Live, and the outbox's store is in the page: a page that goes offline before its file came has nowhere to keep
 * a send, and says so ("Not kept to send later", its own test below). Under load the file could still be on its way
 * when a test went offline (a flaky "waiting" that never showed).
 */
async function readyToQueue(page: Page) {
  await live(page);
  await page.waitForFunction(
    (source) => performance.getEntriesByType("resource").some((entry) => new RegExp(source).test(entry.name)),
    STORE_FILE.source,
  );
  // Fetched is not yet evaluated: importing the same file waits for the page's own import of it.
  await page.evaluate(async (source) => {
    const entry = performance.getEntriesByType("resource").find((candidate) => new RegExp(source).test(candidate.name));
    await import(entry!.name);
  }, STORE_FILE.source);
}

test.describe("offline outbox", () => {
  test("a message written offline waits, is sent once from two tabs when the connection returns, and what came meanwhile shows", async ({
    page,
    request,
    baseURL,
    browser,
    javaScriptEnabled,
  }) => {
    const ana = await signInNewMember(page, request, baseURL!, { firstName: "Ana" });
    const ben = await registerMember(request, { firstName: "Ben" });
    await page.goto(`/messages/${ben.id}`);
    await hydrated(page, javaScriptEnabled);
    const benPage = await openAs(browser, baseURL!, ben.token, `/messages/${ana.id}`, javaScriptEnabled);
    if (!javaScriptEnabled) {
      // Without scripts the send form is the plain POST it always was.
      const text = unique("plain");
      await page.getByLabel("Write a message").fill(text);
      await page.getByRole("button", { name: "Send", exact: true }).click();
      await expect(page.getByTestId("message").filter({ hasText: text })).toHaveCount(1);
      await expect(page.getByTestId("waiting")).toHaveCount(0);
      return;
    }
    await readyToQueue(page);
    // A second tab of Ana's on the same thread: both flush when the network returns.
    const secondTab = await page.context().newPage();
    await secondTab.goto(`/messages/${ben.id}`);
    await hydrated(secondTab, true);
    await readyToQueue(secondTab);

    await page.context().setOffline(true);
    const text = unique("Written in the tunnel");
    await page.getByLabel("Write a message").fill(text);
    await page.getByLabel("Write a message").press("Enter");
    const waiting = page.getByTestId("waiting").filter({ hasText: text });
    await expect(waiting).toContainText("Waiting to send");
    await expect(page.getByLabel("Write a message")).toHaveValue("");
    // The other tab shows it waiting too (the outbox is the device's, not the tab's).
    await expect(secondTab.getByTestId("waiting").filter({ hasText: text })).toBeVisible();
    // Ben writes while Ana is offline.
    const reply = unique("Ben while you were away");
    const sent = await request.post("/api/messages", {
      headers: { Authorization: `Bearer ${ben.token}` },
      data: { receiverId: ana.id, content: reply },
    });
    expect(sent.status()).toBe(201);

    await page.context().setOffline(false);
    await expect(page.getByTestId("waiting")).toHaveCount(0);
    await expect(page.getByTestId("message").filter({ hasText: text })).toHaveCount(1);
    // Live updates came back on their own and caught up with what Ben wrote meanwhile.
    await expect(page.getByTestId("message").filter({ hasText: reply })).toHaveCount(1);
    await live(page);
    // Ben's window shows it live, once.
    await expect(benPage.getByTestId("message").filter({ hasText: text })).toHaveCount(1);
    await expect(secondTab.getByTestId("waiting")).toHaveCount(0);
    await benPage.reload();
    await expect(benPage.getByTestId("message").filter({ hasText: text })).toHaveCount(1);
    expect((await threadMessages(request, ben.token, ana.id)).filter((content) => content === text)).toHaveLength(1);
    await benPage.context().close();
  });

  test("a queued message the server refuses (Ben blocked Ana meanwhile) keeps its text on screen with the reason until logout wipes it", async ({
    page,
    request,
    baseURL,
    javaScriptEnabled,
  }) => {
    test.skip(!javaScriptEnabled, "nothing queues without scripts");
    const ana = await signInNewMember(page, request, baseURL!, { firstName: "Ana" });
    const ben = await registerMember(request, { firstName: "Ben" });
    await page.goto(`/messages/${ben.id}`);
    await hydrated(page, true);
    await readyToQueue(page);
    await page.context().setOffline(true);
    const text = unique("Are you there");
    await page.getByLabel("Write a message").fill(text);
    await page.getByLabel("Write a message").press("Enter");
    await expect(page.getByTestId("waiting").filter({ hasText: text })).toBeVisible();
    const blocked = await request.post(`/api/users/${ana.id}/block`, {
      headers: { Authorization: `Bearer ${ben.token}` },
    });
    expect(blocked.ok()).toBe(true);

    await page.context().setOffline(false);
    // Either the refusal comes first (the text is back in the box, with why), or the live reconnect first reloads
    // the thread, which is no longer Ana's to see (then the notice keeps the text, to copy).
    const inBox = page.locator("#message-content-error").filter({ hasText: "Your text is back in the box to edit." });
    const notice = page.getByTestId("refused").filter({ hasText: text });
    await expect(inBox.or(notice)).toBeVisible();
    await expect(inBox.or(notice)).toContainText("Not sent:");
    await expect(page.getByTestId("waiting")).toHaveCount(0);
    // Still there on the next page; never sent.
    await page.goto("/messages");
    await hydrated(page, true);
    await expect(notice).toContainText("Here is your text, to copy.");
    expect(await outboxSize(page)).toBe(1);
    // Logout wipes the device's outbox: the next member on this phone (here Ana again) finds nothing of it.
    await page.getByTestId("logout").click();
    await expect(page.locator("html[data-hydrated]")).toBeAttached();
    await expect.poll(() => outboxSize(page)).toBe(0);
    await withSession(page, baseURL!, await sessionFor(ana.email));
    await page.goto("/messages");
    await hydrated(page, true);
    await page.waitForTimeout(1_000);
    await expect(page.getByTestId("refused")).toHaveCount(0);
    const unblocked = await request.delete(`/api/users/${ana.id}/block`, {
      headers: { Authorization: `Bearer ${ben.token}` },
    });
    expect(unblocked.ok()).toBe(true);
    expect(await threadMessages(request, ben.token, ana.id)).not.toContain(text);
  });

  test("a queued post the server refuses comes back to the composer with the reason", async ({
    page,
    request,
    baseURL,
    javaScriptEnabled,
  }) => {
    test.skip(!javaScriptEnabled, "nothing queues without scripts");
    await signInNewMember(page, request, baseURL!);
    await page.goto("/");
    await hydrated(page, true);
    await readyToQueue(page);
    await page.context().setOffline(true);
    const text = unique("Question about the consulate");
    // A question's language is checked by the server only: an unknown code is refused there.
    await page.evaluate(() => {
      const select = document.querySelector<HTMLSelectElement>("#composer-language")!;
      select.add(new Option("Klingon", "tlh"));
      select.value = "tlh";
    });
    await page.getByLabel("What's on your mind?").fill(text);
    await page.getByRole("button", { name: "Post", exact: true }).click();
    await expect(page.getByTestId("waiting").filter({ hasText: text })).toBeVisible();
    await page.context().setOffline(false);
    await expect(page.getByTestId("waiting")).toHaveCount(0);
    await expect(page.getByLabel("What's on your mind?")).toHaveValue(text);
    await expect(page.getByText("Your text is back in the box to edit.")).toBeVisible();
    await expect(page.getByTestId("post-content").getByText(text, { exact: true })).toHaveCount(0);
  });

  test("a message removed while waiting is never sent", async ({ page, request, baseURL, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "nothing queues without scripts");
    const ana = await signInNewMember(page, request, baseURL!);
    const ben = await registerMember(request);
    await page.goto(`/messages/${ben.id}`);
    await hydrated(page, true);
    await readyToQueue(page);
    await page.context().setOffline(true);
    const text = unique("Second thoughts");
    await page.getByLabel("Write a message").fill(text);
    await page.getByLabel("Write a message").press("Enter");
    const waiting = page.getByTestId("waiting").filter({ hasText: text });
    await waiting.getByRole("button", { name: "Remove" }).click();
    await expect(page.getByTestId("waiting")).toHaveCount(0);
    await page.context().setOffline(false);
    await page.reload();
    await hydrated(page, true);
    await expect(page.getByTestId("message").filter({ hasText: text })).toHaveCount(0);
    expect(await threadMessages(request, ben.token, ana.id)).not.toContain(text);
  });

  test("a post written offline is published once after the connection returns", async ({
    page,
    request,
    baseURL,
    javaScriptEnabled,
  }) => {
    test.skip(!javaScriptEnabled, "nothing queues without scripts");
    await signInNewMember(page, request, baseURL!);
    await page.goto("/");
    await hydrated(page, true);
    await readyToQueue(page);
    await page.context().setOffline(true);
    const text = unique("Posted from the metro");
    await page.getByLabel("What's on your mind?").fill(text);
    await page.getByRole("button", { name: "Post", exact: true }).click();
    await expect(page.getByTestId("waiting").filter({ hasText: text })).toContainText("Waiting to send");
    await expect(page.getByLabel("What's on your mind?")).toHaveValue("");
    await page.context().setOffline(false);
    await expect(page.getByTestId("waiting")).toHaveCount(0);
    const card = postCard(page, text);
    await expect(card).toHaveCount(1);
    await page.reload();
    await expect(card).toHaveCount(1);
  });

  test("a post that cannot be kept on the device stays in the box, says so, and is posted once back online", async ({
    page,
    request,
    baseURL,
    javaScriptEnabled,
  }) => {
    test.skip(!javaScriptEnabled, "nothing queues without scripts");
    await signInNewMember(page, request, baseURL!);
    // The outbox's keeping comes after the first load (decision 099): here its file never comes, as when the
    // connection drops before it does.
    await page.route(STORE_FILE, (route) => route.abort("internetdisconnected"));
    await page.goto("/");
    await hydrated(page, true);
    await live(page);
    await page.context().setOffline(true);
    const text = unique("Written with no outbox");
    const box = page.getByLabel("What's on your mind?");
    await box.fill(text);
    await page.getByRole("button", { name: "Post", exact: true }).click();
    await expect(page.getByText("Not kept to send later. Your text is still here")).toBeVisible();
    await expect(box).toHaveValue(text);
    await expect(page.getByTestId("waiting")).toHaveCount(0);
    await page.unroute(STORE_FILE);
    await page.context().setOffline(false);
    await page.getByRole("button", { name: "Post", exact: true }).click();
    const card = postCard(page, text);
    await expect(card).toHaveCount(1);
    await expect(page.getByText("Not kept to send later.")).toHaveCount(0);
  });

  test("a comment written offline is posted once after the connection returns", async ({
    page,
    request,
    baseURL,
    javaScriptEnabled,
  }) => {
    test.skip(!javaScriptEnabled, "nothing queues without scripts");
    const me = await signInNewMember(page, request, baseURL!);
    const created = await request.post("/api/posts", {
      headers: { Authorization: `Bearer ${me.token}` },
      data: { content: unique("Where to renew a passport") },
    });
    expect(created.status()).toBe(201);
    const postId = ((await created.json()) as { id: string }).id;
    await page.goto(`/posts/${postId}`);
    await hydrated(page, true);
    await readyToQueue(page);
    await page.context().setOffline(true);
    const text = unique("Try the consulate on Tuesdays");
    await page.getByLabel("Write a comment").fill(text);
    await page.getByRole("button", { name: "Comment", exact: true }).click();
    await expect(page.getByTestId("waiting").filter({ hasText: text })).toContainText("Waiting to send");
    await expect(page.getByLabel("Write a comment")).toHaveValue("");
    await page.context().setOffline(false);
    await expect(page.getByTestId("waiting")).toHaveCount(0);
    const comments = page.getByRole("list", { name: "Comments" });
    await expect(comments.getByText(text)).toHaveCount(1);
    await page.reload();
    await expect(comments.getByText(text)).toHaveCount(1);
  });
});
