// The circles API (decision 063): GET /api/circles, GET /api/circles/{id}, GET /api/circles/{id}/posts,
// POST /api/circles/{id}/join and /leave, and the feed's scopes. 401 without a token, 400 for a malformed id,
// 404 for one that names no circle.
import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./test";
import { registerMember } from "../e2e/fixtures";

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

async function me(request: APIRequestContext, token: string) {
  const body = await (await request.get("/api/auth/user", { headers: auth(token) })).json();
  return (body.user ?? body) as { id: string; place: { id: number; city: string } };
}

test.describe("circles API", () => {
  test("every path needs a token", async ({ request }) => {
    for (const response of [
      await request.get("/api/circles"),
      await request.get("/api/circles/from-ghana"),
      await request.get("/api/circles/from-ghana/posts"),
      await request.post("/api/circles/from-ghana/join"),
      await request.post("/api/circles/from-ghana/leave"),
    ]) {
      expect(response.status()).toBe(401);
      expect((await response.json()).error.code).toBe("unauthorized");
    }
  });

  test("a member's own circles, a circle's page, joining and leaving", async ({ request }) => {
    const ada = await registerMember(request, { countryOfOrigin: "Nigeria", currentLocation: "Nuuk" });
    const { place } = await me(request, ada.token);
    const list = await (await request.get("/api/circles", { headers: auth(ada.token) })).json();
    const ids = list.circles.map((circle: { id: string }) => circle.id);
    expect(ids).toEqual([`from-nigeria-in-${place.id}`, `city-${place.id}`, "from-nigeria"]);
    expect(list.circles[0]).toMatchObject({
      name: `Nigerians in ${place.city}`,
      kind: "homeland_city",
      homeland: "Nigeria",
      place: { id: place.id, city: place.city },
      isMember: true,
      isOwn: true,
    });
    expect(Array.isArray(list.suggestions)).toBe(true);

    const circle = await (
      await request.get(`/api/circles/from-nigeria-in-${place.id}`, { headers: auth(ada.token) })
    ).json();
    expect(circle.circle.memberCount).toBeGreaterThanOrEqual(1);
    expect(circle.newestMembers[0].id).toBe(ada.id);
    expect(circle.posts).toEqual({ posts: [], nextCursor: null });

    const left = await request.post(`/api/circles/city-${place.id}/leave`, { headers: auth(ada.token) });
    expect(left.status()).toBe(200);
    expect(await left.json()).toMatchObject({ id: `city-${place.id}`, isMember: false, isOwn: true });
    const joined = await request.post(`/api/circles/city-${place.id}/join`, { headers: auth(ada.token) });
    expect(await joined.json()).toMatchObject({ isMember: true });

    const other = await request.post("/api/circles/from-peru/join", { headers: auth(ada.token) });
    expect(await other.json()).toMatchObject({ id: "from-peru", name: "Peru", isMember: true, isOwn: false });
    expect((await request.get("/api/circles/from-peru/join", { headers: auth(ada.token) })).status()).toBe(405);
  });

  test("posts to a circle: in the circle, in the circles feed, refused for a circle one is not in", async ({
    request,
  }) => {
    const ada = await registerMember(request, { countryOfOrigin: "Pakistan", currentLocation: "Nuuk" });
    const { place } = await me(request, ada.token);
    const circleId = `from-pakistan-in-${place.id}`;
    const created = await request.post("/api/posts", {
      headers: auth(ada.token),
      data: { content: "Salam from the circle", circleId },
    });
    expect(created.status()).toBe(201);
    const post = await created.json();
    expect(post.circle).toEqual({ id: circleId, name: `Pakistanis in ${place.city}` });

    const posts = await request.get(`/api/circles/${circleId}/posts?limit=1`, { headers: auth(ada.token) });
    expect(posts.status()).toBe(200);
    expect((await posts.json()).map((item: { id: string }) => item.id)).toEqual([post.id]);

    const feed = await request.get("/api/feed?scope=circles", { headers: auth(ada.token) });
    expect(feed.headers()["x-feed-scope"]).toBe("circles");
    expect((await feed.json())[0].id).toBe(post.id);
    expect((await request.get("/api/feed?scope=city", { headers: auth(ada.token) })).status()).toBe(200);
    const badScope = await request.get("/api/feed?scope=galaxy", { headers: auth(ada.token) });
    expect(badScope.status()).toBe(400);
    expect((await badScope.json()).error.code).toBe("validation");

    const refused = await request.post("/api/posts", {
      headers: auth(ada.token),
      data: { content: "Not my circle", circleId: "from-vietnam" },
    });
    expect(refused.status()).toBe(400);
    expect((await refused.json()).error.fields.circleId).toBeTruthy();
  });

  test("404 for an id naming no circle, 400 for a malformed one", async ({ request }) => {
    const ada = await registerMember(request);
    for (const path of ["/api/circles/from-atlantis", "/api/circles/city-0/posts", "/api/circles/nowhere"]) {
      const response = await request.get(path, { headers: auth(ada.token) });
      expect(response.status(), path).toBe(404);
      expect((await response.json()).error.code).toBe("not_found");
    }
    const missing = await request.post("/api/circles/city-999999999/join", { headers: auth(ada.token) });
    expect(missing.status()).toBe(404);
    const long = await request.post(`/api/circles/${"x".repeat(65)}/join`, { headers: auth(ada.token) });
    expect(long.status()).toBe(400);
  });
});
