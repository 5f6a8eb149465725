// At most `concurrency` jobs at once, at most `queue` more waiting their turn; past that a job is refused at
// once (`full()`), so a burst costs a fast refusal instead of memory or an ever longer wait.

export type BoundedPool = {
  /** Runs `job` when a slot is free; throws `full()` without running it when the queue is full too. */
  run<T>(job: () => Promise<T>): Promise<T>;
  /** Jobs running and waiting now. */
  load(): { running: number; waiting: number };
};

export function createBoundedPool({
  concurrency,
  queue,
  full,
}: {
  concurrency: number;
  queue: number;
  full: (waiting: number) => Error;
}): BoundedPool {
  let running = 0;
  const waiting: Array<() => void> = [];

  async function run<T>(job: () => Promise<T>): Promise<T> {
    if (running >= concurrency) {
      if (waiting.length >= queue) throw full(waiting.length);
      // The slot is handed over by the job that finishes (running stays counted), so none can jump the queue.
      await new Promise<void>((resolve) => waiting.push(resolve));
    } else {
      running++;
    }
    try {
      return await job();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  }

  return { run, load: () => ({ running, waiting: waiting.length }) };
}
