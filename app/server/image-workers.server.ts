// The parent's side of the image workers (image-worker.ts): child processes at the lowest CPU priority that run
// the picture pipeline, one job each at a time, so decoding a 4 MB photo never runs on the event loop's
// process at its priority (decision 050). A worker is started at its first job and started again after a crash;
// while it has no job it does not keep this process alive.
import { fork, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import type { Socket } from "node:net";
import { fileURLToPath } from "node:url";
import type { ImagePurpose, PipelineResult } from "./image-pipeline.server";

/** The files go over a pipe of their own, but where a child's extra pipes are not sockets (Windows) as messages. */
export const RAW_PIPE = process.platform !== "win32";

/**
 * A worker with no job for this long stops: its 200 MB come back on a quiet server, and a dev server's rebuilt
 * modules leave no worker behind. The next upload starts one again (about 0.5 s).
 */
const IDLE_MS = 5 * 60_000;

/** A job longer than this is a picture libvips is stuck on: the worker is stopped and the file refused. */
const JOB_TIMEOUT_MS = 60_000;

type Reply = { id: number; result?: PipelineResult; error?: string };

/** The project's folder: this module runs from app/server in tests and scripts, and from build/ in the server. */
function projectRoot(): string {
  let folder = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(folder, "package.json"))) {
    const parent = dirname(folder);
    if (parent === folder) return process.cwd();
    folder = parent;
  }
  return folder;
}

export type ImageWorker = {
  /** The pipeline's answer for one file; "crashed" when the worker died or stalled on it. */
  run(bytes: Buffer, purpose: ImagePurpose): Promise<PipelineResult | { crashed: true }>;
  /** The worker process's id while one is running (tests). */
  pid(): number | undefined;
  stop(): void;
};

export function createImageWorker({
  nice = 19,
  idleMs = IDLE_MS,
}: { nice?: number; idleMs?: number } = {}): ImageWorker {
  let child: ChildProcess | undefined;
  let idleTimer: NodeJS.Timeout | undefined;
  let nextId = 1;
  const pending = new Map<number, (reply: Reply | null) => void>();

  function start(): ChildProcess {
    const root = projectRoot();
    const worker = fork(join(root, "app/server/image-worker.ts"), [String(nice)], {
      cwd: root,
      execArgv: ["--import", "tsx"],
      // The results' Buffers cross as bytes (the default JSON would spell every byte out as a number).
      serialization: "advanced",
      // fd 4: the uploaded files' bytes, written straight from their Buffers (sent as messages they were copied
      // once more on the event loop, 3 ms a photo, and left 4 MB more garbage).
      stdio: ["ignore", "inherit", "inherit", "ipc", RAW_PIPE ? "pipe" : "ignore"],
    });
    worker.on("message", (reply: Reply) => {
      pending.get(reply.id)?.(reply);
      pending.delete(reply.id);
      idle(worker);
    });
    worker.on("exit", () => {
      if (child === worker) child = undefined;
      for (const settle of pending.values()) settle(null);
      pending.clear();
    });
    worker.on("error", () => worker.kill("SIGKILL"));
    // A worker that died mid-file breaks the pipe (EPIPE): its exit settles the job.
    worker.stdio[4]?.on("error", () => worker.kill("SIGKILL"));
    return worker;
  }

  // A worker waiting for work must not hold the server (or a script, or a test file) open.
  function idle(worker: ChildProcess) {
    if (pending.size > 0) return;
    worker.unref();
    worker.channel?.unref();
    (worker.stdio[4] as Socket | null)?.unref();
    clearTimeout(idleTimer);
    idleTimer = setTimeout(() => {
      if (pending.size === 0) worker.kill();
    }, idleMs);
    idleTimer.unref();
  }

  async function run(bytes: Buffer, purpose: ImagePurpose): Promise<PipelineResult | { crashed: true }> {
    clearTimeout(idleTimer);
    child ??= start();
    const worker = child;
    worker.ref();
    worker.channel?.ref();
    (worker.stdio[4] as Socket | null)?.ref();
    const id = nextId++;
    const reply = await new Promise<Reply | null>((resolve) => {
      const timer = setTimeout(() => worker.kill("SIGKILL"), JOB_TIMEOUT_MS);
      pending.set(id, (answer) => {
        clearTimeout(timer);
        resolve(answer);
      });
      const fail = (error: Error | null | undefined) => {
        if (error) worker.kill("SIGKILL");
      };
      if (RAW_PIPE) {
        worker.send({ id, length: bytes.length, purpose }, fail);
        (worker.stdio[4] as Socket).write(bytes, fail);
      } else {
        worker.send({ id, bytes, purpose }, fail);
      }
    });
    return reply?.result ? revive(reply.result) : { crashed: true };
  }

  return {
    run,
    pid: () => child?.pid,
    stop: () => child?.kill("SIGKILL"),
  };
}

/** The bytes come back as plain Uint8Arrays: Buffers again, as the storage expects. */
function revive(result: PipelineResult): PipelineResult {
  if (!("image" in result)) return result;
  const variants = result.image.variants.map((variant) => ({
    ...variant,
    bytes: Buffer.from(variant.bytes.buffer, variant.bytes.byteOffset, variant.bytes.byteLength),
  }));
  return { image: { ...result.image, variants } };
}
