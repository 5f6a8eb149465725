// Rate limits with rate-limiter-flexible: in process memory by default, in Redis when REDIS_URL is set
// (shared by every app node), with memory as the insurance when Redis is unreachable.
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { AppError, type RateLimitPolicy } from "../lib/errors";
import { getEnv } from "./env.server";
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
  limit: string | RateLimitPolicy = "other",
): AppError {
  const policy = typeof limit === "string" ? undefined : limit;
  metrics().rateLimited.inc({ limit: policy?.name ?? (limit as string) });
  const wait = Math.max(1, Math.ceil(msBeforeNext / 1000));
  return new AppError("rate_limited", `${message} ${wait} seconds.`, {
    title: "Too many attempts",
    retryAfterSeconds: wait,
    rateLimit: policy,
  });
}

/** A limiter's policy: its name (key prefix) and budget. */
export function policyOf(limiter: RateLimiterAbstract): RateLimitPolicy {
  return { name: limiter.keyPrefix.replace(/^roots:/, ""), limit: limiter.points, windowSeconds: limiter.duration };
}

/**
 * The RateLimit-Policy and RateLimit header fields (draft-ietf-httpapi-ratelimit-headers, the structured field
 * form: `"api";q=600;w=60` and `"api";r=599;t=42`; decision 061).
 */
export function rateLimitFields(policy: RateLimitPolicy, remaining: number, resetSeconds: number) {
  return {
    policy: `"${policy.name}";q=${policy.limit};w=${policy.windowSeconds}`,
    state: `"${policy.name}";r=${Math.max(0, remaining)};t=${Math.max(0, Math.ceil(resetSeconds))}`,
  };
}

let apiLimiter: RateLimiterAbstract | undefined;

export type ApiBudget = { policy: string; state: string; refused: boolean; retryAfterSeconds: number };

/**
 * Counts one API request against its client's budget (API_RATE_LIMIT_PER_MINUTE): the header fields every API
 * answer carries, and whether this request is over it (429).
 */
export async function takeApiBudget(key: string): Promise<ApiBudget> {
  apiLimiter ??= createLimiter({ keyPrefix: "api", points: getEnv().API_RATE_LIMIT_PER_MINUTE, duration: 60 });
  const policy = policyOf(apiLimiter);
  try {
    const taken = await apiLimiter.consume(key);
    const resetSeconds = taken.msBeforeNext / 1000;
    return { ...rateLimitFields(policy, taken.remainingPoints, resetSeconds), refused: false, retryAfterSeconds: 0 };
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
    metrics().rateLimited.inc({ limit: policy.name });
    const wait = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
    return { ...rateLimitFields(policy, 0, wait), refused: true, retryAfterSeconds: wait };
  }
}

/** Counts `points` against `key`; throws a 429 AppError when the key is over its limit. */
export async function consume(limiter: RateLimiterAbstract, key: string, points = 1, message?: string): Promise<void> {
  try {
    await limiter.consume(key, points);
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) throw rateLimited(rejection.msBeforeNext, message, policyOf(limiter));
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
