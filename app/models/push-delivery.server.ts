// Sending push notifications (decision 082). A stored notification or message queues a job (after its write
// commits); the job decides at the moment it runs, by the same rules every channel obeys (ARCHITECTURE rules 11
// and 14): the recipient active and wanting this kind, the actor active and not blocked either way, the item
// still there and not hidden from them, the notification or message still unread. Quiet hours in the member's
// zone hold all but urgent kinds (event changes and cancellations) until they end: the job is queued again for
// that moment and checks everything again then. The payload is small JSON ({ title, body, url, tag, kind }),
// private by default (no message text or quoted words unless the member turned previews on), encrypted for each
// of the member's browsers (RFC 8291, aes128gcm) and signed with our VAPID key (RFC 8292) by `web-push`, then
// sent with fetch. A 404 or 410 deletes that subscription; 429 and 5xx throw, so the job queue retries with
// backoff (after Retry-After when the push service gives one). Each browser gets each push once: a SentOnce key
// per push and subscription is claimed before sending and given back if the send fails.
import { db } from "~/server/db.server";
import { getEnv } from "~/server/env.server";
import { enqueue } from "~/server/jobs/queue.server";
import { serverT } from "~/i18n/i18n.server";
import { quietUntil } from "~/lib/quiet-hours";
import type { NotificationType } from "~/lib/types/notifications";
import type { PushKind, PushPayload } from "~/schemas/push";
import { isBlockedBetween } from "./blocks.server";
import { quotedWords, sayNotification } from "./notification-text.server";
import { pushRecipient } from "./push-preferences.server";
import { vapidKeys } from "./push-keys.server";
import {
  deleteSubscriptionByEndpoint,
  hasPushSubscription,
  subscriptionsOf,
  withPushSubscriptions,
} from "./push-subscriptions.server";
import { activeMemberRule, hiddenRule } from "./visibility-rules.server";
import { stillUnreadNotification } from "./notifications.server";

/** The largest plaintext one aes128gcm record carries: 4096 - 86 (header) - 16 (tag) - 1 (padding delimiter). */
export const MAX_PAYLOAD_BYTES = 3993;
/** The lock screen shows a line or two: a preview is cut here before the byte budget is even near. */
const PREVIEW_CHARS = 240;

type Urgency = "very-low" | "low" | "normal" | "high";
type Delivery = { ttl: number; urgency: Urgency };

const HOUR = 60 * 60;

/** Which preference a notification type answers to; null: never pushed (an RSVP to your event, an export). */
export function pushKindOf(type: string): PushKind | null {
  switch (type) {
    case "connection_request":
    case "connection_accepted":
      return "connections";
    case "post_comment":
      return "replies";
    case "advice_response":
      return "answers";
    case "event_changed":
    case "event_cancelled":
    case "event_reminder":
    case "event_waitlist_promoted":
    case "event_announcement":
      return "events";
    case "moderation_outcome":
    case "circle_moderation":
      return "moderation";
    default:
      return null;
  }
}

/** Urgent kinds are pushed through quiet hours: an event moved or cancelled may matter before morning. */
export function isUrgent(type: string): boolean {
  return type === "event_changed" || type === "event_cancelled";
}

/** TTL (how long the push service keeps it for an offline device) and urgency (RFC 8030 §5.3) per kind. */
export function deliveryOf(type: string): Delivery {
  switch (type) {
    case "message":
      return { ttl: 24 * HOUR, urgency: "high" };
    case "event_changed":
    case "event_cancelled":
      return { ttl: 24 * HOUR, urgency: "high" };
    case "event_reminder":
      return { ttl: 12 * HOUR, urgency: "normal" };
    case "clear":
      return { ttl: 24 * HOUR, urgency: "low" };
    default:
      return { ttl: 3 * 24 * HOUR, urgency: "normal" };
  }
}

/** The notification's tag: one per subject, so a newer push about it replaces the older on the device. */
export function notificationTag(type: string, link: string): string {
  return `n-${type}-${hashKey(link)}`;
}

/** One conversation, one notification on the device (renotified, not stacked). */
export const messageTag = (senderId: string) => `m-${senderId}`;

function hashKey(text: string): string {
  let hash = 5381;
  for (let i = 0; i < text.length; i++) hash = ((hash << 5) + hash + text.charCodeAt(i)) >>> 0;
  return hash.toString(36);
}

const bytes = (payload: unknown) => Buffer.byteLength(JSON.stringify(payload), "utf8");

/**
 * The payload as JSON within MAX_PAYLOAD_BYTES: the body (then the title) is cut by whole characters (never
 * inside a UTF-8 sequence or a surrogate pair) until the JSON, escapes included, fits.
 */
export function fitPayload(payload: PushPayload, max = MAX_PAYLOAD_BYTES): string {
  if (payload.kind === "clear") {
    const tags = [...payload.tags];
    while (tags.length > 0 && bytes({ ...payload, tags }) > max) tags.pop();
    return JSON.stringify({ ...payload, tags });
  }
  let fitted = payload;
  for (const field of ["body", "title"] as const) {
    if (bytes(fitted) <= max) break;
    const chars = Array.from(fitted[field]);
    let lo = 0;
    let hi = chars.length;
    while (lo < hi) {
      const mid = Math.ceil((lo + hi) / 2);
      if (bytes({ ...fitted, [field]: cut(chars, mid) }) <= max) lo = mid;
      else hi = mid - 1;
    }
    fitted = { ...fitted, [field]: cut(chars, lo) };
  }
  return JSON.stringify(fitted);
}

const cut = (chars: string[], n: number) =>
  n >= chars.length ? chars.join("") : `${chars.slice(0, Math.max(0, n - 1)).join("")}…`;

// --- Queueing ------------------------------------------------------------------------------------------------

/** Never holds or fails the write that caused it (as notification mail). */
async function queueAside(what: string, work: () => Promise<void>): Promise<void> {
  const run = work().catch((error) =>
    console.error(`${what} not queued:`, error instanceof Error ? error.message : error),
  );
  if (!getEnv().REDIS_URL) await run;
}

/** After a notification commits: a push job per recipient whose kind is pushed at all (the job decides the rest). */
export function schedulePushNotification(news: {
  recipients: string[];
  type: NotificationType;
  link: string;
}): Promise<void> {
  if (!pushKindOf(news.type) || news.recipients.length === 0) return Promise.resolve();
  const second = Math.floor(Date.now() / 1000);
  return queueAside(`push (${news.type})`, async () => {
    // Only members with a device get a job: one indexed read instead of a job for everyone.
    for (const userId of await withPushSubscriptions(news.recipients)) {
      await enqueue(
        "push.notification",
        { userId, type: news.type, link: news.link },
        { uniqueKey: `pushn-${userId}-${news.type}-${hashKey(news.link)}-${second}` },
      );
    }
  });
}

/** After a message is stored: a push job for its receiver. */
export function schedulePushMessage(message: { id: string; senderId: string; receiverId: string }): Promise<void> {
  return queueAside("message push", async () => {
    if (!(await hasPushSubscription(message.receiverId))) return;
    await enqueue(
      "push.message",
      { receiverId: message.receiverId, senderId: message.senderId },
      { uniqueKey: `pushm-${message.id}` },
    );
  });
}

/**
 * The member read these in the app: their devices drop the notifications with these tags (a low-urgency
 * `{ kind: "clear", tags }` push the service worker acts on). Queued only for a member with a device.
 */
export function schedulePushClear(userId: string, tags: string[]): Promise<void> {
  if (tags.length === 0) return Promise.resolve();
  return queueAside("clear push", async () => {
    if (!(await hasPushSubscription(userId))) return;
    const unique = [...new Set(tags)].slice(0, 50);
    await enqueue(
      "push.clear",
      { userId, tags: unique },
      { uniqueKey: `pushc-${userId}-${hashKey(unique.join(","))}-${Math.floor(Date.now() / 1000)}` },
    );
  });
}

// --- The jobs ------------------------------------------------------------------------------------------------

export type PushResult = "sent" | "held" | "skipped";

type Recipient = NonNullable<Awaited<ReturnType<typeof pushRecipient>>>;

/** Quiet hours: holds the job until they end (queued again then); null when it may go now. */
async function holdForQuietHours(
  recipient: Recipient,
  type: string,
  now: Date,
  requeue: (at: Date) => Promise<void>,
): Promise<"held" | null> {
  if (isUrgent(type)) return null;
  const until = quietUntil(now, recipient.quiet, recipient.timeZone);
  if (!until) return null;
  await requeue(until);
  return "held";
}

/** The "push.notification" job: pushes the member's latest unread notification of this type and subject. */
export async function pushNotification(
  input: { userId: string; type: string; link: string },
  now = new Date(),
): Promise<PushResult> {
  const kind = pushKindOf(input.type);
  if (!kind) return "skipped";
  const recipient = await pushRecipient(input.userId);
  if (!recipient || !activeMemberRule().allows(recipient) || !recipient.preferences[kind]) return "skipped";
  const note = await db.notification.findFirst({
    ...stillUnreadNotification(input),
    select: {
      id: true,
      type: true,
      summary: true,
      params: true,
      link: true,
      createdAt: true,
      actor: { select: { firstName: true, lastName: true } },
    },
  });
  if (!note || !(await itemVisible(recipient, note.link))) return "skipped";
  const held = await holdForQuietHours(recipient, input.type, now, (at) =>
    enqueue("push.notification", input, {
      uniqueKey: `pushn-${input.userId}-${input.type}-${hashKey(input.link)}-q${at.getTime()}`,
      delayMs: at.getTime() - now.getTime(),
    }),
  );
  if (held) return held;
  const t = serverT(recipient.locale, "notifications");
  const name = note.actor ? `${note.actor.firstName} ${note.actor.lastName}` : getEnv().APP_NAME;
  // Private by default: the kind's own words, never the quoted text, unless the member shows previews.
  const summary = recipient.preferences.previews || !quotedWords(note) ? sayNotification(recipient.locale, note) : null;
  const payload: PushPayload = {
    kind,
    title: note.actor ? name : getEnv().APP_NAME,
    body: summary ? clip(summary) : t(`push.kinds.${note.type}`),
    url: note.link,
    tag: notificationTag(note.type, note.link),
    renotify: true,
  };
  await deliver(recipient.id, `pn-${note.id}-${note.createdAt.getTime()}`, payload, deliveryOf(note.type));
  return "sent";
}

/**
 * What a notification's link points at must still be there for the member to see (rule 11): a post or question
 * deleted or hidden by a moderator, or an event hidden, is not pushed. Other links (a member's page) have the
 * actor's rule, already applied.
 */
async function itemVisible(recipient: Recipient, link: string): Promise<boolean> {
  const viewer = { id: recipient.id, role: "member" as const };
  const [, area, id] = link.split(/[/#?]/);
  if (!id) return true;
  if (area === "posts" || area === "advice") {
    const post = await db.post.findUnique({ where: { id }, select: { hiddenAt: true, authorId: true } });
    return post !== null && hiddenRule(viewer, "authorId").allows(post, post.authorId);
  }
  if (area === "events") {
    const event = await db.event.findUnique({ where: { id }, select: { hiddenAt: true, organizerId: true } });
    return event !== null && hiddenRule(viewer, "organizerId").allows(event, event.organizerId);
  }
  return true;
}

const clip = (text: string) => {
  const chars = Array.from(text.replace(/\s+/g, " ").trim());
  return chars.length > PREVIEW_CHARS ? `${chars.slice(0, PREVIEW_CHARS - 1).join("")}…` : chars.join("");
};

/** The "push.message" job: pushes the conversation's latest unread message (its text only with previews on). */
export async function pushMessage(
  input: { receiverId: string; senderId: string },
  now = new Date(),
): Promise<PushResult> {
  const recipient = await pushRecipient(input.receiverId);
  if (!recipient || !activeMemberRule().allows(recipient) || !recipient.preferences.messages) return "skipped";
  const sender = await db.user.findUnique({
    where: { id: input.senderId },
    select: { id: true, firstName: true, status: true },
  });
  if (!sender || !activeMemberRule().allows(sender)) return "skipped";
  if (await isBlockedBetween(input.receiverId, input.senderId)) return "skipped";
  const unread = { senderId: input.senderId, receiverId: input.receiverId, readAt: null };
  const [latest, count] = await Promise.all([
    db.message.findFirst({
      where: unread,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      select: { id: true, content: true },
    }),
    db.message.count({ where: unread }),
  ]);
  if (!latest) return "skipped"; // read already
  const held = await holdForQuietHours(recipient, "message", now, (at) =>
    enqueue("push.message", input, {
      uniqueKey: `pushm-${input.receiverId}-${input.senderId}-q${at.getTime()}`,
      delayMs: at.getTime() - now.getTime(),
    }),
  );
  if (held) return held;
  const t = serverT(recipient.locale, "notifications");
  const payload: PushPayload = {
    kind: "messages",
    title: t("push.messageTitle", { name: sender.firstName, count }),
    body: recipient.preferences.previews ? clip(latest.content) : t("push.messageBody"),
    url: `/messages/${sender.id}`,
    tag: messageTag(sender.id),
    renotify: true,
  };
  // Keyed by the latest message: two jobs of one burst that both find it push it once.
  await deliver(recipient.id, `pm-${latest.id}`, payload, deliveryOf("message"));
  return "sent";
}

/** The "push.clear" job: tells the member's devices to drop the notifications read in the app. */
export async function pushClear(input: { userId: string; tags: string[] }): Promise<PushResult> {
  const recipient = await pushRecipient(input.userId);
  if (!recipient || !activeMemberRule().allows(recipient)) return "skipped";
  await deliver(recipient.id, null, { kind: "clear", tags: input.tags }, deliveryOf("clear"));
  return "sent";
}

// --- Sending -------------------------------------------------------------------------------------------------

/** A push service that answered 429 or 5xx: the job retries (not before `retryAfterMs` when it said so). */
export class PushServiceBusy extends Error {
  constructor(
    readonly status: number,
    readonly retryAfterMs: number | null,
  ) {
    super(`push service answered ${status}`);
  }
}

/** Seconds or an HTTP date, as Retry-After gives it; null when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  if (/^\d+$/.test(header.trim())) return Number(header.trim()) * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/**
 * Sends `payload` to each of the member's subscriptions once: `onceKey` (null for a clear push, harmless twice)
 * claims a SentOnce row per subscription before the send and gives it back when the send fails.
 */
async function deliver(userId: string, onceKey: string | null, payload: PushPayload, delivery: Delivery) {
  const subscriptions = await subscriptionsOf(userId);
  if (subscriptions.length === 0) return;
  const keys = await vapidKeys();
  const body = fitPayload(payload);
  let busy: PushServiceBusy | null = null;
  for (const subscription of subscriptions) {
    const key = onceKey ? `push-${onceKey}-${subscription.id}` : null;
    if (key && !(await claim(key, userId))) continue;
    try {
      await sendOne(subscription, body, delivery, keys);
    } catch (error) {
      if (key) await db.sentOnce.deleteMany({ where: { key } });
      if (error instanceof PushServiceBusy) {
        busy ??= error;
        continue; // the others still get theirs; the retry sends only what is unclaimed
      }
      throw error;
    }
  }
  if (busy) throw busy;
}

async function claim(key: string, userId: string): Promise<boolean> {
  try {
    await db.sentOnce.create({ data: { key, userId }, select: { key: true } });
    return true;
  } catch (error) {
    if ((error as { code?: string }).code === "P2002") return false;
    throw error;
  }
}

const SEND_TIMEOUT_MS = 10_000;

async function sendOne(
  subscription: { endpoint: string; p256dh: string; auth: string },
  body: string,
  delivery: Delivery,
  keys: { publicKey: string; privateKey: string; subject: string },
): Promise<void> {
  // web-push encrypts (aes128gcm) and signs (VAPID); the request is ours, so a push service on plain http to
  // this machine (development, tests) works too, and its answer's Retry-After is read.
  const { default: webpush } = await import("web-push");
  const request = webpush.generateRequestDetails(
    { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
    body,
    {
      vapidDetails: keys,
      TTL: delivery.ttl,
      urgency: delivery.urgency,
      contentEncoding: "aes128gcm",
    },
  );
  const response = await fetch(request.endpoint, {
    method: request.method,
    headers: request.headers as Record<string, string>,
    body: request.body ? new Uint8Array(request.body) : undefined,
    signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    redirect: "error",
  });
  await response.arrayBuffer().catch(() => undefined);
  if (response.status === 404 || response.status === 410) {
    await deleteSubscriptionByEndpoint(subscription.endpoint);
    return;
  }
  if (response.status === 429 || response.status >= 500)
    throw new PushServiceBusy(response.status, retryAfterMs(response.headers.get("retry-after")));
  if (!response.ok) {
    // 400 (a malformed subscription), 403 (keys that do not match), 413: retrying cannot help; log and move on.
    console.warn(`push: ${new URL(subscription.endpoint).host} refused a push with ${response.status}`);
  }
}
