// Each of these once answered 500 (or worse); each must now be a 4xx that changes nothing.
import http from "node:http";
import { expect, test } from "./test";
import { DEMO_MEMBER, accountsAt, registerMember, rowsWrittenBy, sessionFor, uniqueEmail } from "../e2e/fixtures";
import { appRoutes, fillPath } from "./app-routes";

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
      // One after another: a member has at most MEMBER_WRITE_CONCURRENCY (4) writes in flight, and five sent at
      // once answer 429 whenever the server is slow enough for them to overlap (decision 074).
      const attempts = [
        () => request.post("/api/posts", { headers: bearer(member.token), data: { content: bad } }),
        () =>
          request.post("/api/posts", {
            headers: bearer(member.token),
            data: { content: "fine", imageUrl: `https://x.example/${bad}` },
          }),
        () => request.post(`/api/posts/${post.id}/comments`, { headers: bearer(member.token), data: { content: bad } }),
        () => request.post("/api/connections/request", { headers: bearer(member.token), data: { receiverId: bad } }),
        () => request.post("/api/auth/login", { data: { email: `x${bad}@test.example`, password: "whatever-1" } }),
        () =>
          request.post("/api/auth/register", {
            data: {
              firstName: bad,
              lastName: "B",
              email: "surrogate@test.example",
              password: "abcdef-12",
              confirmPassword: "abcdef-12",
            },
          }),
        () => request.post("/api/posts", { headers: bearer(member.token), data: { content: "fine", [bad]: "key" } }),
      ];
      for (const attempt of attempts) {
        const response = await attempt();
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

test.describe("answers that were 500 (issue 24)", () => {
  // Remix's pre-single-fetch data protocol: single fetch never sends it, and a loader answering null broke it (500).
  test("a legacy ?_data= request to any route is a 400, signed in or out", async ({ request }) => {
    const { member, post, comment } = await fixtures(request);
    const ids = { post: post.id, question: post.id, comment: comment.id, event: "x", service: "x", user: member.id };
    const problems: string[] = [];
    for (const route of appRoutes()) {
      const url = `${fillPath(route.path, ids)}?_data=${encodeURIComponent(route.id)}`;
      for (const [who, headers] of [
        ["signed out", {}],
        ["signed in", cookie(member.token)],
      ] as const) {
        const response = await request.get(url, { headers, maxRedirects: 0 });
        if (response.status() !== 400) problems.push(`${url} (${who}) → ${response.status()}`);
      }
    }
    expect(problems).toEqual([]);
    const page = await request.get(`/advice/new?_data=${encodeURIComponent("routes/_advice+/advice_.new")}`, {
      headers: cookie(member.token),
    });
    expect(await page.text()).toContain("not supported");
    const api = await request.get(`/api/feed?_data=root`, { headers: bearer(member.token) });
    expect(api.status()).toBe(400);
    expect((await api.json()).error.code).toBe("bad_request");
  });

  // Remix's own origin check threw (an empty 500); a cross-site post is refused whether it carries a session or not.
  test("a cross-site post without a session cookie is a 403 that writes nothing", async ({ request, baseURL }) => {
    const { member, fill } = await fixtures(request);
    const before = await rowsWrittenBy(member.id);
    const host = new URL(baseURL!).host;
    const foreign: Array<Record<string, string>> = [
      { Origin: "https://evil.example" },
      { Origin: "null" },
      { Origin: "not a url" },
      { Origin: `http://${host}`, "X-Forwarded-Host": "evil.example" },
    ];
    for (const path of [...PAGE_ACTIONS, "/login.data", "/_root.data?index", "/no-such-page"]) {
      for (const headers of foreign) {
        const response = await request.post(fill(path), {
          headers,
          form: { email: uniqueEmail(), password: "e2e-password", content: "cross-site" },
          maxRedirects: 0,
        });
        const where = `${path} ${JSON.stringify(headers)}`;
        expect(response.status(), where).toBe(403);
        expect(response.headers()["content-type"], where).toContain("text/plain");
        expect(await response.text(), where).toBe("Cross-site requests are not allowed");
      }
    }
    const email = uniqueEmail();
    const registration = await request.post("/register", {
      headers: { Origin: "https://evil.example" },
      form: {
        firstName: "Eve",
        lastName: "Tester",
        email,
        password: "e2e-password",
        confirmPassword: "e2e-password",
      },
      maxRedirects: 0,
    });
    expect(registration.status()).toBe(403);
    expect(await accountsAt(email)).toBe(0);
    expect(await rowsWrittenBy(member.id)).toEqual(before);

    // The API with a Bearer token is no browser's ambient credential; our own origin still signs in (last: the
    // request context keeps the session cookie it is given).
    const api = await request.post("/api/posts", {
      headers: { ...bearer(member.token), Origin: "https://evil.example" },
      data: { content: "From a script of my own" },
    });
    expect(api.status()).toBe(201);
    const own = await request.post("/login", {
      headers: { Origin: `http://${host}` },
      form: { email: member.email, password: member.password },
      maxRedirects: 0,
    });
    expect(own.status()).toBe(302);
  });

  // Undici cannot build a request for TRACE (Express's 500 page); other methods reached routes that never took them.
  test("a method the app does not speak is a 405 with Allow", async ({ baseURL }) => {
    const send = (method: string, path: string) =>
      new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
        const req = http.request(new URL(path, baseURL), { method }, (res) => {
          let body = "";
          res.setEncoding("utf8");
          res.on("data", (chunk) => (body += chunk));
          res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body }));
        });
        req.on("error", reject);
        req.end();
      });
    for (const method of ["TRACE", "PROPFIND", "SEARCH", "PURGE", "OPTIONS"]) {
      for (const path of ["/login", "/", "/no-such-page", "/favicon.svg", "/api/feed"]) {
        const response = await send(method, path);
        const where = `${method} ${path}`;
        expect(response.status, where).toBe(405);
        expect(response.headers["allow"], where).toBe("GET, HEAD, POST, PUT, PATCH, DELETE");
        if (path.startsWith("/api/")) expect(JSON.parse(response.body).error.code, where).toBe("method_not_allowed");
        else expect(response.body, where).toBe("Method not allowed");
      }
    }
    // A method Node's parser does not know never reaches us: its own 400.
    expect((await send("TRACK", "/login")).status).toBe(400);
  });
});
