import fc from "fast-check";
import { createMultipartParser, multipartBoundary, MultipartError, type PartHeaders } from "./multipart.server";

type Parsed = Array<{ headers: PartHeaders; bytes: Buffer }>;

/** Feeds `body` in chunks of the given sizes (cycled) and collects the parts. */
function parse(body: Buffer, boundary: string, sizes: number[] = [body.length]): Parsed {
  const parser = createMultipartParser(boundary);
  const parts: Parsed = [];
  let current: { headers: PartHeaders; chunks: Buffer[] } | null = null;
  let ended = false;
  for (let at = 0, turn = 0; at < body.length; turn++) {
    const size = Math.max(1, sizes[turn % sizes.length]);
    for (const event of parser.push(body.subarray(at, at + size))) {
      if (event.kind === "part") current = { headers: event.headers, chunks: [] };
      else if (event.kind === "data") current?.chunks.push(Buffer.from(event.bytes));
      else if (event.kind === "partEnd" && current) {
        parts.push({ headers: current.headers, bytes: Buffer.concat(current.chunks) });
        current = null;
      } else if (event.kind === "end") ended = true;
    }
    at += size;
  }
  parser.end();
  expect(ended).toBe(true);
  return parts;
}

/** The body and boundary a browser-grade encoder (undici's FormData) makes of these entries. */
async function encode(entries: Array<[string, string | { name: string; bytes: Uint8Array }]>) {
  const form = new FormData();
  for (const [key, value] of entries) {
    if (typeof value === "string") form.append(key, value);
    else form.append(key, new Blob([new Uint8Array(value.bytes)], { type: "image/jpeg" }), value.name);
  }
  const response = new Response(form);
  const boundary = multipartBoundary(response.headers.get("content-type"));
  if (!boundary) throw new Error("no boundary");
  return { body: Buffer.from(await response.arrayBuffer()), boundary };
}

describe("the multipart parser", () => {
  it("reads what a browser's FormData sends, fields and files, however the body is cut into chunks", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.oneof(
            fc.tuple(fc.string({ minLength: 1, maxLength: 12 }), fc.string({ maxLength: 200 })),
            fc.tuple(
              fc.string({ minLength: 1, maxLength: 12 }),
              // A file's name is never empty here: undici reads a part with filename="" back as text.
              fc.record({
                name: fc.string({ minLength: 1, maxLength: 20 }),
                bytes: fc.uint8Array({ maxLength: 3000 }),
              }),
            ),
          ),
          { maxLength: 6 },
        ),
        fc.array(fc.integer({ min: 1, max: 700 }), { minLength: 1, maxLength: 5 }),
        async (entries, sizes) => {
          const { body, boundary } = await encode(entries);
          const parts = parse(body, boundary, sizes);
          // What undici itself reads back out of the same bytes.
          const expected = await new Response(body, {
            headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
          }).formData();
          const want = await Promise.all(
            [...expected].map(async ([key, value]) => ({
              name: key,
              isFile: typeof value !== "string",
              bytes: typeof value === "string" ? Buffer.from(value) : Buffer.from(await value.arrayBuffer()),
            })),
          );
          expect(
            parts.map((part) => ({
              name: part.headers.name,
              isFile: part.headers.filename !== undefined,
              // Text is compared as read (UTF-8), as FormData hands it out.
              bytes: part.headers.filename === undefined ? Buffer.from(part.bytes.toString("utf8")) : part.bytes,
            })),
          ).toEqual(want);
        },
      ),
      { numRuns: 150 },
    );
  });

  it("keeps bytes that look like the start of a boundary inside a file", () => {
    const boundary = "XyZ123";
    const file = Buffer.from("a\r\n--XyZ12\r\n--XyZ\r\n-\r\n--b\r\n");
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="a;b %22c%22\\.jpg"\r\n`),
      Buffer.from("Content-Type: image/jpeg\r\n\r\n"),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    for (const size of [1, 2, 3, 5, 9, body.length]) {
      const [part] = parse(body, boundary, [size]);
      expect(part.headers).toEqual({ name: "photo", filename: 'a;b "c"\\.jpg', contentType: "image/jpeg" });
      expect(part.bytes.equals(file)).toBe(true);
    }
  });

  it("refuses a body cut off before its closing boundary, and a part without a form-data head", () => {
    const boundary = "b0undary";
    const whole = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="a"\r\n\r\nvalue\r\n--${boundary}--\r\n`,
    );
    for (const cut of [10, 40, whole.length - 12, whole.length - 4]) {
      const parser = createMultipartParser(boundary);
      parser.push(whole.subarray(0, cut));
      expect(() => parser.end()).toThrow(MultipartError);
    }
    const noName = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data\r\n\r\nx\r\n--${boundary}--`);
    expect(() => createMultipartParser(boundary).push(noName)).toThrow(MultipartError);
    const noHead = Buffer.from(`--${boundary}\r\nX-Other: 1\r\n\r\nx\r\n--${boundary}--`);
    expect(() => createMultipartParser(boundary).push(noHead)).toThrow(MultipartError);
    const longHead = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${"a".repeat(20_000)}"`);
    expect(() => createMultipartParser(boundary).push(longHead)).toThrow(MultipartError);
  });

  it("takes the boundary from the Content-Type, quoted or not, and nothing else as multipart", () => {
    expect(multipartBoundary("multipart/form-data; boundary=----abc")).toBe("----abc");
    expect(multipartBoundary('Multipart/Form-Data; charset=utf-8; boundary="a b:c"')).toBe("a b:c");
    expect(multipartBoundary("multipart/form-data")).toBeNull();
    expect(multipartBoundary("multipart/mixed; boundary=x")).toBeNull();
    expect(multipartBoundary(null)).toBeNull();
  });
});
