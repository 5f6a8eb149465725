// Pictures on a temporary disk folder for one test file: the storage is swapped in before its tests and back
// after; `stored()` lists the file names written there.
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { diskStorage, useImageStorage } from "~/server/image-storage.server";

export function withDiskImages(prefix: string): { stored: () => Promise<string[]> } {
  let root = "";
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), `roots-${prefix}-`));
    useImageStorage(diskStorage(root));
  });
  afterAll(async () => {
    useImageStorage(undefined);
    await rm(root, { recursive: true, force: true });
  });
  return {
    stored: async () => {
      const out: string[] = [];
      for (const folder of await readdir(root)) out.push(...(await readdir(path.join(root, folder))));
      return out.sort();
    },
  };
}
