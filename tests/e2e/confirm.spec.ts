// Destructive actions ask first (issue 25 §4, decision 036): a dialog with JS, a page of its own without. Cancel
// changes nothing and brings the member back where they were; Block is in a "⋯" menu and its toast can undo it.
import { randomUUID } from "node:crypto";
import { confirm, confirmation, openMemberMenu } from "./confirm";
import { expect, hydrated, registerMember, signInNewMember, test, toast } from "./fixtures";

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
const endsWith = (path: string) => new RegExp(`${path.replace(/[?]/g, "\\?")}$`);

test("Block asks first: Cancel keeps the member; after Block the toast's Undo brings them back", async ({
  page,
  request,
  baseURL,
  javaScriptEnabled,
}) => {
  const word = `Cf${randomUUID().replace(/-/g, "").slice(0, 8)}`;
  const them = await registerMember(request, { firstName: "Asked", lastName: word });
  const me = await signInNewMember(page, request, baseURL!);
  const here = `/discover?q=${word}`;
  await page.goto(here);
  await hydrated(page, javaScriptEnabled);
  const card = page.getByRole("list", { name: "Search results" }).getByTestId("person-card");
  const block = card.getByRole("button", { name: `Block Asked ${word}` });
  // Not next to Connect and Message: behind "⋯".
  await expect(block).toBeHidden();
  await openMemberMenu(card, `Asked ${word}`);
  await block.click();

  await expect(confirmation(page).getByRole("heading", { name: `Block Asked ${word}?` })).toBeVisible();
  await expect(confirmation(page)).toContainText("You will not see each other anywhere.");
  if (javaScriptEnabled) {
    await expect(page).toHaveURL(endsWith(here));
    await confirmation(page).getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(block).toBeFocused();
  } else {
    await expect(page).toHaveURL(new RegExp(`/members/${them.id}/block\\?returnTo=`));
    await confirmation(page).getByRole("link", { name: "Cancel" }).click();
    await expect(page).toHaveURL(endsWith(here));
    await openMemberMenu(card, `Asked ${word}`);
  }
  await expect(card).toHaveCount(1);
  const blocks = await (await request.get("/api/blocks", { headers: auth(me.token) })).json();
  expect(blocks).toEqual([]);

  await block.click();
  await confirm(page, javaScriptEnabled, "Block");
  await expect(toast(page)).toContainText("Blocked");
  await expect(page).toHaveURL(endsWith(here));
  await expect(card).toHaveCount(0);

  await toast(page).getByRole("button", { name: "Undo" }).click();
  await expect(toast(page)).toContainText("Unblocked");
  await expect(page).toHaveURL(endsWith(here));
  await expect(card).toHaveCount(1);
});

test("deleting a comment asks first: Cancel keeps it, Delete removes it", async ({
  page,
  request,
  baseURL,
  javaScriptEnabled,
}) => {
  const me = await signInNewMember(page, request, baseURL!);
  const post = await request.post("/api/posts", { headers: auth(me.token), data: { content: "Asking first" } });
  const postId = (await post.json()).id as string;
  const text = `Second thoughts ${randomUUID().slice(0, 8)}`;
  expect(
    (
      await request.post(`/api/posts/${postId}/comments`, { headers: auth(me.token), data: { content: text } })
    ).status(),
  ).toBe(201);
  await page.goto(`/posts/${postId}`);
  await hydrated(page, javaScriptEnabled);
  const comments = page.getByRole("list", { name: "Comments" });
  const remove = comments.getByRole("button", { name: "Delete this comment" });
  await remove.click();
  await expect(confirmation(page).getByRole("heading", { name: "Delete this comment?" })).toBeVisible();
  await expect(confirmation(page)).toContainText(text);
  if (javaScriptEnabled) {
    // Escape is the way out too, and focus goes back to Delete.
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(remove).toBeFocused();
  } else {
    await confirmation(page).getByRole("link", { name: "Cancel" }).click();
  }
  await expect(page).toHaveURL(new RegExp(`/posts/${postId}$`));
  await expect(comments).toContainText(text);

  await remove.click();
  await confirm(page, javaScriptEnabled, "Delete");
  await expect(toast(page)).toContainText("Comment deleted");
  await expect(page).toHaveURL(new RegExp(`/posts/${postId}$`));
  await expect(page.getByText(text)).toHaveCount(0);
});
