// The embedded job runner (no REDIS_URL): jobs are rows of the Job table (app/models/jobs.server.ts), so a
// restart loses nothing. Each node polls for due jobs, claims them one conditional UPDATE at a time (a job runs on
// one node), runs them a few at once, and retries a failure with a doubling delay. A node that dies mid-job leaves
// its lease to run out and the job runs again; a graceful stop waits for running jobs (bounded) and hands back
// the ones it had to cut off. Decision 056.
import { randomBytes } from "node:crypto";
import {
  claimDueJobs,
  completeJob,
  ensureRepeatableJob,
  failJob,
  releaseJobs,
  type JobRow,
} from "~/models/jobs.server";
import { JOB_KINDS, retryDelayMs, type JobKind } from "./kinds";
import type { JobHandlers } from "./types";

export type DbRunnerOptions = {
  nodeId?: string;
  pollMs?: number;
  concurrency?: number;
  leaseMs?: number;
  /** Replaces every kind's first retry delay (tests). */
  retryBaseMs?: number;
};

export class DbRunner {
  readonly nodeId: string;
  private readonly pollMs: number;
  private readonly concurrency: number;
  private readonly leaseMs: number;
  private readonly running = new Map<string, Promise<void>>();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private polling: Promise<void> | undefined;
  private stopped = true;

  constructor(
    private readonly handlers: JobHandlers,
    private readonly options: DbRunnerOptions = {},
  ) {
    this.nodeId = options.nodeId ?? `node-${randomBytes(6).toString("hex")}`;
    this.pollMs = options.pollMs ?? 1_000;
    this.concurrency = options.concurrency ?? 2;
    this.leaseMs = options.leaseMs ?? 5 * 60 * 1000;
  }

  async start(): Promise<void> {
    if (!this.stopped) return;
    this.stopped = false;
    for (const [kind, spec] of Object.entries(JOB_KINDS)) {
      if ("repeatEveryMs" in spec)
        await ensureRepeatableJob(kind, `repeat-${kind}`, new Date(Date.now() + spec.repeatEveryMs));
    }
    this.schedule(0);
  }

  /** Polls soon (a job was just added on this node). */
  wake(): void {
    if (!this.stopped) this.schedule(0);
  }

  private schedule(ms: number) {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.polling ??= this.poll().finally(() => {
        this.polling = undefined;
        if (!this.stopped) this.schedule(this.pollMs);
      });
    }, ms);
    this.timer.unref();
  }

  private async poll(): Promise<void> {
    try {
      const rows = await claimDueJobs(this.nodeId, this.concurrency - this.running.size, this.leaseMs);
      for (const row of rows) this.launch(row);
    } catch (error) {
      // A database outage must not end the process: the next poll tries again.
      console.warn(`jobs: polling failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  private launch(row: JobRow) {
    const run = this.execute(row).finally(() => {
      this.running.delete(row.id);
      if (!this.stopped) this.schedule(0);
    });
    this.running.set(row.id, run);
  }

  private async execute(row: JobRow): Promise<void> {
    const kind = row.kind as JobKind;
    const spec = JOB_KINDS[kind];
    const handler = this.handlers[kind];
    try {
      if (!spec || !handler) throw new Error(`unknown job kind ${row.kind}`);
      await handler(JSON.parse(row.payload));
      const next = "repeatEveryMs" in spec ? new Date(Date.now() + spec.repeatEveryMs) : undefined;
      await completeJob(row.id, this.nodeId, next);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const attempts = spec?.attempts ?? 1;
      // A handler that knows when to try again (a push service's Retry-After) is not retried sooner.
      const asked = (error as { retryAfterMs?: unknown }).retryAfterMs;
      const wait = Math.max(
        retryDelayMs(kind, row.attempts, this.options.retryBaseMs ?? spec?.backoffMs),
        typeof asked === "number" && Number.isFinite(asked) ? Math.min(asked, 60 * 60 * 1000) : 0,
      );
      const retryAt = row.attempts < attempts ? new Date(Date.now() + wait) : null;
      console.warn(
        `jobs: ${row.kind} ${row.id} failed (attempt ${row.attempts}): ${message}${retryAt ? "; will retry" : "; giving up"}`,
      );
      await failJob(row.id, this.nodeId, message, retryAt).catch(() => {});
    }
  }

  /** Runs every due job now and waits for them (tests and scripts). */
  async drain(): Promise<void> {
    for (;;) {
      const rows = await claimDueJobs(this.nodeId, this.concurrency, this.leaseMs);
      if (rows.length === 0 && this.running.size === 0) return;
      for (const row of rows) this.launch(row);
      await Promise.allSettled([...this.running.values()]);
    }
  }

  /** Stops polling and waits up to `timeoutMs` for running jobs; ones still running are handed back to run again. */
  async stop(timeoutMs = 10_000): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.polling;
    const running = [...this.running.values()];
    let timedOut = false;
    await Promise.race([
      Promise.allSettled(running),
      new Promise<void>((resolve) => setTimeout(() => ((timedOut = true), resolve()), timeoutMs).unref()),
    ]);
    if (timedOut && this.running.size > 0) {
      const cut = [...this.running.keys()];
      console.warn(`jobs: ${cut.length} job(s) still running at shutdown; they will run again`);
      await releaseJobs(cut, this.nodeId).catch(() => {});
    }
  }
}
