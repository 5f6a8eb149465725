// The kinds of background job and how each retries: shared by the embedded runner and BullMQ. The handlers
// are in definitions.server.ts (they import the models, which enqueue through queue.server.ts).
export const JOB_KINDS = {
  /** Delivers one Mail row (SMTP, or the outbox without SMTP_URL); never twice (the row's sentAt). */
  "mail.send": { attempts: 12, backoffMs: 5_000 },
  /** Expired sessions, form tokens, sign-in and passkey challenges, account tokens, finished jobs, old mail. */
  /** Builds one "Download my data" file and tells its member (data-exports.server.ts); idempotent. */
  "export.build": { attempts: 5, backoffMs: 30_000 },
  cleanup: { attempts: 3, backoffMs: 60_000, repeatEveryMs: 60 * 60 * 1000 },
  // Notification mail (decision 064). Each is idempotent (SentOnce keys, the conversation's lastMailAt claim).
  /** ~10 minutes after a message: mails its receiver if away, at most once per conversation an hour. */
  "mail.messages": { attempts: 5, backoffMs: 30_000 },
  /** A notification of a kind set to "immediately": mailed once if still unread. */
  "mail.notification": { attempts: 5, backoffMs: 30_000 },
  /** Hourly: once the day's hour has come, one summary per member of what is unread for "daily" kinds. */
  "mail.daily": { attempts: 3, backoffMs: 60_000, repeatEveryMs: 60 * 60 * 1000 },
  /** Hourly: the weekly digest, in batches from a saved cursor (a run cut off resumes where it stopped). */
  "mail.digest": { attempts: 3, backoffMs: 60_000, repeatEveryMs: 60 * 60 * 1000 },
  /** Every 15 minutes: reminders to attendees of events starting within a day, once each. */
  "events.remind": { attempts: 3, backoffMs: 60_000, repeatEveryMs: 15 * 60 * 1000 },
  // Push notifications (decision 082). Each checks at run time, sends each browser a push once (SentOnce), and
  // throws on a push service's 429/5xx so the queue retries with backoff.
  /** A stored notification: pushed to the member's browsers if they want its kind and may still see it. */
  "push.notification": { attempts: 8, backoffMs: 10_000 },
  /** A message: the conversation's latest unread one pushed to its receiver. */
  "push.message": { attempts: 8, backoffMs: 10_000 },
  /** Notifications read in the app: the devices drop them (low urgency). */
  "push.clear": { attempts: 3, backoffMs: 30_000 },
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
