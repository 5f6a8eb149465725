// Mail and notifications in the reader's language (issue 31): a member who saved Vietnamese gets mail in
// Vietnamese; the notifications page and the API word each notification in whoever reads it's language, and the
// member's own words it quotes stay as written, in their own direction.
import type { APIRequestContext } from "@playwright/test";
import { expect, hydrated, model, registerMember, signInNewMember, speak, test } from "./fixtures";
import { mailOf } from "./mail";

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function saveLanguage(request: APIRequestContext, token: string, locale: string) {
  const me = await (await request.get("/api/auth/user", { headers: bearer(token) })).json();
  const profile = {
    firstName: me.firstName,
    lastName: me.lastName,
    email: me.email,
    countryOfOrigin: me.countryOfOrigin,
    currentLocation: me.currentLocation,
  };
  const saved = await request.put("/api/profile", { headers: bearer(token), data: { ...profile, locale } });
  expect(saved.status(), await saved.text()).toBe(200);
}

test.describe("mail and notifications in the reader's language", () => {
  test("a member who saved Vietnamese gets the reset mail in Vietnamese", async ({ request }) => {
    const member = await registerMember(request, { firstName: "Linh" });
    await saveLanguage(request, member.token, "vi");
    const { db } = await model();
    expect((await db.user.findUnique({ where: { id: member.id }, select: { locale: true } }))?.locale).toBe("vi");
    const asked = await request.post("/api/auth/forgot-password", { data: { email: member.email } });
    expect(asked.status()).toBe(202);
    const mail = await mailOf(member.id, "password-reset");
    expect(mail.text).toContain("Đặt lại mật khẩu của bạn");
    expect(mail.text).toContain("Chào Linh, có người (hy vọng là bạn) đã yêu cầu đặt lại mật khẩu");
    expect(mail.text).toContain("Bạn nhận được thư này vì bạn có tài khoản trên Roots.");
    expect(mail.text).not.toContain("Reset your password");
    const row = await db.mail.findFirst({
      where: { userId: member.id, kind: "password-reset" },
      select: { subject: true },
    });
    expect(row?.subject).toBe("Đặt lại mật khẩu của bạn · Roots");
  });

  test("the notifications page in Spanish says a connection request and a comment in Spanish", async ({
    page,
    request,
    baseURL,
    javaScriptEnabled,
  }) => {
    const me = await signInNewMember(page, request, baseURL!);
    await speak(page, baseURL!, "es");
    const ana = await registerMember(request, { firstName: "Ana", lastName: "Silva" });
    await request.post("/api/connections/request", { headers: bearer(ana.token), data: { receiverId: me.id } });
    const posted = await request.post("/api/posts", {
      headers: bearer(me.token),
      data: { content: "¿Dónde hay buen pan?" },
    });
    expect(posted.status()).toBe(201);
    const post = (await posted.json()) as { id: string };
    const commented = await request.post(`/api/posts/${post.id}/comments`, {
      headers: bearer(ana.token),
      data: { content: "In the market on Sundays" },
    });
    expect(commented.status()).toBe(201);

    await page.goto("/notifications");
    await hydrated(page, javaScriptEnabled);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    const items = page.getByTestId("notification");
    await expect(items).toHaveCount(2);
    await expect(items.filter({ hasText: "te envió una solicitud de conexión" })).toHaveCount(1);
    const comment = items.filter({ hasText: "comentó tu publicación: “In the market on Sundays”" });
    await expect(comment).toHaveCount(1);
    await expect(comment.locator("[dir=auto]").filter({ hasText: /^In the market on Sundays$/ })).toHaveCount(1);
    await expect(page.getByText("sent you a connection request")).toHaveCount(0);
    await expect(page.getByText("commented on your post")).toHaveCount(0);

    // The API keeps its shape: English by default, the caller's Accept-Language when it asks.
    const say = async (language?: string) => {
      const answer = await page.request.get("/api/notifications", {
        headers: language ? { "Accept-Language": language } : {},
      });
      return ((await answer.json()) as { summary: string }[]).map((item) => item.summary);
    };
    expect(await say("en")).toEqual([
      "commented on your post: “In the market on Sundays”",
      "sent you a connection request",
    ]);
    expect(await say("es")).toEqual([
      "comentó tu publicación: “In the market on Sundays”",
      "te envió una solicitud de conexión",
    ]);
  });
});
