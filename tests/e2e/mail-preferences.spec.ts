// Email notification settings and the unsubscribe link from a received mail, JS on and off (projects).
import { expect, model, registerMember, test, toast, withSession } from "./fixtures";
import { cancellationMail } from "./mail";

async function preferenceOf(userId: string, kind: "replies" | "events") {
  const { db } = await model();
  const row = await db.mailPreference.findUnique({ where: { userId }, select: { replies: true, events: true } });
  return row?.[kind] ?? null;
}

test.describe("email notification settings", () => {
  test("from the profile, change how replies are mailed; the choice is kept", async ({ page, request, baseURL }) => {
    const member = await registerMember(request);
    await withSession(page, baseURL!, member.token);
    await page.goto("/profile");
    await page.getByRole("link", { name: "Email notifications" }).click();
    await expect(page.getByRole("heading", { name: "Email notifications" })).toBeVisible();
    const replies = page.getByRole("group", { name: "Replies and comments" });
    await expect(replies.getByRole("radio", { name: "Daily summary" })).toBeChecked();
    await replies.getByRole("radio", { name: "Immediately" }).check();
    await page.getByRole("button", { name: "Save email settings" }).click();
    await expect(toast(page)).toContainText("Email settings saved");
    await expect.poll(() => preferenceOf(member.id, "replies")).toBe("immediately");
    await page.reload();
    await expect(
      page.getByRole("group", { name: "Replies and comments" }).getByRole("radio", { name: "Immediately" }),
    ).toBeChecked();
  });

  test("the unsubscribe link in a received mail asks once, then turns that mail off, signed out", async ({
    page,
    request,
  }) => {
    const { guest, mail } = await cancellationMail(request);
    const link = new URL(/\/unsubscribe\?token=\S+/.exec(mail.text)![0], "http://x");
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByText("Stop mail about “Event changes and reminders”?")).toBeVisible();
    expect(await preferenceOf(guest.id, "events")).toBeNull(); // opening the link changed nothing
    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await expect(page.getByTestId("unsubscribed")).toContainText("no more mail about “Event changes and reminders”");
    expect(await preferenceOf(guest.id, "events")).toBe("off");
  });
});
