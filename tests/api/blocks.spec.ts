import { randomUUID } from "node:crypto";
import { type APIRequestContext, type APIResponse } from "@playwright/test";
import { expect, test } from "./test";
import WebSocket from "ws";
import { DEMO_ADMIN, registerMember, sessionFor } from "../e2e/fixtures";

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
const marker = () => `zk${randomUUID().replace(/-/g, "").slice(0, 10)}`;

async function created(response: Promise<APIResponse>): Promise<{ id: string }> {
  const answer = await response;
  expect(answer.status(), await answer.text()).toBe(201);
  return answer.json();
}

/** The API's "not found": 404 with the usual error shape. */
async function expectNotFound(response: Promise<APIResponse>, what: string) {
  const answer = await response;
  expect(answer.status(), what).toBe(404);
  expect((await answer.json()).error, what).toMatchObject({ code: "not_found", message: expect.any(String) });
}

/** A page's "not found": a 404 page. */
async function expectMissingPage(request: APIRequestContext, path: string, token: string) {
  expect((await request.get(path, { headers: auth(token) })).status(), path).toBe(404);
}

/** A socket for the member, and the live events it receives from then on. */
function liveEvents(
  baseURL: string,
  token: string,
): Promise<{ socket: WebSocket; events: Array<Record<string, unknown>> }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${baseURL.replace("http", "ws")}/ws`, { headers: auth(token) });
    const events: Array<Record<string, unknown>> = [];
    socket.once("message", () => {
      socket.on("message", (data) => events.push(JSON.parse(String(data))));
      resolve({ socket, events });
    });
    socket.once("unexpected-response", (_req, res) => reject(new Error(`status ${res.statusCode}`)));
    socket.once("error", reject);
  });
}

test.describe("blocks API", () => {
  test("needs a token", async ({ request }) => {
    expect((await request.post("/api/users/x/block")).status()).toBe(401);
    expect((await request.delete("/api/users/x/block")).status()).toBe(401);
    expect((await request.get("/api/blocks")).status()).toBe(401);
  });

  test("block, both sides refused and hidden, list, unblock; bad input named", async ({ request }) => {
    const [me, them] = [
      await registerMember(request, { lastName: "Blocker" }),
      await registerMember(request, { lastName: "Blocked" }),
    ];
    const blocked = await request.post(`/api/users/${them.id}/block`, { headers: auth(me.token) });
    expect(blocked.status()).toBe(200);
    expect(await blocked.json()).toEqual({ blocked: true, userId: them.id });
    const list = await (await request.get("/api/blocks", { headers: auth(me.token) })).json();
    expect(list.map((row: { id: string }) => row.id)).toEqual([them.id]);
    expect(JSON.stringify(list)).not.toContain("email");
    for (const [from, to] of [
      [me, them],
      [them, me],
    ]) {
      const message = await request.post("/api/messages", {
        headers: auth(from.token),
        data: { receiverId: to.id, content: "hi" },
      });
      expect(message.status()).toBe(403);
      expect((await message.json()).error.message).toBe("You can't message this member");
      expect(
        (
          await request.post("/api/connections/request", { headers: auth(from.token), data: { receiverId: to.id } })
        ).status(),
      ).toBe(403);
      expect((await request.get(`/api/users/${to.id}`, { headers: auth(from.token) })).status()).toBe(404);
    }
    expect((await request.delete(`/api/users/${me.id}/block`, { headers: auth(them.token) })).status()).toBe(404);
    expect((await request.post(`/api/users/${me.id}/block`, { headers: auth(me.token) })).status()).toBe(409);
    expect((await request.post("/api/users/nobody/block", { headers: auth(me.token) })).status()).toBe(404);
    expect((await request.get(`/api/users/${them.id}/block`, { headers: auth(me.token) })).status()).toBe(405);
    const unblocked = await request.delete(`/api/users/${them.id}/block`, { headers: auth(me.token) });
    expect(await unblocked.json()).toEqual({ blocked: false, userId: them.id });
    expect(
      (
        await request.post("/api/messages", {
          headers: auth(them.token),
          data: { receiverId: me.id, content: "hi again" },
        })
      ).status(),
    ).toBe(201);
  });

  test("the spec's paths: POST /api/blocks {userId}, DELETE /api/blocks/{userId}", async ({ request }) => {
    const [me, them] = [
      await registerMember(request, { lastName: "Blocker" }),
      await registerMember(request, { lastName: "Blocked" }),
    ];
    expect((await request.post("/api/blocks", { data: { userId: them.id } })).status()).toBe(401);
    const created = await request.post("/api/blocks", { headers: auth(me.token), data: { userId: them.id } });
    expect(created.status()).toBe(201);
    expect(await created.json()).toEqual({ blocked: true, userId: them.id });
    expect((await request.get(`/api/users/${them.id}`, { headers: auth(me.token) })).status()).toBe(404);
    for (const data of [{}, { userId: 42 }, { userId: "" }, "not json"]) {
      const refused = await request.post("/api/blocks", {
        headers: { ...auth(me.token), "Content-Type": "application/json" },
        data: typeof data === "string" ? data : JSON.stringify(data),
      });
      expect(refused.status(), JSON.stringify(data)).toBe(400);
      expect((await refused.json()).error).toBeTruthy();
    }
    expect((await request.post("/api/blocks", { headers: auth(me.token), data: { userId: "nobody" } })).status()).toBe(
      404,
    );
    expect((await request.get(`/api/blocks/${them.id}`, { headers: auth(me.token) })).status()).toBe(405);
    const removed = await request.delete(`/api/blocks/${them.id}`, { headers: auth(me.token) });
    expect(removed.status()).toBe(200);
    expect(await removed.json()).toEqual({ blocked: false, userId: them.id });
    expect((await request.delete(`/api/blocks/${them.id}`, { headers: auth(me.token) })).status()).toBe(404);
    expect(await (await request.get("/api/blocks", { headers: auth(me.token) })).json()).toEqual([]);
  });

  test("after A blocks B, A's service, comments, answers, live posts and activity are gone for B, as if missing", async ({
    request,
    baseURL,
  }) => {
    const tag = marker();
    const [a, b, c] = [
      await registerMember(request, { lastName: `${tag}A` }),
      await registerMember(request, { lastName: `${tag}B` }),
      await registerMember(request, { lastName: `${tag}C` }),
    ];
    const service = await created(
      request.post("/api/services", {
        headers: auth(a.token),
        data: { title: `Visa forms ${tag}`, description: "I help with permits", category: "Legal Help" },
      }),
    );
    const question = await created(
      request.post("/api/posts", {
        headers: auth(a.token),
        data: { content: `Where to rent? ${tag}`, type: "advice", category: "Housing" },
      }),
    );
    const answer = await created(
      request.post(`/api/posts/${question.id}/comments`, { headers: auth(c.token), data: { content: "Try Alfama" } }),
    );
    const othersPost = await created(
      request.post("/api/posts", { headers: auth(c.token), data: { content: `Hello ${tag}` } }),
    );
    const comment = await created(
      request.post(`/api/posts/${othersPost.id}/comments`, { headers: auth(a.token), data: { content: "Hi!" } }),
    );
    expect((await request.post(`/api/users/${b.id}/block`, { headers: auth(a.token) })).status()).toBe(200);

    // B: every read, report and reaction answers as for an item that does not exist.
    await expectNotFound(request.get(`/api/services/${service.id}`, { headers: auth(b.token) }), "service");
    await expectNotFound(request.get(`/api/services/${service.id}/reviews`, { headers: auth(b.token) }), "reviews");
    await expectMissingPage(request, `/services/${service.id}/reviews`, b.token);
    await expectMissingPage(request, `/report/service/${service.id}`, b.token);
    await expectMissingPage(request, `/report/comment/${comment.id}`, b.token);
    await expectMissingPage(request, `/report/comment/${answer.id}`, b.token);
    for (const [subjectType, subjectId] of [
      ["service", service.id],
      ["comment", comment.id],
      ["comment", answer.id],
    ]) {
      await expectNotFound(
        request.post("/api/reports", { headers: auth(b.token), data: { subjectType, subjectId, reason: "spam" } }),
        `report ${subjectType}`,
      );
    }
    await expectNotFound(request.post(`/api/comments/${answer.id}/helpful`, { headers: auth(b.token) }), "helpful");
    await expectNotFound(request.post(`/api/comments/${comment.id}/helpful`, { headers: auth(b.token) }), "helpful");
    // ... and so for A, who blocked B: the rule works both ways.
    const bService = await created(
      request.post("/api/services", {
        headers: auth(b.token),
        data: { title: `Tutoring ${tag}`, description: "Portuguese lessons", category: "Language Tutoring" },
      }),
    );
    await expectNotFound(request.get(`/api/services/${bService.id}`, { headers: auth(a.token) }), "blocker");
    // C, who blocked nobody, still sees and acts on all of it.
    expect((await request.get(`/api/services/${service.id}`, { headers: auth(c.token) })).status()).toBe(200);
    expect((await request.get(`/services/${service.id}/reviews`, { headers: auth(c.token) })).status()).toBe(200);
    expect((await request.get(`/report/comment/${comment.id}`, { headers: auth(c.token) })).status()).toBe(200);
    expect((await request.post(`/api/comments/${comment.id}/helpful`, { headers: auth(c.token) })).status()).toBe(200);

    // Live: A's new post reaches C's socket, never B's.
    const [bLive, cLive] = [await liveEvents(baseURL!, b.token), await liveEvents(baseURL!, c.token)];
    try {
      const post = await created(
        request.post("/api/posts", { headers: auth(a.token), data: { content: `Live ${tag}` } }),
      );
      await expect.poll(() => cLive.events.some((event) => event.postId === post.id)).toBe(true);
      // One delivery loop sends to every socket of the node: had B's been sent, it would be there by now.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(bLive.events.filter((event) => event.type === "feed" && event.authorId === a.id)).toEqual([]);
    } finally {
      bLive.socket.close();
      cLive.socket.close();
    }
    // The activity rail and its page: A's doings are not there for B, they are for C.
    const activityOf = async (token: string) => (await request.get("/activity", { headers: auth(token) })).text();
    expect(await activityOf(c.token)).toContain(`${tag}A`);
    expect(await activityOf(b.token)).not.toContain(`${tag}A`);
  });

  test("Helpful on a response under a question an admin hid is a 404, as the question is", async ({ request }) => {
    const adminToken = await sessionFor(DEMO_ADMIN.email);
    const [asker, helper, reader] = [
      await registerMember(request, { lastName: "Asker" }),
      await registerMember(request, { lastName: "Helper" }),
      await registerMember(request, { lastName: "Reader" }),
    ];
    const question = await created(
      request.post("/api/posts", {
        headers: auth(asker.token),
        data: { content: `Cheap visas, DM me ${marker()}`, type: "advice", category: "Housing" },
      }),
    );
    const answer = await created(
      request.post(`/api/posts/${question.id}/comments`, { headers: auth(helper.token), data: { content: "No" } }),
    );
    expect((await request.post(`/api/comments/${answer.id}/helpful`, { headers: auth(reader.token) })).status()).toBe(
      200,
    );
    const report = await created(
      request.post("/api/reports", {
        headers: auth(reader.token),
        data: { subjectType: "post", subjectId: question.id, reason: "spam" },
      }),
    );
    expect((await request.post(`/api/admin/reports/${report.id}/hide`, { headers: auth(adminToken) })).status()).toBe(
      200,
    );
    await expectNotFound(request.post(`/api/comments/${answer.id}/helpful`, { headers: auth(reader.token) }), "hidden");
    await expectMissingPage(request, `/report/comment/${answer.id}`, reader.token);
    // The admin who hid it still reaches it (moderation).
    expect((await request.post(`/api/comments/${answer.id}/helpful`, { headers: auth(adminToken) })).status()).toBe(
      200,
    );
  });
});
