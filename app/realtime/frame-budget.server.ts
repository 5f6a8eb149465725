// How many frames a client may send on /ws. The app's client sends nothing of its own: only pongs to the
// heartbeat's pings, at most 20 a second with the shortest heartbeat (SOCKET_HEARTBEAT_MS=50). One socket once
// sent 222,600 frames in 5.5 s and slowed every request; past this budget a socket is closed (1008).

export const FRAMES_PER_SECOND = 20;
/** Frames a client may send at once above the rate (a burst of pongs after a stall). */
export const FRAME_BURST = 40;

/** A token bucket per socket: `take()` counts one frame, false once the client is over its budget. */
export function frameBudget(perSecond = FRAMES_PER_SECOND, burst = FRAME_BURST, now = () => performance.now()) {
  let tokens = burst;
  let last = now();
  return function take(): boolean {
    const at = now();
    tokens = Math.min(burst, tokens + ((at - last) * perSecond) / 1000);
    last = at;
    if (tokens < 1) return false;
    tokens -= 1;
    return true;
  };
}
