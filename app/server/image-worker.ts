// The image worker: a process of its own, started by image-workers.server.ts, that decodes and re-encodes
// uploaded pictures (image-pipeline.server.ts) at a low CPU priority (IMAGE_WORKER_NICE, default 19). On a
// machine of two cores a burst of uploads then takes the CPU only when page requests leave it idle (decision
// 050). One job at a time, over IPC.
import { readdirSync } from "node:fs";
import { Socket } from "node:net";
import os from "node:os";

// The parent passes IMAGE_WORKER_NICE as the only argument.
lowerPriority(Number(process.argv[2] ?? 19));
// Imported after the priority is lowered, so the threads sharp and libuv start later inherit it.
const { processPicture } = await import("./image-pipeline.server");

// A job's file comes as `bytes`, or as `length` bytes on fd 4, in the order of the jobs (image-workers.server.ts).
type Job = { id: number; purpose: "avatar" | "photo" } & ({ bytes: Uint8Array } | { length: number });

const files = fileReader();

process.title = "roots-image-worker";
process.on("message", async (job: Job) => {
  const { id, purpose } = job;
  try {
    const bytes =
      "bytes" in job
        ? Buffer.from(job.bytes.buffer, job.bytes.byteOffset, job.bytes.byteLength)
        : await files.next(job.length);
    process.send?.({ id, result: await processPicture(bytes, purpose) });
  } catch (error) {
    process.send?.({ id, error: (error as Error).message ?? String(error) });
  }
});

/** The files' bytes on fd 4, taken `length` at a time in the order asked. */
function fileReader() {
  const waiting: Array<{ length: number; resolve: (bytes: Buffer) => void }> = [];
  let chunks: Buffer[] = [];
  let size = 0;
  const serve = () => {
    while (waiting.length > 0 && size >= waiting[0].length) {
      const { length, resolve } = waiting.shift()!;
      const all = chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, size);
      resolve(all.subarray(0, length));
      const rest = all.subarray(length);
      chunks = rest.length > 0 ? [rest] : [];
      size = rest.length;
    }
  };
  let input: Socket | undefined;
  return {
    next(length: number): Promise<Buffer> {
      if (!input) {
        input = new Socket({ fd: 4, readable: true, writable: false });
        input.on("data", (chunk: Buffer) => {
          chunks.push(chunk);
          size += chunk.length;
          serve();
        });
        // A broken pipe loses the files' order: every later byte would go to the wrong job. Exit; the parent
        // refuses the files under way and starts a fresh worker for the next (image-workers.server.ts).
        input.on("error", (error) => {
          console.error(`image worker: the files' pipe failed (${error.message})`);
          process.exit(1);
        });
      }
      return new Promise((resolve) => {
        waiting.push({ length, resolve });
        serve();
      });
    },
  };
}
// The parent has gone (or let go of this worker): nothing more will come.
process.on("disconnect", () => process.exit(0));

/**
 * Every thread of this process to `nice`. On Linux a priority belongs to each thread and a new thread takes
 * its creator's, so the threads Node has already started are set one by one; elsewhere the process's own.
 */
function lowerPriority(nice: number): void {
  let tids: string[] = [];
  try {
    tids = readdirSync("/proc/self/task");
  } catch {
    // not Linux
  }
  for (const tid of tids.length > 0 ? tids.map(Number) : [0]) {
    try {
      os.setPriority(tid, nice);
    } catch {
      // A thread that ended meanwhile, or a system that refuses: the worker still works, at normal priority.
    }
  }
}
