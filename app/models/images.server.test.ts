import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import S3rver from "s3rver";
import { CreateBucketCommand } from "@aws-sdk/client-s3";
import { countStatements, db } from "~/server/db.server";
import { diskStorage, s3Storage, useImageStorage, type ImageStorage } from "~/server/image-storage.server";
import { sniffImageType } from "~/server/image-processing.server";
import { createMember } from "../../tests/setup/factories";
import { blockMember } from "./blocks.server";
import { eraseMember } from "./account-deletion.server";
import { readImage, removeProfilePicture, setProfilePicture } from "./images.server";
import { createPost, deletePost, getPost, listFeed } from "./posts.server";
import { createReport, listReportQueue, moderateReport } from "./reports.server";
import type { Viewer } from "./viewer";

async function member(): Promise<Viewer> {
  const { user } = await createMember({
    firstName: "Photo",
    lastName: `Taker${Math.random().toString(36).slice(2, 7)}`,
  });
  return { id: user.id, role: user.role };
}

/** A JPEG as a phone writes one: EXIF with GPS coordinates, a camera, a comment, and the orientation tag. */
async function phoneJpeg({ width = 600, height = 400, orientation = 1 } = {}): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .jpeg()
    .withMetadata({ orientation })
    .withExifMerge({
      IFD0: { Make: "PhoneMaker", Model: "SecretPhone 12", Copyright: "Home of Ana Lopez" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "51/1 30/1 1234/100",
        GPSLongitudeRef: "W",
        GPSLongitude: "0/1 7/1 3900/100",
      },
    })
    .toBuffer();
}

/** The EXIF tag (0x8825, little-endian as sharp writes it) that points at the GPS coordinates. */
const GPS_IFD_TAG = Buffer.from([0x25, 0x88]);

async function png(width = 300, height = 300): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: "#3366ff" } })
    .png()
    .toBuffer();
}

/** A PNG whose header claims 50,000 x 50,000 pixels (a decompression bomb's shape) in a few bytes. */
function bombPng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(50_000, 0);
  header.writeUInt32BE(50_000, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", Buffer.from([0x78, 0x9c, 0x63, 0x00, 0x00, 0x00, 0x01, 0x00, 0x01])),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

type Backend = { name: string; storage: ImageStorage; stored: () => Promise<string[]>; close: () => Promise<void> };

async function diskBackend(): Promise<Backend> {
  const root = await mkdtemp(path.join(tmpdir(), "roots-images-"));
  const list = async (): Promise<string[]> => {
    const out: string[] = [];
    for (const folder of await readdir(root)) out.push(...(await readdir(path.join(root, folder))));
    return out.sort();
  };
  return {
    name: "disk",
    storage: diskStorage(root),
    stored: list,
    close: () => rm(root, { recursive: true, force: true }),
  };
}

async function s3Backend(): Promise<Backend> {
  const directory = await mkdtemp(path.join(tmpdir(), "roots-s3rver-"));
  const server = new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory });
  const { port } = (await server.run()) as { port: number };
  const storage = await s3Storage({
    bucket: "roots-test",
    endpoint: `http://127.0.0.1:${port}`,
    region: "us-east-1",
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
    forcePathStyle: true,
  });
  await storage.client.send(new CreateBucketCommand({ Bucket: "roots-test" }));
  const list = async (): Promise<string[]> => {
    const { ListObjectsV2Command } = await import("@aws-sdk/client-s3");
    const answer = await storage.client.send(new ListObjectsV2Command({ Bucket: "roots-test" }));
    return (answer.Contents ?? []).map((object) => object.Key!).sort();
  };
  return {
    name: "s3",
    storage,
    stored: list,
    close: async () => {
      storage.client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

afterAll(() => useImageStorage(undefined));

describe.each([
  ["disk", diskBackend],
  ["S3 (a local S3-compatible server)", s3Backend],
])("pictures on %s", (_name, makeBackend) => {
  let backend: Backend;
  beforeAll(async () => {
    backend = await makeBackend();
    useImageStorage(backend.storage);
  });
  afterAll(async () => {
    useImageStorage(undefined);
    await backend.close();
  });

  it("stores a post's photos without any EXIF, GPS or comment, upright, at 640 and 1280 px, and deleting the post removes the files", async () => {
    const me = await member();
    const original = await phoneJpeg({ width: 2000, height: 1000, orientation: 6 });
    // The crafted file carries what must not survive.
    const before = await sharp(original).metadata();
    expect(before.exif?.toString("latin1")).toContain("SecretPhone");
    expect(before.exif?.includes(GPS_IFD_TAG)).toBe(true);
    expect(before.exif?.includes(Buffer.from([51, 0, 0, 0, 1, 0, 0, 0]))).toBe(true); // latitude 51/1
    expect(before.orientation).toBe(6);

    const post = await createPost(me, { content: "Dinner" }, null, [
      { bytes: original, alt: "Jollof rice in a blue pot" },
      { bytes: await png(), alt: "" },
    ]);
    expect(post.images).toHaveLength(2);
    const [first, second] = post.images;
    expect(first.alt).toBe("Jollof rice in a blue pot");
    expect(second.alt).toBeNull();
    expect(post.imageUrl).toBe(first.url);
    // Orientation 6: a 2000 x 1000 picture stands up as 1000 x 2000, fitted in 1280 px.
    expect([first.width, first.height]).toEqual([640, 1280]);
    expect([second.width, second.height]).toEqual([300, 300]);
    expect(first.srcset).toMatch(/-320\.webp 320w, \/images\/[a-f0-9]{32}-640\.webp 640w$/);

    const files = await backend.stored();
    expect(files).toHaveLength(3);
    for (const file of files) {
      const { bytes, contentType } = await readImage(me, file);
      expect(contentType).toBe("image/webp");
      expect(sniffImageType(bytes)).toBe("webp");
      const meta = await sharp(bytes).metadata();
      expect(meta.format).toBe("webp");
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(bytes.includes(GPS_IFD_TAG)).toBe(false);
      const text = bytes.toString("latin1");
      for (const secret of ["EXIF", "Exif", "XMP ", "ICCP", "GPS", "SecretPhone", "PhoneMaker", "Ana Lopez"])
        expect(text).not.toContain(secret);
    }
    // The feed and the permalink carry them, in order.
    expect((await getPost(me, post.id)).images).toEqual(post.images);
    const feed = await listFeed(me, { authorId: me.id });
    expect(feed.posts[0].images).toEqual(post.images);

    await deletePost(me, post.id);
    expect(await backend.stored()).toEqual([]);
    expect(await db.image.count({ where: { ownerId: me.id } })).toBe(0);
  });

  it("refuses every bad file with a clear message and stores nothing", async () => {
    const me = await member();
    const jpeg = await phoneJpeg();
    const cases: Array<[string, Buffer[], RegExp, number]> = [
      [
        "an SVG",
        [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
        /not a picture/,
        400,
      ],
      ["an HTML page", [Buffer.from("<!doctype html><html><body>hi</body></html>")], /not a picture/, 400],
      ["a PDF", [Buffer.from("%PDF-1.7\n1 0 obj << >> endobj\n%%EOF")], /not a picture/, 400],
      [
        "a JPEG that is also an HTML page",
        [Buffer.concat([jpeg, Buffer.from("<html><script>alert(1)</script></html>")])],
        /not a picture/,
        400,
      ],
      [
        "a GIF header that is also a script",
        [Buffer.from("GIF89a/*<script>alert(1)</script>*/")],
        /not a picture/,
        400,
      ],
      ["a picture claiming 50,000 x 50,000 pixels", [bombPng()], /too large \(more than 50 megapixels\)/, 400],
      ["a JPEG cut off half-way", [jpeg.subarray(0, Math.floor(jpeg.length / 2))], /could not be read/, 400],
      ["more than 4 photos", [jpeg, jpeg, jpeg, jpeg, jpeg], /at most 4 photos/, 400],
      ["a file over 10 MB", [Buffer.concat([jpeg, Buffer.alloc(10 * 1024 * 1024)])], /at most 10 MB/, 413],
      ["a good photo beside a bad one", [jpeg, Buffer.from("<svg/>")], /not a picture/, 400],
    ];
    for (const [what, files, message, status] of cases) {
      const memoryBefore = process.memoryUsage().rss;
      const started = Date.now();
      await expect(
        createPost(
          me,
          { content: `with ${what}` },
          null,
          files.map((bytes) => ({ bytes })),
        ),
        what,
      ).rejects.toMatchObject({ message: expect.stringMatching(message), status });
      // Refused quickly, without decoding the claimed pixels (7.5 GB for the bomb).
      expect(Date.now() - started, what).toBeLessThan(3000);
      expect(process.memoryUsage().rss - memoryBefore, what).toBeLessThan(200 * 1024 * 1024);
    }
    expect(await backend.stored()).toEqual([]);
    expect(await db.post.count({ where: { authorId: me.id } })).toBe(0);
    expect(await db.image.count({ where: { ownerId: me.id } })).toBe(0);
  });

  it("sets, replaces and removes a profile picture, square at 256 px, the old files gone each time", async () => {
    const me = await member();
    const first = await setProfilePicture(me, { bytes: await phoneJpeg({ width: 800, height: 500 }) });
    expect(first.profileImageUrl).toMatch(/^\/images\/[a-f0-9]{32}-256\.webp$/);
    const [name] = await backend.stored();
    const meta = await sharp((await readImage(me, name)).bytes).metadata();
    expect([meta.width, meta.height]).toEqual([256, 256]);

    const second = await setProfilePicture(me, { bytes: await png(512, 512) });
    expect(second.profileImageUrl).not.toBe(first.profileImageUrl);
    expect(await backend.stored()).toEqual([second.profileImageUrl.slice("/images/".length)]);
    expect(
      (await db.user.findUnique({ where: { id: me.id }, select: { profileImageUrl: true } }))?.profileImageUrl,
    ).toBe(second.profileImageUrl);

    await removeProfilePicture(me);
    expect(await backend.stored()).toEqual([]);
    expect(
      (await db.user.findUnique({ where: { id: me.id }, select: { profileImageUrl: true } }))?.profileImageUrl,
    ).toBeNull();
  });

  it("deleting an account deletes every picture of the member", async () => {
    const me = await member();
    await setProfilePicture(me, { bytes: await png() });
    await createPost(me, { content: "Two photos" }, null, [{ bytes: await png() }, { bytes: await phoneJpeg() }]);
    // The avatar, and each photo at one size (both are smaller than 640 px).
    expect(await backend.stored()).toHaveLength(3);
    await eraseMember(me.id);
    expect(await backend.stored()).toEqual([]);
    expect(await db.image.count({ where: { ownerId: me.id } })).toBe(0);
  });
});

describe("who is served a picture", () => {
  let backend: Backend;
  beforeAll(async () => {
    backend = await diskBackend();
    useImageStorage(backend.storage);
  });
  afterAll(async () => {
    useImageStorage(undefined);
    await backend.close();
  });

  it("follows the post's and the member's visibility rule: hidden posts, blocks, suspended authors, unknown names", async () => {
    const [author, reader, blocker] = [await member(), await member(), await member()];
    const admin: Viewer = { id: (await member()).id, role: "admin" };
    const post = await createPost(author, { content: "Festival" }, null, [{ bytes: await png() }]);
    const name = post.images[0].url.slice("/images/".length);
    const { profileImageUrl } = await setProfilePicture(author, { bytes: await png() });
    const avatar = profileImageUrl.slice("/images/".length);

    expect((await readImage(reader, name)).bytes.length).toBeGreaterThan(0);
    expect((await readImage(reader, avatar)).bytes.length).toBeGreaterThan(0);

    // Blocked either way: neither the photo nor the face.
    await blockMember(blocker, author.id);
    await expect(readImage(blocker, name)).rejects.toMatchObject({ status: 404 });
    await expect(readImage(blocker, avatar)).rejects.toMatchObject({ status: 404 });
    await expect(
      readImage(author, (await setProfilePicture(blocker, { bytes: await png() })).profileImageUrl.slice(8)),
    ).rejects.toMatchObject({
      status: 404,
    });

    // Hidden by a moderator: its author and admins still see it, nobody else.
    await db.post.update({ where: { id: post.id }, data: { hiddenAt: new Date() } });
    await expect(readImage(reader, name)).rejects.toMatchObject({ status: 404 });
    expect((await readImage(author, name)).bytes.length).toBeGreaterThan(0);
    expect((await readImage(admin, name)).bytes.length).toBeGreaterThan(0);
    await db.post.update({ where: { id: post.id }, data: { hiddenAt: null } });

    // A suspended author's pictures are gone but for admins.
    await db.user.update({ where: { id: author.id }, data: { status: "suspended" } });
    await expect(readImage(reader, name)).rejects.toMatchObject({ status: 404 });
    await expect(readImage(reader, avatar)).rejects.toMatchObject({ status: 404 });
    expect((await readImage(admin, name)).bytes.length).toBeGreaterThan(0);
    await db.user.update({ where: { id: author.id }, data: { status: "active" } });

    // Reported: the admin's queue shows the photos with the post; Hide hides them from everyone else.
    const report = await createReport(reader, { subjectType: "post", subjectId: post.id, reason: "spam" });
    const boss = { ...(await createMember({ firstName: "Boss", lastName: "Admin" })).user, role: "admin" as const };
    await db.user.update({ where: { id: boss.id }, data: { role: "admin" } });
    const queue = await listReportQueue(boss);
    const group = queue.groups.find((item) => item.subject.id === post.id);
    expect(group?.subject.images).toEqual(post.images);
    await moderateReport(boss, report.id, "hide");
    await expect(readImage(reader, name)).rejects.toMatchObject({ status: 404 });
    expect((await readImage(boss, name)).bytes.length).toBeGreaterThan(0);

    // Not one of our names, a size not stored, a path walking out of the folder.
    for (const bad of ["../../etc/passwd", `${name.slice(0, 32)}-999.webp`, "0".repeat(32) + "-640.webp", "x.svg"])
      await expect(readImage(reader, bad), bad).rejects.toMatchObject({ status: 404 });
  });
});

describe("the feed with photos", () => {
  it("brings a page's photos in one more statement, whatever the page size, and none for a page without", async () => {
    const viewer = await member();
    const authors = await Promise.all(Array.from({ length: 5 }, () => member()));
    await createPost(authors[0], { content: "no photos here" });
    const withoutPhotos = await countStatements(() => listFeed(viewer, { limit: 50, authorId: authors[0].id }));
    expect(withoutPhotos.result.posts).toHaveLength(1);
    for (let i = 0; i < 60; i++) {
      const post = await db.post.create({
        data: { authorId: authors[1].id, content: `photos ${i}`, searchText: `photos ${i}` },
        select: { id: true },
      });
      const keys = [0, 1].map((n) => `${i.toString(16).padStart(2, "0")}${n}`.padEnd(32, "a"));
      await db.image.createMany({
        data: keys.map((key, position) => ({
          key,
          ownerId: authors[1].id,
          kind: "post" as const,
          sizes: "640,1280",
          width: 1280,
          height: 960,
          alt: position === 0 ? `photo ${i}` : null,
          position,
          postId: post.id,
        })),
      });
      await db.post.update({ where: { id: post.id }, data: { imageUrl: `/images/${keys[0]}-1280.webp` } });
    }
    // One author's page: other test files share the database, and their newest posts are not this test's.
    const small = await countStatements(() => listFeed(viewer, { limit: 2, authorId: authors[1].id }));
    const large = await countStatements(() => listFeed(viewer, { limit: 50, authorId: authors[1].id }));
    expect(large.result.posts).toHaveLength(50);
    expect(large.result.posts.every((post) => post.images.length === 2)).toBe(true);
    expect(large.result.posts[0].images[0]).toMatchObject({ width: 1280, height: 960, alt: "photo 59" });
    expect(withoutPhotos.statements.length).toBe(1);
    expect(small.statements.length).toBe(2);
    expect(large.statements.length).toBe(2);
  });
});
