// Fixed-window counters in process memory. With several app nodes each keeps its own window,
// which bounds abuse per node; a shared store (Redis) is the upgrade path when REDIS_URL lands.
import { AppError } from "./errors";

type Window = { count: number; resetAt: number };
const windows = new Map<string, Window>();
let lastSweep = 0;

function sweep(now: number) {
  if (now - lastSweep < 60_000) return;
  lastSweep = now;
  for (const [key, window] of windows) if (window.resetAt <= now) windows.delete(key);
}

/** Counts one hit; returns seconds to wait when the key is over its limit, else 0. */
export function hit(key: string, limit: number, windowMs: number, now = Date.now()): number {
  sweep(now);
  let window = windows.get(key);
  if (!window || window.resetAt <= now) {
    window = { count: 0, resetAt: now + windowMs };
    windows.set(key, window);
  }
  window.count += 1;
  return window.count > limit ? Math.max(1, Math.ceil((window.resetAt - now) / 1000)) : 0;
}

/** Throws a 429 AppError when any of the keys is over its limit. */
export function enforce(limits: Array<{ key: string; limit: number; windowMs: number }>) {
  const wait = Math.max(0, ...limits.map(({ key, limit, windowMs }) => hit(key, limit, windowMs)));
  if (wait > 0) {
    throw new AppError("rate_limited", `Too many attempts. Please try again in ${wait} seconds.`, {
      title: "Too many attempts",
      retryAfterSeconds: wait,
    });
  }
}
