import { readFile } from "node:fs/promises";
import { expect, hydrated, registerMember, test, toast, withSession } from "./fixtures";

// Issue 29: the account flows on a phone, the width most members have.
test.use({ viewport: { width: 360, height: 740 } });

test.describe("download your data", () => {
  test("ask for your data, see it prepared, download the JSON file holding your post; a second ask the same day is refused", async ({
    page,
    request,
    baseURL,
    javaScriptEnabled,
  }) => {
    const member = await registerMember(request);
    const content = `Export check ${member.id}`;
    const posted = await request.post("/api/posts", {
      headers: { Authorization: `Bearer ${member.token}` },
      data: { content },
    });
    expect(posted.status()).toBe(201);
    await withSession(page, baseURL!, member.token);
    await page.goto("/settings/security");
    await hydrated(page, javaScriptEnabled);
    await page.getByRole("button", { name: "Download my data" }).click();
    await expect(toast(page)).toContainText("We are preparing your file");
    // The server's job builds it within moments; the page says where it stands at each visit.
    const link = page.getByRole("link", { name: "Download your file" });
    await expect(async () => {
      await page.reload();
      await expect(link).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    expect(download.suggestedFilename()).toMatch(/^[a-z0-9-]+-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await readFile((await download.path())!, "utf8"));
    expect(data.profile.email).toBe(member.email);
    expect(data.posts.map((post: { content: string }) => post.content)).toContain(content);

    await page.getByRole("button", { name: "Download my data" }).click();
    await expect(toast(page)).toContainText("less than a day ago");
    // And the member was told it was ready.
    const notifications = await request.get("/api/notifications", {
      headers: { Authorization: `Bearer ${member.token}` },
    });
    expect(JSON.stringify(await notifications.json())).toContain("Your data is ready to download");
  });
});
