import { type APIRequestContext } from "@playwright/test";
import { expect, test } from "./test";
import { registerMember } from "../e2e/fixtures";

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

async function send(request: APIRequestContext, token: string, data: unknown) {
  return request.post("/api/messages", { headers: auth(token), data: data as object });
}

test.describe("messages API", () => {
  test("every path needs a token", async ({ request }) => {
    for (const response of [
      await request.get("/api/conversations"),
      await request.get("/api/conversations/x"),
      await request.post("/api/conversations/x/read"),
      await request.post("/api/messages", { data: { receiverId: "x", content: "hi" } }),
    ]) {
      expect(response.status()).toBe(401);
      expect((await response.json()).error.code).toBe("unauthorized");
    }
  });

  test("send, list conversations, read the thread, mark read: the spec's shapes", async ({ request }) => {
    const ana = await registerMember(request, { firstName: "Ana" });
    const ben = await registerMember(request, { firstName: "Ben" });
    const sent = await send(request, ben.token, { receiverId: ana.id, content: "  Hello Ana  " });
    expect(sent.status()).toBe(201);
    const message = await sent.json();
    expect(message).toEqual({
      id: expect.any(String),
      senderId: ben.id,
      receiverId: ana.id,
      content: "Hello Ana",
      createdAt: expect.any(String),
    });

    const list = await request.get("/api/conversations", { headers: auth(ana.token) });
    expect(list.status()).toBe(200);
    expect(await list.json()).toEqual([
      {
        user: { id: ben.id, firstName: "Ben", lastName: "Tester", profileImageUrl: null },
        lastMessage: { content: "Hello Ana", createdAt: message.createdAt },
        unreadCount: 1,
      },
    ]);

    const thread = await request.get(`/api/conversations/${ben.id}`, { headers: auth(ana.token) });
    expect(await thread.json()).toEqual([message]);

    const read = await request.post(`/api/conversations/${ben.id}/read`, { headers: auth(ana.token) });
    expect(read.status()).toBe(200);
    expect(await read.json()).toEqual({ marked: 1 });
    const after = await (await request.get("/api/conversations", { headers: auth(ana.token) })).json();
    expect(after[0].unreadCount).toBe(0);
  });

  test("the thread pages back by cursor in Link and X-Next-Cursor", async ({ request }) => {
    const ana = await registerMember(request);
    const ben = await registerMember(request);
    for (let i = 0; i < 5; i++)
      expect((await send(request, ana.token, { receiverId: ben.id, content: `n${i}` })).status()).toBe(201);
    const first = await request.get(`/api/conversations/${ana.id}?limit=3`, { headers: auth(ben.token) });
    expect((await first.json()).map((m: { content: string }) => m.content)).toEqual(["n2", "n3", "n4"]);
    const cursor = first.headers()["x-next-cursor"];
    expect(first.headers()["link"]).toBe(`</api/conversations/${ana.id}?limit=3&cursor=${cursor}>; rel="next"`);
    const second = await request.get(`/api/conversations/${ana.id}?limit=3&cursor=${cursor}`, {
      headers: auth(ben.token),
    });
    expect((await second.json()).map((m: { content: string }) => m.content)).toEqual(["n0", "n1"]);
    expect(second.headers()["x-next-cursor"]).toBeUndefined();
  });

  test("a third member never sees another pair's messages", async ({ request }) => {
    const [ana, ben, eve] = [
      await registerMember(request),
      await registerMember(request),
      await registerMember(request),
    ];
    await send(request, ana.token, { receiverId: ben.id, content: "private" });
    for (const other of [ana.id, ben.id]) {
      const thread = await request.get(`/api/conversations/${other}`, { headers: auth(eve.token) });
      expect(thread.status()).toBe(200);
      expect(await thread.json()).toEqual([]);
    }
    expect(await (await request.get("/api/conversations", { headers: auth(eve.token) })).json()).toEqual([]);
    expect((await request.post(`/api/conversations/${ana.id}/read`, { headers: auth(eve.token) })).status()).toBe(200);
    const ben2 = await (await request.get("/api/conversations", { headers: auth(ben.token) })).json();
    expect(ben2[0].unreadCount).toBe(1);
  });

  test("bad input is a 400 or 404 naming the problem, and stores nothing", async ({ request }) => {
    const ana = await registerMember(request);
    const ben = await registerMember(request);
    const cases: [unknown, number, string][] = [
      [{ receiverId: ben.id, content: "   " }, 400, "content"],
      [{ receiverId: ben.id, content: "x".repeat(5001) }, 400, "content"],
      [{ receiverId: ben.id, content: ["x"] }, 400, "content"],
      [{ receiverId: ana.id, content: "me" }, 400, "receiverId"],
      [{ receiverId: 7, content: "hi" }, 400, "receiverId"],
      [{ content: "hi" }, 400, "receiverId"],
      [{ receiverId: "no-such-member", content: "hi" }, 404, ""],
    ];
    for (const [data, status, field] of cases) {
      const response = await send(request, ana.token, data);
      expect(response.status(), JSON.stringify(data)).toBe(status);
      const { error } = await response.json();
      expect(error.message).toEqual(expect.any(String));
      if (field) expect(error.fields[field]).toEqual(expect.any(String));
    }
    const notJson = await request.post("/api/messages", {
      headers: { ...auth(ana.token), "Content-Type": "text/plain" },
      data: "hi",
    });
    expect(notJson.status()).toBe(415);
    expect((await request.get("/api/conversations/no-such-member", { headers: auth(ana.token) })).status()).toBe(404);
    expect(
      (await request.get(`/api/conversations/${ben.id}?cursor=nope!`, { headers: auth(ana.token) })).status(),
    ).toBe(400);
    expect((await request.get(`/api/conversations/${ben.id}?limit=0`, { headers: auth(ana.token) })).status()).toBe(
      400,
    );
    expect(await (await request.get("/api/conversations", { headers: auth(ana.token) })).json()).toEqual([]);
    expect((await request.get("/api/messages", { headers: auth(ana.token) })).status()).toBe(405);
  });

  test("sending is rate-limited per sender with 429 and Retry-After", async ({ request }) => {
    const ana = await registerMember(request);
    const ben = await registerMember(request);
    for (let i = 0; i < 30; i++)
      expect((await send(request, ana.token, { receiverId: ben.id, content: `m${i}` })).status()).toBe(201);
    const refused = await send(request, ana.token, { receiverId: ben.id, content: "one more" });
    expect(refused.status()).toBe(429);
    expect(Number(refused.headers()["retry-after"])).toBeGreaterThan(0);
    expect((await refused.json()).error.code).toBe("rate_limited");
    // The answer names the limit it hit (beside the API's own budget): none left of 30 a minute (decision 061).
    expect(refused.headers()["ratelimit-policy"]).toMatch(/(^|, )"write-message";q=30;w=60(,|$)/);
    expect(refused.headers()["ratelimit"]).toMatch(
      new RegExp(`(^|, )"write-message";r=0;t=${refused.headers()["retry-after"]}(,|$)`),
    );
    expect(
      await (await request.get(`/api/conversations/${ana.id}?limit=100`, { headers: auth(ben.token) })).json(),
    ).toHaveLength(30);
  });
});
