import { expect, test } from "@playwright/test";
import { DEMO_MEMBER, registerMember, setUserStatus, uniqueEmail } from "../e2e/fixtures";

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

test.describe("POST /api/auth/register", () => {
  test("creates the account and returns a token, never a password hash", async ({ request }) => {
    const email = uniqueEmail("api");
    const response = await request.post("/api/auth/register", {
      data: {
        firstName: "Kofi",
        lastName: "Mensah",
        email,
        password: "api-password",
        confirmPassword: "api-password",
        countryOfOrigin: "",
        currentLocation: "",
      },
    });
    expect(response.status()).toBe(201);
    const text = await response.text();
    expect(text).not.toMatch(/passwordHash|scrypt\$/);
    const body = JSON.parse(text);
    expect(body).toMatchObject({
      token: expect.any(String),
      id: expect.any(String),
      user: { email, firstName: "Kofi", role: "member" },
    });
    const me = await request.get("/api/auth/user", { headers: bearer(body.token) });
    expect(await me.json()).toMatchObject({ id: body.id, email });
  });

  test("answers 400 naming the problem, and writes nothing", async ({ request }) => {
    const email = uniqueEmail("api-bad");
    const cases: Array<[unknown, RegExp, string?]> = [
      [{ email, password: "x" }, /Please fill in all required fields/],
      [
        { firstName: "A", lastName: "B", email, password: "abcdef", confirmPassword: "abcdeg" },
        /Please make sure your passwords match/,
      ],
      [{ firstName: "A", lastName: "B", email, password: "abc", confirmPassword: "abc" }, /at least 6 characters/],
      [{ firstName: "A", lastName: "B", email: "nope", password: "abcdef", confirmPassword: "abcdef" }, /email/i],
      [{ firstName: "A".repeat(51), lastName: "B", email, password: "abcdef", confirmPassword: "abcdef" }, /firstName/],
      [{ firstName: 42, lastName: "B", email, password: "abcdef", confirmPassword: "abcdef" }, /required/, "firstName"],
    ];
    for (const [data, message, field] of cases) {
      const response = await request.post("/api/auth/register", { data: data as object });
      expect(response.status(), JSON.stringify(data)).toBe(400);
      const body = await response.json();
      expect(body.error.code).toBe("validation");
      expect(body.error.message).toMatch(message);
      if (field) expect(body.error.fields).toHaveProperty(field);
    }
    const login = await request.post("/api/auth/login", { data: { email, password: "abcdef" } });
    expect(login.status()).toBe(401);
  });

  test("malformed JSON is a 400, not a 500", async ({ request }) => {
    for (const data of ["{not json", "[1,2]", '"text"']) {
      const response = await request.post("/api/auth/register", {
        data,
        headers: { "Content-Type": "application/json" },
      });
      expect(response.status()).toBe(400);
      expect((await response.json()).error.code).toBe("validation");
    }
  });

  test("a taken email is a 409", async ({ request }) => {
    const member = await registerMember(request);
    const response = await request.post("/api/auth/register", {
      data: {
        firstName: "A",
        lastName: "B",
        email: member.email.toUpperCase(),
        password: "abcdef",
        confirmPassword: "abcdef",
      },
    });
    expect(response.status()).toBe(409);
  });
});

test.describe("POST /api/auth/login and GET /api/auth/user", () => {
  test("a token from login reads the signed-in user", async ({ request }) => {
    const response = await request.post("/api/auth/login", { data: DEMO_MEMBER });
    expect(response.status()).toBe(200);
    const { token, user } = await response.json();
    expect(user.email).toBe(DEMO_MEMBER.email);
    const me = await request.get("/api/auth/user", { headers: bearer(token) });
    expect(me.status()).toBe(200);
    const body = await me.json();
    expect(body).toMatchObject({ email: DEMO_MEMBER.email, firstName: "Amara" });
    expect(body).not.toHaveProperty("passwordHash");
  });

  test("wrong credentials and unknown emails get the same 401", async ({ request }) => {
    const member = await registerMember(request);
    const wrong = await request.post("/api/auth/login", { data: { email: member.email, password: "nope-nope" } });
    const unknown = await request.post("/api/auth/login", { data: { email: uniqueEmail(), password: "nope-nope" } });
    expect(wrong.status()).toBe(401);
    expect(unknown.status()).toBe(401);
    expect(await wrong.json()).toEqual(await unknown.json());
  });

  test("without a valid token /api/auth/user is a JSON 401", async ({ request }) => {
    for (const headers of [{}, bearer("not-a-real-token")]) {
      const response = await request.get("/api/auth/user", { headers });
      expect(response.status()).toBe(401);
      expect((await response.json()).error.code).toBe("unauthorized");
    }
  });

  test("a suspended member's token stops working on the next request", async ({ request }) => {
    const member = await registerMember(request);
    expect((await request.get("/api/auth/user", { headers: bearer(member.token) })).status()).toBe(200);
    await setUserStatus(member.email, "suspended");
    expect((await request.get("/api/auth/user", { headers: bearer(member.token) })).status()).toBe(401);
    const login = await request.post("/api/auth/login", { data: { email: member.email, password: member.password } });
    expect(login.status()).toBe(403);
    expect((await login.json()).error.message).toMatch(/suspended/);
  });

  test("logout with a Bearer token revokes it", async ({ request }) => {
    const member = await registerMember(request);
    const out = await request.post("/api/logout", { headers: bearer(member.token) });
    expect(out.status()).toBe(204);
    expect((await request.get("/api/auth/user", { headers: bearer(member.token) })).status()).toBe(401);
  });

  test("login is rate limited per email with Retry-After", async ({ request }) => {
    const member = await registerMember(request);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 9; attempt++) {
      statuses.push(
        (await request.post("/api/auth/login", { data: { email: member.email, password: "wrong-wrong" } })).status(),
      );
    }
    expect(statuses.slice(0, 8)).toEqual(Array(8).fill(401));
    const limited = await request.post("/api/auth/login", { data: { email: member.email, password: member.password } });
    expect(limited.status()).toBe(429);
    expect(Number(limited.headers()["retry-after"])).toBeGreaterThan(0);
    expect((await limited.json()).error.code).toBe("rate_limited");
  });

  test("auth endpoints refuse GET", async ({ request }) => {
    expect((await request.get("/api/auth/login")).status()).toBe(405);
    expect((await request.get("/api/auth/register")).status()).toBe(405);
  });
});
