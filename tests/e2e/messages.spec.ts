import { randomUUID } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import { clearSession, expect, hydrated, registerMember, signInNewMember, test, withSession } from "./fixtures";

const unique = (label: string) => `${label} ${randomUUID().slice(0, 8)}`;

async function apiSend(request: APIRequestContext, token: string, receiverId: string, content: string) {
  const response = await request.post("/api/messages", {
    headers: { Authorization: `Bearer ${token}` },
    data: { receiverId, content },
  });
  expect(response.status()).toBe(201);
}

test.describe("messages", () => {
  test("an empty inbox says so and asks to select a conversation", async ({ page, request, baseURL }) => {
    await signInNewMember(page, request, baseURL!);
    await page.goto("/messages");
    await expect(page).toHaveTitle("Messages · Roots");
    await expect(page.getByText("No conversations yet")).toBeVisible();
    await expect(page.getByText("Select a conversation")).toBeVisible();
  });

  test("start a conversation, send; a reload never sends twice; the other side sees it with an unread badge, and opening marks it read", async ({
    page,
    request,
    baseURL,
    javaScriptEnabled,
  }) => {
    const ana = await signInNewMember(page, request, baseURL!, { firstName: "Ana" });
    const ben = await registerMember(request, { firstName: "Benedikt" });
    await page.goto(`/messages/${ben.id}`);
    await hydrated(page, javaScriptEnabled);
    await expect(page.getByTestId("thread-partner")).toHaveText("Benedikt Tester");
    await expect(page.getByTestId("thread-partner")).toHaveAttribute("href", `/members/${ben.id}`);
    const text = unique("Hello Ben");
    await page.getByLabel("Write a message").fill(`  ${text}  `);
    if (javaScriptEnabled) await page.getByLabel("Write a message").press("Enter");
    else await page.getByRole("button", { name: "Send", exact: true }).click();
    const sent = page.getByTestId("message").filter({ hasText: text });
    await expect(sent).toBeVisible();
    await expect(sent).toHaveAttribute("data-mine", "true");
    await expect(page.getByLabel("Write a message")).toHaveValue("");
    await expect(page).toHaveURL(new RegExp(`/messages/${ben.id}$`));
    await page.reload();
    await expect(page.getByTestId("message").filter({ hasText: text })).toHaveCount(1);
    await expect(page.getByTestId("conversation")).toContainText("Benedikt Tester");

    // Ben's side: the conversation with its unread badge, on the list and in the nav.
    await apiSend(request, ana.token, ben.id, "second line");
    await clearSession(page);
    await withSession(page, baseURL!, ben.token);
    await page.goto("/messages");
    const row = page.getByTestId("conversation").filter({ hasText: "Ana Tester" });
    await expect(row.getByTestId("unread-badge")).toHaveText("2 unread");
    await expect(row).toContainText("second line");
    await expect(page.getByRole("link", { name: "Messages: 2 unread" })).toBeVisible();
    await row.click();
    await expect(page.getByTestId("message").filter({ hasText: text })).toHaveAttribute("data-mine", "false");
    await expect(page.getByRole("link", { name: "Messages: 0 unread" })).toBeVisible();
    await expect(
      page.getByTestId("conversation").filter({ hasText: "Ana Tester" }).getByTestId("unread-badge"),
    ).toHaveCount(0);
  });

  test("a blank message is refused and nothing is sent", async ({ page, request, baseURL, javaScriptEnabled }) => {
    await signInNewMember(page, request, baseURL!);
    const ben = await registerMember(request);
    await page.goto(`/messages/${ben.id}`);
    await hydrated(page, javaScriptEnabled);
    await page.getByLabel("Write a message").fill("   ");
    await page.getByRole("button", { name: "Send", exact: true }).click();
    // With scripts the form refuses it; without, spaces pass `required`, reach the server and come back refused.
    await expect(page.getByText("Write a message first")).toBeVisible();
    await expect(page.getByTestId("message")).toHaveCount(0);
  });

  test("search filters conversations by first or last name", async ({ page, request, baseURL, javaScriptEnabled }) => {
    const me = await signInNewMember(page, request, baseURL!);
    const zoe = await registerMember(request, { firstName: "Zoelle", lastName: "Quartzite" });
    const max = await registerMember(request, { firstName: "Maximo", lastName: "Umberland" });
    await apiSend(request, zoe.token, me.id, "from zoe");
    await apiSend(request, max.token, me.id, "from max");
    await page.goto("/messages");
    await hydrated(page, javaScriptEnabled);
    await expect(page.getByTestId("conversation")).toHaveCount(2);
    await page.getByLabel("Search conversations").fill("umber");
    if (!javaScriptEnabled) await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page.getByTestId("conversation")).toHaveCount(1);
    await expect(page.getByTestId("conversation")).toContainText("Maximo Umberland");
    await page.getByLabel("Search conversations").fill("nobody");
    if (!javaScriptEnabled) await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page.getByText("No conversations match your search")).toBeVisible();
  });

  test("a draft link prefills the box; earlier messages load by cursor", async ({
    page,
    request,
    baseURL,
    javaScriptEnabled,
  }) => {
    const me = await signInNewMember(page, request, baseURL!);
    const ben = await registerMember(request);
    for (let i = 0; i < 28; i++) await apiSend(request, ben.token, me.id, `numbered ${String(i).padStart(2, "0")}`);
    await page.goto(`/messages/${ben.id}?draft=${encodeURIComponent("Hi, about your service")}`);
    await hydrated(page, javaScriptEnabled);
    await expect(page.getByLabel("Write a message")).toHaveValue("Hi, about your service");
    await expect(page.getByTestId("message")).toHaveCount(25);
    await expect(page.getByTestId("message").filter({ hasText: "numbered 00" })).toHaveCount(0);
    await page.getByRole("link", { name: "Load earlier" }).click();
    await expect(page.getByTestId("message").filter({ hasText: "numbered 00" })).toBeVisible();
    await expect(page.getByTestId("message")).toHaveCount(3);
    await page.getByRole("link", { name: "Back to the newest messages" }).click();
    await expect(page.getByTestId("message").filter({ hasText: "numbered 27" })).toBeVisible();
  });

  test("another member's conversation is not there: an unknown member is a 404", async ({ page, request, baseURL }) => {
    await signInNewMember(page, request, baseURL!);
    const response = await page.goto("/messages/no-such-member");
    expect(response?.status()).toBe(404);
  });

  test("an incoming message shows in the open thread and the nav badge: live with JS, on reload without", async ({
    page,
    request,
    baseURL,
    javaScriptEnabled,
  }) => {
    const me = await signInNewMember(page, request, baseURL!);
    const ben = await registerMember(request, { firstName: "Bertil" });
    const other = await registerMember(request, { firstName: "Olga" });
    await apiSend(request, ben.token, me.id, "first");
    await page.goto(`/messages/${ben.id}`);
    await hydrated(page, javaScriptEnabled);
    await expect(page.getByRole("link", { name: "Messages: 0 unread" })).toBeVisible();
    if (javaScriptEnabled) await expect(page.getByTestId("live-offline")).toHaveCount(0);
    const text = unique("Live hello");
    await apiSend(request, ben.token, me.id, text);
    await apiSend(request, other.token, me.id, "from another conversation");
    if (!javaScriptEnabled) await page.reload();
    await expect(page.getByTestId("message").filter({ hasText: text })).toBeVisible();
    await expect(
      page.getByTestId("conversation").filter({ hasText: "Olga Tester" }).getByTestId("unread-badge"),
    ).toHaveText("1 unread");
    await expect(page.getByRole("link", { name: "Messages: 1 unread" })).toBeVisible();
  });

  test("with JS a message shows at once; one whose request fails waits on the device and is sent once the server answers", async ({
    page,
    request,
    baseURL,
    javaScriptEnabled,
  }) => {
    test.skip(
      !javaScriptEnabled,
      "optimistic sending is the scripted enhancement; without JS the form posts and redirects",
    );
    await signInNewMember(page, request, baseURL!);
    const ben = await registerMember(request);
    await page.goto(`/messages/${ben.id}`);
    await hydrated(page, javaScriptEnabled);
    await page.route("**/api/messages", (route) => route.abort());
    const text = unique("Flaky network");
    await page.getByLabel("Write a message").fill(text);
    await page.getByRole("button", { name: "Send", exact: true }).click();
    // A network error (decision 084): kept in the outbox with its Idempotency-Key, not lost with the tab.
    const waiting = page.getByTestId("waiting").filter({ hasText: text });
    await expect(waiting).toContainText("Waiting to send");
    await page.unroute("**/api/messages");
    await expect(page.getByTestId("message").filter({ hasText: text })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId("waiting")).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId("message").filter({ hasText: text })).toHaveCount(1);
  });
});
