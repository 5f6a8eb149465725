// The pool every password hash goes through: never more than `concurrency` jobs at once, a queue served in
// order, and a refusal at once (not a wait) when the queue is full.
import { createBoundedPool } from "./bounded-pool.server";

/** A job that runs until released, recording how many ran at once. */
function jobs() {
  let running = 0;
  let most = 0;
  const started: number[] = [];
  const releases = new Map<number, () => void>();
  const job = (id: number) => async () => {
    running++;
    most = Math.max(most, running);
    started.push(id);
    await new Promise<void>((resolve) => releases.set(id, resolve));
    running--;
    return id;
  };
  const release = async (id: number) => {
    while (!releases.has(id)) await new Promise((resolve) => setImmediate(resolve));
    releases.get(id)!();
  };
  return { job, release, started, most: () => most };
}

describe("bounded pool", () => {
  it("runs at most `concurrency` jobs, queues `queue` more in order, and refuses the rest at once", async () => {
    const pool = createBoundedPool({ concurrency: 2, queue: 2, full: (waiting) => new Error(`full (${waiting})`) });
    const { job, release, started, most } = jobs();
    const results = [1, 2, 3, 4, 5].map((id) => pool.run(job(id)).catch((error: Error) => error.message));
    expect(pool.load()).toEqual({ running: 2, waiting: 2 });
    expect(await results[4]).toBe("full (2)");
    for (const id of [1, 2, 3, 4]) await release(id);
    expect(await Promise.all(results.slice(0, 4))).toEqual([1, 2, 3, 4]);
    expect(started).toEqual([1, 2, 3, 4]);
    expect(most()).toBe(2);
    expect(pool.load()).toEqual({ running: 0, waiting: 0 });
  });

  it("a failing job frees its slot for the next one", async () => {
    const pool = createBoundedPool({ concurrency: 1, queue: 1, full: () => new Error("full") });
    const failing = pool.run(() => Promise.reject(new Error("scrypt failed")));
    const next = pool.run(() => Promise.resolve("next"));
    await expect(failing).rejects.toThrow("scrypt failed");
    await expect(next).resolves.toBe("next");
    expect(pool.load()).toEqual({ running: 0, waiting: 0 });
  });
});
