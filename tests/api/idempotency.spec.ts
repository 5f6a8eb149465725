// Safe retries (decision 065): any member's POST with an Idempotency-Key runs once. A like is a toggle, so a retry
// that ran again would undo it: with the key, the retry answers the first result and the like stays.
import { randomUUID } from "node:crypto";
import { type APIRequestContext } from "@playwright/test";
import { expect, test } from "./test";
import { registerMember } from "../e2e/fixtures";

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
const newKey = () => `retry-${randomUUID()}`;

async function aPost(request: APIRequestContext, token: string) {
  const created = await request.post("/api/posts", { headers: auth(token), data: { content: "Like me" } });
  expect(created.status()).toBe(201);
  return (await created.json()).id as string;
}

test.describe("Idempotency-Key on every API POST", () => {
  test("a retried like answers the first result, marked replayed, and does not undo it", async ({ request }) => {
    const me = await registerMember(request);
    const postId = await aPost(request, me.token);
    const key = newKey();
    const like = () =>
      request.post(`/api/posts/${postId}/like`, { headers: { ...auth(me.token), "Idempotency-Key": key } });
    const first = await like();
    const again = await like();
    expect([first.status(), again.status()]).toEqual([200, 200]);
    expect(await again.json()).toEqual(await first.json());
    expect(first.headers()["idempotent-replayed"]).toBeUndefined();
    expect(again.headers()["idempotent-replayed"]).toBe("true");
    const post = await (await request.get(`/api/posts/${postId}`, { headers: auth(me.token) })).json();
    expect(post).toMatchObject({ isLiked: true, likesCount: 1 });
    // Without a key a second like is a second toggle, as before.
    await request.post(`/api/posts/${postId}/like`, { headers: auth(me.token) });
    expect(await (await request.get(`/api/posts/${postId}`, { headers: auth(me.token) })).json()).toMatchObject({
      isLiked: false,
    });
  });

  test("the same key with another body is a 422 and writes nothing; a malformed key is a 400", async ({ request }) => {
    const me = await registerMember(request);
    const key = newKey();
    const send = (content: string) =>
      request.post("/api/posts", { headers: { ...auth(me.token), "Idempotency-Key": key }, data: { content } });
    expect((await send("First")).status()).toBe(201);
    const other = await send("Second");
    expect(other.status()).toBe(422);
    expect((await other.json()).error.code).toBe("idempotency_key_reused");
    const bad = await request.post("/api/notifications/read", {
      headers: { ...auth(me.token), "Idempotency-Key": "no spaces allowed" },
    });
    expect(bad.status()).toBe(400);
    const feed = await (await request.get("/api/feed", { headers: auth(me.token) })).json();
    expect(feed.filter((post: { author: { id: string } }) => post.author.id === me.id)).toHaveLength(1);
  });

  test("keys are per member; a refused request leaves its key free", async ({ request }) => {
    const [me, other] = [await registerMember(request), await registerMember(request)];
    const postId = await aPost(request, me.token);
    const key = newKey();
    const likeAs = (token: string, id = postId) =>
      request.post(`/api/posts/${id}/like`, { headers: { ...auth(token), "Idempotency-Key": key } });
    // A 404 wrote nothing: the key is not kept, so the corrected request with it runs.
    expect((await likeAs(me.token, "no-such-post")).status()).toBe(404);
    expect(await (await likeAs(me.token)).json()).toMatchObject({ likesCount: 1 });
    // Another member's same key is theirs.
    const theirs = await likeAs(other.token);
    expect(theirs.headers()["idempotent-replayed"]).toBeUndefined();
    expect(await theirs.json()).toMatchObject({ likesCount: 2 });
  });

  test("a create's retry (a message) is stored once", async ({ request }) => {
    const [me, friend] = [await registerMember(request), await registerMember(request)];
    const key = newKey();
    const send = () =>
      request.post("/api/messages", {
        headers: { ...auth(me.token), "Idempotency-Key": key },
        data: { receiverId: friend.id, content: "Sent on a train" },
      });
    const answers = [await send(), await send(), await send()];
    expect(answers.map((answer) => answer.status())).toEqual([201, 201, 201]);
    const ids = await Promise.all(answers.map(async (answer) => (await answer.json()).id));
    expect(new Set(ids).size).toBe(1);
    const thread = await (await request.get(`/api/conversations/${friend.id}`, { headers: auth(me.token) })).json();
    expect(thread).toHaveLength(1);
  });

  test("an answer that carries a secret (a new API token) is never stored: the key is not taken", async ({
    request,
  }) => {
    const me = await registerMember(request);
    const key = newKey();
    const mint = () =>
      request.post("/api/account/tokens", {
        headers: { ...auth(me.token), "Idempotency-Key": key },
        data: { name: "Script", scope: "read", expiresIn: "30" },
      });
    const [first, second] = [await mint(), await mint()];
    expect([first.status(), second.status()]).toEqual([201, 201]);
    expect(second.headers()["idempotent-replayed"]).toBeUndefined();
    expect((await first.json()).token).not.toBe((await second.json()).token);
  });
});
