// Notification mail as members want it (issue 28 §3, decision 064). Three paths:
// - messages: a "mail.messages" job ~10 minutes after each message; it mails only if the member is away (the
//   message is still unread and did not arrive on an open page of theirs) and at most once per conversation an
//   hour, counting what came meanwhile ("Amara sent you 3 messages");
// - other notifications (connections, replies, event changes): a "mail.notification" job per notification, for
//   kinds set to "immediately" (after the same 10 minutes, so one read at once is not mailed; event changes
//   and cancellations at once);
// - the daily summary ("mail.daily", hourly): one mail a day per member for the kinds set to "daily".
// Every one carries the List-Unsubscribe headers of its kind. Jobs are idempotent: SentOnce keys and the
// conversation's lastMailAt claim are written in the transaction that queues the mail.
import { db } from "~/server/db.server";
import { getEnv } from "~/server/env.server";
import { enqueue } from "~/server/jobs/queue.server";
import { appUrl } from "~/server/mailer.server";
import { serverT } from "~/i18n/i18n.server";
import type { NotificationType } from "~/lib/types/notifications";
import type { MailKind } from "~/schemas/mail-preferences";
import { isBlockedBetween } from "./blocks.server";
import { queueMail, type MailContent } from "./mail.server";
import { preferencesOf, preferencesOfMany, unsubscribeHeaders, type UnsubscribeKind } from "./mail-preferences.server";
import { sayNotification } from "./notification-text.server";
import { actorRule, activeMemberRule } from "./visibility-rules.server";
import { stillUnreadNotification } from "./notifications.server";

/** A message read, or seen arriving live, within this long is not mailed. */
export const AWAY_MS = 10 * 60 * 1000;
/** At most one mail per conversation in this long. */
export const CONVERSATION_MAIL_EVERY_MS = 60 * 60 * 1000;
/** The daily summary goes in the first run after this hour (UTC). */
export const DAILY_SUMMARY_HOUR_UTC = 7;

/** Which preference a notification type answers to; null: never mailed (an RSVP to your event, an export). */
export function mailKindOf(type: string): Exclude<MailKind, "digest" | "messages"> | null {
  switch (type) {
    case "connection_request":
    case "connection_accepted":
      return "connections";
    case "post_comment":
    case "advice_response":
      return "replies";
    case "event_changed":
    case "event_cancelled":
    case "event_reminder":
    case "event_waitlist_promoted":
    case "event_announcement":
      return "events";
    default:
      return null;
  }
}

type Tx = Parameters<Parameters<typeof db.$transaction>[0]>[0];

/** Writes a notification mail of `kind` to a member (with their address and the kind's unsubscribe headers). */
export async function queueNotificationMail(
  tx: Tx,
  member: { id: string; email: string },
  kind: UnsubscribeKind,
  mail: { subject: string } & MailContent,
  mailKind: string,
): Promise<void> {
  const { url, headers } = unsubscribeHeaders(member.id, kind);
  await queueMail({ ...mail, to: member.email, userId: member.id, kind: mailKind, headers, unsubscribeUrl: url }, tx);
}

/** Claims a SentOnce key in `tx`; false when it was there already (sent before: the caller stops). */
export async function claimOnce(tx: Tx, key: string, userId: string): Promise<boolean> {
  const found = await tx.sentOnce.findUnique({ where: { key }, select: { key: true } });
  if (found) return false;
  // Two runs racing past the read: the second create fails on the key and its transaction rolls back.
  await tx.sentOnce.create({ data: { key, userId }, select: { key: true } });
  return true;
}

const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === "P2002";

// --- Messages ----------------------------------------------------------------------------------------------

/**
 * Scheduling mail must never hold the request that caused it, nor fail it: with REDIS_URL (BullMQ) it goes on in
 * the background (a Redis that stopped answering would otherwise keep the answer waiting); the embedded queue's
 * insert is quick and awaited, so the request's statements stay its own.
 */
async function scheduleAside(what: string, work: () => Promise<void>): Promise<void> {
  const run = work().catch((error) =>
    console.error(`${what} not scheduled:`, error instanceof Error ? error.message : error),
  );
  if (!getEnv().REDIS_URL) await run;
}

/** After a message is stored: look again in AWAY_MS whether its receiver is away. */
export function scheduleMessageMail(message: { id: string; senderId: string; receiverId: string }): Promise<void> {
  return scheduleAside("message mail", () =>
    enqueue(
      "mail.messages",
      { receiverId: message.receiverId, senderId: message.senderId },
      { uniqueKey: `msgmail-${message.id}`, delayMs: AWAY_MS },
    ),
  );
}

/** A message of this conversation arrived on an open page of the receiver (the socket server says so). */
export async function noteSeenLive(receiverId: string, senderId: string, now = new Date()): Promise<void> {
  try {
    await db.messageMail.upsert({
      where: { receiverId_senderId: { receiverId, senderId } },
      create: { receiverId, senderId, seenLiveAt: now },
      update: { seenLiveAt: now },
      select: { receiverId: true },
    });
  } catch (error) {
    // A member deleted meanwhile (foreign key), or two deliveries racing on create: nothing to remember.
    if (!isUniqueViolation(error) && (error as { code?: string }).code !== "P2003") throw error;
  }
}

export type MessageMailResult = "sent" | "later" | "skipped";

/** The "mail.messages" job: mails the receiver about the conversation's unread messages, if they are away. */
export async function mailAboutMessages(
  receiverId: string,
  senderId: string,
  now = new Date(),
): Promise<MessageMailResult> {
  const [receiver, sender, state] = await Promise.all([
    db.user.findUnique({ where: { id: receiverId }, select: { id: true, email: true, status: true, locale: true } }),
    db.user.findUnique({ where: { id: senderId }, select: { id: true, firstName: true, status: true } }),
    db.messageMail.findUnique({
      where: { receiverId_senderId: { receiverId, senderId } },
      select: { lastMailAt: true, seenLiveAt: true },
    }),
  ]);
  if (!receiver || !activeMemberRule().allows(receiver) || !sender || !activeMemberRule().allows(sender)) {
    return "skipped";
  }
  if ((await preferencesOf(receiverId)).messages !== "immediately") return "skipped";
  if (await isBlockedBetween(receiverId, senderId)) return "skipped";
  const lastMailAt = state?.lastMailAt ?? null;
  if (lastMailAt && now.getTime() - lastMailAt.getTime() < CONVERSATION_MAIL_EVERY_MS) {
    // Mailed within the hour: one look when the hour is up covers whatever arrives meanwhile.
    const at = lastMailAt.getTime() + CONVERSATION_MAIL_EVERY_MS;
    await enqueue(
      "mail.messages",
      { receiverId, senderId },
      { uniqueKey: `msgmail-${receiverId}-${senderId}-${lastMailAt.getTime()}`, delayMs: at - now.getTime() },
    );
    return "later";
  }
  // What the member has not seen: unread, newer than the last mail and than the last one that arrived live.
  const since = new Date(Math.max(lastMailAt?.getTime() ?? 0, state?.seenLiveAt?.getTime() ?? 0));
  const unseen = { senderId, receiverId, readAt: null, createdAt: { gt: since } };
  const [count, due] = await Promise.all([
    db.message.count({ where: unseen }),
    db.message.count({ where: { ...unseen, createdAt: { gt: since, lte: new Date(now.getTime() - AWAY_MS) } } }),
  ]);
  if (due === 0) return "skipped"; // read, seen live, or still within its 10 minutes (its own job will look)
  try {
    await db.$transaction(async (tx) => {
      // The claim: of two jobs of this conversation, one moves lastMailAt and mails; the other matches nothing.
      const claimed = state
        ? (
            await tx.messageMail.updateMany({
              where: {
                receiverId,
                senderId,
                OR: [
                  { lastMailAt: null },
                  { lastMailAt: { lte: new Date(now.getTime() - CONVERSATION_MAIL_EVERY_MS) } },
                ],
              },
              data: { lastMailAt: now },
            })
          ).count === 1
        : Boolean(
            await tx.messageMail.create({
              data: { receiverId, senderId, lastMailAt: now },
              select: { senderId: true },
            }),
          );
      if (!claimed) throw new Claimed();
      const t = serverT(receiver.locale, "mail");
      const words = { name: sender.firstName, count };
      await queueNotificationMail(
        tx,
        receiver,
        "messages",
        {
          locale: receiver.locale,
          subject: t("messages.subject", words),
          heading: t("messages.subject", words),
          paragraphs: [t("messages.body", words)],
          action: { label: t("messages.action"), url: appUrl(`/messages/${senderId}`) },
        },
        "messages",
      );
    });
  } catch (error) {
    if (error instanceof Claimed || isUniqueViolation(error)) return "skipped";
    throw error;
  }
  return "sent";
}

class Claimed extends Error {}

// --- Other notifications -------------------------------------------------------------------------------------

/** After a notification commits: a job per recipient who wants its kind mailed at once. Never throws. */
export function scheduleNotificationMail(news: {
  recipients: string[];
  type: NotificationType;
  link: string;
}): Promise<void> {
  return scheduleAside(`notification mail (${news.type})`, () => enqueueNotificationMail(news));
}

async function enqueueNotificationMail(news: { recipients: string[]; type: NotificationType; link: string }) {
  const kind = mailKindOf(news.type);
  if (!kind) return;
  // Event changes are news now; the rest wait AWAY_MS, so a notification read at once is not mailed too.
  const urgent = news.type === "event_changed" || news.type === "event_cancelled";
  const bucket = Math.floor(Date.now() / AWAY_MS);
  // Only for members who want it now (the job checks again): the daily summary needs no job per notification.
  const prefs = await preferencesOfMany(news.recipients);
  for (const userId of news.recipients) {
    if (!mailsAtOnce(news.type, prefs.get(userId)![kind])) continue;
    await enqueue(
      "mail.notification",
      { userId, type: news.type, link: news.link },
      // One job per recipient, type and subject in each 10-minute bucket (a notification brought up to date
      // forty times is one job); the job itself mails each notification once (SentOnce).
      { uniqueKey: `notemail-${userId}-${news.type}-${hashKey(news.link)}-${bucket}`, delayMs: urgent ? 0 : AWAY_MS },
    );
  }
}

/** Whether a notification of `type` is mailed on its own: "immediately", and a cancellation unless "off". */
function mailsAtOnce(type: string, choice: string): boolean {
  // A cancellation is news a daily summary could bring too late.
  return choice === "immediately" || (choice === "daily" && type === "event_cancelled");
}

function hashKey(text: string): string {
  let hash = 5381;
  for (let i = 0; i < text.length; i++) hash = ((hash << 5) + hash + text.charCodeAt(i)) >>> 0;
  return hash.toString(36);
}

/** The "mail.notification" job: mails the member's latest unread notification of this type and link once. */
export async function mailAboutNotification(input: {
  userId: string;
  type: string;
  link: string;
}): Promise<"sent" | "skipped"> {
  const kind = mailKindOf(input.type);
  if (!kind) return "skipped";
  if (!mailsAtOnce(input.type, (await preferencesOf(input.userId))[kind])) return "skipped";
  const note = await db.notification.findFirst({
    ...stillUnreadNotification(input),
    select: {
      id: true,
      summary: true,
      params: true,
      link: true,
      actor: { select: { firstName: true, lastName: true } },
      user: { select: { id: true, email: true, status: true, locale: true } },
    },
  });
  if (!note || !activeMemberRule().allows(note.user)) return "skipped";
  const locale = note.user.locale;
  const t = serverT(locale, "mail");
  const text = noteLine(t, locale, note);
  try {
    const sent = await db.$transaction(async (tx) => {
      if (!(await claimOnce(tx, `note-${note.id}`, input.userId))) return false;
      await queueNotificationMail(
        tx,
        note.user,
        kind,
        {
          locale,
          subject: clip(text, 120),
          heading: clip(text, 200),
          paragraphs: [],
          action: { label: t("notification.action"), url: appUrl(note.link) },
        },
        `notify-${kind}`,
      );
      return true;
    });
    return sent ? "sent" : "skipped";
  } catch (error) {
    if (isUniqueViolation(error)) return "skipped";
    throw error;
  }
}

/** "Amara Okafor sent you a connection request", in the reader's language (the stored English for old rows). */
function noteLine(
  t: ReturnType<typeof serverT>,
  locale: string | null,
  note: { summary: string; params: string | null; actor: { firstName: string; lastName: string } | null },
): string {
  const summary = sayNotification(locale, note);
  return note.actor
    ? t("notification.line", { name: `${note.actor.firstName} ${note.actor.lastName}`, summary })
    : summary;
}

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

// --- The daily summary ---------------------------------------------------------------------------------------

const DAY_MS = 24 * 60 * 60 * 1000;
const SUMMARY_BATCH = 100;
const SUMMARY_MAX_ITEMS = 20;

/** The "mail.daily" job (hourly): once the day's hour has come, one summary per member with something unread. */
export async function sendDailySummaries(now = new Date()): Promise<number> {
  if (now.getUTCHours() < DAILY_SUMMARY_HOUR_UTC) return 0;
  const since = new Date(now.getTime() - DAY_MS);
  const day = now.toISOString().slice(0, 10);
  const [noted, messaged] = await Promise.all([
    db.notification.groupBy({ by: ["userId"], where: { readAt: null, createdAt: { gt: since } } }),
    db.message.groupBy({ by: ["receiverId"], where: { readAt: null, createdAt: { gt: since } } }),
  ]);
  const members = [...new Set([...noted.map((n) => n.userId), ...messaged.map((m) => m.receiverId)])].sort();
  let sent = 0;
  for (let i = 0; i < members.length; i += SUMMARY_BATCH) {
    const batch = members.slice(i, i + SUMMARY_BATCH);
    const prefs = await preferencesOfMany(batch);
    for (const userId of batch) {
      if (await sendDailySummary(userId, prefs.get(userId)!, since, day)) sent += 1;
    }
  }
  return sent;
}

async function sendDailySummary(
  userId: string,
  prefs: Awaited<ReturnType<typeof preferencesOf>>,
  since: Date,
  day: string,
): Promise<boolean> {
  const types = ["connection_request", "connection_accepted", "post_comment", "advice_response"]
    .concat(["event_changed", "event_cancelled", "event_reminder", "event_waitlist_promoted", "event_announcement"])
    .filter((type) => prefs[mailKindOf(type)!] === "daily");
  if (types.length === 0 && prefs.messages !== "daily") return false;
  const [member, notes, unreadMessages] = await Promise.all([
    db.user.findUnique({ where: { id: userId }, select: { id: true, email: true, status: true, locale: true } }),
    types.length
      ? db.notification.findMany({
          where: {
            userId,
            readAt: null,
            createdAt: { gt: since },
            type: { in: types },
            AND: [actorRule(userId).where],
          },
          orderBy: [{ createdAt: "desc" }, { id: "desc" }],
          take: SUMMARY_MAX_ITEMS,
          select: { summary: true, params: true, actor: { select: { firstName: true, lastName: true } } },
        })
      : [],
    prefs.messages === "daily"
      ? db.message.count({ where: { receiverId: userId, readAt: null, createdAt: { gt: since } } })
      : 0,
  ]);
  if (!member || !activeMemberRule().allows(member) || (notes.length === 0 && unreadMessages === 0)) return false;
  const t = serverT(member.locale, "mail");
  const lines = notes.map((n) => noteLine(t, member.locale, n));
  if (unreadMessages > 0) lines.unshift(t("daily.unreadMessages", { count: unreadMessages }));
  try {
    return await db.$transaction(async (tx) => {
      if (!(await claimOnce(tx, `daily-${userId}-${day}`, userId))) return false;
      await queueNotificationMail(
        tx,
        member,
        "daily", // its link turns off every kind the summary gathers
        {
          locale: member.locale,
          subject: t("daily.subject", { count: notes.length + (unreadMessages > 0 ? 1 : 0) }),
          heading: t("daily.heading"),
          paragraphs: lines,
          action: { label: t("daily.action"), url: appUrl("/notifications") },
        },
        "daily",
      );
      return true;
    });
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

// --- The hourly sweep ----------------------------------------------------------------------------------------

/** Once-only keys and finished digest walks older than 60 days go: no job looks that far back. */
export async function deleteOldSentKeys(now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - 60 * DAY_MS);
  const [keys] = await Promise.all([
    db.sentOnce.deleteMany({ where: { createdAt: { lt: before } } }),
    db.jobCursor.deleteMany({ where: { doneAt: { lt: before } } }),
  ]);
  return keys.count;
}
