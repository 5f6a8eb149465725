// Forgotten passwords: the same answer for every address, one-hour single-use links stored hashed, the
// registration password rules, every session ended, and a "password changed" mail.
import { db } from "~/server/db.server";
import { appUrl } from "~/server/mailer.server";
import { createMember, uniqueEmail } from "../../tests/setup/factories";
import { createSession, getUserBySessionToken, hashToken, verifyLogin } from "./accounts.server";
import {
  FORGOT_ANSWER_MS,
  requestPasswordReset,
  resetPassword,
  resetTokenIsLive,
  sendResetLinkAsAdmin,
} from "./password-reset.server";

let ip = 0;
const nextIp = () => `10.9.${Math.floor(++ip / 250)}.${ip % 250}`;

async function linkIn(email: string, kind = "password-reset"): Promise<string> {
  const mail = await db.mail.findFirst({
    where: { to: email, kind },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: { text: true },
  });
  const match = /https?:\/\/\S+reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? "");
  if (!match) throw new Error(`no reset link mailed to ${email}`);
  return match[1];
}

describe("forgot password", () => {
  it("answers the same, in the same time, whether the address has an account; mails only a real one", async () => {
    const { user } = await createMember();
    const unknown = uniqueEmail("nobody");
    const timed = async (email: string) => {
      const started = performance.now();
      const answer = await requestPasswordReset({ email }, nextIp());
      return { answer, ms: performance.now() - started };
    };
    const known = await timed(user.email.toUpperCase());
    const missing = await timed(unknown);
    expect(known.answer).toBeUndefined();
    expect(missing.answer).toBeUndefined();
    for (const { ms } of [known, missing]) expect(ms).toBeGreaterThanOrEqual(FORGOT_ANSWER_MS - 5);
    expect(Math.abs(known.ms - missing.ms)).toBeLessThan(150);
    expect(await db.mail.count({ where: { to: unknown } })).toBe(0);
    const mail = await db.mail.findFirst({
      where: { to: user.email, kind: "password-reset" },
      select: { subject: true, text: true, html: true },
    });
    expect(mail?.subject).toBe("Reset your password · Roots");
    // Links come from APP_URL (or the server's own localhost), never from a request.
    expect(mail?.text).toContain(appUrl("/reset-password?token="));
    expect(mail?.html).toContain("reset-password?token=");
  });

  it("a token of 256 bits kept only as its hash; a newer link replaces the older; it lasts an hour", async () => {
    const { user } = await createMember();
    await requestPasswordReset({ email: user.email }, nextIp());
    const first = await linkIn(user.email);
    expect(Buffer.from(first, "base64url").length).toBeGreaterThanOrEqual(16);
    const row = await db.accountToken.findFirst({
      where: { userId: user.id },
      select: { tokenHash: true, expiresAt: true },
    });
    expect(row?.tokenHash).toBe(hashToken(first));
    expect(row?.tokenHash).not.toContain(first);
    expect(row!.expiresAt.getTime() - Date.now()).toBeGreaterThan(59 * 60 * 1000);
    expect(row!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(60 * 60 * 1000);
    expect(await resetTokenIsLive(first)).toBe(true);

    await requestPasswordReset({ email: user.email }, nextIp());
    const second = await linkIn(user.email);
    expect(second).not.toBe(first);
    expect(await resetTokenIsLive(first)).toBe(false);
    await expect(
      resetPassword({ token: first, password: "brand-new-1", confirmPassword: "brand-new-1" }, nextIp()),
    ).rejects.toMatchObject({
      status: 400,
      fields: { token: expect.stringMatching(/expired or was already used/) },
    });

    await db.accountToken.updateMany({ where: { userId: user.id }, data: { expiresAt: new Date(Date.now() - 1) } });
    expect(await resetTokenIsLive(second)).toBe(false);
    await expect(
      resetPassword({ token: second, password: "brand-new-1", confirmPassword: "brand-new-1" }, nextIp()),
    ).rejects.toMatchObject({
      status: 400,
    });
  });

  it("a reset applies the registration rules, is used once, ends every session and mails 'password changed'", async () => {
    const { user, password } = await createMember();
    const phone = await createSession(user.id, "browser");
    const script = await createSession(user.id, "api");
    await requestPasswordReset({ email: user.email }, nextIp());
    const token = await linkIn(user.email);

    await expect(resetPassword({ token, password: "short", confirmPassword: "short" }, nextIp())).rejects.toMatchObject(
      {
        status: 400,
        fields: { password: "At least 8 characters" },
      },
    );
    await expect(
      resetPassword({ token, password: "qwerty123", confirmPassword: "qwerty123" }, nextIp()),
    ).rejects.toMatchObject({
      status: 400,
      fields: { password: "Too common: choose a password that is harder to guess" },
    });
    await expect(
      resetPassword({ token, password: "brand-new-1", confirmPassword: "other-one-1" }, nextIp()),
    ).rejects.toMatchObject({
      status: 400,
      fields: { confirmPassword: "Passwords don't match" },
    });
    expect(await resetTokenIsLive(token)).toBe(true); // a refused form does not use the link

    const signedIn = await resetPassword({ token, password: "brand-new-1", confirmPassword: "brand-new-1" }, nextIp());
    expect(signedIn.id).toBe(user.id);
    expect(await getUserBySessionToken(phone.token)).toBeNull();
    expect(await getUserBySessionToken(script.token)).toBeNull();
    await expect(verifyLogin({ email: user.email, password }, nextIp())).rejects.toMatchObject({ status: 401 });
    expect((await verifyLogin({ email: user.email, password: "brand-new-1" }, nextIp())).id).toBe(user.id);
    await expect(
      resetPassword({ token, password: "again-new-1", confirmPassword: "again-new-1" }, nextIp()),
    ).rejects.toMatchObject({
      status: 400,
    });
    const changed = await db.mail.findFirst({
      where: { to: user.email, kind: "password-changed" },
      select: { text: true },
    });
    expect(changed?.text).toContain("password of your account was just changed");
    // The link came to the member's address, so it is verified now.
    expect(
      (await db.user.findUnique({ where: { id: user.id }, select: { emailVerifiedAt: true } }))?.emailVerifiedAt,
    ).toBeInstanceOf(Date);
  });

  it("is limited per address and per IP; bad input is a 400", async () => {
    const { user } = await createMember();
    for (let i = 0; i < 5; i++) await requestPasswordReset({ email: user.email }, nextIp());
    await expect(requestPasswordReset({ email: user.email }, nextIp())).rejects.toMatchObject({ status: 429 });
    const ipAddress = nextIp();
    const results = await Promise.allSettled(
      Array.from({ length: 21 }, () => requestPasswordReset({ email: uniqueEmail() }, ipAddress)),
    );
    expect(
      results.filter((r) => r.status === "rejected").map((r) => (r as PromiseRejectedResult).reason.status),
    ).toContain(429);
    await expect(requestPasswordReset({ email: "not an email" }, nextIp())).rejects.toMatchObject({ status: 400 });
    await expect(requestPasswordReset({}, nextIp())).rejects.toMatchObject({ status: 400 });
  });

  it("an admin sends a member a link and sees it; members cannot", async () => {
    const { user } = await createMember();
    const admin = { ...(await createMember()).user, role: "admin" as const };
    const { link } = await sendResetLinkAsAdmin(admin, user.id);
    expect(link).toContain(appUrl("/reset-password?token="));
    expect(await linkIn(user.email)).toBe(new URL(link).searchParams.get("token"));
    await expect(sendResetLinkAsAdmin({ ...user, role: "member" }, admin.id)).rejects.toMatchObject({ status: 403 });
    await expect(sendResetLinkAsAdmin(admin, "nope")).rejects.toMatchObject({ status: 404 });
  });
});
