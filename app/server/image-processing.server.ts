// Processing an uploaded file into the pictures we store (decision 050): the pipeline itself
// (image-pipeline.server.ts) runs in image worker processes at a low CPU priority (IMAGE_WORKER_NICE, default 19), IMAGE_CONCURRENCY
// pictures at once in a bounded pool, so a burst of uploads waits its turn instead of taking the CPU from page
// requests. The event loop only checks the first bytes and hands the file over.
import os from "node:os";
import { AppError } from "~/lib/errors";
import { IMAGE_COPY } from "~/copy/images";
import { createBoundedPool, type BoundedPool } from "./bounded-pool.server";
import { getEnv } from "./env.server";
import { sniffImageType, type ImagePurpose, type ProcessedImage, type Refusal } from "./image-pipeline.server";
import { createImageWorker, type ImageWorker } from "./image-workers.server";

export {
  IMAGE_WIDTHS,
  MAX_INPUT_PIXELS,
  sniffImageType,
  type ImagePurpose,
  type ImageType,
  type ProcessedImage,
} from "./image-pipeline.server";

const refused = (message: string) => new AppError("validation", message);
const MESSAGES: Record<Refusal, string> = {
  notAPicture: IMAGE_COPY.notAPicture,
  unreadable: IMAGE_COPY.unreadable,
  tooManyPixels: IMAGE_COPY.tooManyPixels,
  heic: IMAGE_COPY.heic,
};

let pool: BoundedPool | undefined;
// Workers not running a job; there are never more than the pool's concurrency.
const idleWorkers: ImageWorker[] = [];

function processingPool(): BoundedPool {
  pool ??= createBoundedPool({
    concurrency: Math.min(getEnv().IMAGE_CONCURRENCY, Math.max(1, os.availableParallelism())),
    queue: 32,
    full: () => new AppError("unavailable", IMAGE_COPY.busy, { retryAfterSeconds: 5 }),
  });
  return pool;
}

/**
 * The stored sizes of one uploaded file, or an AppError (400) saying why not: not a picture we read (by its
 * bytes), a document hiding in one, too many pixels, or undecodable (a file that crashed or stalled the worker
 * too); 503 when the queue is full.
 */
export async function processImage(bytes: Buffer, purpose: ImagePurpose): Promise<ProcessedImage> {
  // The first bytes say whether it is a picture at all: a stream of junk is refused without waiting its turn.
  if (!sniffImageType(bytes)) throw refused(IMAGE_COPY.notAPicture);
  const result = await processingPool().run(async () => {
    const worker = idleWorkers.pop() ?? createImageWorker({ nice: getEnv().IMAGE_WORKER_NICE });
    try {
      return await worker.run(bytes, purpose);
    } finally {
      idleWorkers.push(worker);
    }
  });
  if ("crashed" in result) throw refused(IMAGE_COPY.unreadable);
  if ("refused" in result) throw refused(MESSAGES[result.refused]);
  return result.image;
}
