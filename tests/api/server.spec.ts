import { expect, test } from "./test";
import WebSocket from "ws";
import { gzipSync } from "node:zlib";
import { registerMember } from "../e2e/fixtures";

test("pages carry security headers with a per-request CSP nonce", async ({ request }) => {
  const first = await request.get("/");
  const second = await request.get("/");
  const csp = first.headers()["content-security-policy"];
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
  expect(csp).not.toEqual(second.headers()["content-security-policy"]);
  expect(first.headers()["x-content-type-options"]).toBe("nosniff");
  // Images and connections (the live socket included: CSP 3's 'self' covers ws/wss on our host) from our
  // own origin only: no other site learns who reads the page.
  const directive = (name: string) => csp.split("; ").find((part) => part.startsWith(`${name} `));
  // Our own images only; blob: for the composer's previews of chosen photos (issue 26).
  expect(directive("img-src")).toBe("img-src 'self' data: blob:");
  expect(directive("connect-src")).toBe("connect-src 'self'");
  const nonce = csp.match(/'nonce-([^']+)'/)![1];
  expect(await first.text()).toContain(`nonce="${nonce}"`);
});

test("responses are compressed and built assets are cached immutably", async ({ request }) => {
  const page = await request.get("/", { headers: { "Accept-Encoding": "gzip" } });
  expect(page.headers()["content-encoding"]).toBe("gzip");
  const html = await page.text();
  // As browsers ask for it: brotli, the same page.
  const brotli = await request.get("/", { headers: { "Accept-Encoding": "gzip, deflate, br, zstd" } });
  expect(brotli.headers()["content-encoding"]).toBe("br");
  const nonceOf = (response: typeof page) => response.headers()["content-security-policy"].match(/'nonce-([^']+)'/)![1];
  // Apart from what differs on every load: the nonce, and when the server read the data (root's loadedAt).
  const same = (text: string, response: typeof page) =>
    text.replaceAll(nonceOf(response), "N").replace(/(\\"loadedAt\\",)\d+/, "$1T");
  expect(same(await brotli.text(), brotli)).toBe(same(html, page));
  const asset = html.match(/\/build\/_shared\/[^"]+\.js/)![0];
  const response = await request.get(asset, { headers: { "Accept-Encoding": "gzip, deflate, br, zstd" } });
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(response.headers()["content-type"]).toContain("javascript");
  // Compressed when the build made its copies (decision 089): the same script in each encoding.
  const plain = await request.get(asset, { headers: { "Accept-Encoding": "identity" } });
  expect(plain.headers()["content-encoding"]).toBeUndefined();
  const gzipped = await request.get(asset, { headers: { "Accept-Encoding": "gzip" } });
  if ((await plain.body()).length >= 1024) {
    expect(response.headers()["content-encoding"]).toBe("br");
    expect(gzipped.headers()["content-encoding"]).toBe("gzip");
  }
  expect(await response.text()).toBe(await plain.text());
  expect(await gzipped.text()).toBe(await plain.text());
  expect((await request.head(asset)).headers()["content-length"]).toBe(plain.headers()["content-length"]);
  // Only the build's own files: a name it did not make goes on to the app's 404.
  expect((await request.get("/build/no-such-file.js")).status()).toBe(404);
  expect((await request.get(`${asset}.br`)).status()).toBe(404);
  // A script is not a document: nosniff, but no page policies or validators in each of the first page's files.
  expect(response.headers()["x-content-type-options"]).toBe("nosniff");
  for (const name of [
    "content-security-policy",
    "x-frame-options",
    "permissions-policy",
    "etag",
    "last-modified",
    "accept-ranges",
  ])
    expect(response.headers()[name]).toBeUndefined();
});

// On a phone over HTTP/1.1 each script file of the first page costs a round trip cold and a task warm (issue 25
// §7), and each byte a slow link's time: a build change that splits them again (a shared .server module imported
// by a page, decision 070; a small module of its own used by a new set of pages, decision 090) or grows the
// first load fails here. Issue 48's goal is 25 files and 140 kB gzipped for the signed-in home.
test("the first pages load a bounded number of script files and bytes", async ({ request }) => {
  const member = await registerMember(request);
  const firstLoad = async (path: string) => {
    const html = await (await request.get(path, { headers: { Cookie: `roots_session=${member.token}` } })).text();
    const scripts = [...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*>/g)].map(
      (link) => link[0].match(/href="([^"]+)"/)![1]!,
    );
    expect(scripts.length).toBeGreaterThan(0);
    let bytes = 0;
    for (const script of scripts) bytes += gzipSync(await (await request.get(script)).body()).length;
    return { files: scripts.length, kB: bytes / 1000 };
  };
  // Before issue 48: 61 files and 167 kB for the home, 33 and 132 kB for the messages, 53 and 186 kB for the
  // events. Decisions 090 (modules grouped by feature), 091 (forms' code on the first open or the first photo;
  // Conform off the home page), 097 (the live socket and the device's parts after the first load), 098 and 099
  // (our own i18n binding; the outbox's keeping after the first load) took them to 22 files and 139.8 kB, 14 and
  // 121.3 kB, 23 and 129.0 kB. The home is held to issue 48's goal, the others with a little room.
  const home = await firstLoad("/");
  expect(home.files).toBeLessThanOrEqual(25);
  expect(home.kB).toBeLessThanOrEqual(140);
  const messages = await firstLoad("/messages");
  expect(messages.files).toBeLessThanOrEqual(15);
  expect(messages.kB).toBeLessThanOrEqual(123);
  const events = await firstLoad("/events");
  expect(events.files).toBeLessThanOrEqual(24);
  expect(events.kB).toBeLessThanOrEqual(131);
});

// Issue 48: the signed-in home in at most 50 KB of HTML (decision 098: the bench member's home is 49.5 KB). Here ten
// posts of 120 characters, all the member's own (Edit and Delete on each), with 25-character ids where the bench's
// have 8 (an id is in a post's markup eight times): 53.4 KB. The cap holds that with a little room. A page that
// draws its icons inline again, repeats a long class string on every post or sends its posts whole grows past it.
test("the signed-in home with ten posts stays within its HTML budget", async ({ request }) => {
  const member = await registerMember(request);
  const headers = { Authorization: `Bearer ${member.token}` };
  for (let index = 0; index < 10; index++) {
    const content = `Post ${index}: does anyone know a good bakery near the station? We moved here last month. ${"x".repeat(20)}`;
    expect((await request.post("/api/posts", { headers, data: { content } })).status()).toBe(201);
  }
  const home = await request.get("/?scope=everyone", { headers: { Cookie: `roots_session=${member.token}` } });
  const html = await home.text();
  expect(html.match(/data-testid="post"/g)).toHaveLength(10);
  expect(Buffer.byteLength(html) / 1024).toBeLessThanOrEqual(54);
});

test("the home page draws its line icons from the stylesheet it links, cached for a year, each it names", async ({
  request,
}) => {
  const member = await registerMember(request);
  const html = await (await request.get("/", { headers: { Cookie: `roots_session=${member.token}` } })).text();
  const icons = [...html.matchAll(/<span class="i i-([a-z-]+)[^"]*"><\/span>/g)].map((match) => match[1]!);
  // The header's and the phone bar's links at least; a post's heart when the feed has one.
  expect(icons.length).toBeGreaterThanOrEqual(10);
  const stylesheets = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((match) => match[1]!);
  expect(stylesheets).toHaveLength(1);
  const css = await request.get(stylesheets[0]!);
  expect(css.status()).toBe(200);
  expect(css.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  const rules = await css.text();
  for (const name of new Set(icons))
    expect(rules).toMatch(new RegExp(`\\.i-${name}\\{--i:\\s*url\\("data:image/svg\\+xml,`));
  expect(rules).toMatch(/\.i\{[^}]*mask:var\(--i\)/);
  // No drawing is inline: no <svg> and no sprite reference (the logo is an image).
  expect(html).not.toContain("<svg");
  expect(html).not.toContain("<use");
});

test("the public folder's files are served with an hour's cache; other paths are the app's", async ({ request }) => {
  const icon = await request.get("/favicon.svg");
  expect(icon.status()).toBe(200);
  expect(icon.headers()["content-type"]).toContain("image/svg+xml");
  expect(icon.headers()["cache-control"]).toBe("public, max-age=3600");
  expect((await request.get("/favicon.svg/")).status()).toBe(404);
  const missing = await request.get("/no-such-file.txt");
  expect(missing.status()).toBe(404);
  expect(missing.headers()["content-type"]).toContain("text/html");
});

test("/healthz checks the database", async ({ request }) => {
  const response = await request.get("/healthz");
  expect(response.status()).toBe(200);
  // Idle connections outlive a proxy's or client's reuse of them (65 s, not Node's 5 s): no reset mid-request.
  expect(response.headers()["keep-alive"]).toBe("timeout=65");
  expect(await response.json()).toEqual({ status: "ok", database: "ok" });
});

test("/readyz says the node can take traffic (its database answers; Redis too when configured)", async ({
  request,
}) => {
  const response = await request.get("/readyz");
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toBe("no-store");
  expect(await response.json()).toMatchObject({ status: "ok", database: "ok" });
});

test("bodies over 1 MB are refused with 413, for the API and for page actions", async ({ request }) => {
  const big = "x".repeat(1024 * 1024 + 10);
  const api = await request.post("/api/auth/login", { data: big, headers: { "Content-Type": "application/json" } });
  expect(api.status()).toBe(413);
  expect((await api.json()).error.code).toBe("payload_too_large");
  const page = await request.post("/login", { form: { email: "a@b.c", password: big } });
  expect(page.status()).toBe(413);
});

test("cross-site form posts carrying the session cookie are refused", async ({ request }) => {
  const member = await registerMember(request);
  const cookie = `roots_session=${member.token}`;
  const crossSite = await request.post("/logout", {
    headers: { Cookie: cookie, Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
    form: {},
    maxRedirects: 0,
  });
  expect(crossSite.status()).toBe(403);
  expect((await request.get("/api/auth/user", { headers: { Authorization: `Bearer ${member.token}` } })).status()).toBe(
    200,
  );
  const sameOrigin = await request.post("/logout", {
    headers: { Cookie: cookie, "Sec-Fetch-Site": "same-origin" },
    form: {},
    maxRedirects: 0,
  });
  expect(sameOrigin.status()).toBe(302);
  expect((await request.get("/api/auth/user", { headers: { Authorization: `Bearer ${member.token}` } })).status()).toBe(
    401,
  );
});

test.describe("/ws", () => {
  function connect(url: string, headers: Record<string, string> = {}) {
    return new Promise<{ socket: WebSocket; first: string }>((resolve, reject) => {
      const socket = new WebSocket(url, { headers });
      socket.once("message", (data) => resolve({ socket, first: String(data) }));
      socket.once("unexpected-response", (_req, res) => reject(new Error(`status ${res.statusCode}`)));
      socket.once("error", reject);
    });
  }

  test("refuses an unauthenticated upgrade with 401", async ({ baseURL }) => {
    const url = baseURL!.replace("http", "ws") + "/ws";
    await expect(connect(url)).rejects.toThrow("status 401");
    await expect(connect(url, { Cookie: "roots_session=forged" })).rejects.toThrow("status 401");
  });

  test("tells a page whose session ended with 4001, where a refused handshake would be retried", async ({
    baseURL,
    request,
  }) => {
    const member = await registerMember(request);
    const url = baseURL!.replace("http", "ws") + "/ws";
    const origin = new URL(baseURL!).origin;
    expect((await request.post("/api/logout", { headers: { Authorization: `Bearer ${member.token}` } })).status()).toBe(
      204,
    );
    for (const cookie of [`roots_session=${member.token}`, "roots_session=forged"]) {
      const socket = new WebSocket(url, { headers: { Cookie: cookie, Origin: origin } });
      const heard: string[] = [];
      socket.on("message", (data) => heard.push(String(data)));
      const [code, reason] = await new Promise<[number, string]>((resolve, reject) => {
        socket.once("close", (closeCode, closeReason) => resolve([closeCode, String(closeReason)]));
        socket.once("unexpected-response", (_req, res) => reject(new Error(`status ${res.statusCode}`)));
      });
      expect([code, reason, heard]).toEqual([4001, "Session ended", []]);
    }
    // Another site's page is still refused, and a client that is not a page still gets the 401.
    await expect(connect(url, { Cookie: "roots_session=forged", Origin: "https://elsewhere.example" })).rejects.toThrow(
      "status 403",
    );
    await expect(connect(url, { Cookie: `roots_session=${member.token}` })).rejects.toThrow("status 401");
  });

  test("accepts the session cookie or a Bearer token, never a token in the URL", async ({ baseURL, request }) => {
    const member = await registerMember(request);
    const url = baseURL!.replace("http", "ws") + "/ws";
    for (const attempt of [
      connect(url, { Cookie: `roots_session=${member.token}` }),
      connect(url, { Authorization: `Bearer ${member.token}` }),
    ]) {
      const { socket, first } = await attempt;
      // A client that does not say when it read its data (`?since=`) has missed nothing it asked about.
      expect(JSON.parse(first)).toEqual({ type: "hello", userId: member.id, missed: false });
      socket.close();
    }
    await expect(connect(`${url}?token=${member.token}`)).rejects.toThrow("status 401");
  });
});

test("the web app manifest names the app and points at icons of the sizes phones ask for", async ({ request }) => {
  const page = await (await request.get("/login")).text();
  expect(page).toContain('<link rel="manifest" href="/manifest.webmanifest"/>');
  const response = await request.get("/manifest.webmanifest");
  expect(response.headers()["content-type"]).toBe("application/manifest+json");
  const manifest = await response.json();
  expect(manifest).toMatchObject({ name: "Roots", start_url: "/", display: "standalone", theme_color: "#ea580c" });
  const sizes: string[] = [];
  for (const icon of manifest.icons as Array<{ src: string; sizes: string; type: string; purpose: string }>) {
    const file = await request.get(icon.src);
    expect(file.status(), icon.src).toBe(200);
    if (icon.type !== "image/png") continue;
    // A PNG's width and height are the IHDR chunk's first two 32-bit numbers.
    const bytes = await file.body();
    const [width, height] = [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
    expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
    sizes.push(`${icon.sizes} ${icon.purpose}`);
  }
  expect(sizes).toEqual(expect.arrayContaining(["192x192 any", "512x512 any", "512x512 maskable"]));
});
