// For what a client or an outage can cause by the thousand (frames in a flood, every publish while Redis is away):
// one log line per occurrence is itself the outage (a flood once wrote 15 MB of them). The first line is
// printed, then at most one per interval, saying how many were left out since; counters keep the totals.
import { logger } from "~/server/logger.server";

export const SAMPLE_INTERVAL_MS = 10_000;

/** A warning (logger.server.ts) that prints the first line, then at most one per `intervalMs`, per key. */
export function sampledWarn(intervalMs = SAMPLE_INTERVAL_MS, now = () => Date.now()) {
  const keys = new Map<string, { last: number; skipped: number }>();
  return function warn(line: string, key = ""): void {
    const at = now();
    const seen = keys.get(key);
    if (seen && at - seen.last < intervalMs) {
      seen.skipped += 1;
      return;
    }
    logger().warn(seen?.skipped ? `${line} (and ${seen.skipped} more like it since the last line)` : line);
    keys.set(key, { last: at, skipped: 0 });
  };
}
