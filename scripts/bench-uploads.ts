// Uploads in `npm run bench` (issue 26): how many 4 MB phone photos a second the server takes in (processed
// and stored, as POST /api/photos does for the composer), and what five uploads running at once do to GET /'s
// p99, against GET / alone (aim: <= 1.5x). Uploads rotate over many members' tokens, so the per-member upload
// budget (20 a minute) is not what is measured.
import autocannon from "autocannon";
import sharp from "sharp";

export type UploadFigures = {
  photoBytes: number;
  uploadsPerSecond: number;
  uploadMeanMs: number;
  /** Server CPU per upload (ms): the event loop's thread, and all of it; null where /proc is missing. */
  cpuPerUpload: { eventLoop: number; total: number } | null;
  alone: { p50: number; p99: number };
  busy: { p50: number; p99: number; uploads: number; failures: number };
};

/** A phone-sized photo that compresses as a real one does not: noise, 4032 x 3024 at JPEG quality 45 (~4 MB). */
async function phonePhoto(): Promise<Buffer> {
  const width = 4032;
  const height = 3024;
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 42;
  for (let i = 0; i < pixels.length; i++) {
    seed = (seed * 1103515245 + 12345) >>> 0;
    pixels[i] = (seed >>> 16) & 0xff;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 45 })
    .toBuffer();
}

export async function uploadFigures(
  base: string,
  cookie: string,
  tokens: string[],
  seconds = 10,
  serverCpu: () => { total: number; eventLoop: number } | null = () => null,
): Promise<UploadFigures> {
  const photo = await phonePhoto();
  let turn = 0;
  const upload = async (): Promise<boolean> => {
    const form = new FormData();
    form.append("photo", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), "IMG_0001.jpg");
    const token = tokens[turn++ % tokens.length];
    const response = await fetch(`${base}/api/photos`, {
      method: "POST",
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
    await response.arrayBuffer();
    return response.status === 201;
  };

  // Uploads per second: two at a time (IMAGE_CONCURRENCY is 1: the second waits in the pool's queue).
  const count = 12;
  const cpuBefore = serverCpu();
  const started = performance.now();
  let next = 0;
  await Promise.all(
    [0, 1].map(async () => {
      while (next++ < count) if (!(await upload())) throw new Error("an upload failed in the bench");
    }),
  );
  const elapsed = performance.now() - started;
  const cpuAfter = serverCpu();
  const cpuPerUpload =
    cpuBefore && cpuAfter
      ? {
          eventLoop: (cpuAfter.eventLoop - cpuBefore.eventLoop) / count,
          total: (cpuAfter.total - cpuBefore.total) / count,
        }
      : null;

  const page = { url: `${base}/`, headers: { cookie }, connections: 4 };
  await autocannon({ ...page, duration: 2 });
  const alone = await autocannon({ ...page, duration: seconds });

  let running = true;
  let uploads = 0;
  let failures = 0;
  const uploaders = Array.from({ length: 5 }, async () => {
    while (running) {
      if (await upload().catch(() => false)) uploads++;
      else failures++;
    }
  });
  const busy = await autocannon({ ...page, duration: seconds });
  running = false;
  await Promise.all(uploaders);

  return {
    photoBytes: photo.length,
    uploadsPerSecond: (count * 1000) / elapsed,
    uploadMeanMs: elapsed / count,
    cpuPerUpload,
    alone: { p50: alone.latency.p50, p99: alone.latency.p99 },
    busy: { p50: busy.latency.p50, p99: busy.latency.p99, uploads, failures },
  };
}

export function printUploadFigures(figures: UploadFigures): void {
  const { alone, busy } = figures;
  console.log(
    `uploads of a ${(figures.photoBytes / 1e6).toFixed(1)} MB phone photo: ${figures.uploadsPerSecond.toFixed(2)}/s ` +
      `(${figures.uploadMeanMs.toFixed(0)} ms each, two at a time)`,
  );
  // Steadier than the latencies on a shared machine: what the event loop spends on each upload.
  if (figures.cpuPerUpload)
    console.log(
      `server CPU per upload: ${figures.cpuPerUpload.eventLoop.toFixed(0)} ms on the event loop's thread, ` +
        `${figures.cpuPerUpload.total.toFixed(0)} ms in all`,
    );
  console.log(
    `GET / p99 alone ${alone.p99} ms (p50 ${alone.p50}); with 5 uploads running ${busy.p99} ms (p50 ${busy.p50}; ` +
      `${busy.uploads} uploads, ${busy.failures} refused): ${(busy.p99 / Math.max(alone.p99, 1)).toFixed(2)}x (aim <= 1.5x)`,
  );
}
