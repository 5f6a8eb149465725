// Email verification (issue 28 §2, decision 058): a link after registering and after changing the address
// (the old address is told). Members with an unconfirmed address see a gentle banner.
import { db, sql, type Sql } from "~/server/db.server";
import { appUrl } from "~/server/mailer.server";
import { AppError } from "~/lib/errors";
import { serverT } from "~/i18n/i18n.server";
import { consumeAccountToken, findAccountToken, issueAccountToken } from "./account-tokens.server";
import { mailLocaleOf, queueMail } from "./mail.server";
import type { Viewer } from "./viewer";
import { limitWrite } from "./write-limits.server";
import { limitMailTo } from "./address-mail-limit.server";

type Tx = Parameters<Parameters<typeof db.$transaction>[0]>[0];
type Member = { id: string; email: string; firstName: string };

/** Writes a verification link for the member's current address and its mail (in `tx`, with the change). */
export async function writeVerificationMail(tx: Tx, member: Member): Promise<void> {
  const token = await issueAccountToken(member.id, "verify", member.email, tx);
  const locale = await mailLocaleOf(member.id, tx);
  const t = serverT(locale, "mail");
  await queueMail(
    {
      to: member.email,
      userId: member.id,
      kind: "verify-email",
      locale,
      subject: t("verify.subject"),
      heading: t("verify.heading"),
      paragraphs: [t("verify.body", { name: member.firstName })],
      action: { label: t("verify.action"), url: appUrl(`/verify-email?token=${encodeURIComponent(token)}`) },
      note: t("verify.note"),
    },
    tx,
  );
}

/** After an email change (in its transaction): unverified again, a link to the new address, a note to the old. */
export async function writeEmailChangeMails(tx: Tx, member: Member, oldEmail: string): Promise<void> {
  await tx.user.update({ where: { id: member.id }, data: { emailVerifiedAt: null }, select: { id: true } });
  await writeVerificationMail(tx, member);
  const locale = await mailLocaleOf(member.id, tx);
  const t = serverT(locale, "mail");
  await queueMail(
    {
      to: oldEmail,
      userId: member.id,
      kind: "email-changed",
      locale,
      subject: t("emailChanged.subject"),
      heading: t("emailChanged.heading"),
      paragraphs: [t("emailChanged.body", { name: member.firstName, email: member.email })],
      note: t("emailChanged.note"),
    },
    tx,
  );
}

// An error message: English here, translated where shown (the errors namespace).
const INVALID_LINK = "This link has expired, was already used, or is for an address you no longer use.";

/** Whether a verification link still works (the page asks before its button). */
export async function verificationTokenIsLive(token: unknown): Promise<boolean> {
  return (await findAccountToken(token, "verify")) !== null;
}

/** Confirms the address the link was sent to; refused when it is not the member's address any more. */
export async function verifyEmail(input: Record<string, unknown>): Promise<{ userId: string }> {
  const invalid = () => new AppError("validation", INVALID_LINK, { fields: { token: INVALID_LINK } });
  const token = await findAccountToken(input.token, "verify");
  if (!token) throw invalid();
  await db.$transaction(async (tx) => {
    if (!(await consumeAccountToken(token.id, tx))) throw invalid();
    const { count } = await tx.user.updateMany({
      where: { id: token.userId, email: token.email, status: "active" },
      data: { emailVerifiedAt: new Date() },
    });
    if (count !== 1) throw invalid();
  });
  return { userId: token.userId };
}

/** "Send the link again" from the banner (counted as a profile write). */
export async function resendVerification(viewer: Viewer): Promise<void> {
  await limitWrite(viewer.id, "profile");
  const member = await db.user.findUnique({
    where: { id: viewer.id },
    select: { id: true, email: true, firstName: true, emailVerifiedAt: true },
  });
  if (!member || member.emailVerifiedAt) return;
  await limitMailTo(member.email);
  await db.$transaction((tx) => writeVerificationMail(tx, member));
}

/** 1 when the member's address is not confirmed yet, else 0: a count for the root's single badges statement. */
export function unverifiedCountSql(userId: string): Sql {
  return sql`SELECT COUNT(*) AS "n" FROM "User" u WHERE u."id" = ${userId} AND u."emailVerifiedAt" IS NULL`;
}
