// Mail and notifications in the recipient's language (issue 31): a member's saved language (User.locale) words
// every mail written to them, dates included; a notification is worded in whoever reads it's language, and rows
// written before keep their English.
import { db } from "~/server/db.server";
import { createMember } from "../../tests/setup/factories";
import { requestConnection } from "./connections.server";
import { writeVerificationMail } from "./email-verification.server";
import { sendEventReminders } from "./event-reminders.server";
import { createEvent, setRsvp } from "./events.server";
import { updateMailPreferences } from "./mail-preferences.server";
import { mailAboutNotification } from "./notification-mail.server";
import { listNotifications } from "./notifications.server";
import { requestPasswordReset } from "./password-reset.server";
import { addComment, createPost } from "./posts.server";
import { sayNotification } from "./notification-text.server";

const speaking = async (locale: string | null, firstName = "Test") => {
  const { user } = await createMember({ firstName });
  await db.user.update({ where: { id: user.id }, data: { locale }, select: { id: true } });
  return { ...user, locale };
};

const lastMail = (userId: string, kind: string) =>
  db.mail.findFirstOrThrow({
    where: { userId, kind },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: { subject: true, text: true, html: true },
  });

describe("mail in the recipient's language", () => {
  it("a reset and a verification mail in Vietnamese, with the footer and the page's lang; English when unset", async () => {
    const vi = await speaking("vi");
    const en = await speaking(null);
    await requestPasswordReset({ email: vi.email }, "10.31.0.1");
    await requestPasswordReset({ email: en.email }, "10.31.0.2");
    const reset = await lastMail(vi.id, "password-reset");
    expect(reset.subject).toBe("Đặt lại mật khẩu của bạn · Roots");
    expect(reset.text).toContain("Chào Test, có người (hy vọng là bạn) đã yêu cầu đặt lại mật khẩu");
    expect(reset.text).toContain("Chọn mật khẩu mới: http");
    expect(reset.text).toContain("Bạn nhận được thư này vì bạn có tài khoản trên Roots.");
    expect(reset.text).not.toContain("Reset your password");
    expect(reset.html).toContain('<html lang="vi" dir="ltr">');
    const english = await lastMail(en.id, "password-reset");
    expect(english.subject).toBe("Reset your password · Roots");
    expect(english.text).toContain("You are receiving this because you have an account on Roots.");

    const ur = await speaking("ur");
    await db.$transaction((tx) => writeVerificationMail(tx, ur));
    const verify = await lastMail(ur.id, "verify-email");
    expect(verify.subject).toBe("اپنی ای میل کی تصدیق کریں · Roots");
    expect(verify.html).toContain('<html lang="ur" dir="rtl">');
  });

  it("an event reminder in Spanish, its date in Spanish", async () => {
    const { user: organizer } = await createMember();
    const guest = await speaking("es");
    await updateMailPreferences(guest, { events: "immediately" });
    const event = await createEvent(organizer, {
      title: "Cena de prueba",
      eventDate: new Date(Date.now() + 5 * 60 * 60 * 1000).toISOString(),
      location: "Berlín",
    });
    await setRsvp(guest, event.id, { status: "attending" });
    await sendEventReminders();
    const mail = await lastMail(guest.id, "event-reminder");
    expect(mail.subject).toBe("Mañana: Cena de prueba · Roots");
    expect(mail.text).toMatch(/“Cena de prueba” empieza el .+, en Berlín\./);
    expect(mail.text).toMatch(/empieza el (lun|mar|mié|jue|vie|sáb|dom),/); // a Spanish weekday
    expect(mail.text).toContain("Ver el evento: http");
  });
});

describe("notifications in the reader's language", () => {
  it("are worded in the language asked for, in English without one; the mail in the recipient's", async () => {
    const ana = await speaking(null, "Ana");
    const ben = await speaking("es", "Ben");
    await updateMailPreferences(ben, { connections: "immediately" });
    await requestConnection(ana, { receiverId: ben.id });
    const post = await createPost(ben, { content: "Where to find good bread?" });
    await addComment(ana, post.id, { content: "At   the market\non Sundays" });
    const say = async (locale?: string) => (await listNotifications(ben, { locale })).items.map((i) => i.summary);
    expect(await say()).toEqual([
      "commented on your post: “At the market on Sundays”",
      "sent you a connection request",
    ]);
    expect(await say("es")).toEqual([
      "comentó tu publicación: “At the market on Sundays”",
      "te envió una solicitud de conexión",
    ]);
    expect(await say("vi")).toEqual([
      "đã bình luận bài viết của bạn: “At the market on Sundays”",
      "đã gửi cho bạn lời mời kết nối",
    ]);

    await db.notification.updateMany({
      where: { userId: ben.id, type: "connection_request" },
      data: { createdAt: new Date(Date.now() - 11 * 60 * 1000) },
    });
    expect(
      await mailAboutNotification({ userId: ben.id, type: "connection_request", link: "/connections?tab=received" }),
    ).toBe("sent");
    const mail = await lastMail(ben.id, "notify-connections");
    expect(mail.subject).toBe("Ana Member te envió una solicitud de conexión · Roots");
    expect(mail.text).toContain("Abrir: http");
  });

  it("a row written before keeps its stored English in every language", () => {
    expect(sayNotification("es", { summary: "sent you a connection request", params: null })).toBe(
      "sent you a connection request",
    );
    expect(sayNotification("es", { summary: "old", params: "{not json" })).toBe("old");
    expect(sayNotification("es", { summary: "old", params: JSON.stringify({ key: "nope" }) })).toBe("old");
  });
});
