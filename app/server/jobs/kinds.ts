// The kinds of background job and how each retries: shared by the embedded runner and BullMQ. The handlers
// are in definitions.server.ts (they import the models, which enqueue through queue.server.ts).
export const JOB_KINDS = {
  /** Delivers one Mail row (SMTP, or the outbox without SMTP_URL); never twice (the row's sentAt). */
  "mail.send": { attempts: 12, backoffMs: 5_000 },
  /** Expired sessions, form tokens, sign-in and passkey challenges, account tokens, finished jobs, old mail. */
  /** Builds one "Download my data" file and tells its member (data-exports.server.ts); idempotent. */
  "export.build": { attempts: 5, backoffMs: 30_000 },
  cleanup: { attempts: 3, backoffMs: 60_000, repeatEveryMs: 60 * 60 * 1000 },
} as const satisfies Record<string, { attempts: number; backoffMs: number; repeatEveryMs?: number }>;

export type JobKind = keyof typeof JOB_KINDS;

export type JobOptions = {
  /** Idempotency: a second job with the same key is not added. Letters, digits, "-" and "_" only. */
  uniqueKey?: string;
  delayMs?: number;
};

/** The wait before retry number `attempt` (1: the first retry): doubling from the kind's base, at most an hour. */
export function retryDelayMs(kind: JobKind, attempt: number, baseMs: number = JOB_KINDS[kind].backoffMs): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempt - 1), 60 * 60 * 1000);
}

export const UNIQUE_KEY_PATTERN = /^[A-Za-z0-9_-]{1,200}$/;
