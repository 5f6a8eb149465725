// Forgotten passwords (issue 28 §2, decision 058). Asking for a link answers the same, in the same time,
// whether the address has an account or not; the link's token is 256 random bits, stored hashed, good for one
// hour and one use, and replaced by a newer one. Setting a new password follows the registration rules, ends
// every session and socket of the member, and mails them that it changed.
import { db } from "~/server/db.server";
import { getEnv } from "~/server/env.server";
import { appUrl } from "~/server/mailer.server";
import { hashPassword } from "~/server/password-hash.server";
import { consume, createLimiter } from "~/server/rate-limit.server";
import { AppError } from "~/lib/errors";
import { parseInput } from "~/lib/validation";
import { forgotPasswordSchema, registerProblem, resetPasswordSchemaWith } from "~/schemas/account-forms";
import { isCommonPassword } from "~/server/common-passwords.server";
import { userIdSchema } from "~/schemas/ids";
import { serverT } from "~/i18n/i18n.server";
import { consumeAccountToken, findAccountToken, issueAccountToken } from "./account-tokens.server";
import { publicUserSelect, revokeAllSessions, toPublicUser, type PublicUser } from "./accounts.server";
import { recordAdminAction } from "./audit.server";
import { mailLocaleOf, queueMail } from "./mail.server";
import { limitMailTo } from "./address-mail-limit.server";
import type { Viewer } from "./viewer";

/** Every answer to "send me a link" takes at least this long, so the work done for a real account is hidden. */
export const FORGOT_ANSWER_MS = 400;

function lazy<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

const limiters = lazy(() => ({
  // Requests (asking and resetting) per address: per minute, a shared office still fits.
  ip: createLimiter({ keyPrefix: "reset-ip", points: Math.max(20, getEnv().RATE_LIMIT_AUTH_PER_MINUTE), duration: 60 }),
}));

// Error messages and titles: English here, translated where shown (the errors namespace).
const RESET_FAILED = "Could not reset the password";
const LINK_INVALID = "This link has expired or was already used. Ask for a new one.";

const resetLink = (token: string) => appUrl(`/reset-password?token=${encodeURIComponent(token)}`);

type Tx = Parameters<Parameters<typeof db.$transaction>[0]>[0];

async function writeResetMail(tx: Tx, user: { id: string; email: string; firstName: string }): Promise<string> {
  const token = await issueAccountToken(user.id, "reset", user.email, tx);
  const link = resetLink(token);
  const locale = await mailLocaleOf(user.id, tx);
  const t = serverT(locale, "mail");
  await queueMail(
    {
      to: user.email,
      userId: user.id,
      kind: "password-reset",
      locale,
      subject: t("reset.subject"),
      heading: t("reset.heading"),
      paragraphs: [t("reset.body", { name: user.firstName })],
      action: { label: t("reset.action"), url: link },
      note: t("reset.note"),
    },
    tx,
  );
  return link;
}

/**
 * "Send me a reset link": mails one to an active member with that address; nothing for any other address, with
 * the same answer (void) after at least FORGOT_ANSWER_MS either way. Limited per IP and per address.
 */
export async function requestPasswordReset(input: Record<string, unknown>, clientIp: string): Promise<void> {
  const started = Date.now();
  await consume(limiters().ip, clientIp);
  const { email } = parseInput(forgotPasswordSchema, input, "Forgot your password?");
  // Links asked for per address: a few an hour, shared with every other account mail (a mailbox is not a target).
  await limitMailTo(email);
  try {
    const user = await db.user.findUnique({
      where: { email },
      select: { id: true, email: true, firstName: true, status: true },
    });
    if (user && user.status === "active") await db.$transaction((tx) => writeResetMail(tx, user));
  } finally {
    const rest = FORGOT_ANSWER_MS - (Date.now() - started);
    if (rest > 0) await new Promise((resolve) => setTimeout(resolve, rest));
  }
}

/** The reset form with the server's list of common passwords. */
const resetOnServer = resetPasswordSchemaWith(isCommonPassword);

/** The reset form, its toast the registration's for the same password problems ("Password too short"). */
function parseResetForm(input: Record<string, unknown>) {
  try {
    return parseInput(resetOnServer, input, RESET_FAILED);
  } catch (error) {
    const problem = error instanceof AppError && error.fields ? registerProblem(error.fields) : null;
    if (!problem) throw error;
    throw new AppError("validation", problem.description, { title: problem.title, fields: (error as AppError).fields });
  }
}

/** Whether a reset link still works (the page says so before the member types a password). */
export async function resetTokenIsLive(token: unknown): Promise<boolean> {
  return (await findAccountToken(token, "reset")) !== null;
}

/**
 * Sets a new password from a reset link: the link is used up, every session and socket of the member ends, and
 * a "your password was changed" mail goes out. Answers the member, to sign in the browser that reset it.
 */
export async function resetPassword(input: Record<string, unknown>, clientIp: string): Promise<PublicUser> {
  await consume(limiters().ip, clientIp);
  const data = parseResetForm(input);
  const invalid = () =>
    new AppError("validation", LINK_INVALID, {
      title: RESET_FAILED,
      fields: { token: LINK_INVALID },
    });
  const token = await findAccountToken(data.token, "reset");
  if (!token) throw invalid();
  const passwordHash = await hashPassword(data.password);
  const user = await db.$transaction(async (tx) => {
    // Used once: of two requests with the same link, one deletes the row and the other fails here.
    if (!(await consumeAccountToken(token.id, tx))) throw invalid();
    const row = await tx.user.update({
      where: { id: token.userId },
      // The link came to this address: reading it proves the address too.
      data: { passwordHash, ...(await sameEmail(tx, token.userId, token.email)) },
      select: publicUserSelect,
    });
    if (row.status !== "active") throw invalid();
    const locale = await mailLocaleOf(row.id, tx);
    const t = serverT(locale, "mail");
    await queueMail(
      {
        to: row.email,
        userId: row.id,
        kind: "password-changed",
        locale,
        subject: t("passwordChanged.subject"),
        heading: t("passwordChanged.heading"),
        paragraphs: [t("passwordChanged.body", { name: row.firstName })],
        action: { label: t("passwordChanged.action"), url: appUrl("/forgot-password") },
        note: t("passwordChanged.note"),
      },
      tx,
    );
    return row;
  });
  await revokeAllSessions(user.id);
  return toPublicUser(user);
}

async function sameEmail(tx: Tx, userId: string, email: string) {
  const row = await tx.user.findUnique({ where: { id: userId }, select: { email: true, emailVerifiedAt: true } });
  return row && row.email === email && !row.emailVerifiedAt ? { emailVerifiedAt: new Date() } : {};
}

/** An admin sends a member a reset link (audited); the admin sees it too, for installs without mail. */
export async function sendResetLinkAsAdmin(
  actor: Viewer & { firstName: string; lastName: string },
  userId: unknown,
): Promise<{ link: string; email: string }> {
  if (actor.role !== "admin") throw new AppError("forbidden", "You don't have permission to access this resource");
  const id = parseInput(userIdSchema, userId);
  const user = await db.user.findUnique({
    where: { id },
    select: { id: true, email: true, firstName: true, lastName: true, status: true },
  });
  if (!user || user.status === "deleted") throw new AppError("not_found", "User not found");
  const link = await db.$transaction(async (tx) => {
    const link = await writeResetMail(tx, user);
    await recordAdminAction(
      actor,
      {
        action: "user.reset_link",
        subjectType: "user",
        subjectId: user.id,
        subjectLabel: `${user.firstName} ${user.lastName}`,
      },
      tx,
    );
    return link;
  });
  return { link, email: user.email };
}
