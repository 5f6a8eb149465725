// Per-member limits on every write, so one account (or a stolen token) cannot flood the community.
// Each kind of write has its own budget per minute; the page and the API share them through the model.
// A new account (email not verified yet, or less than a day old) also has a budget per hour for the writes others
// see (issue 28 §2): a spammer who registers cannot post at the full per-minute rate for an hour. Decision 064.
import { db } from "~/server/db.server";
import { consume, createLimiter } from "~/server/rate-limit.server";
import type { RateLimiterAbstract } from "rate-limiter-flexible";

export const WRITE_LIMITS = {
  content: 30, // posts and comments
  like: 120,
  connection: 30,
  delete: 60,
  profile: 20, // profile saves and password changes
  message: 30, // direct messages sent
  read: 240, // conversations marked read
  rsvp: 60,
  admin: 120, // admin actions (suspend, activate, moderation)
  block: 30, // blocks and unblocks
  report: 20, // reports of content or members
  upload: 20, // uploads (a profile picture, or a post's photos at once)
} as const;

/** Pictures a member may upload per day, whatever the per-minute budget (issue 26). */
export const DAILY_UPLOADS = 200;

export type WriteKind = keyof typeof WRITE_LIMITS;

const limiters = new Map<WriteKind, RateLimiterAbstract>();

/** The per-minute limiter of a kind (tests reset a member's minute with it). */
export function limiter(kind: WriteKind): RateLimiterAbstract {
  let found = limiters.get(kind);
  if (!found)
    limiters.set(
      kind,
      (found = createLimiter({ keyPrefix: `write-${kind}`, points: WRITE_LIMITS[kind], duration: 60 })),
    );
  return found;
}

/**
 * A new account's budgets per hour, for the writes others see (above each per-minute budget, so a burst a real
 * member makes is not refused; what they cap is an hour at full speed).
 */
export const NEW_ACCOUNT_HOURLY_LIMITS = {
  content: 40,
  like: 150,
  connection: 40,
  message: 40,
  report: 25,
  block: 40,
  upload: 25,
} as const satisfies Partial<Record<WriteKind, number>>;

/** An account is new until its email is verified and it is this old. */
export const NEW_ACCOUNT_MS = 24 * 60 * 60 * 1000;

export const NEW_ACCOUNT_MESSAGE =
  "New accounts can do this only a few times an hour for their first day and until their email is confirmed. Please try again in";

type NewAccountKind = keyof typeof NEW_ACCOUNT_HOURLY_LIMITS;
const isNewAccountKind = (kind: WriteKind): kind is NewAccountKind => kind in NEW_ACCOUNT_HOURLY_LIMITS;
const hourly = new Map<NewAccountKind, RateLimiterAbstract>();

// Members known to be past the new-account limits: they stay so (an email change re-verifies, and may take
// this long to count again), so most writes cost no extra statement.
const ESTABLISHED_TTL_MS = 10 * 60 * 1000;
const established = new Map<string, number>();

/** Whether the member still has the new-account limits (email unverified, or younger than a day). */
export async function isNewAccount(userId: string, now = Date.now()): Promise<boolean> {
  const until = established.get(userId);
  if (until !== undefined && until > now) return false;
  const row = await db.user.findUnique({ where: { id: userId }, select: { createdAt: true, emailVerifiedAt: true } });
  if (!row) return false;
  const isNew = !row.emailVerifiedAt || now - row.createdAt.getTime() < NEW_ACCOUNT_MS;
  if (!isNew) {
    if (established.size > 10_000) established.clear();
    established.set(userId, now + ESTABLISHED_TTL_MS);
  } else established.delete(userId);
  return isNew;
}

/** Counts one write of `kind` by the member; a 429 AppError (with Retry-After) when over the budget. */
export async function limitWrite(userId: string, kind: WriteKind): Promise<void> {
  await consume(limiter(kind), userId, 1, "You are doing that too often. Please try again in");
  if (!isNewAccountKind(kind) || !(await isNewAccount(userId))) return;
  let found = hourly.get(kind);
  if (!found)
    hourly.set(
      kind,
      (found = createLimiter({
        keyPrefix: `write-new-${kind}`,
        points: NEW_ACCOUNT_HOURLY_LIMITS[kind],
        duration: 60 * 60,
      })),
    );
  await consume(found, userId, 1, NEW_ACCOUNT_MESSAGE);
}

let dailyUploads: RateLimiterAbstract | undefined;

/** Counts `count` pictures against the member's daily volume; a 429 AppError when over it. */
export function limitUploads(userId: string, count: number): Promise<void> {
  dailyUploads ??= createLimiter({ keyPrefix: "uploads-daily", points: DAILY_UPLOADS, duration: 24 * 60 * 60 });
  return consume(dailyUploads, userId, count, "You have uploaded many pictures today. Please try again in");
}
