// What happens to a request body the app did not read, or that arrives too slowly (decision 074).
//
// - Unread: a route may answer without reading its body (a 401, a 413, an action that needs none). Remix's
//   adapter has already wrapped the body in a stream that stops reading once nobody pulls, so Node never
//   drains it: the next request on that keep-alive connection waited behind the unread bytes until the
//   connection was reset, which nginx reported as a 502 (and took the node out). Once the answer is written,
//   the rest of the body is read and thrown away, so the connection is clean for the next request; a body
//   declared larger than the app ever takes is not worth reading: that answer says `Connection: close`.
// - Slow: the whole body must arrive within BODY_TIMEOUT_MS plus the time it takes at MIN_BODY_BYTES_PER_SECOND
//   (4 photos of 10 MB on a slow phone line: about 11 minutes; a trickled 1 KB body: about 5 s). Past that the
//   request is answered 408 (if nothing was answered yet) and its connection closed.
import type { IncomingMessage, ServerResponse } from "node:http";

/** The slowest upload the app waits for: 64 KB/s (a poor mobile line is several times faster). */
export const MIN_BODY_BYTES_PER_SECOND = 64 * 1024;

export type BodyGuardOptions = {
  /** How long any body may take beyond its size at MIN_BODY_BYTES_PER_SECOND, in ms. */
  timeoutMs: number;
  /** A body declared larger than this is never drained: its answer closes the connection. */
  maxDrainBytes: number;
  /** Answers the request that ran out of time (only called when nothing was answered yet). */
  onTimeout: (res: ServerResponse) => void;
};

/** How long a body of `bytes` may take to arrive, in ms. */
export function bodyDeadlineMs(bytes: number, timeoutMs: number): number {
  return timeoutMs + Math.ceil((bytes / MIN_BODY_BYTES_PER_SECOND) * 1000);
}

/** Watches one request's body: call it before anything reads the body. */
export function guardRequestBody(req: IncomingMessage, res: ServerResponse, options: BodyGuardOptions): void {
  const declared = Number(req.headers["content-length"] ?? 0);
  if (!(declared > 0) || req.complete) return;

  const timer = setTimeout(
    () => {
      if (req.complete) return;
      if (!res.headersSent) {
        res.setHeader("Connection", "close");
        options.onTimeout(res);
        // Written: the client has its 408; whatever it still trickles is not read.
        res.once("finish", () => req.socket.destroy());
      } else {
        req.socket.destroy();
      }
    },
    bodyDeadlineMs(declared, options.timeoutMs),
  );
  timer.unref();
  const done = () => clearTimeout(timer);
  req.once("end", done);
  req.once("close", done);
  res.once("close", () => {
    // The socket went away before the body did (destroyed above, or the client left).
    if (req.socket.destroyed) done();
  });

  // Decided when the answer starts: too large to drain means this connection ends with this answer.
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    if (!req.complete && declared > options.maxDrainBytes && !this.headersSent) this.setHeader("Connection", "close");
    return (writeHead as (...rest: unknown[]) => ServerResponse).apply(this, args);
  } as typeof res.writeHead;

  res.once("finish", () => {
    if (req.complete || req.readableEnded || declared > options.maxDrainBytes) return;
    // Whoever was reading (Remix's body stream) will not read any more: read the rest and drop it. Node takes
    // the next request on this connection once this one's body has ended; the deadline above still applies.
    req.removeAllListeners("data");
    req.on("data", () => {});
    req.resume();
  });
}
