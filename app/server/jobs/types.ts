import type { JobKind } from "./kinds";

/** What each kind of job does with its payload; a throw means "retry later". Handlers are idempotent. */
export type JobHandlers = { [K in JobKind]: (payload: unknown) => Promise<void> };
