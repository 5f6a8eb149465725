// Rate limits with rate-limiter-flexible: in process memory by default, in Redis when REDIS_URL is set
// (shared by every app node), with memory as the insurance when Redis is unreachable.
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { AppError } from "../lib/errors";
import { metrics } from "./metrics.server";
import { getRedis } from "./redis.server";

export type LimitOptions = { keyPrefix: string; points: number; duration: number };

export function createLimiter({ keyPrefix, points, duration }: LimitOptions, redis = getRedis()): RateLimiterAbstract {
  const memory = new RateLimiterMemory({ keyPrefix, points, duration });
  if (!redis) return memory;
  return new RateLimiterRedis({
    storeClient: redis,
    keyPrefix: `roots:${keyPrefix}`,
    points,
    duration,
    rejectIfRedisNotReady: true,
    insuranceLimiter: memory,
  });
}

/** The 429 for a request over the limit named `limit` (counted in rate_limit_refusals_total). */
export function rateLimited(
  msBeforeNext: number,
  message = "Too many attempts. Please try again in",
  limit = "other",
): AppError {
  metrics().rateLimited.inc({ limit });
  const wait = Math.max(1, Math.ceil(msBeforeNext / 1000));
  return new AppError("rate_limited", `${message} ${wait} seconds.`, {
    title: "Too many attempts",
    retryAfterSeconds: wait,
  });
}

/** Counts `points` against `key`; throws a 429 AppError when the key is over its limit. */
export async function consume(limiter: RateLimiterAbstract, key: string, points = 1, message?: string): Promise<void> {
  try {
    await limiter.consume(key, points);
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes)
      throw rateLimited(rejection.msBeforeNext, message, limiter.keyPrefix.replace(/^roots:/, ""));
    throw rejection;
  }
}

/** How much of its limit `key` has used, and milliseconds until it may try again (0 when under it); counts nothing. */
export async function limitState(
  limiter: RateLimiterAbstract,
  key: string,
): Promise<{ used: number; blockedMs: number }> {
  const state = await limiter.get(key);
  const used = state?.consumedPoints ?? 0;
  return { used, blockedMs: state && used >= limiter.points ? Math.max(1, state.msBeforeNext) : 0 };
}
