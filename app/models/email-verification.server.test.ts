// Email verification: a link after registering, confirmed once; an email change re-verifies and tells the old address.
import { db } from "~/server/db.server";
import { countStatements } from "~/server/db.server";
import { createMember, uniqueEmail } from "../../tests/setup/factories";
import { countRootBadges } from "./badges.server";
import { resendVerification, verificationTokenIsLive, verifyEmail } from "./email-verification.server";
import { updateProfile } from "./profile.server";
import { accessOf } from "./token-scope";
import { requestPasswordReset } from "./password-reset.server";
import { MAILS_PER_ADDRESS_PER_HOUR } from "./address-mail-limit.server";

async function verifyToken(email: string): Promise<string> {
  const mail = await db.mail.findFirst({
    where: { to: email, kind: "verify-email" },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: { text: true, html: true },
  });
  const match = /verify-email\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? "");
  if (!match) throw new Error(`no verification link mailed to ${email}`);
  expect(mail!.html).toContain("Confirm my email");
  return match[1];
}

describe("email verification", () => {
  it("registering mails a link; using it confirms the address once; the banner's count follows", async () => {
    const { user } = await createMember();
    const { result, statements } = await countStatements(() => countRootBadges(user.id));
    expect(result.emailUnverified).toBe(true);
    expect(statements).toHaveLength(1); // the banner costs the root no statement of its own
    const token = await verifyToken(user.email);
    expect(await verificationTokenIsLive(token)).toBe(true);
    await verifyEmail({ token });
    expect(
      (await db.user.findUnique({ where: { id: user.id }, select: { emailVerifiedAt: true } }))?.emailVerifiedAt,
    ).toBeInstanceOf(Date);
    expect(await countRootBadges(user.id)).toEqual({
      unreadMessages: 0,
      unreadNotifications: 0,
      emailUnverified: false,
    });
    await expect(verifyEmail({ token })).rejects.toMatchObject({ status: 400 });
    await expect(verifyEmail({ token: "x".repeat(43) })).rejects.toMatchObject({ status: 400 });
    await expect(verifyEmail({})).rejects.toMatchObject({ status: 400 });
    // Resending to a confirmed member writes nothing.
    await resendVerification(user);
    expect(await db.mail.count({ where: { to: user.email, kind: "verify-email" } })).toBe(1);
  });

  it("changing the email re-verifies the new one and mails the old one; an old link no longer confirms", async () => {
    const { user, password } = await createMember();
    const oldLink = await verifyToken(user.email);
    const email = uniqueEmail("moved");
    await updateProfile(user, accessOf(null), {
      firstName: user.firstName,
      lastName: user.lastName,
      email,
      currentPassword: password,
      skills: "",
      interests: "",
    });
    expect(await verificationTokenIsLive(oldLink)).toBe(false);
    const told = await db.mail.findFirst({ where: { to: user.email, kind: "email-changed" }, select: { text: true } });
    expect(told?.text).toContain(email);
    const token = await verifyToken(email);
    expect((await countRootBadges(user.id)).emailUnverified).toBe(true);
    await verifyEmail({ token });
    expect((await countRootBadges(user.id)).emailUnverified).toBe(false);
  });
});

describe("no mail bombing", () => {
  it("links again, changes of address and reset links share one budget per address: 5 an hour, then 429", async () => {
    const { user, password } = await createMember();
    const victim = uniqueEmail("third-party");
    const moveTo = (email: string) =>
      updateProfile(user, accessOf(null), {
        firstName: user.firstName,
        lastName: user.lastName,
        email,
        currentPassword: password,
        skills: "",
        interests: "",
      });
    // A reset link asked for the address (no account: nothing is sent, but the ask counts)...
    await requestPasswordReset({ email: victim }, "192.0.2.14");
    // ...then the member types a third party's address as theirs (a link to it) and asks for the link again.
    await moveTo(victim);
    const mailsTo = () => db.mail.count({ where: { to: victim } });
    for (let i = 0; i < MAILS_PER_ADDRESS_PER_HOUR - 2; i++) await resendVerification(user);
    expect(await mailsTo()).toBe(MAILS_PER_ADDRESS_PER_HOUR - 1);
    await expect(resendVerification(user)).rejects.toMatchObject({ status: 429 });
    // Changing away from it and back: each would mail it again (a notice, a link), so both are refused.
    await expect(moveTo(user.email)).rejects.toMatchObject({ status: 429 });
    await expect(requestPasswordReset({ email: victim }, "192.0.2.15")).rejects.toMatchObject({ status: 429 });
    expect(await mailsTo()).toBe(MAILS_PER_ADDRESS_PER_HOUR - 1);
  });
});

describe("account deletion and mail", () => {
  it("erasing a member removes their links and every mail written to them", async () => {
    const { eraseMember } = await import("./account-deletion.server");
    const { user } = await createMember();
    expect(await db.mail.count({ where: { userId: user.id } })).toBe(1);
    expect(await db.accountToken.count({ where: { userId: user.id } })).toBe(1);
    await eraseMember(user.id);
    expect(await db.mail.count({ where: { OR: [{ userId: user.id }, { to: user.email }] } })).toBe(0);
    expect(await db.accountToken.count({ where: { userId: user.id } })).toBe(0);
  });
});
