// Figures about the whole community that change slowly (the home page's, the admin's analytics), kept by each
// process for INSIGHTS_CACHE_SECONDS: past that, a request is answered with the kept figures while one
// recomputation runs. At a million members some of them take a second or more to count, and twenty requests
// waiting on them at once timed out. Only the first request for a key waits. Counts of the community, never a
// member's own view: nothing kept here depends on who asks.
import { getEnv } from "./env.server";

type Entry = { at: number; value: Promise<unknown>; refreshing: boolean };
const kept = new Map<string, Entry>();
// A key names its day (the analytics' ranges end today): yesterday's keys go once a new one is made.
const FORGET_AFTER_MS = 2 * 24 * 60 * 60 * 1000;

export function keptFigures<T>(key: string, now: Date, compute: () => Promise<T>): Promise<T> {
  const maxAge = getEnv().INSIGHTS_CACHE_SECONDS * 1000;
  // 0: no keeping (the end-to-end tests' setting), every request reads the figures as they are.
  if (maxAge === 0) return compute();
  const time = now.getTime();
  const entry = kept.get(key);
  if (!entry || time < entry.at) {
    for (const [other, old] of kept) if (time - old.at > FORGET_AFTER_MS) kept.delete(other);
    const fresh: Entry = { at: time, value: compute(), refreshing: false };
    kept.set(key, fresh);
    fresh.value.catch(() => {
      if (kept.get(key) === fresh) kept.delete(key);
    });
    return fresh.value as Promise<T>;
  }
  if (time - entry.at >= maxAge && !entry.refreshing) {
    entry.refreshing = true;
    const value = compute();
    value.then(
      () => {
        if (kept.get(key) === entry) kept.set(key, { at: time, value, refreshing: false });
      },
      () => (entry.refreshing = false),
    );
  }
  return entry.value as Promise<T>;
}

/** Forgets every kept figure (tests). */
export function clearKeptFigures() {
  kept.clear();
}
