import { randomUUID } from "node:crypto";
import { expect, test } from "./test";
import { DEMO_MEMBER, registerMember, setUserStatus, uniqueEmail } from "../e2e/fixtures";

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
/** An address no other test uses (IPv6's documentation range), sent as our proxy would in X-Forwarded-For. */
const randomAddress = () => {
  const id = randomUUID();
  return `2001:db8:${id.slice(0, 4)}:${id.slice(4, 8)}:${id.slice(9, 13)}:${id.slice(14, 18)}::1`;
};

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
        { firstName: "A", lastName: "B", email, password: "abcdef-12", confirmPassword: "abcdeg-12" },
        /Please make sure your passwords match/,
      ],
      [
        { firstName: "A", lastName: "B", email, password: "abc1234", confirmPassword: "abc1234" },
        /at least 8 characters/,
      ],
      [
        { firstName: "A", lastName: "B", email, password: "Baseball1", confirmPassword: "Baseball1" },
        /harder to guess/,
        "password",
      ],
      [{ firstName: "A", lastName: "B", email: "nope", password: "abcdef-12", confirmPassword: "abcdef-12" }, /email/i],
      [
        { firstName: "A".repeat(51), lastName: "B", email, password: "abcdef-12", confirmPassword: "abcdef-12" },
        /firstName/,
      ],
      [
        { firstName: 42, lastName: "B", email, password: "abcdef-12", confirmPassword: "abcdef-12" },
        /required/,
        "firstName",
      ],
    ];
    for (const [data, message, field] of cases) {
      const response = await request.post("/api/auth/register", { data: data as object });
      expect(response.status(), JSON.stringify(data)).toBe(400);
      const body = await response.json();
      expect(body.error.code).toBe("validation");
      expect(body.error.message).toMatch(message);
      if (field) expect(body.error.fields).toHaveProperty(field);
    }
    const login = await request.post("/api/auth/login", { data: { email, password: "abcdef-12" } });
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
        password: "abcdef-12",
        confirmPassword: "abcdef-12",
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

  test("failed logins are limited per (email, address) with Retry-After, not for the member elsewhere", async ({
    request,
  }) => {
    const member = await registerMember(request);
    const from = (address: string) => ({ "X-Forwarded-For": address });
    const attacker = from(randomAddress());
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 8; attempt++) {
      statuses.push(
        (
          await request.post("/api/auth/login", {
            headers: attacker,
            data: { email: member.email, password: "wrong-wrong" },
          })
        ).status(),
      );
    }
    expect(statuses).toEqual(Array(8).fill(401));
    const limited = await request.post("/api/auth/login", {
      headers: attacker,
      data: { email: member.email, password: member.password },
    });
    expect(limited.status()).toBe(429);
    // The pair waits out a 15-minute window.
    expect(Number(limited.headers()["retry-after"])).toBeGreaterThan(14 * 60);
    expect((await limited.json()).error.code).toBe("rate_limited");
    const own = await request.post("/api/auth/login", {
      headers: from(randomAddress()),
      data: { email: member.email, password: member.password },
    });
    expect(own.status()).toBe(200);
  });

  // Behind a proxy (TRUST_PROXY=1, as the e2e server runs): 104 failures from rotating addresses locked the
  // member out for an hour, even from their own fresh address with the right password.
  test("a stranger rotating addresses cannot lock the member out", async ({ request }) => {
    const member = await registerMember(request);
    const firstTries: number[] = [];
    const laterTries = new Set<number>();
    for (let address = 0; address < 40; address++) {
      const headers = { "X-Forwarded-For": randomAddress() };
      for (let attempt = 0; attempt < 4; attempt++) {
        const wrong = { email: member.email, password: "wrong-wrong" };
        // The sign-in page and the API count alike (one rule in the model).
        const response =
          attempt % 2
            ? await request.post("/login", { headers, form: wrong, maxRedirects: 0 })
            : await request.post("/api/auth/login", { headers, data: wrong });
        if (attempt === 0) firstTries.push(response.status());
        else laterTries.add(response.status());
      }
    }
    expect(firstTries).toEqual(Array(40).fill(401));
    // Past the per-email ceiling, addresses that have already failed for this email are walled.
    expect([...laterTries].sort()).toEqual([401, 429]);
    for (const own of [
      await request.post("/api/auth/login", {
        headers: { "X-Forwarded-For": randomAddress() },
        data: { email: member.email, password: member.password },
      }),
      await request.post("/login", {
        headers: { "X-Forwarded-For": randomAddress() },
        form: { email: member.email, password: member.password },
        maxRedirects: 0,
      }),
    ]) {
      expect([200, 302]).toContain(own.status());
    }
  });

  // The page's sign-ins were all counted as coming from one address, "unknown" (remix-auth copies the request).
  test("the sign-in page counts failures per (email, address) too", async ({ request }) => {
    const member = await registerMember(request);
    const signIn = (address: string, password: string) =>
      request.post("/login", {
        headers: { "X-Forwarded-For": address },
        form: { email: member.email, password },
        maxRedirects: 0,
      });
    const attacker = randomAddress();
    for (let attempt = 0; attempt < 8; attempt++) expect((await signIn(attacker, "wrong-wrong")).status()).toBe(401);
    const limited = await signIn(attacker, member.password);
    expect(limited.status()).toBe(429);
    expect(Number(limited.headers()["retry-after"])).toBeGreaterThan(0);
    expect((await signIn(randomAddress(), member.password)).status()).toBe(302);
  });

  test("behind the proxy, the address is the one the proxy saw, not one the client wrote", async ({ request }) => {
    const member = await registerMember(request);
    const proxySaw = randomAddress();
    for (let attempt = 0; attempt < 8; attempt++) {
      const response = await request.post("/api/auth/login", {
        // Our proxy appends the address it saw; whatever comes before it the client wrote.
        headers: { "X-Forwarded-For": `${randomAddress()}, ${proxySaw}` },
        data: { email: member.email, password: "wrong-wrong" },
      });
      expect(response.status()).toBe(401);
    }
    const limited = await request.post("/api/auth/login", {
      headers: { "X-Forwarded-For": `${randomAddress()}, ${proxySaw}` },
      data: { email: member.email, password: member.password },
    });
    expect(limited.status()).toBe(429);
  });

  // At the defaults: 60 failures from one address locked out everyone behind it (a shared office or campus NAT).
  test("failures for many emails from one shared address leave its other members signing in", async ({ request }) => {
    const member = await registerMember(request);
    const office = { "X-Forwarded-For": randomAddress() };
    const perAddress = 100; // RATE_LIMIT_LOGIN_FAILURES_PER_IP's default, per 15 minutes
    for (let i = 0; i < perAddress - 1; i++) {
      const response = await request.post("/api/auth/login", {
        headers: office,
        data: { email: uniqueEmail(`colleague${i}`), password: "wrong-wrong" },
      });
      expect(response.status()).toBe(401);
    }
    const colleague = await request.post("/api/auth/login", {
      headers: office,
      data: { email: member.email, password: member.password },
    });
    expect(colleague.status()).toBe(200);
    // A stuffing run's worth is walled, every email from that address.
    await request.post("/api/auth/login", { headers: office, data: { email: uniqueEmail(), password: "wrong-wrong" } });
    const walled = await request.post("/api/auth/login", {
      headers: office,
      data: { email: member.email, password: member.password },
    });
    expect(walled.status()).toBe(429);
    expect(Number(walled.headers()["retry-after"])).toBeGreaterThan(0);
  });

  test("auth endpoints refuse GET", async ({ request }) => {
    expect((await request.get("/api/auth/login")).status()).toBe(405);
    expect((await request.get("/api/auth/register")).status()).toBe(405);
  });
});
