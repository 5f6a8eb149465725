import { expect, test } from "./test";
import { registerMember, rowsWrittenBy } from "../e2e/fixtures";

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

test.describe("connections API", () => {
  test("everything needs a token", async ({ request }) => {
    for (const response of [
      await request.get("/api/connections"),
      await request.get("/api/connections/requests?direction=received"),
      await request.post("/api/connections/x/accept"),
      await request.post("/api/connections/x/decline"),
      await request.delete("/api/connections/x"),
    ]) {
      expect(response.status()).toBe(401);
    }
  });

  test("request, accept (idempotent), list both ways, remove", async ({ request }) => {
    const [a, b] = [await registerMember(request), await registerMember(request)];
    const created = await request.post("/api/connections/request", {
      headers: auth(a.token),
      data: { receiverId: b.id },
    });
    expect(created.status()).toBe(201);
    const { id } = await created.json();

    const sent = await request.get("/api/connections/requests?direction=sent", { headers: auth(a.token) });
    expect(await sent.json()).toMatchObject([
      { id, direction: "sent", status: "pending", user: { id: b.id, firstName: "Eve" } },
    ]);
    const received = await (
      await request.get("/api/connections/requests?direction=received", { headers: auth(b.token) })
    ).json();
    expect(received.map((item: { id: string }) => item.id)).toEqual([id]);
    expect(JSON.stringify(received)).not.toMatch(/email|passwordHash|"role"|"status":"active"/);

    for (let i = 0; i < 2; i++) {
      const accepted = await request.post(`/api/connections/${id}/accept`, { headers: auth(b.token) });
      expect(accepted.status()).toBe(200);
      expect(await accepted.json()).toMatchObject({ id, status: "accepted" });
    }
    const mine = await (await request.get("/api/connections", { headers: auth(a.token) })).json();
    expect(mine).toMatchObject([{ id, user: { id: b.id } }]);

    const removed = await request.delete(`/api/connections/${id}`, { headers: auth(b.token) });
    expect(await removed.json()).toEqual({ id, removed: "removed" });
    expect(await (await request.get("/api/connections", { headers: auth(a.token) })).json()).toEqual([]);
  });

  test("only the receiver answers, only a party deletes; a third member learns nothing", async ({ request }) => {
    const [a, b, c] = [await registerMember(request), await registerMember(request), await registerMember(request)];
    const { id } = await (
      await request.post("/api/connections/request", { headers: auth(a.token), data: { receiverId: b.id } })
    ).json();
    const before = await rowsWrittenBy(c.id);
    for (const response of [
      await request.post(`/api/connections/${id}/accept`, { headers: auth(c.token) }),
      await request.post(`/api/connections/${id}/decline`, { headers: auth(c.token) }),
      await request.delete(`/api/connections/${id}`, { headers: auth(c.token) }),
      await request.post(`/api/connections/${id}/accept`, { headers: auth(a.token) }),
    ]) {
      expect(response.status()).toBe(404);
      expect((await response.json()).error.code).toBe("not_found");
    }
    expect(
      await (await request.get("/api/connections/requests?direction=received", { headers: auth(c.token) })).json(),
    ).toEqual([]);
    expect(await rowsWrittenBy(c.id)).toEqual(before);

    const declined = await request.post(`/api/connections/${id}/decline`, { headers: auth(b.token) });
    expect(await declined.json()).toMatchObject({ id, status: "declined" });
    const again = await request.post("/api/connections/request", {
      headers: auth(a.token),
      data: { receiverId: b.id },
    });
    expect(again.status()).toBe(409);
    const back = await request.post("/api/connections/request", { headers: auth(b.token), data: { receiverId: a.id } });
    expect(back.status()).toBe(201);
  });

  test("withdraw a sent request", async ({ request }) => {
    const [a, b] = [await registerMember(request), await registerMember(request)];
    const { id } = await (
      await request.post("/api/connections/request", { headers: auth(a.token), data: { receiverId: b.id } })
    ).json();
    expect((await request.delete(`/api/connections/${id}`, { headers: auth(b.token) })).status()).toBe(409);
    const withdrawn = await request.delete(`/api/connections/${id}`, { headers: auth(a.token) });
    expect(await withdrawn.json()).toEqual({ id, removed: "withdrawn" });
  });

  test("bad input is a 400 naming the field, wrong methods a 405", async ({ request }) => {
    const a = await registerMember(request);
    const direction = await request.get("/api/connections/requests?direction=both", { headers: auth(a.token) });
    expect(direction.status()).toBe(400);
    expect((await direction.json()).error.fields).toHaveProperty("direction");
    const cursor = await request.get("/api/connections?cursor=nope!", { headers: auth(a.token) });
    expect(cursor.status()).toBe(400);
    expect((await request.get(`/api/connections/x/accept`, { headers: auth(a.token) })).status()).toBe(405);
    expect((await request.post(`/api/connections/x`, { headers: auth(a.token) })).status()).toBe(405);
  });
});
