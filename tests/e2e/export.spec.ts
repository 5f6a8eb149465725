import { readFile } from "node:fs/promises";
import { expect, hydrated, registerMember, test, toast, withSession } from "./fixtures";

test.describe("download your data", () => {
  test("the security page's button downloads a JSON file holding your post; a second try the same day is refused", async ({
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
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download my data" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^[a-z0-9-]+-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await readFile((await download.path())!, "utf8"));
    expect(data.profile.email).toBe(member.email);
    expect(data.posts.map((post: { content: string }) => post.content)).toContain(content);

    await page.getByRole("button", { name: "Download my data" }).click();
    await expect(toast(page)).toContainText("less than a day ago");
  });
});
