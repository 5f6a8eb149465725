// The suspended member's side of a suspension (issue 43 §5). Suspension ends every session at once; the sign-in
// sessions it ends are remembered (by their token hash only), so the next page that member opens says why
// and how to appeal instead of showing the sign-in or landing page, and keeps what they were posting.
import { db } from "~/server/db.server";
import { getEnv } from "~/server/env.server";
import { hashToken } from "./accounts.server";
import { PERSONAL_TOKEN } from "./visibility-rules.server";

/** The longest text kept from a submission that arrived after the suspension (a post is at most 5,000). */
const KEPT_TEXT_MAX = 10_000;
/** How long the notice stays for a session that would have lived longer. */
const NOTICE_DAYS = 30;

/**
 * The sign-in sessions a suspension is about to end. Not personal tokens, which no browser holds; an API
 * sign-in's token only counts when it comes back as the cookie.
 */
export async function sessionsToEnd(userId: string, now = new Date()): Promise<EndingSession[]> {
  return db.session.findMany({
    where: { userId, kind: { not: PERSONAL_TOKEN }, expiresAt: { gt: now } },
    select: { tokenHash: true, expiresAt: true },
  });
}

type EndingSession = { tokenHash: string; expiresAt: Date };

/** After they ended (their sockets close first): remember them, for the notice. */
export async function rememberEndedSessions(userId: string, sessions: EndingSession[], now = new Date()) {
  if (sessions.length === 0) return;
  const latest = new Date(now.getTime() + NOTICE_DAYS * 24 * 60 * 60 * 1000);
  const rows = sessions.map((s) => ({
    tokenHash: s.tokenHash,
    userId,
    expiresAt: s.expiresAt < latest ? s.expiresAt : latest,
  }));
  // A suspension repeated in a race writes the same rows: the earlier ones go first.
  await db.$transaction([
    db.endedSession.deleteMany({ where: { tokenHash: { in: rows.map((row) => row.tokenHash) } } }),
    db.endedSession.createMany({ data: rows }),
  ]);
}

/** On activation the notices go: the member signs in again. */
export async function forgetEndedSessions(tx: Pick<typeof db, "endedSession">, userId: string): Promise<void> {
  await tx.endedSession.deleteMany({ where: { userId } });
}

export type SuspensionNotice = {
  /** The admin's words, as they typed them. */
  reason: string | null;
  /** What the member was submitting when they found out, to copy; null when nothing was. */
  keptText: string | null;
  /** Where to appeal (APPEAL_EMAIL). */
  appealEmail: string;
};

/** The notice for the session behind this cookie token, or null when it is no suspended member's. */
export async function suspensionNotice(
  token: string,
  host: string,
  now = new Date(),
): Promise<SuspensionNotice | null> {
  const row = await endedSession(token, now);
  if (!row) return null;
  return { reason: row.user.suspendedReason, keptText: row.keptText, appealEmail: appealEmail(host) };
}

/** Whether this cookie token is a session a (still standing) suspension ended. */
export async function wasEndedBySuspension(token: string, now = new Date()): Promise<boolean> {
  return (await endedSession(token, now)) !== null;
}

/** Keeps the text a suspended member just submitted, for the notice to show (the last one wins). */
export async function keepSubmittedText(token: string, text: string): Promise<void> {
  const kept = toWellFormed(text.trim()).replaceAll("\0", "").slice(0, KEPT_TEXT_MAX);
  if (!kept) return;
  await db.endedSession.updateMany({ where: { tokenHash: hashToken(token) }, data: { keptText: kept } });
}

/** The hourly sweep: notices past their session's end. */
export async function deleteExpiredEndedSessions(now = new Date()): Promise<number> {
  return (await db.endedSession.deleteMany({ where: { expiresAt: { lte: now } } })).count;
}

/** APPEAL_EMAIL, else appeals@ the address members use (APP_URL's host, else this request's). */
export function appealEmail(host: string): string {
  const env = getEnv();
  if (env.APPEAL_EMAIL) return env.APPEAL_EMAIL;
  const domain = env.APP_URL ? new URL(env.APP_URL).hostname : host.replace(/:\d+$/, "");
  return `appeals@${domain}`;
}

async function endedSession(token: string, now: Date) {
  const row = await db.endedSession.findUnique({
    where: { tokenHash: hashToken(token) },
    select: { keptText: true, expiresAt: true, user: { select: { status: true, suspendedReason: true } } },
  });
  if (!row || row.expiresAt <= now || row.user.status !== "suspended") return null;
  return row;
}

/** Lone surrogates become U+FFFD (the database refuses them), as String.prototype.toWellFormed does. */
function toWellFormed(text: string): string {
  return text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "\uFFFD");
}
