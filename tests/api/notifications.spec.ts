import { expect, test } from "./test";
import { registerMember } from "../e2e/fixtures";

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

test.describe("notifications API", () => {
  test("needs a token", async ({ request }) => {
    expect((await request.get("/api/notifications")).status()).toBe(401);
    expect((await request.post("/api/notifications/read")).status()).toBe(401);
  });

  test("lists the caller's own, newest first, by cursor; marks read by ids or all", async ({ request }) => {
    const [me, ana, ben] = [
      await registerMember(request),
      await registerMember(request, { firstName: "Ana" }),
      await registerMember(request, { firstName: "Ben" }),
    ];
    for (const from of [ana, ben]) {
      expect(
        (
          await request.post("/api/connections/request", { headers: auth(from.token), data: { receiverId: me.id } })
        ).status(),
      ).toBe(201);
    }
    const list = await request.get("/api/notifications?limit=1", { headers: auth(me.token) });
    expect(list.status()).toBe(200);
    const [newest] = await list.json();
    expect(newest).toEqual({
      id: expect.any(String),
      type: "connection_request",
      summary: "sent you a connection request",
      link: "/connections?tab=received",
      read: false,
      createdAt: expect.any(String),
      actor: {
        id: ben.id,
        firstName: "Ben",
        lastName: "Tester",
        profileImageUrl: null,
        avatarUrl: `/avatars/${ben.id}.svg`,
      },
    });
    const next = list.headers()["x-next-cursor"];
    expect(next).toBeTruthy();
    const older = await (
      await request.get(`/api/notifications?limit=1&cursor=${encodeURIComponent(next)}`, { headers: auth(me.token) })
    ).json();
    expect(older.map((item: { actor: { id: string } }) => item.actor.id)).toEqual([ana.id]);
    // Someone else's notifications are neither listed nor marked.
    expect(await (await request.get("/api/notifications", { headers: auth(ana.token) })).json()).toEqual([]);
    const foreign = await request.post("/api/notifications/read", {
      headers: auth(ana.token),
      data: { ids: [newest.id] },
    });
    expect(await foreign.json()).toEqual({ updated: 0, unread: 0 });

    const one = await request.post("/api/notifications/read", { headers: auth(me.token), data: { ids: [newest.id] } });
    expect(await one.json()).toEqual({ updated: 1, unread: 1 });
    const all = await request.post("/api/notifications/read", { headers: auth(me.token) });
    expect(await all.json()).toEqual({ updated: 1, unread: 0 });
    const after = await (await request.get("/api/notifications", { headers: auth(me.token) })).json();
    expect(after.map((item: { read: boolean }) => item.read)).toEqual([true, true]);
  });

  test("bad input is a 400 (or 415 for a body that is not JSON) and marks nothing", async ({ request }) => {
    const [me, other] = [await registerMember(request), await registerMember(request)];
    await request.post("/api/connections/request", { headers: auth(other.token), data: { receiverId: me.id } });
    for (const data of [
      { ids: "all" },
      { ids: [1, 2] },
      { ids: [""] },
      { ids: Array.from({ length: 101 }, (_, i) => `n${i}`) },
      ["x"],
    ]) {
      const response = await request.post("/api/notifications/read", { headers: auth(me.token), data });
      expect(response.status(), JSON.stringify(data)).toBe(400);
      expect((await response.json()).error.message).toBeTruthy();
    }
    expect(
      (
        await request.post("/api/notifications/read", {
          headers: { ...auth(me.token), "Content-Type": "text/plain" },
          data: "ids",
        })
      ).status(),
    ).toBe(415);
    expect((await request.get("/api/notifications?cursor=junk!", { headers: auth(me.token) })).status()).toBe(400);
    expect((await request.get("/api/notifications/read", { headers: auth(me.token) })).status()).toBe(405);
    const list = await (await request.get("/api/notifications", { headers: auth(me.token) })).json();
    expect(list.map((item: { read: boolean }) => item.read)).toEqual([false]);
  });
});
