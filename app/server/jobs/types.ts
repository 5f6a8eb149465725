import type { JobKind } from "./kinds";

/** What each kind of job does with its payload; a throw means "retry later". Handlers are idempotent. */
export type JobHandlers = { [K in JobKind]: (payload: unknown) => Promise<void> };

/** Handlers that do nothing, for the notification mail and push kinds (runner tests that exercise other kinds). */
export const idleMailHandlers = {
  "mail.messages": async () => {},
  "mail.notification": async () => {},
  "mail.daily": async () => {},
  "mail.digest": async () => {},
  "events.remind": async () => {},
  "push.notification": async () => {},
  "push.message": async () => {},
  "push.clear": async () => {},
} satisfies Partial<JobHandlers>;
