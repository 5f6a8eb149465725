// Per-member limits on every write, so one account (or a stolen token) cannot flood the community.
// Each kind of write has its own budget per minute; the page and the API share them through the model.
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

function limiter(kind: WriteKind): RateLimiterAbstract {
  let found = limiters.get(kind);
  if (!found)
    limiters.set(
      kind,
      (found = createLimiter({ keyPrefix: `write-${kind}`, points: WRITE_LIMITS[kind], duration: 60 })),
    );
  return found;
}

/** Counts one write of `kind` by the member; a 429 AppError (with Retry-After) when over the budget. */
export function limitWrite(userId: string, kind: WriteKind): Promise<void> {
  return consume(limiter(kind), userId, 1, "You are doing that too often. Please try again in");
}

let dailyUploads: RateLimiterAbstract | undefined;

/** Counts `count` pictures against the member's daily volume; a 429 AppError when over it. */
export function limitUploads(userId: string, count: number): Promise<void> {
  dailyUploads ??= createLimiter({ keyPrefix: "uploads-daily", points: DAILY_UPLOADS, duration: 24 * 60 * 60 });
  return consume(dailyUploads, userId, count, "You have uploaded many pictures today. Please try again in");
}
