// Turning an uploaded file into the pictures we store (decision 050). The type is decided from the bytes; the
// file is decoded by sharp (libvips) with a pixel limit, turned upright by its EXIF orientation and re-encoded
// as WebP at the sizes the pages use. Nothing of the original survives: no EXIF (GPS), XMP, ICC comments,
// trailing bytes or the member's file name. Decoding runs in a bounded pool so a burst of uploads waits its
// turn instead of taking every core from page requests.
import os from "node:os";
import sharp, { type Metadata, type Sharp } from "sharp";
import { AppError } from "~/lib/errors";
import { createBoundedPool, type BoundedPool } from "./bounded-pool.server";
import { getEnv } from "./env.server";
import { IMAGE_COPY } from "~/copy/images";

// One libvips thread per picture (IMAGE_CONCURRENCY pictures at once), and no operation cache holding pixels.
sharp.concurrency(1);
sharp.cache(false);

/** A picture larger than this many pixels is refused before it is decoded (decompression bombs). 50 MP. */
export const MAX_INPUT_PIXELS = 50_000_000;

export type ImageType = "jpeg" | "png" | "webp" | "gif" | "heic" | "avif";
export type ImagePurpose = "avatar" | "photo";

/** The widths stored for each purpose: avatars are cropped square. */
export const IMAGE_WIDTHS: Record<ImagePurpose, readonly number[]> = { avatar: [256], photo: [640, 1280] };

export type ProcessedImage = {
  /** Each stored size, smallest first; widths are unique. */
  variants: Array<{ width: number; height: number; bytes: Buffer }>;
  /** Of the largest variant. */
  width: number;
  height: number;
  /** A blurred picture a dozen pixels wide, as a data: URL (a few hundred bytes), shown while the photo loads. */
  placeholder: string;
};

/** The placeholder's width: enough for the colours and shapes, small enough to ride in the page. */
const PLACEHOLDER_WIDTH = 12;

function startsWith(bytes: Buffer, signature: number[], offset = 0): boolean {
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

/** The picture type the bytes begin with, whatever the file's name or declared type says; null if none of ours. */
export function sniffImageType(bytes: Buffer): ImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (bytes.subarray(0, 4).toString("latin1") === "RIFF" && bytes.subarray(8, 12).toString("latin1") === "WEBP")
    return "webp";
  const head6 = bytes.subarray(0, 6).toString("latin1");
  if (head6 === "GIF87a" || head6 === "GIF89a") return "gif";
  if (bytes.subarray(4, 8).toString("latin1") === "ftyp") {
    const brand = bytes.subarray(8, 12).toString("latin1");
    if (["heic", "heix", "hevc", "hevx", "heim", "heis", "mif1", "msf1"].includes(brand)) return "heic";
    if (brand === "avif" || brand === "avis") return "avif";
  }
  return null;
}

// What a browser or a PDF reader would take the file for, were it ever served as it came (we never do: it is
// re-encoded). A picture carrying any of these near its start or end, or a script anywhere, is refused.
const FOREIGN_NEAR_EDGES = ["<html", "<!doctype", "<svg", "<?xml", "%pdf-", "<body", "<head", "<iframe"];
const FOREIGN_ANYWHERE = ["<script", "<html", "javascript:"];

/** True when the bytes read as another kind of document too (a polyglot). */
export function looksLikePolyglot(bytes: Buffer): boolean {
  const edge = 1024;
  const head = bytes.subarray(0, edge).toString("latin1").toLowerCase();
  const tail = bytes
    .subarray(Math.max(0, bytes.length - edge))
    .toString("latin1")
    .toLowerCase();
  if (FOREIGN_NEAR_EDGES.some((marker) => head.includes(marker) || tail.includes(marker))) return true;
  const all = bytes.toString("latin1").toLowerCase();
  return FOREIGN_ANYWHERE.some((marker) => all.includes(marker));
}

const refused = (message: string) => new AppError("validation", message);

let pool: BoundedPool | undefined;
function processingPool(): BoundedPool {
  pool ??= createBoundedPool({
    concurrency: Math.min(getEnv().IMAGE_CONCURRENCY, Math.max(1, os.availableParallelism())),
    queue: 32,
    full: () => new AppError("unavailable", IMAGE_COPY.busy, { retryAfterSeconds: 5 }),
  });
  return pool;
}

/**
 * The stored sizes of one uploaded file, or an AppError (400) saying why not: not a picture we read (by its
 * bytes), a document hiding in one, too many pixels, or undecodable.
 */
export async function processImage(bytes: Buffer, purpose: ImagePurpose): Promise<ProcessedImage> {
  const type = sniffImageType(bytes);
  if (!type) throw refused(IMAGE_COPY.notAPicture);
  if (looksLikePolyglot(bytes)) throw refused(IMAGE_COPY.notAPicture);
  return processingPool().run(() => decode(bytes, type, purpose));
}

async function decode(bytes: Buffer, type: ImageType, purpose: ImagePurpose): Promise<ProcessedImage> {
  // The header alone: a 50,000 x 50,000 picture in a few kilobytes is refused here without decoding a pixel.
  let input: Sharp;
  let meta: Metadata;
  try {
    input = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error", animated: false, autoOrient: true });
    meta = await input.metadata();
  } catch (error) {
    throw unreadable(error, type);
  }
  if (!meta.width || !meta.height) throw refused(IMAGE_COPY.unreadable);
  if (meta.width * meta.height > MAX_INPUT_PIXELS) throw refused(IMAGE_COPY.tooManyPixels);
  try {
    // The placeholder is made beside the sizes and awaited with them: a damaged file fails them all at once.
    const [tiny, ...outputs] = await Promise.all([
      input
        .clone()
        .resize({ width: PLACEHOLDER_WIDTH, height: PLACEHOLDER_WIDTH, fit: "inside" })
        .blur(1)
        .webp({ quality: 40, effort: 3 })
        .toBuffer({ resolveWithObject: true }),
      ...IMAGE_WIDTHS[purpose].map((width) =>
        (purpose === "avatar"
          ? input.clone().resize(width, width, { fit: "cover", position: "attention" })
          : input.clone().resize({ width, height: width, fit: "inside", withoutEnlargement: true })
        )
          // No keepMetadata/withMetadata: the output carries no EXIF, XMP or ICC profile (sRGB pixels).
          .webp({ quality: 80, effort: 3 })
          .toBuffer({ resolveWithObject: true }),
      ),
    ]);
    const variants: ProcessedImage["variants"] = [];
    for (const { data, info } of outputs) {
      if (variants.some((variant) => variant.width === info.width)) continue;
      variants.push({ width: info.width, height: info.height, bytes: data });
    }
    variants.sort((a, b) => a.width - b.width);
    const largest = variants[variants.length - 1];
    const placeholder = `data:image/webp;base64,${tiny.data.toString("base64")}`;
    return { variants, width: largest.width, height: largest.height, placeholder };
  } catch (error) {
    throw unreadable(error, type);
  }
}

function unreadable(error: unknown, type: ImageType): AppError {
  const message = (error as Error).message ?? "";
  if (/pixel limit/i.test(message)) return refused(IMAGE_COPY.tooManyPixels);
  if (type === "heic") return refused(IMAGE_COPY.heic);
  return refused(IMAGE_COPY.unreadable);
}
