// React's stream writes a page in many small pieces (about 2 KB each) and calls `flush()` on its destination
// when a batch is complete. Passed on one by one, each piece costs a write to the socket and, compressed, a
// round trip to zlib's thread pool (a 60 KB page: 30 pieces, about 2 ms of brotli instead of 0.8). This
// stream keeps the pieces and passes on one chunk per flush, so what React streams later (a Suspense
// boundary) still goes out as soon as React has it.
import { Transform, type TransformCallback } from "node:stream";

export class FlushBuffer extends Transform {
  private parts: Buffer[] = [];

  override _transform(chunk: Buffer | string, _encoding: BufferEncoding, done: TransformCallback) {
    this.parts.push(typeof chunk === "string" ? Buffer.from(chunk) : chunk);
    done();
  }

  /** Called by React when a batch is complete. */
  flush() {
    if (this.parts.length === 0) return;
    const chunk = this.parts.length === 1 ? this.parts[0] : Buffer.concat(this.parts);
    this.parts = [];
    this.push(chunk);
  }

  override _flush(done: TransformCallback) {
    this.flush();
    done();
  }
}
