// Circles members start (issue 47 part B, decision 088), through the API and against its contract: POST
// /api/circles, asking to join one by request, its hosts' request list and answers, PATCH, handover, removal and
// close; 403 outside the caller's rights, 404 for the posts of a circle by request the caller is not in.
import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./test";
import { model, registerMember } from "../e2e/fixtures";

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A member past the new-account rules (email confirmed, two days old): only they may start a circle. */
async function established(request: APIRequestContext) {
  const member = await registerMember(request);
  const { db } = await model();
  await db.user.update({
    where: { id: member.id },
    data: { emailVerifiedAt: new Date(), createdAt: new Date(Date.now() - 2 * 24 * 60 * 60 * 1000) },
  });
  return member;
}

test.describe("started circles API", () => {
  test("start one by request; ask, approve, read its posts; host acts refused to others", async ({ request }) => {
    const fresh = await registerMember(request);
    const refused = await request.post("/api/circles", {
      headers: auth(fresh.token),
      data: { name: "Too soon", description: "x", access: "public" },
    });
    expect(refused.status()).toBe(403);

    const host = await established(request);
    const bad = await request.post("/api/circles", {
      headers: auth(host.token),
      data: { name: "ab", description: "", access: "secret" },
    });
    expect(bad.status()).toBe(400);
    expect(Object.keys((await bad.json()).error.fields)).toEqual(expect.arrayContaining(["name", "access"]));

    const name = `Night shift nurses ${Date.now()}`;
    const created = await request.post("/api/circles", {
      headers: auth(host.token),
      data: { name, description: "Rotas and rest", place: "Spain", homeland: "Philippines", access: "request" },
    });
    expect(created.status()).toBe(201);
    const circle = await created.json();
    expect(circle).toMatchObject({
      kind: "started",
      name,
      homeland: "Philippines",
      isMember: true,
      started: { access: "request", country: "Spain", isHost: true },
    });
    const twin = await request.post("/api/circles", {
      headers: auth(host.token),
      data: { name: name.toUpperCase(), description: "again", place: "Spain", access: "public" },
    });
    expect(twin.status()).toBe(409);

    const post = await (
      await request.post("/api/posts", {
        headers: auth(host.token),
        data: { content: "Swap Tuesday?", circleId: circle.id },
      })
    ).json();

    const reader = await registerMember(request);
    const page = await (await request.get(`/api/circles/${circle.id}`, { headers: auth(reader.token) })).json();
    expect(page).toMatchObject({ postsVisible: false, posts: { posts: [] }, circle: { name, memberCount: 1 } });
    expect((await request.get(`/api/circles/${circle.id}/posts`, { headers: auth(reader.token) })).status()).toBe(404);
    expect((await request.get(`/api/posts/${post.id}`, { headers: auth(reader.token) })).status()).toBe(404);

    const asked = await request.post(`/api/circles/${circle.id}/requests`, { headers: auth(reader.token) });
    expect(asked.status()).toBe(200);
    expect(await asked.json()).toMatchObject({ isMember: false, started: { requested: true } });
    // Hosts' powers: 403 for anyone else.
    expect((await request.get(`/api/circles/${circle.id}/requests`, { headers: auth(reader.token) })).status()).toBe(
      403,
    );
    expect(
      (
        await request.post(`/api/circles/${circle.id}/requests/${reader.id}/approve`, { headers: auth(reader.token) })
      ).status(),
    ).toBe(403);
    expect(
      (
        await request.patch(`/api/circles/${circle.id}`, { headers: auth(reader.token), data: { name: "Mine now" } })
      ).status(),
    ).toBe(403);
    expect((await request.post(`/api/circles/${circle.id}/close`, { headers: auth(reader.token) })).status()).toBe(403);

    const requests = await (
      await request.get(`/api/circles/${circle.id}/requests`, { headers: auth(host.token) })
    ).json();
    expect(requests.map((r: { id: string }) => r.id)).toEqual([reader.id]);
    const approved = await request.post(`/api/circles/${circle.id}/requests/${reader.id}/approve`, {
      headers: auth(host.token),
    });
    expect(await approved.json()).toEqual({ userId: reader.id, decision: "approve" });
    const posts = await request.get(`/api/circles/${circle.id}/posts`, { headers: auth(reader.token) });
    expect((await posts.json()).map((p: { id: string }) => p.id)).toEqual([post.id]);
    const missing = await request.post(`/api/circles/${circle.id}/requests/${reader.id}/decline`, {
      headers: auth(host.token),
    });
    expect(missing.status()).toBe(404);

    const renamed = await request.patch(`/api/circles/${circle.id}`, {
      headers: auth(host.token),
      data: { description: "Rotas, rest and recipes" },
    });
    expect((await renamed.json()).started.description).toBe("Rotas, rest and recipes");
    const handed = await request.post(`/api/circles/${circle.id}/handover`, {
      headers: auth(host.token),
      data: { userId: reader.id, stay: true },
    });
    expect(await handed.json()).toEqual({ userId: reader.id, stay: true });
    const removed = await request.delete(`/api/circles/${circle.id}/members/${host.id}`, {
      headers: auth(reader.token),
    });
    expect(removed.status()).toBe(200);
    expect((await request.post(`/api/circles/${circle.id}/close`, { headers: auth(host.token) })).status()).toBe(403);
    const closed = await request.post(`/api/circles/${circle.id}/close`, { headers: auth(reader.token) });
    expect((await closed.json()).started.closed).toBe(true);
  });
});
