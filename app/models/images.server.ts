// Uploaded pictures (issue 26; decision 050): profile pictures, post photos and event covers. A file is
// processed (image-processing.server.ts) and its sizes stored (image-storage.server.ts) before any row is
// written; a failed write removes what was stored, and deleting the item removes its files. Every image is
// served only to members who may see the item it belongs to (readImage).
import { randomBytes } from "node:crypto";
import * as z from "zod";
import { db, sql, sqlJoin } from "~/server/db.server";
import { readRows } from "~/server/read-db.server";
import type { RowOf } from "~/server/row-shape.server";
import { AppError, isAppError } from "~/lib/errors";
import { parseInput } from "~/lib/validation";
import { isCleanText, MALFORMED_TEXT_MESSAGE } from "~/lib/text";
import { processImage, type ImagePurpose } from "~/server/image-processing.server";
import { imageStorage } from "~/server/image-storage.server";
import { IMAGE_COPY } from "~/copy/images";
import type { PostImage } from "~/lib/types/feed";
import { isBlockedBetween } from "./blocks.server";
import { activeMemberRule, hiddenRule } from "./visibility-rules.server";
import { canModerate, type Viewer } from "./viewer";
import { limitUploads, limitWrite } from "./write-limits.server";

export const MAX_PHOTOS_PER_POST = 4;
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const ALT_MAX = 500;
export const IMAGE_CONTENT_TYPE = "image/webp";

/** One uploaded file as the request carried it: its bytes (the name and declared type are never trusted). */
export type UploadedFile = { bytes: Buffer; alt?: string | null };

/** A processed picture whose files are stored, not yet recorded in a row. */
export type StoredImage = {
  key: string;
  sizes: number[];
  width: number;
  height: number;
  alt: string | null;
  placeholder: string | null;
};

const altSchema = z
  .string()
  .trim()
  .max(ALT_MAX, IMAGE_COPY.altTooLong)
  // NUL and lone surrogates are refused, as in all text (ARCHITECTURE rule 10).
  .refine(isCleanText, MALFORMED_TEXT_MESSAGE)
  .optional()
  .nullable();

/** Whether a refusal is about a photo (the composer then opens its photos again). */
export function isPhotoError(error: unknown): boolean {
  return isAppError(error) && (Object.values(IMAGE_COPY) as string[]).includes(error.message);
}

export function fileName(key: string, width: number): string {
  return `${key}-${width}.webp`;
}

/** The address a stored size is served at (readImage answers it). */
export function imageUrl(key: string, width: number): string {
  return `/images/${fileName(key, width)}`;
}

function namesOf(image: { key: string; sizes: number[] | string }): string[] {
  return sizesOf(image.sizes).map((width) => fileName(image.key, width));
}

function sizesOf(sizes: number[] | string): number[] {
  return typeof sizes === "string" ? sizes.split(",").map(Number) : sizes;
}

/** How a post, event or API answer shows a picture: its sizes' addresses, the largest's width and height, alt. */
export function toPostImage(row: {
  key: string;
  sizes: string;
  width: number;
  height: number;
  alt: string | null;
  placeholder: string | null;
}): PostImage {
  const sizes = sizesOf(row.sizes);
  const largest = sizes[sizes.length - 1];
  return {
    url: imageUrl(row.key, largest),
    width: row.width,
    height: row.height,
    alt: row.alt,
    srcset: sizes.map((width) => `${imageUrl(row.key, width)} ${width}w`).join(", "),
    placeholder: row.placeholder,
  };
}

/**
 * Checks the member's upload budget, processes every file (all or none: one bad file refuses the lot with its
 * message) and stores their sizes. Nothing is stored when any file is refused.
 */
export async function storeUploads(
  viewer: Viewer,
  files: UploadedFile[],
  purpose: ImagePurpose,
  { maxFiles = MAX_PHOTOS_PER_POST }: { maxFiles?: number } = {},
): Promise<StoredImage[]> {
  if (files.length > maxFiles) throw new AppError("validation", IMAGE_COPY.tooMany);
  if (files.some((file) => file.bytes.length > MAX_IMAGE_BYTES))
    throw new AppError("payload_too_large", IMAGE_COPY.tooLarge);
  const alts = files.map((file) => parseInput(altSchema, file.alt, IMAGE_COPY.altTooLong) || null);
  if (files.length === 0) return [];
  await limitWrite(viewer.id, "upload");
  await limitUploads(viewer.id, files.length);
  const processed = [];
  for (const file of files) processed.push(await processImage(file.bytes, purpose));
  const stored: StoredImage[] = [];
  try {
    for (const [index, picture] of processed.entries()) {
      const key = randomBytes(16).toString("hex");
      const image = {
        key,
        sizes: picture.variants.map((variant) => variant.width),
        width: picture.width,
        height: picture.height,
        alt: alts[index],
        placeholder: picture.placeholder,
      };
      stored.push(image);
      await Promise.all(
        picture.variants.map((variant) =>
          imageStorage().put(fileName(key, variant.width), variant.bytes, IMAGE_CONTENT_TYPE),
        ),
      );
    }
  } catch (error) {
    await discardImages(stored);
    throw error;
  }
  return stored;
}

/** Removes stored files (of images never recorded, or whose rows are gone). A storage failure is logged, not thrown: the rows' change stands. */
export async function discardImages(images: Array<{ key: string; sizes: number[] | string }>): Promise<void> {
  if (images.length === 0) return;
  try {
    await imageStorage().remove(images.flatMap(namesOf));
  } catch (error) {
    console.warn(`could not remove ${images.length} image(s) from storage: ${(error as Error).message}`);
  }
}

/** The rows to write for stored images on a post (in order) or an event. */
export function imageRows(
  ownerId: string,
  images: StoredImage[],
  link: { kind: "avatar" } | { kind: "post"; postId: string | null } | { kind: "event"; eventId: string },
) {
  return images.map((image, position) => ({
    key: image.key,
    ownerId,
    kind: link.kind,
    sizes: image.sizes.join(","),
    width: image.width,
    height: image.height,
    alt: image.alt,
    placeholder: image.placeholder,
    position,
    postId: link.kind === "post" ? link.postId : null,
    eventId: link.kind === "event" ? link.eventId : null,
  }));
}

export const imageSelect = {
  key: true,
  sizes: true,
  width: true,
  height: true,
  alt: true,
  placeholder: true,
} as const;

/** imageSelect's columns as a raw read answers them. */
const imageRowShape = {
  key: "string",
  sizes: "string",
  width: "number",
  height: "number",
  alt: "string|null",
  placeholder: "string|null",
} as const;

/** A row of imagesOfPosts' read. */
export const postImageRowShape = { postId: "string", ...imageRowShape } as const;

/** A row of coversOfEvents' read. */
export const eventCoverRowShape = { eventId: "string", ...imageRowShape } as const;

/** The photos of a page of posts, in one statement whatever the page size: post id -> its photos in order. */
export async function imagesOfPosts(postIds: string[]): Promise<Map<string, PostImage[]>> {
  const byPost = new Map<string, PostImage[]>();
  if (postIds.length === 0) return byPost;
  // Raw (decision 022): with an orderBy, Prisma binds a LIMIT (SQLite) or OFFSET (PostgreSQL) though no page is
  // asked for, and SQLite compiles a statement with a bound LIMIT again on every run (decision 023).
  const rows = await readRows<Array<RowOf<typeof postImageRowShape>>>(sql`
    SELECT "postId", "key", "sizes", "width", "height", "alt", "placeholder" FROM "Image"
    WHERE "postId" IN (${sqlJoin(postIds)}) ORDER BY "postId", "position"`);
  for (const row of rows) {
    const list = byPost.get(row.postId) ?? [];
    list.push(toPostImage(row));
    byPost.set(row.postId, list);
  }
  return byPost;
}

/** A photo uploaded ahead of its post (the composer sends each as it is chosen, with a progress bar). */
export type UploadedPhotoRef = { id: string; alt?: string | null };

export const uploadedRefsSchema = z
  .array(
    z.object({
      id: z.string().regex(/^[a-f0-9]{32}$/, IMAGE_COPY.photoGone),
      alt: altSchema,
    }),
    { error: IMAGE_COPY.photoGone },
  )
  .max(MAX_PHOTOS_PER_POST, IMAGE_COPY.tooMany);

/** Checks the shape of `photos` ([{ id, alt }]) as a client sent it. */
export function parseUploadedRefs(input: unknown): UploadedPhotoRef[] {
  return input === undefined || input === null ? [] : parseInput(uploadedRefsSchema, input, IMAGE_COPY.photoGone);
}

/**
 * Stores one photo before its post exists: processed, stored and recorded as the member's, attached to nothing
 * (only its owner may see it; the hourly sweep removes one left unattached for a day). The post then names it.
 */
export async function uploadPhoto(viewer: Viewer, file: UploadedFile | undefined): Promise<PostImage & { id: string }> {
  if (!file)
    throw new AppError("validation", IMAGE_COPY.profilePictureMissing, {
      fields: { photo: IMAGE_COPY.profilePictureMissing },
    });
  const [image] = await storeUploads(viewer, [file], "photo", { maxFiles: 1 });
  try {
    await db.image.create({
      data: imageRows(viewer.id, [image], { kind: "post", postId: null })[0],
      select: { id: true },
    });
  } catch (error) {
    await discardImages([image]);
    throw error;
  }
  return { id: image.key, ...toPostImage({ ...image, sizes: image.sizes.join(",") }) };
}

/**
 * The member's own photos uploaded ahead (`refs`, in order), still attached to nothing: all of them, or the
 * "choose it again" refusal. Read inside the post's transaction, which then attaches them.
 */
export async function claimUploads(
  tx: Pick<typeof db, "image">,
  viewer: Viewer,
  refs: UploadedPhotoRef[],
): Promise<StoredImage[]> {
  if (refs.length === 0) return [];
  const rows = await tx.image.findMany({
    where: { key: { in: refs.map((ref) => ref.id) }, ownerId: viewer.id, kind: "post", postId: null },
    select: imageSelect,
  });
  const byKey = new Map(rows.map((row) => [row.key, row]));
  return refs.map((ref) => {
    const row = byKey.get(ref.id);
    if (!row) throw new AppError("validation", IMAGE_COPY.photoGone, { fields: { photos: IMAGE_COPY.photoGone } });
    return { ...row, sizes: sizesOf(row.sizes), alt: ref.alt || null };
  });
}

/** Attaches claimed uploads to a post at `from` onwards, each with its description. */
export async function attachUploads(
  tx: Pick<typeof db, "image">,
  postId: string,
  images: StoredImage[],
  from: number,
): Promise<void> {
  for (const [index, image] of images.entries())
    await tx.image.update({
      where: { key: image.key },
      data: { postId, position: from + index, alt: image.alt },
      select: { id: true },
    });
}

/** Photos uploaded ahead and never posted, after a day: rows and files go. */
export async function deleteAbandonedUploads(now = new Date(), olderThanMs = 24 * 60 * 60 * 1000): Promise<number> {
  const where = { kind: "post" as const, postId: null, createdAt: { lt: new Date(now.getTime() - olderThanMs) } };
  const rows = await db.image.findMany({ where, select: { key: true, sizes: true }, take: 1000 });
  if (rows.length === 0) return 0;
  await db.image.deleteMany({ where: { ...where, key: { in: rows.map((row) => row.key) } } });
  await discardImages(rows);
  return rows.length;
}

/** The covers of a page of events, in one statement whatever the page size: event id -> its cover. */
export async function coversOfEvents(
  eventIds: string[],
  client?: Pick<typeof db, "image">,
): Promise<Map<string, PostImage>> {
  const byEvent = new Map<string, PostImage>();
  if (eventIds.length === 0) return byEvent;
  const rows = client
    ? await client.image.findMany({
        where: { eventId: { in: eventIds } },
        select: { ...imageSelect, eventId: true },
      })
    : // Raw (decision 022) outside a transaction: a page of events reads its covers on every load.
      await readRows<Array<RowOf<typeof eventCoverRowShape>>>(sql`
        SELECT "eventId", "key", "sizes", "width", "height", "alt", "placeholder" FROM "Image"
        WHERE "eventId" IN (${sqlJoin(eventIds)})`);
  for (const row of rows) byEvent.set(row.eventId!, toPostImage(row));
  return byEvent;
}

/** The profile picture's one size. */
export const AVATAR_WIDTH = 256;

/** Sets the member's profile picture (square, 256 px); the previous one's files go. */
export async function setProfilePicture(
  viewer: Viewer,
  file: UploadedFile | null,
): Promise<{ profileImageUrl: string }> {
  if (!file || file.bytes.length === 0)
    throw new AppError("validation", IMAGE_COPY.profilePictureMissing, {
      fields: { picture: IMAGE_COPY.profilePictureMissing },
    });
  const [image] = await storeUploads(viewer, [{ bytes: file.bytes }], "avatar", { maxFiles: 1 });
  const profileImageUrl = imageUrl(image.key, image.sizes[image.sizes.length - 1]);
  let previous: Array<{ key: string; sizes: string }>;
  try {
    previous = await db.$transaction(async (tx) => {
      const old = await tx.image.findMany({
        where: { ownerId: viewer.id, kind: "avatar" },
        select: { key: true, sizes: true },
      });
      await tx.image.deleteMany({ where: { ownerId: viewer.id, kind: "avatar" } });
      await tx.image.createMany({ data: imageRows(viewer.id, [image], { kind: "avatar" }) });
      await tx.user.update({ where: { id: viewer.id }, data: { profileImageUrl }, select: { id: true } });
      return old;
    });
  } catch (error) {
    await discardImages([image]);
    throw error;
  }
  await discardImages(previous);
  return { profileImageUrl };
}

/** Back to the generated avatar; the picture's files go. */
export async function removeProfilePicture(viewer: Viewer): Promise<void> {
  await limitWrite(viewer.id, "profile");
  const previous = await db.$transaction(async (tx) => {
    const old = await tx.image.findMany({
      where: { ownerId: viewer.id, kind: "avatar" },
      select: { key: true, sizes: true },
    });
    await tx.image.deleteMany({ where: { ownerId: viewer.id, kind: "avatar" } });
    await tx.user.update({ where: { id: viewer.id }, data: { profileImageUrl: null }, select: { id: true } });
    return old;
  });
  await discardImages(previous);
}

const NAME = /^([a-f0-9]{32})-(\d{1,5})\.webp$/;
const imageNotFound = () => new AppError("not_found", IMAGE_COPY.imageNotFound);

/**
 * One stored size of a picture, for a signed-in member who may see what it belongs to (ARCHITECTURE rule 11):
 * a post's photo as the post (its author active or the viewer a moderator, not hidden but for its author and
 * admins, neither blocking the other); an event's cover as the event; a profile picture as its member (active,
 * not blocked either way). Anything else, and a name that is not ours, is "Image not found" (404).
 */
export async function readImage(viewer: Viewer, name: string): Promise<{ bytes: Buffer; contentType: string }> {
  const match = NAME.exec(name);
  if (!match) throw imageNotFound();
  const [, key, width] = match;
  const row = await db.image.findUnique({
    where: { key },
    select: {
      sizes: true,
      kind: true,
      ownerId: true,
      owner: { select: { status: true } },
      post: { select: { authorId: true, hiddenAt: true, author: { select: { status: true } } } },
      event: { select: { organizerId: true, hiddenAt: true } },
    },
  });
  if (!row || !sizesOf(row.sizes).includes(Number(width))) throw imageNotFound();
  if (!mayView(viewer, row)) throw imageNotFound();
  if (row.ownerId !== viewer.id && (await isBlockedBetween(viewer.id, row.ownerId))) throw imageNotFound();
  const bytes = await imageStorage().get(name);
  if (!bytes) throw imageNotFound();
  return { bytes, contentType: IMAGE_CONTENT_TYPE };
}

function mayView(
  viewer: Viewer,
  row: {
    kind: string;
    ownerId: string;
    owner: { status: string };
    post: { authorId: string; hiddenAt: Date | null; author: { status: string } } | null;
    event: { organizerId: string; hiddenAt: Date | null } | null;
  },
): boolean {
  const ownerActive = activeMemberRule().allows(row.owner) || canModerate(viewer, row.ownerId);
  if (!ownerActive) return false;
  if (row.post) return hiddenRule(viewer, "authorId").allows(row.post, row.post.authorId);
  if (row.event) return hiddenRule(viewer, "organizerId").allows(row.event, row.event.organizerId);
  // A profile picture is seen by every member; a photo not (or no longer) attached only by its owner.
  return row.kind === "avatar" || row.ownerId === viewer.id;
}

/** The keys and sizes of every picture a member owns (their profile picture, photos and covers): for erasing. */
export function imagesOwnedBy(userId: string, client: Pick<typeof db, "image"> = db) {
  return client.image.findMany({ where: { ownerId: userId }, select: { key: true, sizes: true } });
}

/** The member's pictures as their data export lists them. */
export async function exportImages(userId: string) {
  const rows = await db.image.findMany({
    where: { ownerId: userId },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: { ...imageSelect, kind: true, postId: true, eventId: true, createdAt: true },
  });
  return rows.map((row) => ({
    kind: row.kind,
    postId: row.postId,
    eventId: row.eventId,
    createdAt: row.createdAt.toISOString(),
    ...toPostImage(row),
  }));
}
