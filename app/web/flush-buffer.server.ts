// React's stream writes a page in many small pieces (about 2 KB each) and calls `flush()` on its destination
// when a batch is complete. Passed on one by one, each piece costs a write to the socket and, compressed, a
// round trip to zlib's thread pool (a 60 KB page: 30 pieces, about 2 ms of brotli instead of 0.8). This
// stream keeps the pieces and passes on one chunk per flush, so what React streams later (a Suspense
// boundary) still goes out as soon as React has it.
//
// It also takes out the NUL bytes React 18's stream leaves in a page (facebook/react#24985, fixed by #26228 only in
// React 19). React encodes text into 2,048-byte views; when a character of two to four bytes does not fit in what
// is left of one, React still writes the whole view, the unused bytes (zeros) with it, and starts the character
// in the next. A page in Urdu, Hindi, Bengali or Chinese had a NUL inside a word now and then: a broken letter on
// screen, and a label that no longer matched its text for screen readers.
import { Transform, type TransformCallback } from "node:stream";

/** React's view size (ReactServerStreamConfigNode): only a whole view can end in bytes React never wrote. */
const REACT_VIEW_BYTES = 2048;

/** A whole view without the zeros after its last character (at most three: a character is at most four bytes). */
export function withoutViewPadding(chunk: Buffer): Buffer {
  if (chunk.byteLength !== REACT_VIEW_BYTES || chunk[REACT_VIEW_BYTES - 1] !== 0) return chunk;
  let end = REACT_VIEW_BYTES - 1;
  while (end > REACT_VIEW_BYTES - 3 && chunk[end - 1] === 0) end--;
  return chunk.subarray(0, end);
}

export class FlushBuffer extends Transform {
  private parts: Buffer[] = [];

  override _transform(chunk: Buffer | string, _encoding: BufferEncoding, done: TransformCallback) {
    this.parts.push(typeof chunk === "string" ? Buffer.from(chunk) : withoutViewPadding(chunk));
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
