// Verify email: a new member sees the banner, follows the link from the mail (read from the outbox table: the
// e2e server has no SMTP_URL) and confirms with one click; the banner is gone. JS on and off (projects).
import { expect, model, registerMember, test, toast, withSession } from "./fixtures";

async function verifyLink(email: string): Promise<URL> {
  const { db } = await model();
  const mail = await db.mail.findFirst({
    where: { to: email, kind: "verify-email" },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: { text: true },
  });
  const match = /(https?:\/\/\S+verify-email\?token=[A-Za-z0-9_-]+)/.exec(mail?.text ?? "");
  expect(match, "a verification link in the mail").not.toBeNull();
  return new URL(match![1]);
}

test.describe("verify email", () => {
  test("the banner, the link from the mail, one click, and the banner is gone", async ({ page, request, baseURL }) => {
    const member = await registerMember(request);
    await withSession(page, baseURL!, member.token);
    await page.goto("/discover");
    await expect(page.getByTestId("verify-banner")).toContainText("Please confirm your email address");
    // "Send the link again" writes a new link (the first stops working).
    await page.getByRole("button", { name: "Send the link again" }).click();
    await expect(toast(page)).toContainText("Link sent");
    const link = await verifyLink(member.email);
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByRole("button", { name: "Confirm my email" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(toast(page)).toContainText("Email confirmed");
    await page.goto("/discover");
    await expect(page.getByRole("heading", { name: "Discover" })).toBeVisible();
    await expect(page.getByTestId("verify-banner")).toHaveCount(0);
    // Used once.
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByRole("alert")).toContainText("expired, was already used");
  });
});
