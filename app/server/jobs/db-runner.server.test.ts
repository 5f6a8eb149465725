// The embedded job queue against the real database (SQLite, or PostgreSQL with TEST_DATABASE_URL).
import { db } from "~/server/db.server";
import { claimDueJobs, insertJob, jobByKey } from "~/models/jobs.server";
import { DbRunner } from "./db-runner.server";
import { enqueue } from "./queue.server";
import { idleMailHandlers, type JobHandlers } from "./types";

const handlers = (mail: JobHandlers["mail.send"], cleanup: JobHandlers["cleanup"] = async () => {}): JobHandlers => ({
  "mail.send": mail,
  "export.build": async () => {},
  ...idleMailHandlers,
  cleanup,
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("the embedded job runner", () => {
  beforeEach(async () => {
    await db.job.deleteMany({});
  });

  it("adds a job once per unique key and runs it once", async () => {
    const seen: unknown[] = [];
    await enqueue("mail.send", { mailId: "a" }, { uniqueKey: "once-a" });
    await enqueue("mail.send", { mailId: "a" }, { uniqueKey: "once-a" });
    expect(await db.job.count()).toBe(1);
    const runner = new DbRunner(handlers(async (payload) => void seen.push(payload)));
    await runner.drain();
    await runner.drain();
    expect(seen).toEqual([{ mailId: "a" }]);
    expect((await jobByKey("once-a"))?.doneAt).toBeInstanceOf(Date);
    // Done is done: the same key again adds nothing.
    await enqueue("mail.send", { mailId: "a" }, { uniqueKey: "once-a" });
    await runner.drain();
    expect(seen).toHaveLength(1);
  });

  it("refuses a unique key with other characters (BullMQ job ids)", async () => {
    await expect(enqueue("mail.send", {}, { uniqueKey: "a:b" })).rejects.toThrow(/unique key/);
  });

  it("runs a job on one node when two claim it at once", async () => {
    for (let i = 0; i < 6; i++) await insertJob({ kind: "mail.send", payload: { i }, uniqueKey: `race-${i}` });
    const runs: string[] = [];
    const one = new DbRunner(
      handlers(async (p) => void runs.push(`one:${(p as { i: number }).i}`)),
      { nodeId: "one" },
    );
    const two = new DbRunner(
      handlers(async (p) => void runs.push(`two:${(p as { i: number }).i}`)),
      { nodeId: "two" },
    );
    await Promise.all([one.drain(), two.drain(), one.drain(), two.drain()]);
    const byJob = runs.map((run) => run.split(":")[1]).sort();
    expect(byJob).toEqual(["0", "1", "2", "3", "4", "5"]);
  });

  it("retries a failure with a doubling delay, then succeeds; gives up after the kind's attempts", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    let calls = 0;
    const runner = new DbRunner(
      handlers(async () => {
        calls++;
        if (calls <= 2) throw new Error("smtp down");
      }),
      { retryBaseMs: 60_000 },
    );
    const due = () => db.job.updateMany({ where: { uniqueKey: "retry" }, data: { runAt: new Date() } });
    await enqueue("mail.send", {}, { uniqueKey: "retry" });
    let before = Date.now();
    await runner.drain();
    let row = await jobByKey("retry");
    expect(row).toMatchObject({ attempts: 1, lastError: "smtp down", doneAt: null, lockedBy: null });
    expect(row!.runAt.getTime() - before).toBeGreaterThanOrEqual(60_000);
    expect(row!.runAt.getTime() - before).toBeLessThan(70_000);
    await runner.drain(); // not due yet
    expect(calls).toBe(1);
    await due();
    before = Date.now();
    await runner.drain();
    row = await jobByKey("retry");
    expect(row).toMatchObject({ attempts: 2 });
    expect(row!.runAt.getTime() - before).toBeGreaterThanOrEqual(120_000); // doubled
    expect(row!.runAt.getTime() - before).toBeLessThan(130_000);
    await due();
    await runner.drain();
    expect(calls).toBe(3);
    expect((await jobByKey("retry"))?.doneAt).toBeInstanceOf(Date);

    // cleanup allows 3 attempts: the third failure is the last.
    const failing = new DbRunner(
      handlers(
        async () => {},
        async () => Promise.reject(new Error("database away")),
      ),
      { retryBaseMs: 1 },
    );
    await enqueue("cleanup", {}, { uniqueKey: "give-up" });
    for (let i = 0; i < 5; i++) {
      await failing.drain();
      await sleep(10);
    }
    expect(await jobByKey("give-up")).toMatchObject({ attempts: 3, failedAt: expect.any(Date) });
  });

  it("a graceful stop waits for a running job that ends in time", async () => {
    let finished = false;
    const runner = new DbRunner(
      handlers(async () => {
        await sleep(100);
        finished = true;
      }),
      { pollMs: 10 },
    );
    await runner.start();
    await enqueue("mail.send", {}, { uniqueKey: "short" });
    await vi.waitFor(async () => expect((await jobByKey("short"))?.lockedBy).toBe(runner.nodeId));
    await runner.stop(2_000);
    expect(finished).toBe(true);
    expect((await jobByKey("short"))?.doneAt).toBeInstanceOf(Date);
  });

  it("a job cut off by shutdown runs again on the next start; a dead node's job runs once its lease ends", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    let release!: () => void;
    const stuck = new Promise<void>((resolve) => (release = resolve));
    const runs: string[] = [];
    const first = new DbRunner(
      handlers(async () => {
        runs.push("first");
        await stuck;
      }),
      { pollMs: 10 },
    );
    await first.start();
    await enqueue("mail.send", {}, { uniqueKey: "cut" });
    await vi.waitFor(() => expect(runs).toEqual(["first"]));
    await first.stop(50);
    const cut = await jobByKey("cut");
    expect(cut).toMatchObject({ doneAt: null, lockedBy: null, attempts: 0 });
    const second = new DbRunner(handlers(async () => void runs.push("second")));
    await second.drain();
    expect(runs).toEqual(["first", "second"]);
    release();
    await sleep(10); // the cut-off run finishing late does not mark anything
    expect((await jobByKey("cut"))?.doneAt).toBeInstanceOf(Date);

    // A node that died holding a job: nobody else takes it until its lease ends.
    await enqueue("mail.send", {}, { uniqueKey: "dead" });
    expect(await claimDueJobs("dead-node", 5, 60)).toHaveLength(1);
    const survivor = new DbRunner(handlers(async () => void runs.push("survivor")));
    await survivor.drain();
    expect(runs).not.toContain("survivor");
    await sleep(80);
    await survivor.drain();
    expect(runs).toContain("survivor");
    expect(await jobByKey("dead")).toMatchObject({ attempts: 2, doneAt: expect.any(Date) });
  });

  it("keeps the hourly cleanup as one repeatable row that moves on after each run", async () => {
    let sweeps = 0;
    const one = new DbRunner(
      handlers(
        async () => {},
        async () => void sweeps++,
      ),
    );
    const two = new DbRunner(
      handlers(
        async () => {},
        async () => void sweeps++,
      ),
    );
    await one.start();
    await two.start();
    await Promise.all([one.stop(), two.stop()]);
    const rows = await db.job.findMany({ where: { kind: "cleanup" }, select: { runAt: true, uniqueKey: true } });
    expect(rows).toHaveLength(1);
    expect(rows[0].runAt.getTime()).toBeGreaterThan(Date.now() + 59 * 60 * 1000);
    await db.job.updateMany({ where: { kind: "cleanup" }, data: { runAt: new Date() } });
    await one.drain();
    expect(sweeps).toBe(1);
    const after = await jobByKey("repeat-cleanup");
    expect(after).toMatchObject({ doneAt: null, attempts: 0 });
    expect(after!.runAt.getTime()).toBeGreaterThan(Date.now() + 59 * 60 * 1000);
  });

  it("a node started with JOBS=0 runs no worker: the jobs it adds wait, queued, for a node that runs them", async () => {
    vi.stubEnv("JOBS", "0");
    vi.resetModules(); // getEnv reads the environment once per module instance
    try {
      const queue = await import("./queue.server");
      const seen: unknown[] = [];
      await queue.startJobs(handlers(async (payload) => void seen.push(payload)));
      await queue.enqueue("mail.send", { mailId: "w" }, { uniqueKey: "web-only" });
      await sleep(200);
      expect(seen).toEqual([]);
      expect(await jobByKey("web-only")).toMatchObject({ doneAt: null, attempts: 0 });
      expect(await jobByKey("repeat-cleanup")).toBeNull(); // nor does it schedule the repeatable ones
      await queue.stopJobs();
    } finally {
      vi.unstubAllEnvs();
      vi.resetModules();
    }
    const runner = new DbRunner(handlers(async () => {}));
    await runner.drain();
    expect((await jobByKey("web-only"))?.doneAt).toBeInstanceOf(Date);
  });
});
