// A member's browsers that take push notifications (decision 082): one PushSubscription per device, made on the
// browser session that asked for it. The row is tied to that Session with a cascade, so whatever ends a session
// (signing that device out, logout, a password change, suspension, account deletion, the idle sweep) removes its
// subscription in the same statement. A personal API token or an API sign-in cannot subscribe: a subscription
// belongs to a browser. Routes: app/routes/_account+/api.push.*.ts.
import { db } from "~/server/db.server";
import { getEnv } from "~/server/env.server";
import { AppError } from "~/lib/errors";
import { parseInput } from "~/lib/validation";
import { subscriptionSchema, unsubscribeSchema } from "~/schemas/push";
import { limitWrite } from "./write-limits.server";
import type { Viewer } from "./viewer";

/** A member's subscriptions as GET /api/push/subscriptions lists them (never the keys). */
export type PushSubscriptionView = {
  endpoint: string;
  expirationTime: string | null;
  createdAt: string;
  /** The session (device) it was made on; GET /api/account/sessions lists the same ids. */
  sessionId: string;
  /** Made on the session making this request. */
  current: boolean;
};

/** A member holds few browsers; this bounds a member who subscribes from a script again and again. */
export const SUBSCRIPTIONS_PER_MEMBER = 20;

const NOT_A_BROWSER = "Push notifications are turned on from a browser session, not with an API token";

/** The session this request is signed in with, if it is one of the viewer's browser sessions. */
async function browserSession(viewer: Viewer, sessionHash: string | null) {
  const session = sessionHash
    ? await db.session.findUnique({ where: { tokenHash: sessionHash }, select: { id: true, userId: true, kind: true } })
    : null;
  if (!session || session.userId !== viewer.id || session.kind !== "browser")
    throw new AppError("forbidden", NOT_A_BROWSER);
  return session;
}

/**
 * Saves the browser's subscription (`PushSubscription.toJSON()`) for the session making the request. The same
 * endpoint again (the browser re-subscribing, or a new sign-in on that browser) moves the one row to this
 * session and member: the endpoint is the browser's, and whoever holds it now is who it pushes for.
 */
export async function subscribePush(
  viewer: Viewer,
  sessionHash: string | null,
  input: unknown,
): Promise<PushSubscriptionView> {
  const data = parseInput(
    subscriptionSchema(getEnv().NODE_ENV === "production"),
    input,
    "Failed to turn on notifications.",
  );
  const session = await browserSession(viewer, sessionHash);
  await limitWrite(viewer.id, "profile");
  const fields = {
    p256dh: data.keys.p256dh,
    auth: data.keys.auth,
    expirationTime: data.expirationTime == null ? null : new Date(data.expirationTime),
    userId: viewer.id,
    sessionId: session.id,
  };
  const row = await db.$transaction(async (tx) => {
    // One per device: a browser that subscribed again with a new endpoint replaces its old one.
    await tx.pushSubscription.deleteMany({ where: { sessionId: session.id, NOT: { endpoint: data.endpoint } } });
    const saved = await tx.pushSubscription.upsert({
      where: { endpoint: data.endpoint },
      create: { endpoint: data.endpoint, ...fields },
      update: { ...fields, createdAt: new Date() },
      select: { endpoint: true, expirationTime: true, createdAt: true, sessionId: true },
    });
    const extra = await tx.pushSubscription.findMany({
      where: { userId: viewer.id },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: SUBSCRIPTIONS_PER_MEMBER,
      select: { id: true },
    });
    if (extra.length > 0) await tx.pushSubscription.deleteMany({ where: { id: { in: extra.map((r) => r.id) } } });
    return saved;
  });
  return toView(row, session.id);
}

/** Removes the viewer's subscription with this endpoint (the browser unsubscribed); 404 if it is not theirs. */
export async function unsubscribePush(viewer: Viewer, input: unknown): Promise<{ removed: true }> {
  const { endpoint } = parseInput(unsubscribeSchema, input, "Failed to turn off notifications.");
  await limitWrite(viewer.id, "profile");
  const { count } = await db.pushSubscription.deleteMany({ where: { endpoint, userId: viewer.id } });
  if (count === 0) throw new AppError("not_found", "No such subscription");
  return { removed: true };
}

/** The viewer's subscriptions, newest first; `current` marks the one made on the requesting session. */
export async function listPushSubscriptions(
  viewer: Viewer,
  sessionHash: string | null,
): Promise<PushSubscriptionView[]> {
  const [rows, session] = await Promise.all([
    db.pushSubscription.findMany({
      where: { userId: viewer.id },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: SUBSCRIPTIONS_PER_MEMBER,
      select: { endpoint: true, expirationTime: true, createdAt: true, sessionId: true },
    }),
    sessionHash ? db.session.findUnique({ where: { tokenHash: sessionHash }, select: { id: true } }) : null,
  ]);
  return rows.map((row) => toView(row, session?.id ?? null));
}

function toView(
  row: { endpoint: string; expirationTime: Date | null; createdAt: Date; sessionId: string },
  currentSessionId: string | null,
): PushSubscriptionView {
  return {
    endpoint: row.endpoint,
    expirationTime: row.expirationTime?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    sessionId: row.sessionId,
    current: row.sessionId === currentSessionId,
  };
}

/** What the sender needs: every live subscription of a member (one past its expirationTime is skipped). */
export async function subscriptionsOf(userId: string, now = new Date()) {
  return db.pushSubscription.findMany({
    where: { userId, OR: [{ expirationTime: null }, { expirationTime: { gt: now } }] },
    select: { id: true, endpoint: true, p256dh: true, auth: true },
    orderBy: { id: "asc" },
  });
}

/** Whether a member has any device to push to (the clear push is not queued for nobody). */
export async function hasPushSubscription(userId: string): Promise<boolean> {
  return (await db.pushSubscription.findFirst({ where: { userId }, select: { id: true } })) !== null;
}

/** Which of these members have at least one device with notifications on. */
export async function withPushSubscriptions(userIds: string[]): Promise<string[]> {
  if (userIds.length === 0) return [];
  const rows = await db.pushSubscription.findMany({
    where: { userId: { in: userIds } },
    distinct: ["userId"],
    select: { userId: true },
  });
  return rows.map((row) => row.userId);
}

/** The push service said the subscription is gone (404/410): its row goes, by endpoint. */
export async function deleteSubscriptionByEndpoint(endpoint: string): Promise<number> {
  return (await db.pushSubscription.deleteMany({ where: { endpoint } })).count;
}

/** Which of these sessions have notifications on (the devices list). */
export async function sessionsWithPush(sessionIds: string[]): Promise<Set<string>> {
  if (sessionIds.length === 0) return new Set();
  const rows = await db.pushSubscription.findMany({
    where: { sessionId: { in: sessionIds } },
    select: { sessionId: true },
  });
  return new Set(rows.map((row) => row.sessionId));
}
