// Each of these once answered 500 (or worse); each must now be a 4xx that changes nothing.
import { expect, test } from "@playwright/test";
import { DEMO_MEMBER, registerMember, rowsWrittenBy, sessionFor } from "../e2e/fixtures";

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const cookie = (token: string) => ({ Cookie: `roots_session=${encodeURIComponent(token)}` });

// Every page action of the app; `:post` is a real post, `:comment` a real comment, `:user` a real member.
const PAGE_ACTIONS = [
  "/login",
  "/register",
  "/?index",
  "/posts/:post",
  "/posts/:post/like",
  "/posts/:post/delete",
  "/comments/:comment/delete",
  "/connections/request",
  "/logout",
];

async function fixtures(request: import("@playwright/test").APIRequestContext) {
  const member = await registerMember(request);
  const post = await (
    await request.post("/api/posts", { headers: bearer(member.token), data: { content: "A post to aim at" } })
  ).json();
  const comment = await (
    await request.post(`/api/posts/${post.id}/comments`, {
      headers: bearer(member.token),
      data: { content: "A comment to aim at" },
    })
  ).json();
  const fill = (path: string) =>
    path.replace(":post", post.id).replace(":comment", comment.id).replace(":user", member.id);
  return { member, post, comment, fill };
}

test.describe("page actions refuse bodies that are not forms", () => {
  const bodies: Array<[string, Record<string, string>, string]> = [
    ["JSON", { "Content-Type": "application/json" }, '{"email":"a@b.c","password":"x"}'],
    ["plain text", { "Content-Type": "text/plain" }, "email=a@b.c"],
    ["no content type", {}, "email=a@b.c"],
    [
      "broken multipart",
      { "Content-Type": "multipart/form-data; boundary=zzz" },
      '--zzz\r\nContent-Disposition: form-data; name="a"\r\n\r\nb',
    ],
    ["multipart without boundary", { "Content-Type": "multipart/form-data" }, "garbage"],
  ];

  test("signed out and signed in, every action answers 4xx and writes nothing", async ({ request }) => {
    const { member, fill } = await fixtures(request);
    const before = await rowsWrittenBy(member.id);
    for (const signedIn of [false, true]) {
      // Logout needs no body, so it signs out whatever was sent: try it signed out only.
      for (const path of PAGE_ACTIONS.filter((action) => !(signedIn && action === "/logout"))) {
        for (const [label, headers, body] of bodies) {
          const response = await request.post(fill(path), {
            headers: { ...headers, ...(signedIn ? cookie(member.token) : {}) },
            data: Buffer.from(body),
            maxRedirects: 0,
          });
          const where = `${label} → ${path} (${signedIn ? "signed in" : "signed out"})`;
          expect(response.status(), where).toBeLessThan(500);
          // Signed out, a members-only action may send the visitor to /login first: that is not a failure.
          if (response.status() < 300) expect.soft(response.status(), where).toBeGreaterThanOrEqual(400);
        }
      }
    }
    expect(await rowsWrittenBy(member.id)).toEqual(before);
  });

  test("the page says what went wrong", async ({ request }) => {
    const response = await request.post("/login", { headers: { "Content-Type": "application/json" }, data: "{}" });
    expect(response.status()).toBe(415);
    expect(await response.text()).toContain("only accepts HTML form submissions");
  });
});

test.describe("a session cookie that does not parse means signed out", () => {
  for (const value of ["%E0%A4%A", "%", "%%%", "\u00ff\u00fe", "a;b", "=".repeat(300)]) {
    test(`roots_session=${JSON.stringify(value)}`, async ({ request }) => {
      const headers = { Cookie: `roots_session=${value}; roots_toast=%E0%A4%A` };
      expect((await request.get("/login", { headers })).status()).toBe(200);
      expect((await request.get("/", { headers })).status()).toBe(200);
      const api = await request.get("/api/auth/user", { headers });
      expect(api.status()).toBe(401);
      expect((await api.json()).error.code).toBe("unauthorized");
    });
  }
});

test.describe("text must be well-formed", () => {
  for (const [label, bad] of [
    ["a lone surrogate", "a\ud800b"],
    ["a lone low surrogate", "\udc00"],
    ["a NUL byte", "a\u0000b"],
  ]) {
    test(`${label} in any field is a 400 that writes nothing`, async ({ request }) => {
      const { member, post } = await fixtures(request);
      const before = await rowsWrittenBy(member.id);
      const attempts = [
        request.post("/api/posts", { headers: bearer(member.token), data: { content: bad } }),
        request.post("/api/posts", {
          headers: bearer(member.token),
          data: { content: "fine", imageUrl: `https://x.example/${bad}` },
        }),
        request.post(`/api/posts/${post.id}/comments`, { headers: bearer(member.token), data: { content: bad } }),
        request.post("/api/connections/request", { headers: bearer(member.token), data: { receiverId: bad } }),
        request.post("/api/auth/login", { data: { email: `x${bad}@test.example`, password: "whatever-1" } }),
        request.post("/api/auth/register", {
          data: {
            firstName: bad,
            lastName: "B",
            email: "surrogate@test.example",
            password: "abcdef",
            confirmPassword: "abcdef",
          },
        }),
        request.post("/api/posts", { headers: bearer(member.token), data: { content: "fine", [bad]: "key" } }),
      ];
      for (const response of await Promise.all(attempts)) {
        expect(response.status(), response.url()).toBe(400);
        expect((await response.json()).error.code).toBe("validation");
      }
      const pathAttempts = [
        request.get(`/api/posts/${encodeURIComponent("a\u0000b")}`, { headers: bearer(member.token) }),
        request.get(`/api/posts/%ED%A0%80`, { headers: bearer(member.token) }),
        request.get(`/api/posts/${post.id}/comments?cursor=${encodeURIComponent("a\u0000")}`, {
          headers: bearer(member.token),
        }),
      ];
      for (const response of await Promise.all(pathAttempts))
        expect(response.status(), response.url()).toBeGreaterThanOrEqual(400);
      for (const response of await Promise.all(pathAttempts))
        expect(response.status(), response.url()).toBeLessThan(500);
      expect(await rowsWrittenBy(member.id)).toEqual(before);
    });
  }
});

test.describe("cursors are validated in full", () => {
  const encode = (raw: string) => Buffer.from(raw).toString("base64url");
  for (const raw of [
    "+010000-01-01T00:00:00.000Z|abc",
    "10000-01-01T00:00:00.000Z|abc",
    "2026-02-31T00:00:00.000Z|abc",
    "2026-01-01T00:00:00.000Z|a'b",
    "2026-01-01T00:00:00.000Z|",
  ]) {
    test(`cursor ${raw} is a 400 on the API and a fresh start on the page`, async ({ request }) => {
      const token = await sessionFor(DEMO_MEMBER.email);
      const api = await request.get(`/api/feed?cursor=${encode(raw)}`, { headers: bearer(token) });
      expect(api.status()).toBe(400);
      expect((await api.json()).error.fields).toHaveProperty("cursor");
      const page = await request.get(`/?cursor=${encode(raw)}`, { headers: cookie(token), maxRedirects: 0 });
      expect(page.status()).toBe(302);
    });
  }
});

test.describe("redirectTo never leaves the site", () => {
  for (const target of [
    "/\t/evil.example",
    "/\n/evil.example",
    "/\r/evil.example",
    "/\u0000/evil.example",
    "//evil.example",
    "/\\evil.example",
    "https://evil.example",
  ]) {
    test(`login with redirectTo=${JSON.stringify(target)} lands on our home page`, async ({ request }) => {
      const member = await registerMember(request);
      const response = await request.post("/login", {
        form: { email: member.email, password: member.password, redirectTo: target },
        maxRedirects: 0,
      });
      expect(response.status()).toBe(302);
      expect(response.headers()["location"]).toBe("/");
    });
  }

  test("a path of ours is kept, percent-encoded", async ({ request }) => {
    const member = await registerMember(request);
    const response = await request.post("/login", {
      form: { email: member.email, password: member.password, redirectTo: "/posts/x?tab=café" },
      maxRedirects: 0,
    });
    expect(response.headers()["location"]).toBe("/posts/x?tab=caf%C3%A9");
  });
});

test.describe("the API answers JSON for any path", () => {
  test("unknown paths are a JSON 404 for every method", async ({ request }) => {
    for (const method of ["GET", "POST", "PUT", "PATCH", "DELETE"]) {
      const response = await request.fetch("/api/no/such/thing", { method });
      expect(response.status(), method).toBe(404);
      expect(response.headers()["content-type"]).toContain("application/json");
      expect((await response.json()).error.code).toBe("not_found");
    }
  });

  test("bad percent-encoding is a JSON 400 under /api and a 400 elsewhere", async ({ request }) => {
    const api = await request.get("/api/posts/%E0%A4%A");
    expect(api.status()).toBe(400);
    expect((await api.json()).error.code).toBe("bad_request");
    expect((await request.get("/posts/%E0%A4%A")).status()).toBe(400);
  });

  test("a path with control characters is a JSON 400 under /api (found by the fuzz test)", async ({ request }) => {
    for (const path of ["/api/%0A", "/api/posts/%00", "/api/%7F/x"]) {
      const response = await request.post(path, { data: {} });
      expect(response.status(), path).toBe(400);
      expect((await response.json()).error.code).toBe("bad_request");
    }
    expect((await request.get("/posts/%0A")).status()).toBe(400);
  });

  test("a body that is not JSON is a 415, and nothing is written", async ({ request }) => {
    const member = await registerMember(request);
    const before = await rowsWrittenBy(member.id);
    const response = await request.post("/api/posts", {
      headers: { ...bearer(member.token), "Content-Type": "application/x-www-form-urlencoded" },
      data: "content=hello",
    });
    expect(response.status()).toBe(415);
    expect(await rowsWrittenBy(member.id)).toEqual(before);
  });
});

test.describe("per-member write limits", () => {
  test("the 31st comment in a minute is a 429 with Retry-After, and is not written", async ({ request }) => {
    const { member, post } = await fixtures(request);
    // fixtures() already wrote one post and one comment (both count as content).
    const statuses: number[] = [];
    for (let i = 0; i < 29; i++) {
      statuses.push(
        (
          await request.post(`/api/posts/${post.id}/comments`, {
            headers: bearer(member.token),
            data: { content: `c${i}` },
          })
        ).status(),
      );
    }
    expect(statuses).toEqual(Array(28).fill(201).concat([429]));
    const before = await rowsWrittenBy(member.id);
    const limited = await request.post("/api/posts", {
      headers: bearer(member.token),
      data: { content: "one too many" },
    });
    expect(limited.status()).toBe(429);
    expect(Number(limited.headers()["retry-after"])).toBeGreaterThan(0);
    expect((await limited.json()).error.code).toBe("rate_limited");
    expect(await rowsWrittenBy(member.id)).toEqual(before);

    // Without JavaScript the same limit is a 429 page that says so and carries Retry-After.
    const composer = await request.post("/?index", {
      headers: cookie(member.token),
      form: { intent: "create-post", content: "still too many" },
      maxRedirects: 0,
    });
    expect(composer.status()).toBe(429);
    expect(Number(composer.headers()["retry-after"])).toBeGreaterThan(0);
    expect(await composer.text()).toContain("too often");
    const comment = await request.post(`/posts/${post.id}`, {
      headers: cookie(member.token),
      form: { content: "no" },
      maxRedirects: 0,
    });
    expect(comment.status()).toBe(429);
    expect(Number(comment.headers()["retry-after"])).toBeGreaterThan(0);
    expect(await rowsWrittenBy(member.id)).toEqual(before);
  });
});
