// GET /api/places and the place beside currentLocation (decision 053).
import { expect, test } from "./test";
import { registerMember } from "../e2e/fixtures";

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

test.describe("GET /api/places", () => {
  test("answers cities starting like q, accents aside, most populous first; 400 without q", async ({ request }) => {
    const response = await request.get("/api/places?q=sao%20paulo");
    expect(response.status()).toBe(200);
    const places = await response.json();
    expect(places[0]).toMatchObject({
      id: 3448439,
      city: "São Paulo",
      country: "Brazil",
      timeZone: "America/Sao_Paulo",
    });
    for (const query of ["", "?q=", `?q=${"x".repeat(101)}`]) {
      const refused = await request.get(`/api/places${query}`);
      expect(refused.status()).toBe(400);
      expect((await refused.json()).error.code).toBe("validation");
    }
    expect((await request.post("/api/places?q=paris")).status()).toBe(405);
  });
});

test.describe("the member's place in the API", () => {
  test("registration resolves the city: currentLocation is its label, place beside it", async ({ request }) => {
    const me = await registerMember(request, { currentLocation: "sao paulo" });
    const user = await (await request.get("/api/auth/user", { headers: auth(me.token) })).json();
    const body = user.user ?? user;
    expect(body.currentLocation).toBe("São Paulo, Brazil");
    expect(body.place).toMatchObject({ id: 3448439, city: "São Paulo", country: "Brazil", countryCode: "BR" });
  });

  test("an ambiguous or unknown city is a 400 naming the field, with choices to pick; a picked id is kept", async ({
    request,
  }) => {
    const me = await registerMember(request);
    const put = (data: Record<string, unknown>) =>
      request.put("/api/profile", {
        headers: auth(me.token),
        data: { firstName: "Eve", lastName: "Tester", email: me.email, ...data },
      });
    const ambiguous = await put({ currentLocation: "Paris" });
    expect(ambiguous.status()).toBe(400);
    const error = (await ambiguous.json()).error;
    expect(error.fields.currentLocation).toMatch(/more than one Paris/);
    const texas = error.choices.currentLocation.find((choice: { label: string }) => choice.label.includes("TX"));
    expect(texas).toBeTruthy();
    const unknown = await put({ currentLocation: "Qqxzzy" });
    expect(unknown.status()).toBe(400);
    const picked = await put({ currentLocation: "Paris", placeId: texas.id });
    expect(picked.status()).toBe(200);
    const saved = await picked.json();
    expect((saved.user ?? saved).place).toMatchObject({ id: texas.id, countryCode: "US" });
  });

  test("without a token the profile stays 401", async ({ request }) => {
    expect((await request.put("/api/profile", { data: { currentLocation: "Paris" } })).status()).toBe(401);
  });
});
