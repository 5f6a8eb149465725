// Personal API tokens (issue 30 §2): made from a sign-in, shown once, scoped (a read token gets 403 on any
// write; admin only when asked for and only for admins), listed without their secret, revoked at once.
import { expect, test } from "./test";
import { DEMO_ADMIN, registerMember, sessionFor } from "../e2e/fixtures";

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
type Created = { token: string; id: string; name: string; scope: string; expiresAt: string | null };

test.describe("personal API tokens", () => {
  test("need a sign-in: 401 for visitors", async ({ request }) => {
    expect((await request.get("/api/account/tokens")).status()).toBe(401);
    expect((await request.post("/api/account/tokens", { data: {} })).status()).toBe(401);
    expect((await request.delete("/api/account/tokens/x")).status()).toBe(401);
  });

  test("a read token reads and is refused every write; a read write token writes; neither manages tokens", async ({
    request,
  }) => {
    const member = await registerMember(request);
    const make = async (data: object) => {
      const response = await request.post("/api/account/tokens", { headers: auth(member.token), data });
      expect(response.status(), await response.text()).toBe(201);
      return (await response.json()) as Created;
    };
    const reader = await make({ name: "Reader", scope: "read", expiresIn: "30" });
    const writer = await make({ name: "Writer", scope: "read write", expiresIn: "never" });
    expect(reader.token).toMatch(/^roots_pat_/);
    expect(writer.expiresAt).toBeNull();

    const me = await request.get("/api/auth/user", { headers: auth(reader.token) });
    expect(me.status()).toBe(200);
    expect((await me.json()).id).toBe(member.id);
    expect((await request.get("/api/feed", { headers: auth(reader.token) })).status()).toBe(200);

    const refused = await request.post("/api/posts", {
      headers: auth(reader.token),
      data: { content: "Hi from a read token" },
    });
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toMatchObject({ error: { code: "forbidden", message: "This token can only read" } });
    const posted = await request.post("/api/posts", {
      headers: auth(writer.token),
      data: { content: "Hi from a token" },
    });
    expect(posted.status()).toBe(201);

    // A token cannot make or revoke tokens, whatever its scope.
    for (const token of [reader.token, writer.token]) {
      const mint = await request.post("/api/account/tokens", {
        headers: auth(token),
        data: { name: "Wider", scope: "read write", expiresIn: "never" },
      });
      expect(mint.status()).toBe(403);
      expect((await request.delete(`/api/account/tokens/${reader.id}`, { headers: auth(token) })).status()).toBe(403);
    }

    const listed = await request.get("/api/account/tokens", { headers: auth(member.token) });
    const tokens = (await listed.json()) as Array<Record<string, unknown>>;
    expect(tokens.map((token) => token.name)).toEqual(["Writer", "Reader"]);
    expect(JSON.stringify(tokens)).not.toContain(reader.token);
    expect(tokens.find((token) => token.name === "Reader")).toMatchObject({ lastUsedAt: expect.any(String) });

    // Revoked: refused at once; a second revoke is a 404.
    const revoke = await request.delete(`/api/account/tokens/${reader.id}`, { headers: auth(member.token) });
    expect(revoke.status()).toBe(200);
    expect((await request.get("/api/auth/user", { headers: auth(reader.token) })).status()).toBe(401);
    expect((await request.delete(`/api/account/tokens/${reader.id}`, { headers: auth(member.token) })).status()).toBe(
      404,
    );
  });

  test("a read write token cannot raise itself: every act that changes how one signs in is a 403 (rule 13)", async ({
    request,
  }) => {
    const member = await registerMember(request);
    const made = await request.post("/api/account/tokens", {
      headers: auth(member.token),
      data: { name: "Script", scope: "read write", expiresIn: "30" },
    });
    const writer = ((await made.json()) as Created).token;
    const sudo = "A token cannot change how you sign in. Do this from a signed-in browser or app.";
    const acts = [
      () => request.post("/api/account/passkeys/options", { headers: auth(writer) }),
      () => request.post("/api/account/passkeys", { headers: auth(writer), data: { response: { id: "x" } } }),
      () => request.delete("/api/account/passkeys/x", { headers: auth(writer) }),
      () =>
        request.put("/api/profile", {
          headers: auth(writer),
          data: {
            firstName: "Eve",
            lastName: "Tester",
            email: `taken-${member.email}`,
            currentPassword: member.password,
          },
        }),
      () => request.delete("/api/account", { headers: auth(writer), data: { password: member.password } }),
    ];
    for (const act of acts) {
      const refused = await act();
      expect(refused.status(), await refused.text()).toBe(403);
      expect(await refused.json()).toMatchObject({ error: { code: "forbidden", message: sudo } });
    }
    // The member's own sign-in (the login API's session, made with the password just now) may.
    expect((await request.post("/api/account/passkeys/options", { headers: auth(member.token) })).status()).toBe(200);
    expect((await request.get("/api/auth/user", { headers: auth(member.token) })).status()).toBe(200);
  });

  test("a read token cannot change the saved language (POST /locale is a write); a read write token can", async ({
    request,
  }) => {
    const member = await registerMember(request);
    const make = async (scope: string) =>
      (
        (await (
          await request.post("/api/account/tokens", {
            headers: auth(member.token),
            data: { name: scope, scope, expiresIn: "30" },
          })
        ).json()) as Created
      ).token;
    const choose = (token: string, locale: string) =>
      request.post("/locale", { headers: auth(token), form: { locale, redirectTo: "/" }, maxRedirects: 0 });
    const saved = async () =>
      (await (await request.get("/api/auth/user", { headers: auth(member.token) })).json()).locale;
    expect((await choose(await make("read"), "es")).status()).toBe(403);
    expect(await saved()).not.toBe("es");
    expect((await choose(await make("read write"), "vi")).status()).toBe(302);
    expect(await saved()).toBe("vi");
  });

  test("bad input is a 400 naming the field; the admin scope is for admins, and admin paths need it", async ({
    request,
  }) => {
    const member = await registerMember(request);
    for (const [data, field] of [
      [{ name: "", scope: "read", expiresIn: "30" }, "name"],
      [{ name: "x", scope: "everything", expiresIn: "30" }, "scope"],
      [{ name: "x", scope: "read", expiresIn: 7 }, "expiresIn"],
      [{ name: "x", scope: "read write admin", expiresIn: "30" }, "scope"],
    ] as const) {
      const response = await request.post("/api/account/tokens", { headers: auth(member.token), data });
      expect(response.status(), JSON.stringify(data)).toBe(400);
      expect((await response.json()).error.fields).toHaveProperty(field);
    }

    const admin = await sessionFor(DEMO_ADMIN.email);
    const make = async (scope: string) =>
      (
        (await (
          await request.post("/api/account/tokens", {
            headers: auth(admin),
            data: { name: `Admin ${scope}`, scope, expiresIn: "30" },
          })
        ).json()) as Created
      ).token;
    const plain = await make("read write");
    const withAdmin = await make("read write admin");
    expect((await request.get("/api/admin/stats", { headers: auth(plain) })).status()).toBe(403);
    expect((await request.get("/api/admin/stats", { headers: auth(withAdmin) })).status()).toBe(200);
  });
});
