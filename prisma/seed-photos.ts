// Demo photos for the seed (issue 26): a few members' profile pictures and a few posts' photos, drawn here
// with sharp (no downloads, nothing shipped), then processed and stored exactly as an upload is.
import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { processImage, type ImagePurpose } from "../app/server/image-processing.server";
import { imageStorage } from "../app/server/image-storage.server";
import type { Db } from "../app/server/db-client.server";

const PALETTES: Array<[number, number, number][]> = [
  [
    [255, 183, 77],
    [229, 57, 53],
  ], // sunset
  [
    [129, 212, 250],
    [21, 101, 192],
  ], // sea
  [
    [174, 213, 129],
    [46, 125, 50],
  ], // park
  [
    [248, 187, 208],
    [123, 31, 162],
  ], // festival
  [
    [255, 241, 118],
    [245, 124, 0],
  ], // market
  [
    [178, 223, 219],
    [0, 105, 92],
  ], // river
];

/** A soft two-colour picture with a round "sun": small, varied, obviously a demo. */
async function drawPicture(index: number, width: number, height: number): Promise<Buffer> {
  const [from, to] = PALETTES[index % PALETTES.length];
  const pixels = Buffer.alloc(width * height * 3);
  const cx = width * (0.3 + (0.4 * ((index * 37) % 10)) / 10);
  const cy = height * 0.35;
  const radius = Math.min(width, height) * 0.18;
  for (let y = 0; y < height; y++) {
    const t = y / (height - 1);
    for (let x = 0; x < width; x++) {
      const sun = Math.hypot(x - cx, y - cy) < radius;
      const offset = (y * width + x) * 3;
      for (let c = 0; c < 3; c++) pixels[offset + c] = sun ? 255 : Math.round(from[c] * (1 - t) + to[c] * t);
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

async function store(bytes: Buffer, purpose: ImagePurpose) {
  const picture = await processImage(bytes, purpose);
  const key = randomBytes(16).toString("hex");
  for (const variant of picture.variants)
    await imageStorage().put(`${key}-${variant.width}.webp`, variant.bytes, "image/webp");
  const sizes = picture.variants.map((variant) => variant.width);
  return {
    key,
    sizes: sizes.join(","),
    width: picture.width,
    height: picture.height,
    placeholder: picture.placeholder,
    largest: sizes[sizes.length - 1],
  };
}

const ALTS = [
  "A red sun setting over the city's rooftops",
  "The sea at the end of the tram line, blue and calm",
  "The park where we meet on Sundays",
];

/**
 * Profile pictures for `memberIds`, one or two photos on each of `posts` (their authors own them), and a cover
 * on each of `events` (their organizers own them).
 */
export async function seedPhotos(
  db: Db,
  {
    memberIds,
    posts,
    events = [],
  }: {
    memberIds: string[];
    posts: Array<{ id: string; authorId: string }>;
    events?: Array<{ id: string; organizerId: string }>;
  },
): Promise<number> {
  let count = 0;
  for (const [index, userId] of memberIds.entries()) {
    const image = await store(await drawPicture(index + 3, 400, 400), "avatar");
    await db.image.create({
      data: {
        key: image.key,
        ownerId: userId,
        kind: "avatar",
        sizes: image.sizes,
        width: image.width,
        height: image.height,
        placeholder: image.placeholder,
      },
      select: { id: true },
    });
    await db.user.update({
      where: { id: userId },
      data: { profileImageUrl: `/images/${image.key}-${image.largest}.webp` },
      select: { id: true },
    });
    count++;
  }
  for (const [index, post] of posts.entries()) {
    const photos = index === 0 ? 2 : 1;
    let first: string | null = null;
    for (let position = 0; position < photos; position++) {
      const image = await store(await drawPicture(index * 2 + position, 1200, 900), "photo");
      first ??= `/images/${image.key}-${image.largest}.webp`;
      await db.image.create({
        data: {
          key: image.key,
          ownerId: post.authorId,
          kind: "post",
          sizes: image.sizes,
          width: image.width,
          height: image.height,
          placeholder: image.placeholder,
          alt: ALTS[(index + position) % ALTS.length],
          position,
          postId: post.id,
        },
        select: { id: true },
      });
      count++;
    }
    await db.post.update({ where: { id: post.id }, data: { imageUrl: first }, select: { id: true } });
  }
  for (const [index, event] of events.entries()) {
    const image = await store(await drawPicture(index + 1, 1280, 720), "photo");
    await db.image.create({
      data: {
        key: image.key,
        ownerId: event.organizerId,
        kind: "event",
        sizes: image.sizes,
        width: image.width,
        height: image.height,
        placeholder: image.placeholder,
        eventId: event.id,
      },
      select: { id: true },
    });
    await db.event.update({
      where: { id: event.id },
      data: { coverUrl: `/images/${image.key}-${image.largest}.webp` },
      select: { id: true },
    });
    count++;
  }
  return count;
}
