// The image worker: a process of its own, started by image-workers.server.ts, that decodes and re-encodes
// uploaded pictures (image-pipeline.server.ts) at a low CPU priority (IMAGE_WORKER_NICE, default 19). On a
// machine of two cores a burst of uploads then takes the CPU only when page requests leave it idle (decision
// 050). One job at a time, over IPC.
import { readdirSync } from "node:fs";
import os from "node:os";

// The parent passes IMAGE_WORKER_NICE as the only argument.
lowerPriority(Number(process.argv[2] ?? 19));
// Imported after the priority is lowered, so the threads sharp and libuv start later inherit it.
const { processPicture } = await import("./image-pipeline.server");

type Job = { id: number; bytes: Uint8Array; purpose: "avatar" | "photo" };

process.title = "roots-image-worker";
process.on("message", async ({ id, bytes, purpose }: Job) => {
  try {
    const result = await processPicture(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), purpose);
    process.send?.({ id, result });
  } catch (error) {
    process.send?.({ id, error: (error as Error).message ?? String(error) });
  }
});
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
