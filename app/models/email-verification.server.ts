// Email verification (issue 28 §2, decision 058): a link after registering and after changing the address
// (the old address is told). Members with an unconfirmed address see a gentle banner.
import { db, sql, type Sql } from "~/server/db.server";
import { appUrl } from "~/server/mailer.server";
import { AppError } from "~/lib/errors";
import { verifyCopy } from "~/copy/mail";
import { consumeAccountToken, findAccountToken, issueAccountToken } from "./account-tokens.server";
import { queueMail } from "./mail.server";
import type { Viewer } from "./viewer";
import { limitWrite } from "./write-limits.server";

type Tx = Parameters<Parameters<typeof db.$transaction>[0]>[0];
type Member = { id: string; email: string; firstName: string };

/** Writes a verification link for the member's current address and its mail (in `tx`, with the change). */
export async function writeVerificationMail(tx: Tx, member: Member): Promise<void> {
  const token = await issueAccountToken(member.id, "verify", member.email, tx);
  await queueMail(
    {
      to: member.email,
      userId: member.id,
      kind: "verify-email",
      subject: verifyCopy.mailSubject,
      heading: verifyCopy.mailHeading,
      paragraphs: [verifyCopy.mailBody(member.firstName)],
      action: { label: verifyCopy.mailAction, url: appUrl(`/verify-email?token=${encodeURIComponent(token)}`) },
      note: "If you did not create an account, you can ignore this mail.",
    },
    tx,
  );
}

/** After an email change (in its transaction): unverified again, a link to the new address, a note to the old. */
export async function writeEmailChangeMails(tx: Tx, member: Member, oldEmail: string): Promise<void> {
  await tx.user.update({ where: { id: member.id }, data: { emailVerifiedAt: null }, select: { id: true } });
  await writeVerificationMail(tx, member);
  await queueMail(
    {
      to: oldEmail,
      userId: member.id,
      kind: "email-changed",
      subject: verifyCopy.changedOldSubject,
      heading: verifyCopy.changedOldHeading,
      paragraphs: [verifyCopy.changedOldBody(member.firstName, member.email)],
      note: verifyCopy.changedOldNote,
    },
    tx,
  );
}

/** Whether a verification link still works (the page asks before its button). */
export async function verificationTokenIsLive(token: unknown): Promise<boolean> {
  return (await findAccountToken(token, "verify")) !== null;
}

/** Confirms the address the link was sent to; refused when it is not the member's address any more. */
export async function verifyEmail(input: Record<string, unknown>): Promise<{ userId: string }> {
  const invalid = () => new AppError("validation", verifyCopy.invalid, { fields: { token: verifyCopy.invalid } });
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
  await db.$transaction((tx) => writeVerificationMail(tx, member));
}

/** 1 when the member's address is not confirmed yet, else 0: a count for the root's single badges statement. */
export function unverifiedCountSql(userId: string): Sql {
  return sql`SELECT COUNT(*) AS "n" FROM "User" u WHERE u."id" = ${userId} AND u."emailVerifiedAt" IS NULL`;
}
