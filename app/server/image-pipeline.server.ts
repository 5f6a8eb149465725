// Turning an uploaded file into the pictures we store (decision 050). The type is decided from the bytes; the
// file is decoded by sharp (libvips) with a pixel limit, turned upright by its EXIF orientation and re-encoded
// as WebP at the sizes the pages use. Nothing of the original survives: no EXIF (GPS), XMP, ICC comments,
// trailing bytes or the member's file name. This runs inside the image worker process (image-worker.ts), so it
// imports nothing of the app but sharp, and answers a refusal's reason instead of throwing the app's errors.
import type { Metadata, Sharp } from "sharp";

type SharpModule = (typeof import("sharp"))["default"];
let loaded: Promise<SharpModule> | undefined;
/**
 * sharp (libvips), loaded by the first picture: the server imports this file for what sniffs a file's type, and
 * only the image workers decode (a seventh of a second of every start otherwise).
 */
function sharpModule(): Promise<SharpModule> {
  return (loaded ??= import("sharp").then(({ default: sharp }) => {
    // One libvips thread per picture, and no operation cache holding pixels.
    sharp.concurrency(1);
    sharp.cache(false);
    return sharp;
  }));
}

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

/** Why a file was refused; the app turns each into its message (IMAGE_COPY). */
export type Refusal = "notAPicture" | "unreadable" | "tooManyPixels" | "heic";
export type PipelineResult = { image: ProcessedImage } | { refused: Refusal };

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

/**
 * The stored sizes of one uploaded file, or why not: not a picture we read (by its bytes), a document hiding
 * in one, too many pixels, or undecodable.
 */
export async function processPicture(bytes: Buffer, purpose: ImagePurpose): Promise<PipelineResult> {
  const type = sniffImageType(bytes);
  if (!type || looksLikePolyglot(bytes)) return { refused: "notAPicture" };
  // The header alone: a 50,000 x 50,000 picture in a few kilobytes is refused here without decoding a pixel.
  const sharp = await sharpModule();
  let input: Sharp;
  let meta: Metadata;
  try {
    input = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error", animated: false, autoOrient: true });
    meta = await input.metadata();
  } catch (error) {
    return { refused: unreadable(error, type) };
  }
  if (!meta.width || !meta.height) return { refused: "unreadable" };
  if (meta.width * meta.height > MAX_INPUT_PIXELS) return { refused: "tooManyPixels" };
  try {
    return { image: await resize(input, purpose) };
  } catch (error) {
    return { refused: unreadable(error, type) };
  }
}

/**
 * The file is decoded once, straight to the largest size (libjpeg's shrink-on-load reads a 12 MP photo at half
 * or a quarter of its size), and every smaller size and the placeholder are made from those pixels: decoding
 * it once per size, three at a time, took 354 ms of CPU on the bench's 4 MB photo and this 257 (decision 050).
 */
async function resize(input: Sharp, purpose: ImagePurpose): Promise<ProcessedImage> {
  const sharp = await sharpModule();
  const widths = IMAGE_WIDTHS[purpose];
  const largest = widths[widths.length - 1];
  const decoded =
    purpose === "avatar"
      ? input.resize(largest, largest, { fit: "cover", position: "attention" })
      : input.resize({ width: largest, height: largest, fit: "inside", withoutEnlargement: true });
  // No keepMetadata/withMetadata anywhere: the outputs carry no EXIF, XMP or ICC profile (sRGB pixels).
  const { data, info } = await decoded.raw().toBuffer({ resolveWithObject: true });
  const pixels = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  const variants: ProcessedImage["variants"] = [];
  for (const width of widths) {
    const { data: bytes, info: out } = await pixels()
      .resize({ width, height: width, fit: "inside", withoutEnlargement: true })
      .webp({ quality: 80, effort: 3 })
      .toBuffer({ resolveWithObject: true });
    // A photo smaller than a size is not enlarged: that size is the same as the one before, and dropped.
    if (variants.some((variant) => variant.width === out.width)) continue;
    variants.push({ width: out.width, height: out.height, bytes });
  }
  const tiny = await pixels()
    .resize({ width: PLACEHOLDER_WIDTH, height: PLACEHOLDER_WIDTH, fit: "inside" })
    .blur(1)
    .webp({ quality: 40, effort: 3 })
    .toBuffer();
  const biggest = variants[variants.length - 1];
  const placeholder = `data:image/webp;base64,${tiny.toString("base64")}`;
  return { variants, width: biggest.width, height: biggest.height, placeholder };
}

function unreadable(error: unknown, type: ImageType): Refusal {
  const message = (error as Error).message ?? "";
  if (/pixel limit/i.test(message)) return "tooManyPixels";
  if (type === "heic") return "heic";
  return "unreadable";
}
