// When each member last had an event that makes a page reload (a message, a notification), as this node heard it
// on the bus. A page's socket opens a moment after the server read the page's data: an event in between would
// never reach it. The socket names when its page's data was read (`?since=`), and the hello tells the page to
// reload when something happened since (decision 072).
import { EVERYONE } from "./bus.server";

/** How far back this node remembers; a page older than this when its socket opens reloads to be sure. */
export const REMEMBERED_MS = 5 * 60_000;
/** Clocks of two nodes differ a little: an event this close before the page's read also counts. */
export const CLOCK_MARGIN_MS = 250;

const lastEventAt = new Map<string, number>();
let rememberedFrom = Date.now();
let lastSweep = Date.now();

/** Notes an event for these members (or for everyone) at `at` (ms since the epoch). */
export function noteEvent(userIds: readonly string[], except: readonly string[] = [], at = Date.now()): void {
  const excluded = new Set(except);
  for (const userId of userIds) if (!excluded.has(userId)) lastEventAt.set(userId, at);
  if (at - lastSweep > REMEMBERED_MS / 5) sweep(at);
}

/** Forgets what is older than REMEMBERED_MS: memory stays bounded by the members with recent events. */
function sweep(now: number): void {
  lastSweep = now;
  rememberedFrom = Math.max(rememberedFrom, now - REMEMBERED_MS);
  for (const [userId, at] of lastEventAt) if (at < rememberedFrom) lastEventAt.delete(userId);
}

/**
 * Whether a page whose data was read at `since` may have missed an event of this member's: yes when one came
 * after (or just before) it, and when `since` is older than what this node remembers (it started later, or
 * forgot).
 */
export function missedSince(userId: string, since: number, now = Date.now()): boolean {
  const from = Math.max(rememberedFrom, now - REMEMBERED_MS);
  if (since - CLOCK_MARGIN_MS < from) return true;
  const last = Math.max(lastEventAt.get(userId) ?? 0, lastEventAt.get(EVERYONE) ?? 0);
  return last >= since - CLOCK_MARGIN_MS;
}

/** Tests only: forget everything, as a node that starts at `now`. */
export function resetRecentEvents(now = Date.now()): void {
  lastEventAt.clear();
  rememberedFrom = now;
  lastSweep = now;
}
