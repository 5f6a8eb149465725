// Brotli (best quality) and gzip copies of the built scripts and styles, beside them (file.js.br, file.js.gz):
// made once per build, so the server never compresses a built file on a request (decision 089).
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { extname, join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const TEXT = new Set([".js", ".css", ".map", ".json", ".svg", ".txt"]);

/** Writes the copies for every text file of at least 1 KB under `dir`; returns how many files it compressed. */
export function precompressBuild(dir: string): number {
  let count = 0;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !TEXT.has(extname(entry.name))) continue;
    const file = join(entry.parentPath ?? (entry as unknown as { path: string }).path, entry.name);
    const raw = readFileSync(file);
    if (raw.length < 1024) continue;
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
