// Circle hosts over the API (issue 47, decision 087), every answer held to the OpenAPI document: admins appoint
// and remove hosts; a host writes the welcome and rules, pins, takes a post out with a reason and mutes a member,
// in their own circle only; 403 for anything outside the caller's rights.
import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./test";
import { DEMO_ADMIN, registerMember, sessionFor } from "../e2e/fixtures";

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

async function placeOf(request: APIRequestContext, token: string): Promise<number> {
  const body = await (await request.get("/api/auth/user", { headers: auth(token) })).json();
  return (body.user ?? body).place.id as number;
}

let admin: string;
test.beforeAll(async () => {
  admin = await sessionFor(DEMO_ADMIN.email);
});

test.describe("circle hosts API", () => {
  test("appoint, welcome and rules, pins, removal with a reason, a mute; 403 outside the caller's rights", async ({
    request,
  }) => {
    expect((await request.get("/api/circles/from-ghana/settings")).status()).toBe(401);
    const where = { countryOfOrigin: "Ghana", currentLocation: "Reykjavik" };
    const [host, author, stranger] = await Promise.all([
      registerMember(request, where),
      registerMember(request, where),
      registerMember(request, { countryOfOrigin: "Peru" }),
    ]);
    const circle = `from-ghana-in-${await placeOf(request, host.token)}`;
    const other = `city-${await placeOf(request, host.token)}`;
    const settings = { welcome: "Akwaaba! Say hello.", rules: "No selling." };

    // Not a host yet: 403. Only admins appoint; only members of the circle.
    const early = await request.put(`/api/circles/${circle}/settings`, { headers: auth(host.token), data: settings });
    expect(early.status()).toBe(403);
    expect(
      (await request.post(`/api/circles/${circle}/hosts/${host.id}`, { headers: auth(author.token) })).status(),
    ).toBe(403);
    expect((await request.post(`/api/circles/${circle}/hosts/${stranger.id}`, { headers: auth(admin) })).status()).toBe(
      409,
    );
    const appointed = await request.post(`/api/circles/${circle}/hosts/${host.id}`, { headers: auth(admin) });
    expect(appointed.status()).toBe(200);
    expect((await appointed.json()).hosts.map((person: { id: string }) => person.id)).toEqual([host.id]);

    const saved = await request.put(`/api/circles/${circle}/settings`, { headers: auth(host.token), data: settings });
    expect(await saved.json()).toMatchObject({ circleId: circle, ...settings });
    expect(
      await (await request.get(`/api/circles/${circle}/settings`, { headers: auth(stranger.token) })).json(),
    ).toMatchObject(settings);
    expect(
      (await request.put(`/api/circles/${other}/settings`, { headers: auth(host.token), data: settings })).status(),
    ).toBe(403);
    const tooLong = await request.put(`/api/circles/${circle}/settings`, {
      headers: auth(host.token),
      data: { welcome: "x".repeat(1001) },
    });
    expect(tooLong.status()).toBe(400);

    const post = async (content: string, circleId: string) =>
      (await (await request.post("/api/posts", { headers: auth(author.token), data: { content, circleId } })).json())
        .id as string;
    const welcome = await post("Welcome post", circle);
    const spam = await post("Cheap watches", circle);
    const elsewhere = await post("Elsewhere", other);

    const pinned = await request.post(`/api/circles/${circle}/pins/${welcome}`, { headers: auth(host.token) });
    expect(await pinned.json()).toEqual({ circleId: circle, postIds: [welcome] });
    expect(
      (await request.post(`/api/circles/${circle}/pins/${welcome}`, { headers: auth(stranger.token) })).status(),
    ).toBe(403);
    expect(
      (await request.post(`/api/circles/${other}/pins/${elsewhere}`, { headers: auth(host.token) })).status(),
    ).toBe(403);
    expect(
      (await request.post(`/api/circles/${circle}/pins/${elsewhere}`, { headers: auth(host.token) })).status(),
    ).toBe(404);

    const removal = await request.post(`/api/circles/${circle}/posts/${spam}/remove`, {
      headers: auth(host.token),
      data: { reason: "No selling here" },
    });
    expect(await removal.json()).toMatchObject({ postId: spam, circleId: circle, reason: "No selling here" });
    const notes = await (await request.get("/api/notifications", { headers: auth(author.token) })).json();
    expect(JSON.stringify(notes)).toContain("No selling here");
    const removeOther = await request.post(`/api/circles/${other}/posts/${elsewhere}/remove`, {
      headers: auth(host.token),
      data: { reason: "No" },
    });
    expect(removeOther.status()).toBe(403);

    const mutes = (token: string, data: object) =>
      request.post(`/api/circles/${circle}/mutes`, { headers: auth(token), data });
    expect((await mutes(host.token, { userId: author.id, days: 2 })).status()).toBe(400);
    expect((await mutes(stranger.token, { userId: author.id, days: 1 })).status()).toBe(403);
    const muted = await mutes(host.token, { userId: author.id, days: 1 });
    expect(muted.status()).toBe(201);
    expect(await muted.json()).toMatchObject({ circleId: circle, userId: author.id });
    const refused = await request.post("/api/posts", {
      headers: auth(author.token),
      data: { content: "Still here", circleId: circle },
    });
    expect(refused.status()).toBe(403);
    expect((await refused.json()).error.message).toMatch(/muted in this circle until/);

    expect(
      (await request.delete(`/api/circles/${circle}/pins/${welcome}`, { headers: auth(host.token) })).status(),
    ).toBe(200);
    const removed = await request.delete(`/api/circles/${circle}/hosts/${host.id}`, { headers: auth(admin) });
    expect((await removed.json()).hosts).toEqual([]);
    expect((await request.post(`/api/circles/${circle}/pins/${welcome}`, { headers: auth(host.token) })).status()).toBe(
      403,
    );
  });
});
