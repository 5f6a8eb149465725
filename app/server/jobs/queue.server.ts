// The one way to start background work: `enqueue(kind, payload, { uniqueKey })`. Without REDIS_URL the job is a
// row in the database (written in the caller's transaction when one is passed, so the job commits with the work
// that made it); with REDIS_URL it is a BullMQ job. `startJobs` runs this node's worker; `stopJobs` (graceful
// shutdown) waits for running jobs, bounded. Decision 056.
import { insertJob } from "~/models/jobs.server";
import { getEnv } from "../env.server";
import { BullRunner } from "./bullmq-runner.server";
import { DbRunner } from "./db-runner.server";
import { UNIQUE_KEY_PATTERN, type JobKind, type JobOptions } from "./kinds";
import type { JobHandlers } from "./types";

declare global {
  var __rootsJobs: { db?: DbRunner; bull?: Promise<BullRunner> } | undefined;
}

const state = () => (globalThis.__rootsJobs ??= {});

/** BullMQ with REDIS_URL (BullRunner.create loads it then only). */
async function bull(): Promise<BullRunner | null> {
  const url = getEnv().REDIS_URL;
  if (!url) return null;
  return (state().bull ??= BullRunner.create(url));
}

type TxClient = Parameters<typeof insertJob>[1];

/** Adds a job (once per `uniqueKey`). `tx`: the embedded queue writes the job in that transaction. */
export async function enqueue(kind: JobKind, payload: unknown, options: JobOptions = {}, tx?: TxClient): Promise<void> {
  if (options.uniqueKey !== undefined && !UNIQUE_KEY_PATTERN.test(options.uniqueKey)) {
    throw new Error(`job unique key ${JSON.stringify(options.uniqueKey)} has characters other than A-Z a-z 0-9 _ -`);
  }
  const queue = await bull();
  if (queue) return queue.enqueue(kind, payload, options);
  await insertJob(
    {
      kind,
      payload,
      uniqueKey: options.uniqueKey,
      runAt: options.delayMs ? new Date(Date.now() + options.delayMs) : undefined,
    },
    tx,
  );
  state().db?.wake();
}

/** Starts this node's worker over `handlers` (server.ts, once the database answers); none where JOBS=0. */
export async function startJobs(handlers: JobHandlers): Promise<void> {
  if (getEnv().JOBS === "0") return;
  const queue = await bull();
  if (queue) return queue.start(handlers);
  const runner = (state().db ??= new DbRunner(handlers));
  await runner.start();
}

/** Graceful shutdown: no new jobs start; running ones get `timeoutMs` to finish, the rest run again later. */
export async function stopJobs(timeoutMs = 8_000): Promise<void> {
  const { db, bull } = state();
  globalThis.__rootsJobs = undefined;
  await Promise.all([db?.stop(timeoutMs), bull?.then((runner) => runner.stop(timeoutMs))]);
}
