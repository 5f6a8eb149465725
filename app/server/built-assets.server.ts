// The built scripts and styles (public/build) have hashed names and never change: each is read once, with the
// Brotli and gzip copies the build made beside it (scripts/precompress-build.ts), and answered from memory
// before any page middleware runs (decision 089). A phone's first page asks for ~60 of them; each used to pass
// the request log, the metrics, a CSP nonce and a Brotli encoder on every request.
import { readFile } from "node:fs/promises";
import { extname, join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { NextFunction, Request, Response } from "express";
import { isPublicFile, listPublicFiles } from "./public-files.server";

type Encoded = { identity: Buffer; br: Buffer; gzip: Buffer };

const TEXT = new Set([".js", ".css", ".map", ".json", ".svg", ".txt"]);

/** Worth compressing: text, over one TCP segment or so. The build's copies and the server follow this one rule. */
export function isCompressible(path: string, bytes: number): boolean {
  return TEXT.has(extname(path)) && bytes >= 1024;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function readOrMake(file: string, make: () => Promise<Buffer>): Promise<Buffer> {
  try {
    return await readFile(file);
  } catch {
    return make();
  }
}

async function load(file: string): Promise<Encoded> {
  const identity = await readFile(file);
  if (!isCompressible(file, identity.length)) return { identity, br: identity, gzip: identity };
  // A build without its compressed copies (one made before them, or `remix build` run by hand) is compressed
  // here, once per file.
  const [br, gz] = await Promise.all([
    readOrMake(`${file}.br`, () => brotli(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })),
    readOrMake(`${file}.gz`, () => gzipAsync(identity)),
  ]);
  return { identity, br, gzip: gz };
}

/**
 * Express middleware for `/build`: GET and HEAD of a built file (listed when the server starts), immutable for a
 * year, in the encoding the browser takes. Anything else goes on to the app (its 404 page).
 */
export function builtAssets(root: string) {
  // The compressed copies are not files of their own to the browser.
  const files = new Set([...listPublicFiles(root)].filter((path) => !/\.(br|gz)$/.test(path)));
  const cache = new Map<string, Promise<Encoded>>();
  return (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || !isPublicFile(files, req.path)) return next();
    const path = decodeURIComponent(req.path);
    let entry = cache.get(path);
    if (!entry) {
      entry = load(join(root, path));
      cache.set(path, entry);
      entry.catch(() => cache.delete(path));
    }
    entry.then(
      (encoded) => {
        const compressible = encoded.br !== encoded.identity;
        const encoding = compressible ? req.acceptsEncodings("br", "gzip", "identity") : "identity";
        const body = encoding === "br" ? encoded.br : encoding === "gzip" ? encoded.gzip : encoded.identity;
        res.type(extname(path));
        res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
        res.setHeader("X-Content-Type-Options", "nosniff");
        if (compressible) res.setHeader("Vary", "Accept-Encoding");
        if (encoding === "br" || encoding === "gzip") res.setHeader("Content-Encoding", encoding);
        res.setHeader("Content-Length", String(body.length));
        res.end(req.method === "HEAD" ? undefined : body);
      },
      (error: unknown) => next(error),
    );
  };
}
