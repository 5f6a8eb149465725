// Brotli (best quality) and gzip copies of the built scripts and styles, beside them (file.js.br, file.js.gz):
// made once per build, so the server never compresses a built file on a request (decision 089).
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { isCompressible } from "../app/server/built-assets.server";
import { listPublicFiles } from "../app/server/public-files.server";

/** Writes the copies for every compressible file under `dir`; returns how many files it compressed. */
export function precompressBuild(dir: string): number {
  let count = 0;
  for (const path of listPublicFiles(dir)) {
    const file = join(dir, path);
    const raw = readFileSync(file);
    if (!isCompressible(file, raw.length)) continue;
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(raw, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
      }),
    );
    writeFileSync(`${file}.gz`, gzipSync(raw, { level: 9 }));
    count += 1;
  }
  return count;
}
