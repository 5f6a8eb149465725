import { randomUUID } from "node:crypto";
import { confirm, openMemberMenu } from "./confirm";
import { expect, hydrated, registerMember, signInNewMember, test, toast } from "./fixtures";

test("block from a profile: the member disappears from search and cannot be messaged; unblock from /profile", async ({
  page,
  request,
  baseURL,
  javaScriptEnabled,
}) => {
  const word = `Zb${randomUUID().replace(/-/g, "").slice(0, 8)}`;
  const them = await registerMember(request, { firstName: "Bloc", lastName: word });
  await request.post("/api/posts", {
    headers: { Authorization: `Bearer ${them.token}` },
    data: { content: `Feed post ${word}` },
  });
  await signInNewMember(page, request, baseURL!);
  // A stranger's post: in Everyone's feed (My circles has the new member's circles, decision 063).
  await page.goto("/?scope=everyone");
  await expect(page.getByText(`Feed post ${word}`)).toBeVisible();
  await page.goto(`/members/${them.id}`);
  await hydrated(page, javaScriptEnabled);
  await openMemberMenu(page, `Bloc ${word}`);
  await page.getByRole("button", { name: `Block Bloc ${word}` }).click();
  await confirm(page, javaScriptEnabled, "Block");
  await expect(toast(page)).toContainText("Blocked");
  await expect(page).toHaveURL(/\/discover$/);
  await page.goto(`/discover?q=${word}`);
  await expect(page.getByText(`Bloc ${word}`)).toHaveCount(0);
  await page.goto("/?scope=everyone");
  await expect(page.getByText(`Feed post ${word}`)).toHaveCount(0);
  expect((await page.goto(`/members/${them.id}`))?.status()).toBe(404);
  expect((await page.goto(`/messages/${them.id}`))?.status()).toBe(404);
  const theirMessage = await request.post("/api/messages", {
    headers: { Authorization: `Bearer ${them.token}` },
    data: { receiverId: (await (await page.request.get("/api/auth/user")).json()).id, content: "hello?" },
  });
  expect(theirMessage.status()).toBe(403);

  await page.goto("/profile");
  await hydrated(page, javaScriptEnabled);
  const row = page.getByTestId("blocked-member").filter({ hasText: word });
  await expect(row).toBeVisible();
  await row.getByRole("button", { name: `Unblock Bloc ${word}` }).click();
  await expect(toast(page)).toContainText("Unblocked");
  await expect(page.getByTestId("blocked-member")).toHaveCount(0);
  await page.goto(`/discover?q=${word}`);
  await expect(page.getByText(`Bloc ${word}`).first()).toBeVisible();
});

test("block from a card on Discover: the card goes, the search stays", async ({
  page,
  request,
  baseURL,
  javaScriptEnabled,
}) => {
  const word = `Zc${randomUUID().replace(/-/g, "").slice(0, 8)}`;
  await registerMember(request, { firstName: "Carded", lastName: word });
  await signInNewMember(page, request, baseURL!);
  await page.goto(`/discover?q=${word}`);
  await hydrated(page, javaScriptEnabled);
  const card = page.getByRole("list", { name: "Search results" }).getByTestId("person-card");
  await expect(card).toHaveCount(1);
  await openMemberMenu(card, `Carded ${word}`);
  await card.getByRole("button", { name: `Block Carded ${word}` }).click();
  await confirm(page, javaScriptEnabled, "Block");
  await expect(toast(page)).toContainText("Blocked");
  await expect(page).toHaveURL(new RegExp(`/discover\\?q=${word}$`));
  await expect(page.getByText(`Carded ${word}`)).toHaveCount(0);
});
