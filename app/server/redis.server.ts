// One shared Redis connection when REDIS_URL is set (rate limits now, the live bus later); null otherwise.
import { Redis } from "ioredis";
import { getEnv } from "./env.server";

declare global {
  var __rootsRedis: Redis | null | undefined;
}

export function getRedis(): Redis | null {
  if (globalThis.__rootsRedis !== undefined) return globalThis.__rootsRedis;
  const url = getEnv().REDIS_URL;
  if (!url) return (globalThis.__rootsRedis = null);
  // Commands fail fast while Redis is down (callers fall back), instead of queueing without bound.
  const client = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false });
  let reported = false;
  client.on("error", (error) => {
    if (!reported) console.warn(`redis: ${error.message} (will keep retrying)`);
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
