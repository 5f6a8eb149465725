import { describe, expect, test } from "vitest";
import { FlushBuffer } from "./flush-buffer.server";

describe("FlushBuffer", () => {
  test("passes on one chunk per flush, in order, and the rest at the end", async () => {
    const stream = new FlushBuffer();
    const chunks: string[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk.toString()));
    const ended = new Promise((resolve) => stream.on("end", resolve));
    stream.write("<html>");
    stream.write("<body>");
    stream.write("shell");
    stream.flush();
    // Nothing written since the last flush: no empty chunk.
    stream.flush();
    stream.write("later ");
    stream.write("boundary");
    stream.end("</body></html>");
    await ended;
    expect(chunks).toEqual(["<html><body>shell", "later boundary</body></html>"]);
  });

  test("what was flushed goes out before the stream ends (streaming still streams)", async () => {
    const stream = new FlushBuffer();
    const first = new Promise<string>((resolve) => stream.once("data", (chunk: Buffer) => resolve(chunk.toString())));
    stream.write("a");
    stream.write("b");
    stream.flush();
    expect(await first).toBe("ab");
    stream.destroy();
  });
});
