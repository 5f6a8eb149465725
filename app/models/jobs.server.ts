// The embedded job queue's table (app/server/jobs/db-runner.server.ts): one row per job. Claiming is one
// conditional UPDATE per row (open, due, not leased): on SQLite and on PostgreSQL only one node's UPDATE matches,
// so a job runs on one node at a time; a lease that runs out (a node that died) makes the job claimable again.
import { db } from "~/server/db.server";

export type JobRow = { id: string; kind: string; payload: string; attempts: number };

type Client = Pick<typeof db, "job">;

/** Adds a job; with a `uniqueKey` already present (done or not), adds nothing. Answers whether it was added. */
export async function insertJob(
  job: { kind: string; payload: unknown; uniqueKey?: string | null; runAt?: Date },
  client: Client = db,
): Promise<boolean> {
  try {
    await client.job.create({
      data: {
        kind: job.kind,
        payload: JSON.stringify(job.payload ?? {}),
        uniqueKey: job.uniqueKey ?? null,
        runAt: job.runAt ?? new Date(),
      },
      select: { id: true },
    });
    return true;
  } catch (error) {
    if ((error as { code?: string }).code === "P2002") return false;
    throw error;
  }
}

/** A repeatable job's one row: made if missing; an existing row keeps its schedule. */
export async function ensureRepeatableJob(kind: string, uniqueKey: string, runAt: Date): Promise<void> {
  await insertJob({ kind, payload: {}, uniqueKey, runAt });
}

const open = (now: Date) => ({
  doneAt: null,
  failedAt: null,
  runAt: { lte: now },
  OR: [{ lockedUntil: null }, { lockedUntil: { lt: now } }],
});

/** Claims up to `limit` due jobs for `nodeId` until `now + leaseMs`; answers the ones this node won. */
export async function claimDueJobs(
  nodeId: string,
  limit: number,
  leaseMs: number,
  now = new Date(),
): Promise<JobRow[]> {
  if (limit <= 0) return [];
  const candidates = await db.job.findMany({
    where: open(now),
    orderBy: [{ runAt: "asc" }, { id: "asc" }],
    take: limit,
    select: { id: true },
  });
  const claimed: JobRow[] = [];
  for (const { id } of candidates) {
    const { count } = await db.job.updateMany({
      where: { id, ...open(now) },
      data: { lockedBy: nodeId, lockedUntil: new Date(now.getTime() + leaseMs), attempts: { increment: 1 } },
    });
    if (count !== 1) continue; // another node won it
    const row = await db.job.findUnique({
      where: { id },
      select: { id: true, kind: true, payload: true, attempts: true },
    });
    if (row) claimed.push(row);
  }
  return claimed;
}

/** A finished run: done, or (a repeatable job) due again at `nextRunAt` with its attempts reset. */
export async function completeJob(id: string, nodeId: string, nextRunAt?: Date): Promise<void> {
  await db.job.updateMany({
    where: { id, lockedBy: nodeId },
    data: nextRunAt
      ? { runAt: nextRunAt, attempts: 0, lockedBy: null, lockedUntil: null, lastError: null }
      : { doneAt: new Date(), lockedBy: null, lockedUntil: null, lastError: null },
  });
}

/** A failed run: due again at `retryAt`, or given up (`retryAt` null). */
export async function failJob(id: string, nodeId: string, error: string, retryAt: Date | null): Promise<void> {
  await db.job.updateMany({
    where: { id, lockedBy: nodeId },
    data: {
      lastError: error.slice(0, 500),
      lockedBy: null,
      lockedUntil: null,
      ...(retryAt ? { runAt: retryAt } : { failedAt: new Date() }),
    },
  });
}

/** Shutdown cut these runs off: they are claimable at once again, the cut-off attempt not counted. */
export async function releaseJobs(ids: string[], nodeId: string): Promise<void> {
  if (ids.length === 0) return;
  await db.job.updateMany({
    where: { id: { in: ids }, lockedBy: nodeId, doneAt: null },
    data: { lockedBy: null, lockedUntil: null, attempts: { decrement: 1 } },
  });
}

/** The hourly sweep: finished jobs older than `olderThanMs` go (failed ones stay a week for an admin to see). */
export async function deleteFinishedJobs(now = new Date(), olderThanMs = 24 * 60 * 60 * 1000): Promise<number> {
  const { count } = await db.job.deleteMany({
    where: {
      OR: [
        { doneAt: { lt: new Date(now.getTime() - olderThanMs) } },
        { failedAt: { lt: new Date(now.getTime() - 7 * 24 * 60 * 60 * 1000) } },
      ],
    },
  });
  return count;
}

/** For tests and the admin: a job's state by its unique key. */
export async function jobByKey(uniqueKey: string) {
  return db.job.findUnique({
    where: { uniqueKey },
    select: {
      id: true,
      kind: true,
      attempts: true,
      runAt: true,
      doneAt: true,
      failedAt: true,
      lastError: true,
      lockedBy: true,
    },
  });
}
