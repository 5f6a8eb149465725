import { type APIRequestContext } from "@playwright/test";
import { expect, test } from "./test";
import { registerMember } from "../e2e/fixtures";

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

async function post(request: APIRequestContext, token: string, data: unknown) {
  return request.post("/api/posts", { headers: auth(token), data: data as object });
}

test.describe("feed API", () => {
  test("everything needs a token", async ({ request }) => {
    for (const response of [
      await request.get("/api/feed"),
      await request.post("/api/posts", { data: { content: "x" } }),
      await request.post("/api/posts/x/like"),
      await request.get("/api/posts/x/comments"),
      await request.post("/api/connections/request", { data: { receiverId: "x" } }),
      await request.get("/api/users/suggestions"),
    ]) {
      expect(response.status()).toBe(401);
      expect((await response.json()).error.code).toBe("unauthorized");
    }
  });

  test("POST /api/posts creates a post in the spec's shape; it leads the feed", async ({ request }) => {
    const me = await registerMember(request);
    const created = await post(request, me.token, { content: "  Hello API  ", type: "advice", category: "Housing" });
    expect(created.status()).toBe(201);
    const body = await created.json();
    expect(body).toMatchObject({
      id: expect.any(String),
      content: "Hello API",
      type: "advice",
      category: "Housing",
      imageUrl: null,
      createdAt: expect.any(String),
      author: {
        id: me.id,
        firstName: "Eve",
        lastName: "Tester",
        profileImageUrl: null,
        countryOfOrigin: "Mexico",
        currentLocation: "Madrid, Spain",
      },
      likesCount: 0,
      commentsCount: 0,
      isLiked: false,
    });
    const feed = await request.get("/api/feed", { headers: auth(me.token) });
    expect(feed.status()).toBe(200);
    const posts = await feed.json();
    expect(Array.isArray(posts)).toBe(true);
    expect(posts[0].id).toBe(body.id);
    expect(JSON.stringify(posts)).not.toMatch(/passwordHash|"email"/);
  });

  test("GET /api/feed pages by an opaque cursor in the Link header", async ({ request }) => {
    const me = await registerMember(request);
    const first = await request.get("/api/feed?limit=5", { headers: auth(me.token) });
    const page1 = await first.json();
    expect(page1).toHaveLength(5);
    const link = first.headers()["link"];
    expect(link).toMatch(/^<\/api\/feed\?limit=5&cursor=[\w-]+>; rel="next"$/);
    const next = link.match(/<([^>]+)>/)![1];
    const page2 = await (await request.get(next, { headers: auth(me.token) })).json();
    expect(page2).toHaveLength(5);
    expect(page2.map((p: { id: string }) => p.id)).not.toContain(page1[0].id);
    expect(new Date(page2[0].createdAt) <= new Date(page1[4].createdAt)).toBe(true);
    const capped = await (await request.get("/api/feed?limit=1000", { headers: auth(me.token) })).json();
    expect(capped.length).toBe(50);
  });

  test("bad feed parameters are a 400", async ({ request }) => {
    const me = await registerMember(request);
    for (const query of ["cursor=not-a-cursor", "limit=0", "limit=abc"]) {
      const response = await request.get(`/api/feed?${query}`, { headers: auth(me.token) });
      expect(response.status(), query).toBe(400);
    }
  });

  test("bad post input is a 400 naming the field, and nothing is written", async ({ request }) => {
    const me = await registerMember(request);
    const cases: Array<[unknown, string]> = [
      [{ content: "" }, "content"],
      [{ content: "   " }, "content"],
      [{ content: "x".repeat(5001) }, "content"],
      [{ content: "ok", type: "poll" }, "type"],
      [{ content: ["array"] }, "content"],
      [{ content: "ok", imageUrl: "javascript:alert(1)" }, "imageUrl"],
    ];
    for (const [data, field] of cases) {
      const response = await post(request, me.token, data);
      expect(response.status(), JSON.stringify(data)).toBe(400);
      expect((await response.json()).error.fields).toHaveProperty(field);
    }
    const malformed = await request.post("/api/posts", {
      headers: { ...auth(me.token), "Content-Type": "application/json" },
      data: "{oops",
    });
    expect(malformed.status()).toBe(400);
    const feed = await (await request.get("/api/feed?limit=50", { headers: auth(me.token) })).json();
    expect(feed.filter((p: { author: { id: string } }) => p.author.id === me.id)).toHaveLength(0);
  });

  test("POST /api/posts refuses event and service posts, naming the endpoint that makes them (decision 012)", async ({
    request,
  }) => {
    const me = await registerMember(request);
    for (const [type, endpoint] of [
      ["event", "/api/events"],
      ["service", "/api/services"],
    ] as const) {
      const response = await post(request, me.token, { content: "Come along!", type });
      expect(response.status()).toBe(400);
      const { error } = await response.json();
      expect(error.message).toContain(`POST ${endpoint}`);
      expect(error.fields.type).toContain(endpoint);
    }
    const feed = await (await request.get("/api/feed?limit=50", { headers: auth(me.token) })).json();
    expect(feed.filter((p: { author: { id: string } }) => p.author.id === me.id)).toHaveLength(0);
  });

  test("POST /api/posts/:id/like toggles and reports the state", async ({ request }) => {
    const [author, fan] = [await registerMember(request), await registerMember(request)];
    const { id } = await (await post(request, author.token, { content: "like me" })).json();
    const liked = await request.post(`/api/posts/${id}/like`, { headers: auth(fan.token) });
    expect(await liked.json()).toEqual({ postId: id, liked: true, likesCount: 1 });
    const feed = await (await request.get("/api/feed?limit=50", { headers: auth(fan.token) })).json();
    expect(feed.find((p: { id: string }) => p.id === id)).toMatchObject({ isLiked: true, likesCount: 1 });
    const unliked = await request.post(`/api/posts/${id}/like`, { headers: auth(fan.token) });
    expect(await unliked.json()).toEqual({ postId: id, liked: false, likesCount: 0 });
    expect((await request.post(`/api/posts/unknown/like`, { headers: auth(fan.token) })).status()).toBe(404);
  });

  test("comments: POST answers 201, GET lists them, bad input is refused", async ({ request }) => {
    const me = await registerMember(request);
    const { id } = await (await post(request, me.token, { content: "discuss" })).json();
    const created = await request.post(`/api/posts/${id}/comments`, {
      headers: auth(me.token),
      data: { content: " nice " },
    });
    expect(created.status()).toBe(201);
    expect(await created.json()).toMatchObject({ content: "nice", postId: id, author: { id: me.id } });
    const list = await (await request.get(`/api/posts/${id}/comments`, { headers: auth(me.token) })).json();
    expect(list.map((c: { content: string }) => c.content)).toEqual(["nice"]);
    expect(
      (await request.post(`/api/posts/${id}/comments`, { headers: auth(me.token), data: { content: "  " } })).status(),
    ).toBe(400);
    expect(
      (await request.post(`/api/posts/${id}/comments`, { headers: auth(me.token), data: { content: 5 } })).status(),
    ).toBe(400);
    expect(
      (
        await request.post(`/api/posts/missing/comments`, { headers: auth(me.token), data: { content: "hi" } })
      ).status(),
    ).toBe(404);
    expect((await request.get(`/api/posts/missing/comments`, { headers: auth(me.token) })).status()).toBe(404);
  });

  test("only the author deletes a post", async ({ request }) => {
    const [author, stranger] = [await registerMember(request), await registerMember(request)];
    const { id } = await (await post(request, author.token, { content: "mine" })).json();
    expect((await request.delete(`/api/posts/${id}`, { headers: auth(stranger.token) })).status()).toBe(403);
    expect((await request.delete(`/api/posts/${id}`, { headers: auth(author.token) })).status()).toBe(204);
    expect((await request.get(`/api/posts/${id}`, { headers: auth(author.token) })).status()).toBe(404);
  });

  test("connections: request once; self and duplicates are 409, unknown 404, bad input 400", async ({ request }) => {
    const [a, b] = [await registerMember(request), await registerMember(request)];
    const ok = await request.post("/api/connections/request", { headers: auth(a.token), data: { receiverId: b.id } });
    expect(ok.status()).toBe(201);
    expect(await ok.json()).toMatchObject({ requesterId: a.id, receiverId: b.id, status: "pending" });
    expect(
      (await request.post("/api/connections/request", { headers: auth(a.token), data: { receiverId: b.id } })).status(),
    ).toBe(409);
    expect(
      (await request.post("/api/connections/request", { headers: auth(b.token), data: { receiverId: a.id } })).status(),
    ).toBe(409);
    expect(
      (await request.post("/api/connections/request", { headers: auth(a.token), data: { receiverId: a.id } })).status(),
    ).toBe(409);
    expect(
      (
        await request.post("/api/connections/request", { headers: auth(a.token), data: { receiverId: "ghost" } })
      ).status(),
    ).toBe(404);
    expect(
      (await request.post("/api/connections/request", { headers: auth(a.token), data: { receiverId: 42 } })).status(),
    ).toBe(400);
  });

  test("GET /api/users/suggestions leaves out the caller and people already requested", async ({ request }) => {
    const [a, b] = [await registerMember(request), await registerMember(request)];
    await request.post("/api/connections/request", { headers: auth(a.token), data: { receiverId: b.id } });
    const people = await (await request.get("/api/users/suggestions?limit=50", { headers: auth(a.token) })).json();
    expect(people.length).toBeGreaterThan(0);
    const ids = people.map((p: { id: string }) => p.id);
    expect(ids).not.toContain(a.id);
    expect(ids).not.toContain(b.id);
    expect(JSON.stringify(people)).not.toMatch(/passwordHash|"email"/);
  });
});

// Decision 031: a create form carries a one-time token; the same submission again answers the first and writes nothing.
test.describe("a repeated submission", () => {
  const cookie = (token: string) => ({ Cookie: `roots_session=${encodeURIComponent(token)}` });

  /** The flash toast an answer sets (the signed cookie's value, without its id), or null. */
  function toastOf(setCookie: string | undefined) {
    const value = setCookie?.match(/roots_toast=([^;]*)/)?.[1];
    if (!value) return null;
    const signed = decodeURIComponent(value);
    const { id: _id, ...toast } = JSON.parse(
      Buffer.from(signed.slice(0, signed.lastIndexOf(".")), "base64").toString(),
    );
    return toast;
  }

  async function ownPosts(request: APIRequestContext, token: string, id: string) {
    const feed = await (await request.get("/api/feed?limit=50", { headers: auth(token) })).json();
    return feed.filter((p: { author: { id: string } }) => p.author.id === id);
  }

  test("a like sent three times is one like: its form says the state it wants and carries no token", async ({
    request,
    baseURL,
  }) => {
    const author = await registerMember(request);
    const me = await registerMember(request);
    const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
    const post = await (
      await request.post("/api/posts", { headers: bearer(author.token), data: { content: "Like me once" } })
    ).json();
    const page = await (await request.get(`/posts/${post.id}`, { headers: cookie(me.token) })).text();
    const likeForm = page.match(new RegExp(`<form[^>]*action="/posts/${post.id}/like"[\\s\\S]*?</form>`))?.[0] ?? "";
    expect(likeForm).toContain('name="pressed" value="true"');
    expect(likeForm).not.toContain("_submission");
    const like = (pressed: string) =>
      request.post(`/posts/${post.id}/like`, {
        headers: { ...cookie(me.token), Origin: new URL(baseURL!).origin },
        form: { pressed, returnTo: "/" },
        maxRedirects: 0,
      });
    for (const answer of [await like("true"), await like("true"), await like("true")])
      expect(answer.status()).toBe(302);
    const count = async () =>
      (await (await request.get(`/api/posts/${post.id}`, { headers: bearer(me.token) })).json()).likesCount;
    expect(await count()).toBe(1);
    await like("false");
    await like("false");
    expect(await count()).toBe(0);
  });

  test("the composer sent three times with its token makes one post; every answer is the first's redirect and toast", async ({
    request,
    baseURL,
  }) => {
    const me = await registerMember(request);
    const home = await (await request.get("/", { headers: cookie(me.token) })).text();
    // The home page's forms that post to it; the composer is the one with the post's text.
    const homeForms = home.match(/<form[^>]*action="\/\?index"[\s\S]*?<\/form>/g) ?? [];
    const composer = homeForms.find((form) => form.includes('name="content"')) ?? "";
    const submission = composer.match(/name="_submission" value="([^"]+)"/)?.[1];
    expect(submission, "the composer carries a one-time token").toBeTruthy();

    const send = () =>
      request.post("/?index", {
        headers: { ...cookie(me.token), Origin: new URL(baseURL!).origin },
        form: {
          intent: "create-post",
          type: "post",
          content: "Tapped Post on a slow network",
          _submission: submission!,
        },
        maxRedirects: 0,
      });
    const answers = [await send(), await send(), await send()];
    const seen = answers.map((answer) => ({
      status: answer.status(),
      location: answer.headers()["location"],
      toast: toastOf(answer.headers()["set-cookie"]),
    }));
    expect(seen[0]).toEqual({
      status: 302,
      location: "/",
      toast: { type: "success", title: "Your post has been created!" },
    });
    expect(seen).toEqual([seen[0], seen[0], seen[0]]);
    expect(await ownPosts(request, me.token, me.id)).toHaveLength(1);

    // The next page carries a new token: the next post is written. Without a token (old pages) every one is.
    const next = (await (await request.get("/", { headers: cookie(me.token) })).text()).match(
      /action="\/\?index"[\s\S]*?name="_submission" value="([^"]+)"/,
    )?.[1];
    expect(next).toBeTruthy();
    expect(next).not.toBe(submission);
    const forms: Array<Record<string, string>> = [{ _submission: next! }, {}, {}];
    for (const form of forms) {
      const answer = await request.post("/?index", {
        headers: { ...cookie(me.token), Origin: new URL(baseURL!).origin },
        form: { intent: "create-post", content: "Another one", ...form },
        maxRedirects: 0,
      });
      expect(answer.status()).toBe(302);
    }
    expect(await ownPosts(request, me.token, me.id)).toHaveLength(4);
  });

  test("POST /api/posts with the same Idempotency-Key creates once and answers the same post each time", async ({
    request,
  }) => {
    const me = await registerMember(request);
    const key = `key-${me.id}`;
    const send = (content: string) =>
      request.post("/api/posts", { headers: { ...auth(me.token), "Idempotency-Key": key }, data: { content } });
    const answers = [await send("Retried by a script"), await send("Retried by a script")];
    expect(answers.map((answer) => answer.status())).toEqual([201, 201]);
    const [first, second] = await Promise.all(answers.map((answer) => answer.json()));
    expect(second).toEqual(first);
    // The same key with other content is a mistake, not a retry; a malformed key is refused.
    expect((await send("Something else")).status()).toBe(422);
    const bad = await request.post("/api/posts", {
      headers: { ...auth(me.token), "Idempotency-Key": "no spaces allowed" },
      data: { content: "x" },
    });
    expect(bad.status()).toBe(400);
    expect(await ownPosts(request, me.token, me.id)).toHaveLength(1);
  });
});
