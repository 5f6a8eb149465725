import { expect, test } from "./test";
import { registerMember, rowsWrittenBy } from "../e2e/fixtures";

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
const payload = (email: string) => ({
  firstName: "  Ana ",
  lastName: "Silva",
  email: email.toUpperCase(),
  countryOfOrigin: "Colombia",
  currentLocation: "Lisbon, Portugal",
  bio: "Cook and coder.",
  skills: [" Cooking ", "cooking", "", "TypeScript"],
  interests: ["Football"],
});

test.describe("PUT /api/profile", () => {
  test("saves the spec's fields and answers the updated user; role, status, id and unknown fields are ignored", async ({
    request,
  }) => {
    const me = await registerMember(request);
    const response = await request.put("/api/profile", {
      headers: auth(me.token),
      data: {
        ...payload(me.email),
        role: "admin",
        status: "suspended",
        id: "someone-else",
        passwordHash: "x",
        extra: 1,
      },
    });
    expect(response.status(), await response.text()).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({
      id: me.id,
      firstName: "Ana",
      email: me.email,
      countryOfOrigin: "Colombia",
      skills: ["Cooking", "TypeScript"],
      interests: ["Football"],
      role: "member",
      status: "active",
    });
    expect(JSON.stringify(body)).not.toMatch(/passwordHash/);
    const user = await (await request.get("/api/auth/user", { headers: auth(me.token) })).json();
    expect(user).toMatchObject({ firstName: "Ana", role: "member" });
  });

  test("any country by ISO code or name, and a second homeland (issue 43)", async ({ request }) => {
    const me = await registerMember(request, { countryOfOrigin: "KE" });
    const registered = await (await request.get("/api/auth/user", { headers: auth(me.token) })).json();
    expect(registered).toMatchObject({ countryOfOrigin: "Kenya", secondHomeland: null });
    const response = await request.put("/api/profile", {
      headers: auth(me.token),
      data: { ...payload(me.email), countryOfOrigin: "SY", secondHomeland: "Colombia" },
    });
    expect(response.status(), await response.text()).toBe(200);
    expect(await response.json()).toMatchObject({ countryOfOrigin: "Syria", secondHomeland: "Colombia" });
    const member = await (await request.get(`/api/users/${me.id}`, { headers: auth(me.token) })).json();
    expect(member).toMatchObject({ countryOfOrigin: "Syria", secondHomeland: "Colombia" });
  });

  test("a new email needs the current password; a taken one is refused without saying another member has it", async ({
    request,
  }) => {
    const [me, other] = [await registerMember(request), await registerMember(request)];
    const put = (data: Record<string, unknown>) => request.put("/api/profile", { headers: auth(me.token), data });
    const firstName = async () =>
      (await (await request.get("/api/auth/user", { headers: auth(me.token) })).json()).firstName;

    for (const [currentPassword, message] of [
      [undefined, "Enter your current password to change your email"],
      ["wrong-password", "Your current password is not right"],
    ] as const) {
      const response = await put({ ...payload(`new.${me.email}`), currentPassword });
      expect(response.status()).toBe(400);
      expect((await response.json()).error.fields).toEqual({ currentPassword: message });
    }
    const taken = await put({ ...payload(other.email), currentPassword: me.password });
    expect(taken.status()).toBe(409);
    const body = await taken.json();
    expect(body.error.fields).toEqual({ email: "We couldn't use this email address. Check it, or use another one." });
    expect(JSON.stringify(body)).not.toMatch(/another member|already/i);
    expect(await firstName()).toBe("Eve");

    // The same address in another case is not a change; a new one with the password is saved and signs in.
    expect((await put(payload(me.email))).status()).toBe(200);
    const moved = `moved.${me.email}`;
    expect((await put({ ...payload(moved), currentPassword: me.password })).status()).toBe(200);
    const login = await request.post("/api/auth/login", { data: { email: moved, password: me.password } });
    expect(login.status()).toBe(200);
  });

  test("bad input is a 400 naming the field, and writes nothing", async ({ request }) => {
    const me = await registerMember(request);
    const before = await rowsWrittenBy(me.id);
    const good = payload(me.email);
    for (const [field, data] of [
      ["firstName", { ...good, firstName: "" }],
      ["firstName", { ...good, firstName: ["Ana"] }],
      ["lastName", { ...good, lastName: "x".repeat(51) }],
      ["email", { ...good, email: "not-an-email" }],
      ["countryOfOrigin", { ...good, countryOfOrigin: "Atlantis" }],
      ["countryOfOrigin", { ...good, countryOfOrigin: "ZZ" }],
      ["secondHomeland", { ...good, secondHomeland: "XX" }],
      ["secondHomeland", { ...good, secondHomeland: "Colombia" }],
      ["secondHomeland", { ...good, secondHomeland: 7 }],
      ["bio", { ...good, bio: { text: "hi" } }],
      ["bio", { ...good, bio: "x".repeat(1001) }],
      ["skills", { ...good, skills: "x".repeat(41) }],
      ["skills", { ...good, skills: Array.from({ length: 21 }, (_, i) => `skill ${i}`) }],
      ["interests", { ...good, interests: [1, 2] }],
      ["currentLocation", { ...good, currentLocation: "bad \u0000 text" }],
    ] as const) {
      const response = await request.put("/api/profile", { headers: auth(me.token), data });
      expect(response.status(), `${field}: ${JSON.stringify(data).slice(0, 80)}`).toBe(400);
      expect(Object.keys((await response.json()).error.fields ?? {}), field).toContain(field);
    }
    expect(await rowsWrittenBy(me.id)).toEqual(before);
    expect((await request.put("/api/profile", { data: good })).status()).toBe(401);
    expect((await request.post("/api/profile", { headers: auth(me.token), data: good })).status()).toBe(405);
  });
});
