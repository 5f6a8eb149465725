// Circles members start (issue 47 part B, decision 088), pairwise: without JavaScript on a desktop, with it at
// 360 px. A member starts a circle by request on /circles/new; another sees its name but not its posts, asks to
// join, the host approves on the circle's page, and then they see its posts. The post itself is set up through the
// API (posting to a circle is circles.spec.ts's flow).
import { randomUUID } from "node:crypto";
import { expect, hydrated, model, registerMember, test, toast, withSession } from "./fixtures";

test("start a circle by request; another member asks to join, is approved and sees its posts", async ({
  page,
  request,
  baseURL,
  javaScriptEnabled,
}) => {
  const width = javaScriptEnabled ? 360 : 1280;
  await page.setViewportSize({ width, height: 800 });
  const host = await registerMember(request);
  const { db } = await model();
  await db.user.update({
    where: { id: host.id },
    data: { emailVerifiedAt: new Date(), createdAt: new Date(Date.now() - 2 * 24 * 60 * 60 * 1000) },
  });
  const reader = await registerMember(request);
  const name = `Night nurses ${randomUUID().slice(0, 6)}`;
  const noOverflow = async () =>
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

  await withSession(page, baseURL!, host.token);
  await page.goto("/circles/new");
  await hydrated(page, javaScriptEnabled);
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("What it is for").fill("Rotas, rest and recipes");
  await page.getByLabel(/^By request/).check();
  await noOverflow();
  await page.getByRole("button", { name: "Start circle" }).click();
  await expect(toast(page)).toContainText(`You started ${name}`);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  const circleId = new URL(page.url()).pathname.split("/").pop()!;
  const content = `Swap Tuesday ${randomUUID().slice(0, 6)}`;
  const posted = await request.post("/api/posts", {
    headers: { Authorization: `Bearer ${host.token}` },
    data: { content, circleId },
  });
  expect(posted.status()).toBe(201);

  // Another member sees its name and description, never its posts, and asks to join.
  await withSession(page, baseURL!, reader.token);
  await page.goto(`/circles/${circleId}`);
  await hydrated(page, javaScriptEnabled);
  await expect(page.getByTestId("circle-description")).toHaveText("Rotas, rest and recipes");
  await expect(page.getByTestId("circle-members-only")).toBeVisible();
  await expect(page.getByText(content)).toHaveCount(0);
  await page.getByRole("button", { name: "Ask to join" }).click();
  await expect(toast(page)).toContainText(`You asked to join ${name}`);
  await expect(page.getByRole("button", { name: "Cancel request" })).toBeVisible();

  // The host approves on the circle's page.
  await withSession(page, baseURL!, host.token);
  await page.goto(`/circles/${circleId}`);
  await hydrated(page, javaScriptEnabled);
  await page.getByTestId("join-requests").getByRole("button", { name: "Approve" }).click();
  await expect(toast(page)).toContainText("Request approved");
  await noOverflow();

  // Now a member, they see its posts.
  await withSession(page, baseURL!, reader.token);
  await page.goto(`/circles/${circleId}`);
  await expect(page.getByTestId("post-content").getByText(content, { exact: true })).toBeVisible();
  await expect(page.getByTestId("circle-members-only")).toHaveCount(0);
  await noOverflow();
});
