import { isAppError } from "~/lib/errors";
import { IMAGE_COPY } from "~/copy/images";
import { readUploadForm } from "./upload-body.server";

const MB = 1024 * 1024;

/** A request whose body is sent in 64 KB chunks, counting how many bytes the server pulled. */
async function request(form: FormData, cut?: number) {
  const encoded = new Response(form);
  let body = Buffer.from(await encoded.arrayBuffer());
  if (cut !== undefined) body = body.subarray(0, cut);
  const read = { bytes: 0, total: body.length };
  let at = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (at >= body.length) return controller.close();
      const chunk = body.subarray(at, at + 64 * 1024);
      at += chunk.length;
      read.bytes += chunk.length;
      controller.enqueue(chunk);
    },
  });
  const req = new Request("http://localhost/api/posts", {
    method: "POST",
    body: stream,
    headers: { "content-type": encoded.headers.get("content-type")! },
    duplex: "half",
  } as RequestInit);
  return { req, read };
}

const file = (bytes: number, fill = 1) => new Blob([new Uint8Array(bytes).fill(fill)], { type: "image/jpeg" });

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!isAppError(error)) throw new Error(`expected an AppError, got ${String(error)}`);
  return { code: error.code, message: error.message };
}

describe("reading an upload form", () => {
  it("gives the fields and each non-empty file with the description of its own slot", async () => {
    const form = new FormData();
    form.append("content", "Dinner ☺");
    form.append("photos", file(3000, 7), "a.jpg");
    form.append("alt", "first");
    // An input left empty (browsers send filename="", which undici leaves out: any name will do).
    form.append("photos", new Blob([]), "empty");
    form.append("alt", "");
    form.append("photos", file(70_000, 9), "c.jpg");
    form.append("alt", "third");
    const { req } = await request(form);
    const { form: fields, files } = await readUploadForm(req, { fileField: "photos", altField: "alt", maxFiles: 4 });
    expect(fields).toEqual({ content: "Dinner ☺" });
    expect(files.map((f) => [f.bytes.length, f.bytes[0], f.alt])).toEqual([
      [3000, 7, "first"],
      [70_000, 9, "third"],
    ]);
  });

  it("stops reading at a file past 10 MB (413) or a fifth file (400), and refuses a body cut off half-way (400)", async () => {
    const big = new FormData();
    big.append("photos", file(12 * MB), "big.jpg");
    const tooBig = await request(big);
    expect(await refusal(readUploadForm(tooBig.req, { fileField: "photos", maxFiles: 4 }))).toEqual({
      code: "payload_too_large",
      message: IMAGE_COPY.tooLarge,
    });
    // The rest of the body was never pulled.
    expect(tooBig.read.bytes).toBeLessThan(10 * MB + 256 * 1024);

    const five = new FormData();
    for (let i = 0; i < 5; i++) five.append("photos", file(1 * MB), `${i}.jpg`);
    const tooMany = await request(five);
    expect(await refusal(readUploadForm(tooMany.req, { fileField: "photos", maxFiles: 4 }))).toEqual({
      code: "validation",
      message: IMAGE_COPY.tooMany,
    });
    expect(tooMany.read.bytes).toBeLessThan(4 * MB + 256 * 1024);

    const one = new FormData();
    one.append("photos", file(500_000), "a.jpg");
    const cut = await request(one, 250_000);
    expect(await refusal(readUploadForm(cut.req, { fileField: "photos", maxFiles: 4 }))).toEqual({
      code: "validation",
      message: IMAGE_COPY.uploadBroken,
    });
  });
});
