import { expect, test } from "./test";
import { registerMember } from "../e2e/fixtures";

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

test.describe("GET /api/users/:id", () => {
  test("the public shape: no email, role, status or password hash", async ({ request }) => {
    const [me, other] = [await registerMember(request), await registerMember(request, { firstName: "Shown" })];
    expect((await request.get(`/api/users/${other.id}`)).status()).toBe(401);
    const response = await request.get(`/api/users/${other.id}`, { headers: auth(me.token) });
    expect(response.status()).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({
      id: other.id,
      firstName: "Shown",
      lastName: "Tester",
      countryOfOrigin: "Mexico",
      skills: [],
      interests: [],
    });
    expect(Object.keys(body).sort()).toEqual(
      [
        "avatarUrl",
        "bio",
        "countryOfOrigin",
        "createdAt",
        "currentLocation",
        "firstName",
        "id",
        "interests",
        "languages",
        "lastName",
        "movingTo",
        "profileImageUrl",
        "secondHomeland",
        "skills",
        "welcomeHelper",
      ].sort(),
    );
  });

  test("unknown → 404, malformed → 400, wrong method → 405", async ({ request }) => {
    const me = await registerMember(request);
    expect((await request.get("/api/users/nobody-here", { headers: auth(me.token) })).status()).toBe(404);
    expect((await request.get(`/api/users/${"x".repeat(80)}`, { headers: auth(me.token) })).status()).toBe(400);
    expect((await request.post(`/api/users/${me.id}`, { headers: auth(me.token) })).status()).toBe(405);
  });
});
