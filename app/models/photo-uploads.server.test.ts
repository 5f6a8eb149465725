// Photos uploaded ahead of their post (the composer's progress bar): stored as the member's, seen only by them,
// attached in order by the post that names them, refused when not theirs, swept after a day when never posted.
import sharp from "sharp";
import { db } from "~/server/db.server";
import { createMember } from "../../tests/setup/factories";
import { withDiskImages } from "../../tests/setup/disk-images";
import { deleteAbandonedUploads, readImage, uploadPhoto } from "./images.server";
import { createPost } from "./posts.server";
import type { Viewer } from "./viewer";

const { stored } = withDiskImages("ahead");

async function member(): Promise<Viewer> {
  const { user } = await createMember({ firstName: "Up", lastName: `Loader${Math.random().toString(36).slice(2, 7)}` });
  return { id: user.id, role: user.role };
}

const jpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 90, g: 160, b: 60 } } })
    .jpeg()
    .toBuffer();
const nameOf = (url: string) => url.slice("/images/".length);

describe("photos uploaded ahead of their post", () => {
  it("are the member's own until a post names them, then come with it in order after any sent with it", async () => {
    const [me, other] = [await member(), await member()];
    const first = await uploadPhoto(me, { bytes: await jpeg(1600, 1200) });
    const second = await uploadPhoto(me, { bytes: await jpeg(500, 500) });
    expect(first).toMatchObject({ id: expect.stringMatching(/^[a-f0-9]{32}$/), width: 1280, height: 960 });
    expect((await readImage(me, nameOf(first.url))).bytes.length).toBeGreaterThan(0);
    await expect(readImage(other, nameOf(first.url))).rejects.toMatchObject({ status: 404 });

    const post = await createPost(
      me,
      { content: "Market day" },
      null,
      [{ bytes: await jpeg(300, 200), alt: "sent along" }],
      [
        { id: second.id, alt: "Mangoes" },
        { id: first.id, alt: "" },
      ],
    );
    expect(post.images.map((image) => [image.url, image.alt])).toEqual([
      [expect.stringMatching(/-300\.webp$/), "sent along"],
      [second.url, "Mangoes"],
      [first.url, null],
    ]);
    expect(post.imageUrl).toBe(post.images[0].url);
    // Attached, they are seen as the post is.
    expect((await readImage(other, nameOf(first.url))).bytes.length).toBeGreaterThan(0);
  });

  it("refuses a photo that is not the member's, already posted or unknown, and more than four in all; nothing is written", async () => {
    const [me, other] = [await member(), await member()];
    const theirs = await uploadPhoto(other, { bytes: await jpeg(400, 300) });
    const mine = await uploadPhoto(me, { bytes: await jpeg(400, 300) });
    const cases: Array<[unknown, RegExp]> = [
      [[{ id: theirs.id }], /no longer available/],
      [[{ id: "f".repeat(32) }], /no longer available/],
      [[{ id: "../../etc" }], /no longer available/],
      ["not a list", /no longer available/],
      [Array.from({ length: 5 }, () => ({ id: mine.id })), /at most 4 photos/],
    ];
    for (const [refs, message] of cases)
      await expect(createPost(me, { content: "nope" }, null, [], refs)).rejects.toMatchObject({
        status: 400,
        message: expect.stringMatching(message),
      });
    expect(await db.post.count({ where: { authorId: me.id } })).toBe(0);

    await createPost(me, { content: "once" }, null, [], [{ id: mine.id }]);
    await expect(createPost(me, { content: "twice" }, null, [], [{ id: mine.id }])).rejects.toMatchObject({
      status: 400,
    });
    expect(await db.post.count({ where: { authorId: me.id } })).toBe(1);
  });

  it("each carries a blurred placeholder of a few hundred bytes, a dozen pixels wide, in the photo's shape", async () => {
    const photo = await uploadPhoto(await member(), { bytes: await jpeg(1600, 800) });
    const [, base64] = photo.placeholder!.split("data:image/webp;base64,");
    const bytes = Buffer.from(base64, "base64");
    expect(bytes.length).toBeLessThan(600);
    const meta = await sharp(bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 12, 6]);
  });

  it("are swept with their files after a day if never posted; posted and fresh ones stay", async () => {
    const me = await member();
    const abandoned = await uploadPhoto(me, { bytes: await jpeg(700, 500) });
    const fresh = await uploadPhoto(me, { bytes: await jpeg(700, 500) });
    const posted = await uploadPhoto(me, { bytes: await jpeg(700, 500) });
    await createPost(me, { content: "kept" }, null, [], [{ id: posted.id }]);
    const dayAgo = new Date(Date.now() - 25 * 60 * 60 * 1000);
    await db.image.updateMany({ where: { key: { in: [abandoned.id, posted.id] } }, data: { createdAt: dayAgo } });

    expect(await deleteAbandonedUploads()).toBeGreaterThanOrEqual(1);
    const keys = (await db.image.findMany({ where: { ownerId: me.id }, select: { key: true } })).map((row) => row.key);
    expect(keys.sort()).toEqual([fresh.id, posted.id].sort());
    const files = await stored();
    expect(files.some((file) => file.startsWith(abandoned.id))).toBe(false);
    expect(files.some((file) => file.startsWith(fresh.id))).toBe(true);
  });
});
