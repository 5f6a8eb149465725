// Reports and moderation with JavaScript on and off: a member reports a post (a reason is required, the
// note is kept), an admin hides it (gone for others, marked for its author), unhides it; a message is
// reported from the thread, the author suspended from the queue; Block from the thread.
import { randomUUID } from "node:crypto";
import type { Browser, Page } from "@playwright/test";
import { confirm, openMemberMenu } from "./confirm";
import {
  DEMO_ADMIN,
  expect,
  hydrated,
  registerMember,
  sessionFor,
  test,
  toast,
  userStatus,
  withSession,
} from "./fixtures";

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const unique = () => `Zm${randomUUID().replace(/-/g, "").slice(0, 8)}`;

async function adminPage(browser: Browser, baseURL: string, javaScriptEnabled: boolean): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled, baseURL });
  const page = await context.newPage();
  await withSession(page, baseURL, await sessionFor(DEMO_ADMIN.email));
  return page;
}

async function sendReport(page: Page, javaScriptEnabled: boolean, reason: string) {
  await hydrated(page, javaScriptEnabled);
  await page.getByRole("radio", { name: reason }).check();
  await page.getByRole("button", { name: "Send report" }).click();
  await expect(toast(page)).toContainText("Report sent");
}

test.describe("reports and moderation", () => {
  test("report a post; an admin hides it, it is gone for others and marked for its author; unhide", async ({
    page,
    request,
    browser,
    baseURL,
    javaScriptEnabled,
  }) => {
    const word = unique();
    const author = await registerMember(request, { firstName: "Poster", lastName: word });
    const reader = await registerMember(request, { firstName: "Reader", lastName: word });
    const post = await (
      await request.post("/api/posts", {
        headers: bearer(author.token),
        data: { content: `Buy cheap followers ${word}` },
      })
    ).json();

    await withSession(page, baseURL!, reader.token);
    await page.goto(`/posts/${post.id}`);
    await hydrated(page, javaScriptEnabled);
    await page.getByRole("link", { name: "Report this post" }).click();
    await expect(page.getByRole("heading", { name: "Report this post" })).toBeVisible();
    await expect(page.getByText(`Buy cheap followers ${word}`)).toBeVisible();
    // No reason: refused, and the note typed stays.
    await hydrated(page, javaScriptEnabled);
    await page.getByLabel("Anything an admin should know? (optional)").fill("Same post in three groups");
    await page.getByRole("button", { name: "Send report" }).click();
    await expect(page.getByText("Choose a reason", { exact: true })).toBeVisible();
    await expect(page.getByLabel("Anything an admin should know? (optional)")).toHaveValue("Same post in three groups");
    await sendReport(page, javaScriptEnabled, "Spam or advertising");
    await expect(page).toHaveURL(new RegExp(`/posts/${post.id}$`));
    await page.goto(`/report/post/${post.id}`);
    await expect(page.getByText("You have already reported this post; an admin will look at it.")).toBeVisible();

    const admin = await adminPage(browser, baseURL!, javaScriptEnabled);
    await admin.goto("/admin/moderation");
    await hydrated(admin, javaScriptEnabled);
    const group = admin.getByTestId("report-group").filter({ hasText: word });
    await expect(group).toContainText("Spam or advertising");
    await expect(group).toContainText("Same post in three groups");
    await expect(group).toContainText(`Reader ${word}`);
    await group.getByRole("button", { name: "Hide" }).click();
    await expect(toast(admin)).toContainText("hidden from everyone but its author and admins");
    await expect(admin.getByTestId("report-group").filter({ hasText: word })).toHaveCount(0);
    const resolved = admin.getByTestId("resolved-report").filter({ hasText: word });
    await expect(resolved.first()).toContainText("Hidden by");

    // Gone for the reader, on the page and in the feed; still there, marked, for its author.
    expect((await page.goto(`/posts/${post.id}`))?.status()).toBe(404);
    await page.goto("/");
    await expect(page.getByText(`Buy cheap followers ${word}`)).toHaveCount(0);
    await withSession(page, baseURL!, author.token);
    await page.goto(`/posts/${post.id}`);
    await expect(page.getByTestId("hidden-badge")).toBeVisible();
    await expect(page.getByRole("link", { name: "Report this post" })).toHaveCount(0);

    await resolved.first().getByRole("button", { name: "Unhide" }).click();
    await expect(toast(admin)).toContainText("visible again");
    expect((await request.get(`/api/posts/${post.id}`, { headers: bearer(reader.token) })).status()).toBe(200);
    await admin.context().close();
  });

  test("report a message from the thread; the admin suspends its author; block from the thread", async ({
    page,
    request,
    browser,
    baseURL,
    javaScriptEnabled,
  }) => {
    const word = unique();
    const sender = await registerMember(request, { firstName: "Sender", lastName: word });
    const reader = await registerMember(request, { firstName: "Reader", lastName: word });
    const pest = await registerMember(request, { firstName: "Pest", lastName: word });
    await request.post("/api/messages", {
      headers: bearer(sender.token),
      data: { receiverId: reader.id, content: `Send me a gift card ${word}` },
    });
    await request.post("/api/messages", {
      headers: bearer(pest.token),
      data: { receiverId: reader.id, content: `hello again ${word}` },
    });

    await withSession(page, baseURL!, reader.token);
    await page.goto(`/messages/${sender.id}`);
    await hydrated(page, javaScriptEnabled);
    await page
      .getByTestId("message")
      .filter({ hasText: "gift card" })
      .getByRole("link", { name: "Report this message" })
      .click();
    await sendReport(page, javaScriptEnabled, "Scam or fraud");
    await expect(page).toHaveURL(new RegExp(`/messages/${sender.id}$`));

    const admin = await adminPage(browser, baseURL!, javaScriptEnabled);
    await admin.goto("/admin/moderation");
    await hydrated(admin, javaScriptEnabled);
    const group = admin.getByTestId("report-group").filter({ hasText: word });
    await expect(group).toContainText(`Sent to Reader ${word}`);
    await expect(group.getByRole("button", { name: "Hide" })).toHaveCount(0);
    await group.getByRole("button", { name: "Suspend author" }).click();
    await expect(toast(admin)).toContainText("suspended");
    expect(await userStatus(sender.id)).toBe("suspended");
    await admin.context().close();

    // Block from a thread: back to Messages, the conversation gone.
    await page.goto(`/messages/${pest.id}`);
    await hydrated(page, javaScriptEnabled);
    await openMemberMenu(page, `Pest ${word}`);
    await page.getByRole("button", { name: `Block Pest ${word}` }).click();
    await confirm(page, javaScriptEnabled, "Block");
    await expect(toast(page)).toContainText("Blocked");
    await expect(page).toHaveURL(/\/messages$/);
    await expect(page.getByText(`Pest ${word}`)).toHaveCount(0);
  });
});
