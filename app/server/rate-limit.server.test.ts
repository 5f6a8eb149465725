// The limiter as every app node builds it: shared through Redis when it has one, and still working
// (in memory) when Redis is unreachable.
import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import { consume, createLimiter } from "./rate-limit.server";

const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

async function reachable(url: string): Promise<boolean> {
  const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  probe.on("error", () => {});
  try {
    await probe.connect();
    await probe.ping();
    return true;
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

const hasRedis = await reachable(REDIS_URL);

describe("rate limits in memory", () => {
  it("allow `points` hits, then refuse with a 429 and the wait", async () => {
    const limiter = createLimiter({ keyPrefix: `t-${randomUUID()}`, points: 2, duration: 60 }, null);
    await consume(limiter, "k");
    await consume(limiter, "k");
    await expect(consume(limiter, "k")).rejects.toMatchObject({
      status: 429,
      extra: { retryAfterSeconds: expect.any(Number) },
    });
    await expect(consume(limiter, "other")).resolves.toBeUndefined();
  });
});

describe.runIf(hasRedis)("rate limits in Redis", () => {
  it("are shared by every node (two clients, one budget)", async () => {
    const [a, b] = [new Redis(REDIS_URL), new Redis(REDIS_URL)];
    await Promise.all([a, b].map((client) => new Promise((resolve) => client.once("ready", resolve))));
    try {
      const options = { keyPrefix: `t-${randomUUID()}`, points: 3, duration: 60 };
      const [nodeA, nodeB] = [createLimiter(options, a), createLimiter(options, b)];
      await consume(nodeA, "member");
      await consume(nodeB, "member");
      await consume(nodeA, "member");
      await expect(consume(nodeB, "member")).rejects.toMatchObject({ status: 429 });
    } finally {
      a.disconnect();
      b.disconnect();
    }
  });

  it("fall back to memory while Redis is unreachable, never an unhandled error", async () => {
    const dead = new Redis("redis://127.0.0.1:1", {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    dead.on("error", () => {});
    try {
      const limiter = createLimiter({ keyPrefix: `t-${randomUUID()}`, points: 1, duration: 60 }, dead);
      await expect(consume(limiter, "k")).resolves.toBeUndefined();
      await expect(consume(limiter, "k")).rejects.toMatchObject({ status: 429 });
    } finally {
      dead.disconnect();
    }
  });
});
