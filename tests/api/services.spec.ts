import { randomUUID } from "node:crypto";
import { type APIRequestContext } from "@playwright/test";
import { expect, test } from "./test";
import { exchangeMessages, registerMember } from "../e2e/fixtures";

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
const marker = () => `zq${randomUUID().replace(/-/g, "").slice(0, 10)}`;
const valid = (extra: Record<string, unknown> = {}) => ({
  title: "Visa forms",
  description: "I help with residence permits",
  category: "Legal Help",
  ...extra,
});

async function create(request: APIRequestContext, token: string, data: unknown) {
  return request.post("/api/services", { headers: auth(token), data: data as object });
}

test.describe("services API", () => {
  test("everything needs a token", async ({ request }) => {
    for (const response of [
      await request.get("/api/services"),
      await request.get("/api/services/all/offering"),
      await request.post("/api/services", { data: valid() }),
      await request.get("/api/services/x"),
      await request.patch("/api/services/x", { data: { title: "y" } }),
      await request.delete("/api/services/x"),
    ]) {
      expect(response.status()).toBe(401);
      expect((await response.json()).error.code).toBe("unauthorized");
    }
  });

  test("POST → 201 in the spec's shape; GET by id; it is listed", async ({ request }) => {
    const me = await registerMember(request);
    const word = marker();
    const created = await create(
      request,
      me.token,
      valid({ title: `Visa forms ${word}`, price: "Free", isRemote: true, isOffering: false }),
    );
    expect(created.status()).toBe(201);
    const body = await created.json();
    expect(body).toMatchObject({
      id: expect.any(String),
      title: `Visa forms ${word}`,
      description: "I help with residence permits",
      category: "Legal Help",
      price: "Free",
      location: null,
      isRemote: true,
      isOffering: false,
      provider: { id: me.id, firstName: "Eve", lastName: "Tester", profileImageUrl: null },
    });
    expect((await (await request.get(`/api/services/${body.id}`, { headers: auth(me.token) })).json()).id).toBe(
      body.id,
    );
    const list = await (await request.get(`/api/services?q=${word}`, { headers: auth(me.token) })).json();
    expect(list.map((s: { id: string }) => s.id)).toEqual([body.id]);
    expect(JSON.stringify(list)).not.toMatch(/passwordHash|"email"/);
  });

  test("filters as query parameters and as path parts give the same list", async ({ request }) => {
    const me = await registerMember(request);
    const word = marker();
    const legal = await (await create(request, me.token, valid({ title: `A ${word}`, isOffering: false }))).json();
    const tutoring = await (
      await create(request, me.token, valid({ title: `B ${word}`, category: "Language Tutoring" }))
    ).json();
    const ids = async (path: string) =>
      ((await (await request.get(path, { headers: auth(me.token) })).json()) as { id: string }[]).map((s) => s.id);
    expect(await ids(`/api/services?q=${word}&category=Legal%20Help&type=requesting`)).toEqual([legal.id]);
    expect(await ids(`/api/services/Legal%20Help/requesting?q=${word}`)).toEqual([legal.id]);
    expect(await ids(`/api/services/Legal%20Help?q=${word}`)).toEqual([legal.id]);
    expect(await ids(`/api/services/all/offering?q=${word}`)).toEqual([tutoring.id]);
    expect(await ids(`/api/services/all/all?q=${word}`)).toEqual([tutoring.id, legal.id]);
    expect(await ids(`/api/services?q=${word}&category=all&type=`)).toEqual([tutoring.id, legal.id]);
  });

  test("pages by the cursor in the Link header", async ({ request }) => {
    const me = await registerMember(request);
    const word = marker();
    for (let i = 0; i < 3; i++) await create(request, me.token, valid({ title: `${i} ${word}` }));
    const first = await request.get(`/api/services?q=${word}&limit=2`, { headers: auth(me.token) });
    expect(await first.json()).toHaveLength(2);
    const next = first.headers()["link"].match(/<([^>]+)>/)![1];
    const second = await request.get(next, { headers: auth(me.token) });
    expect((await second.json()).map((s: { title: string }) => s.title)).toEqual([`0 ${word}`]);
    expect(second.headers()["link"]).toBeUndefined();
  });

  test("bad input is a 400 naming the field, and nothing is written", async ({ request }) => {
    const me = await registerMember(request);
    for (const [data, field] of [
      [valid({ category: "Astrology" }), "category"],
      [valid({ title: "" }), "title"],
      [valid({ title: 42 }), "title"],
      [valid({ description: ["x"] }), "description"],
      [valid({ location: { city: "Rome" } }), "location"],
      [valid({ isRemote: "yes please" }), "isRemote"],
      [valid({ description: "x".repeat(5001) }), "description"],
    ] as const) {
      const response = await create(request, me.token, data);
      expect(response.status(), JSON.stringify(data).slice(0, 80)).toBe(400);
      expect((await response.json()).error.fields).toHaveProperty(field);
    }
    const malformed = await request.post("/api/services", {
      headers: { ...auth(me.token), "Content-Type": "application/json" },
      data: "{not json",
    });
    expect(malformed.status()).toBe(400);
    for (const path of [
      "/api/services?category=Astrology",
      "/api/services/all/selling",
      "/api/services?type=x",
      "/api/services?cursor=%%%",
    ]) {
      const response = await request.get(path, { headers: auth(me.token) });
      expect(response.status(), path).toBe(400);
      expect((await response.json()).error.code).toBe("validation");
    }
    const mine = await (await request.get(`/api/services?limit=50`, { headers: auth(me.token) })).json();
    expect(mine.filter((s: { provider: { id: string } }) => s.provider.id === me.id)).toEqual([]);
  });

  test("PATCH and DELETE: the provider may, another member may not (403), unknown id 404", async ({ request }) => {
    const owner = await registerMember(request);
    const other = await registerMember(request);
    const service = await (await create(request, owner.token, valid())).json();
    const refused = await request.patch(`/api/services/${service.id}`, {
      headers: auth(other.token),
      data: { title: "Taken" },
    });
    expect(refused.status()).toBe(403);
    expect((await request.delete(`/api/services/${service.id}`, { headers: auth(other.token) })).status()).toBe(403);
    const bad = await request.patch(`/api/services/${service.id}`, {
      headers: auth(owner.token),
      data: { category: "Astrology" },
    });
    expect(bad.status()).toBe(400);
    const patched = await request.patch(`/api/services/${service.id}`, {
      headers: auth(owner.token),
      data: { title: "Permits", price: "$15" },
    });
    expect(patched.status()).toBe(200);
    expect(await patched.json()).toMatchObject({
      id: service.id,
      title: "Permits",
      price: "$15",
      category: "Legal Help",
    });
    expect((await request.delete(`/api/services/${service.id}`, { headers: auth(owner.token) })).status()).toBe(204);
    expect((await request.get(`/api/services/${service.id}`, { headers: auth(owner.token) })).status()).toBe(404);
    expect(
      (await request.patch(`/api/services/nope`, { headers: auth(owner.token), data: { title: "x" } })).status(),
    ).toBe(404);
    expect((await request.post(`/api/services/${service.id}`, { headers: auth(owner.token), data: {} })).status()).toBe(
      405,
    );
  });
});

test.describe("service reviews API", () => {
  test("a review needs real contact (403 with the reason), then 201; the list shows rating and count", async ({
    request,
  }) => {
    const provider = await registerMember(request);
    const client = await registerMember(request);
    const service = await (await create(request, provider.token, valid())).json();
    const review = (token: string, data: unknown) =>
      request.post(`/api/services/${service.id}/reviews`, { headers: auth(token), data: data as object });
    const own = await review(provider.token, { rating: 5, text: "Me!" });
    expect(own.status()).toBe(403);
    expect((await own.json()).error.message).toBe("You cannot review your own service");
    const early = await review(client.token, { rating: 5, text: "Great" });
    expect(early.status()).toBe(403);
    expect((await early.json()).error.message).toContain("both written");
    await exchangeMessages(client.id, provider.id);
    const bad = await review(client.token, { rating: 9, text: "Great" });
    expect(bad.status()).toBe(400);
    expect((await bad.json()).error.fields).toHaveProperty("rating");
    const ok = await review(client.token, { rating: 4, text: "Helpful and kind" });
    expect(ok.status()).toBe(201);
    const posted = await ok.json();
    expect((await review(client.token, { rating: 4, text: "Again" })).status()).toBe(409);
    const list = await (
      await request.get(`/api/services/${service.id}/reviews`, { headers: auth(client.token) })
    ).json();
    expect(list).toMatchObject([{ id: posted.id, rating: 4, text: "Helpful and kind", reply: null }]);
    expect(
      await (await request.get(`/api/services/${service.id}`, { headers: auth(client.token) })).json(),
    ).toMatchObject({ rating: 4, reviewsCount: 1 });
    const reply = (token: string) =>
      request.post(`/api/services/${service.id}/reviews/${posted.id}/reply`, {
        headers: auth(token),
        data: { reply: "Thanks!" },
      });
    expect((await reply(client.token)).status()).toBe(403);
    expect((await reply(provider.token)).status()).toBe(200);
    expect((await reply(provider.token)).status()).toBe(409);
  });

  test("a request for help takes no review, even after real contact (403)", async ({ request }) => {
    const requester = await registerMember(request);
    const helper = await registerMember(request);
    const wanted = await (await create(request, requester.token, valid({ isOffering: false }))).json();
    await exchangeMessages(helper.id, requester.id);
    const refused = await request.post(`/api/services/${wanted.id}/reviews`, {
      headers: auth(helper.token),
      data: { rating: 5, text: "Great" },
    });
    expect(refused.status()).toBe(403);
    expect((await refused.json()).error.message).toBe("Requests for help are not reviewed");
  });
});
