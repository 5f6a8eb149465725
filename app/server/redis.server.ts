// One shared Redis connection when REDIS_URL is set (the rate limits; the live bus has its own); null otherwise.
import { Redis } from "ioredis";
import { getEnv } from "./env.server";
import { logger } from "./logger.server";

const REDIS_COMMAND_TIMEOUT_MS = 200;

declare global {
  var __rootsRedis: Redis | null | undefined;
}

export function getRedis(): Redis | null {
  if (globalThis.__rootsRedis !== undefined) return globalThis.__rootsRedis;
  const url = getEnv().REDIS_URL;
  if (!url) return (globalThis.__rootsRedis = null);
  // Commands fail fast while Redis is down (callers fall back), instead of queueing without bound. A Redis that
  // stops answering without a reset (a partition) would hold each command forever: one unanswered for
  // REDIS_COMMAND_TIMEOUT_MS fails, the silent connection is dropped, and until a new one is ready commands fail
  // at once (the rate limits fall back to memory). Redis answers in well under a millisecond when it is there.
  const client = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    lazyConnect: false,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    socketTimeout: REDIS_COMMAND_TIMEOUT_MS,
    retryStrategy: (attempt) => Math.min(100 * 2 ** attempt, 2_000),
  });
  let reported = false;
  client.on("error", (error) => {
    if (!reported) logger().warn(`redis: ${error.message} (will keep retrying)`);
    reported = true;
  });
  client.on("ready", () => (reported = false));
  return (globalThis.__rootsRedis = client);
}

export async function closeRedis(): Promise<void> {
  const client = globalThis.__rootsRedis;
  globalThis.__rootsRedis = undefined;
  if (client) await client.quit().catch(() => client.disconnect());
}
