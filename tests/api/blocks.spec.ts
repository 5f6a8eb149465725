import { expect, test } from "@playwright/test";
import { registerMember } from "../e2e/fixtures";

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

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
});
