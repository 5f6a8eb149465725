// How many writes one member may have in progress on this node at once (decision 074). Sixty RSVP
// toggles sent at once by one member each took a database connection and held it waiting for the event's row:
// the pool ran dry, every member's requests timed out (503) and the balancer dropped the nodes. Over the limit,
// a write is refused at once (429, Retry-After: 1) before it touches the database; a member's ordinary use
// (a page's form, a few taps) never has more than one or two in flight.

const inFlight = new Map<string, number>();

/**
 * Takes one of `memberId`'s write slots: the function that gives it back (call it once, when the answer is
 * done), or null when all `limit` are taken.
 */
export function admitWrite(memberId: string, limit: number): (() => void) | null {
  const taken = inFlight.get(memberId) ?? 0;
  if (taken >= limit) return null;
  inFlight.set(memberId, taken + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const left = (inFlight.get(memberId) ?? 1) - 1;
    if (left > 0) inFlight.set(memberId, left);
    else inFlight.delete(memberId);
  };
}

/** The methods that write: a read never waits for or counts against the limit. */
export function isWriteMethod(method: string | undefined): boolean {
  return method === "POST" || method === "PUT" || method === "PATCH" || method === "DELETE";
}
