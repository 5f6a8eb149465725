import { existsSync } from "node:fs";
import path from "node:path";
import { type APIRequestContext } from "@playwright/test";
import { expect, test } from "./test";
import sharp from "sharp";
import { registerMember } from "../e2e/fixtures";
import { E2E_UPLOADS_DIR } from "../e2e/env";

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

function photo(width: number, height: number, color = "#cc5533"): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .jpeg()
    .toBuffer();
}

function postWithFiles(
  request: APIRequestContext,
  token: string,
  files: Array<{ bytes: Buffer; name?: string; type?: string; alt?: string }>,
  content = "Photos from the festival",
) {
  const form = new FormData();
  form.append("content", content);
  for (const file of files) {
    form.append(
      "photos",
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? "image/jpeg" }),
      file.name ?? "photo.jpg",
    );
    form.append("alt", file.alt ?? "");
  }
  return request.post("/api/posts", { headers: auth(token), multipart: form });
}

const storedFile = (url: string) => {
  const name = url.slice("/images/".length);
  return path.join(E2E_UPLOADS_DIR, name.slice(0, 2), name);
};

test.describe("photos API", () => {
  test("a signed-out image request is 401; a member's upload comes back in the images array and is served privately", async ({
    request,
  }) => {
    expect((await request.get("/images/0123456789abcdef0123456789abcdef-640.webp")).status()).toBe(401);

    const me = await registerMember(request);
    const created = await postWithFiles(request, me.token, [
      { bytes: await photo(1600, 1200), alt: "Dancers in the square" },
      { bytes: await photo(400, 300, "#2255aa"), name: "holiday.png", type: "image/png" },
    ]);
    expect(created.status()).toBe(201);
    const post = await created.json();
    expect(post.images).toEqual([
      {
        url: expect.stringMatching(/^\/images\/[a-f0-9]{32}-1280\.webp$/),
        width: 1280,
        height: 960,
        alt: "Dancers in the square",
        srcset: expect.stringMatching(/-640\.webp 640w, \/images\/[a-f0-9]{32}-1280\.webp 1280w$/),
        placeholder: expect.stringMatching(/^data:image\/webp;base64,[A-Za-z0-9+/=]{20,800}$/),
      },
      {
        url: expect.stringMatching(/-400\.webp$/),
        width: 400,
        height: 300,
        alt: null,
        srcset: expect.any(String),
        placeholder: expect.any(String),
      },
    ]);
    expect(post.imageUrl).toBe(post.images[0].url);
    // The feed carries them too.
    const feed = await (await request.get("/api/feed", { headers: auth(me.token) })).json();
    expect(feed.find((item: { id: string }) => item.id === post.id).images).toEqual(post.images);

    const served = await request.get(post.images[0].url, { headers: auth(me.token) });
    expect(served.status()).toBe(200);
    expect(served.headers()["content-type"]).toBe("image/webp");
    expect(served.headers()["cache-control"]).toBe("private, max-age=31536000, immutable");
    expect(served.headers()["x-content-type-options"]).toBe("nosniff");
    const meta = await sharp(await served.body()).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 1280, 960]);

    // Signed out, the same address is 401; another member who is blocked gets 404.
    expect((await request.get(post.images[0].url, { headers: { Cookie: "" } })).status()).toBe(401);
    const other = await registerMember(request);
    expect((await request.get(post.images[0].url, { headers: auth(other.token) })).status()).toBe(200);
    expect((await request.post(`/api/users/${me.id}/block`, { headers: auth(other.token) })).status()).toBeLessThan(
      300,
    );
    expect((await request.get(post.images[0].url, { headers: auth(other.token) })).status()).toBe(404);

    // Deleting the post deletes the files.
    expect(existsSync(storedFile(post.images[0].url))).toBe(true);
    expect((await request.delete(`/api/posts/${post.id}`, { headers: auth(me.token) })).status()).toBeLessThan(300);
    expect(existsSync(storedFile(post.images[0].url))).toBe(false);
    expect((await request.get(post.images[0].url, { headers: auth(me.token) })).status()).toBe(404);
  });

  test("bad uploads answer 400 or 413 with a JSON error and store nothing", async ({ request }) => {
    const me = await registerMember(request);
    const jpeg = await photo(200, 200);
    const cases: Array<[Parameters<typeof postWithFiles>[2], number, RegExp]> = [
      [[{ bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), name: "a.jpg" }], 400, /not a picture/],
      [[{ bytes: Buffer.from("%PDF-1.4 ..."), name: "a.jpg" }], 400, /not a picture/],
      [Array.from({ length: 5 }, () => ({ bytes: jpeg })), 400, /at most 4 photos/],
      [[{ bytes: Buffer.concat([jpeg, Buffer.alloc(10 * 1024 * 1024 + 1)]) }], 413, /at most 10 MB/],
    ];
    for (const [files, status, message] of cases) {
      const response = await postWithFiles(request, me.token, files, "should not exist");
      expect(response.status()).toBe(status);
      const body = await response.json();
      expect(body.error.message).toMatch(message);
    }
    // A link to another site is no longer a photo: the answer names the upload.
    const linked = await request.post("/api/posts", {
      headers: auth(me.token),
      data: { content: "x", imageUrl: "https://example.com/a.jpg" },
    });
    expect(linked.status()).toBe(400);
    expect((await linked.json()).error.fields.imageUrl).toMatch(/multipart\/form-data to POST \/api\/posts/);
    const feed = await (await request.get(`/api/feed`, { headers: auth(me.token) })).json();
    expect(feed.some((item: { content: string }) => item.content === "should not exist")).toBe(false);
  });

  test("an event takes a cover photo as multipart: shown in its JSON, replaced, removed with its files; a bad one is a 400", async ({
    request,
  }) => {
    const me = await registerMember(request);
    const eventDate = new Date(Date.now() + 5 * 86_400_000).toISOString();
    const form = new FormData();
    form.append("title", "Kite festival");
    form.append("eventDate", eventDate);
    form.append("isVirtual", "true");
    form.append("cover", new Blob([new Uint8Array(await photo(1600, 900))], { type: "image/jpeg" }), "kites.jpg");
    form.append("coverAlt", "Kites over the beach");
    const created = await request.post("/api/events", { headers: auth(me.token), multipart: form });
    expect(created.status()).toBe(201);
    const event = await created.json();
    expect(event.cover).toMatchObject({ width: 1280, height: 720, alt: "Kites over the beach" });
    expect(existsSync(storedFile(event.cover.url))).toBe(true);
    const fetched = await (await request.get(`/api/events/${event.id}`, { headers: auth(me.token) })).json();
    expect(fetched.cover).toEqual(event.cover);

    const swap = new FormData();
    swap.append("cover", new Blob([new Uint8Array(await photo(600, 400, "#22aa55"))], { type: "image/png" }), "b.png");
    const replaced = await (
      await request.patch(`/api/events/${event.id}`, { headers: auth(me.token), multipart: swap })
    ).json();
    expect(replaced.cover).toMatchObject({ width: 600, height: 400, alt: null });
    expect(existsSync(storedFile(event.cover.url))).toBe(false);

    const removed = await request.patch(`/api/events/${event.id}`, {
      headers: auth(me.token),
      data: { removeCover: true },
    });
    expect((await removed.json()).cover).toBeNull();
    expect(existsSync(storedFile(replaced.cover.url))).toBe(false);

    const bad = new FormData();
    bad.append("title", "Never made");
    bad.append("eventDate", eventDate);
    bad.append("cover", new Blob(['<svg xmlns="http://www.w3.org/2000/svg"/>'], { type: "image/jpeg" }), "a.jpg");
    const refused = await request.post("/api/events", { headers: auth(me.token), multipart: bad });
    expect(refused.status()).toBe(400);
    expect((await refused.json()).error.message).toMatch(/not a picture/);
    const mine = await (await request.get("/api/events?q=Never%20made", { headers: auth(me.token) })).json();
    expect(mine).toEqual([]);
  });

  test("a photo uploaded ahead (POST /api/photos) is named by a JSON post; someone else's is a 400", async ({
    request,
  }) => {
    const me = await registerMember(request);
    const other = await registerMember(request);
    const upload = async (token: string) => {
      const form = new FormData();
      form.append("photo", new Blob([new Uint8Array(await photo(900, 600))], { type: "image/jpeg" }), "a.jpg");
      return request.post("/api/photos", { headers: auth(token), multipart: form });
    };
    const answered = await upload(me.token);
    expect(answered.status()).toBe(201);
    const uploaded = await answered.json();
    expect(uploaded).toMatchObject({ id: expect.stringMatching(/^[a-f0-9]{32}$/), width: 900, height: 600 });
    // Not posted yet: its owner's only.
    expect((await request.get(uploaded.url, { headers: auth(other.token) })).status()).toBe(404);

    const created = await request.post("/api/posts", {
      headers: auth(me.token),
      data: { content: "Uploaded first", photos: [{ id: uploaded.id, alt: "The harbour" }] },
    });
    expect(created.status()).toBe(201);
    const { id: _id, ...image } = uploaded;
    expect((await created.json()).images).toEqual([{ ...image, alt: "The harbour" }]);
    expect((await request.get(uploaded.url, { headers: auth(other.token) })).status()).toBe(200);

    const theirs = await (await upload(other.token)).json();
    const refused = await request.post("/api/posts", {
      headers: auth(me.token),
      data: { content: "Not mine", photos: [{ id: theirs.id }] },
    });
    expect(refused.status()).toBe(400);
    expect((await refused.json()).error.message).toMatch(/no longer available/);
    const empty = await request.post("/api/photos", { headers: auth(me.token), multipart: new FormData() });
    expect(empty.status()).toBe(400);
    expect((await request.post("/api/photos", { multipart: new FormData() })).status()).toBe(401);
  });
});
