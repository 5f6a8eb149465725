import { randomUUID } from "node:crypto";
import { expect, test } from "./test";
import { registerMember } from "../e2e/fixtures";

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

test.describe("people API", () => {
  test("GET /api/users/search takes ?q= and a path part; 1 character → []", async ({ request }) => {
    const city = `Village${randomUUID().slice(0, 6)}`;
    const [me, found] = [
      await registerMember(request),
      await registerMember(request, { firstName: "Findme", currentLocation: city }),
    ];
    for (const path of [`/api/users/search?q=${city.toLowerCase()}`, `/api/users/search/${city.toUpperCase()}`]) {
      const response = await request.get(path, { headers: auth(me.token) });
      expect(response.status(), path).toBe(200);
      const body = await response.json();
      expect(body.map((person: { id: string }) => person.id)).toEqual([found.id]);
      expect(JSON.stringify(body)).not.toMatch(/email|passwordHash|"role"/);
    }
    expect(await (await request.get("/api/users/search?q=a", { headers: auth(me.token) })).json()).toEqual([]);
    expect(await (await request.get("/api/users/search/%25%25", { headers: auth(me.token) })).json()).toEqual([]);
    expect(await (await request.get("/api/users/search?q=%25%25%25", { headers: auth(me.token) })).json()).toEqual([]);
    expect((await request.get("/api/users/search?q=abc")).status()).toBe(401);
    expect((await request.get(`/api/users/search?q=${"x".repeat(101)}`, { headers: auth(me.token) })).status()).toBe(
      400,
    );
  });

  test("GET /api/users/suggestions: ranked, each with its reason", async ({ request }) => {
    const city = `Town${randomUUID().slice(0, 6)}`;
    const me = await registerMember(request, { countryOfOrigin: "Vietnam", currentLocation: city });
    const neighbour = await registerMember(request, { countryOfOrigin: "Vietnam", currentLocation: city });
    const body = await (await request.get("/api/users/suggestions?limit=5", { headers: auth(me.token) })).json();
    expect(body[0]).toMatchObject({ id: neighbour.id, reason: `From Vietnam · also in ${city}` });
    expect(body.map((person: { id: string }) => person.id)).not.toContain(me.id);
  });
});
