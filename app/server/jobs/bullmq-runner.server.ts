// The job queue when REDIS_URL is set: BullMQ, shared by every node (decision 056). A job id (our unique key)
// is added once; a worker's lock makes one node run it; a node that dies mid-job loses its lock and BullMQ's
// stalled-job check runs it again; retries back off exponentially; repeatable jobs are job schedulers (one
// schedule however many nodes upsert it).
import type { ConnectionOptions, Queue, Worker } from "bullmq";
import { JOB_KINDS, type JobKind, type JobOptions } from "./kinds";
import type { JobHandlers } from "./types";

export const QUEUE_NAME = "roots-jobs";

/** ioredis options from a redis:// URL (BullMQ takes options, and makes its own connections). */
export function connectionFromUrl(url: string): ConnectionOptions {
  const parsed = new URL(url);
  return {
    host: parsed.hostname,
    port: Number(parsed.port || 6379),
    username: parsed.username ? decodeURIComponent(parsed.username) : undefined,
    password: parsed.password ? decodeURIComponent(parsed.password) : undefined,
    db: parsed.pathname.length > 1 ? Number(parsed.pathname.slice(1)) : 0,
    tls: parsed.protocol === "rediss:" ? {} : undefined,
    // Workers block on Redis; BullMQ asks for no per-request retry limit.
    maxRetriesPerRequest: null,
  };
}

export type BullRunnerOptions = { prefix?: string; concurrency?: number; retryBaseMs?: number };

export class BullRunner {
  private readonly queue: Queue;
  private worker: Worker | undefined;

  /** BullMQ is loaded here, by a node with REDIS_URL: one on the embedded queue never loads it. */
  static async create(url: string, options: BullRunnerOptions = {}): Promise<BullRunner> {
    return new BullRunner(await import("bullmq"), url, options);
  }

  private constructor(
    private readonly bullmq: typeof import("bullmq"),
    private readonly url: string,
    private readonly options: BullRunnerOptions = {},
  ) {
    this.queue = new bullmq.Queue(QUEUE_NAME, {
      connection: connectionFromUrl(url),
      prefix: options.prefix ?? "roots",
    });
    this.queue.on("error", (error) => console.warn(`jobs: redis: ${error.message}`));
  }

  async enqueue(kind: JobKind, payload: unknown, options: JobOptions = {}): Promise<void> {
    const spec = JOB_KINDS[kind];
    await this.queue.add(kind, payload ?? {}, {
      jobId: options.uniqueKey,
      delay: options.delayMs,
      attempts: spec.attempts,
      backoff: { type: "exponential", delay: this.options.retryBaseMs ?? spec.backoffMs },
      removeOnComplete: { age: 24 * 60 * 60 },
      removeOnFail: { age: 7 * 24 * 60 * 60 },
    });
  }

  async start(handlers: JobHandlers): Promise<void> {
    for (const [kind, spec] of Object.entries(JOB_KINDS)) {
      if ("repeatEveryMs" in spec) {
        await this.queue.upsertJobScheduler(`repeat-${kind}`, { every: spec.repeatEveryMs }, { name: kind, data: {} });
      }
    }
    this.worker = new this.bullmq.Worker(
      QUEUE_NAME,
      async (job) => {
        const handler = handlers[job.name as JobKind];
        if (!handler) throw new Error(`unknown job kind ${job.name}`);
        await handler(job.data);
      },
      {
        connection: connectionFromUrl(this.url),
        prefix: this.options.prefix ?? "roots",
        concurrency: this.options.concurrency ?? 2,
      },
    );
    this.worker.on("error", (error) => console.warn(`jobs: redis: ${error.message}`));
    this.worker.on("failed", (job, error) =>
      console.warn(`jobs: ${job?.name} ${job?.id} failed (attempt ${job?.attemptsMade}): ${error.message}`),
    );
  }

  /** Waits up to `timeoutMs` for running jobs; past it the worker closes anyway and BullMQ reruns them. */
  async stop(timeoutMs = 10_000): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    if (worker) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([
        worker.close(),
        new Promise<void>((resolve) => {
          timer = setTimeout(() => {
            console.warn("jobs: jobs still running at shutdown; they will run again");
            resolve(worker.close(true));
          }, timeoutMs);
        }),
      ]);
      clearTimeout(timer);
    }
    await this.queue.close();
  }

  /** Tests: the queue itself (counts, cleaning). */
  get bullQueue(): Queue {
    return this.queue;
  }
}
