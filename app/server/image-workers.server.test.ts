import os from "node:os";
import sharp from "sharp";
import { createImageWorker } from "./image-workers.server";

describe("the image worker process", () => {
  it("runs the pipeline at the lowest CPU priority, and a worker that dies on a file refuses that file and is started again", async () => {
    const worker = createImageWorker();
    try {
      const small = await sharp({ create: { width: 900, height: 600, channels: 3, background: "#884422" } })
        .jpeg()
        .toBuffer();
      const first = await worker.run(small, "photo");
      expect(first).toMatchObject({ image: { width: 900, height: 600 } });
      const pid = worker.pid();
      expect(pid).toBeGreaterThan(0);
      if (process.platform === "linux") expect(os.getPriority(pid)).toBe(19);

      // A photo big enough to still be decoding when its worker is killed.
      const big = await sharp({
        create: {
          width: 6000,
          height: 4000,
          channels: 3,
          background: "#808080",
          noise: { type: "gaussian", mean: 128, sigma: 60 },
        },
      })
        .jpeg({ quality: 90 })
        .toBuffer();
      const running = worker.run(big, "photo");
      await new Promise((resolve) => setTimeout(resolve, 50));
      process.kill(pid!, "SIGKILL");
      expect(await running).toEqual({ crashed: true });

      const again = await worker.run(small, "avatar");
      expect(again).toMatchObject({ image: { width: 256, height: 256 } });
      expect(worker.pid()).not.toBe(pid);
    } finally {
      worker.stop();
    }
  });

  it("answers a refusal's reason for a file that is not a picture, without stopping", async () => {
    const worker = createImageWorker();
    try {
      expect(await worker.run(Buffer.from("GIF89a<html><script>alert(1)</script>"), "photo")).toEqual({
        refused: "notAPicture",
      });
      const truncated = (
        await sharp({ create: { width: 64, height: 64, channels: 3, background: "#000" } })
          .png()
          .toBuffer()
      ).subarray(0, 60);
      expect(await worker.run(truncated, "photo")).toEqual({ refused: "unreadable" });
    } finally {
      worker.stop();
    }
  });

  it("stops a worker left without work, and starts one again for the next file", async () => {
    const worker = createImageWorker({ idleMs: 200 });
    try {
      const small = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#224488" } })
        .png()
        .toBuffer();
      expect(await worker.run(small, "photo")).toMatchObject({ image: { width: 300, height: 200 } });
      const pid = worker.pid();
      await vi.waitFor(() => expect(worker.pid()).toBeUndefined(), { timeout: 5000, interval: 50 });
      expect(() => process.kill(pid!, 0)).toThrow();
      expect(await worker.run(small, "avatar")).toMatchObject({ image: { width: 256, height: 256 } });
    } finally {
      worker.stop();
    }
  });
});
