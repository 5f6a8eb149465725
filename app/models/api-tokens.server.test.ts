import { db } from "~/server/db.server";
import { createMember } from "../../tests/setup/factories";
import { createSession, getSessionByToken, hashToken } from "./accounts.server";
import { createApiToken, listApiTokens, MAX_TOKENS, revokeApiToken } from "./api-tokens.server";
import { endOtherDevices, listDevices } from "./devices.server";
import { accessOf } from "./token-scope";

const signIn = accessOf(null);
const asMember = (user: { id: string }) => ({ id: user.id, role: "member" as const });

describe("personal API tokens", () => {
  it("is answered once and kept hashed; works as a Bearer token with its scope; listed without its secret", async () => {
    const { user } = await createMember();
    const { token, item } = await createApiToken(asMember(user), signIn, {
      name: " Calendar sync ",
      scope: "read",
      expiresIn: "30",
    });
    expect(token).toMatch(/^roots_pat_[A-Za-z0-9_-]{43}$/);
    expect(item).toMatchObject({ name: "Calendar sync", scope: "read", lastUsedAt: null });
    const days = (Date.parse(item.expiresAt!) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    expect(await db.session.count({ where: { tokenHash: token } })).toBe(0);
    expect(await db.session.count({ where: { tokenHash: hashToken(token) } })).toBe(1);

    const session = await getSessionByToken(token);
    expect(session?.user.id).toBe(user.id);
    expect(session?.access).toEqual({ write: false, admin: false, account: false, signedInAt: null });

    // Its first use is recorded at once.
    const listed = await listApiTokens(asMember(user));
    expect(listed).toEqual([{ ...item, lastUsedAt: expect.any(String) }]);
    expect(JSON.stringify(listed)).not.toContain(hashToken(token));
  });

  it("'never' has no expiry; write and admin scopes give what they name, never account management", async () => {
    const { user } = await createMember();
    await db.user.update({ where: { id: user.id }, data: { role: "admin" } });
    const admin = { id: user.id, role: "admin" as const };
    const { token, item } = await createApiToken(admin, signIn, {
      name: "Ops",
      scope: "read write admin",
      expiresIn: "never",
    });
    expect(item.expiresAt).toBeNull();
    const access = (await getSessionByToken(token))!.access;
    expect(access).toEqual({ write: true, admin: true, account: false, signedInAt: null });
    // A token cannot mint another token (a wider one, or one that outlives it), nor revoke one.
    await expect(createApiToken(admin, access, { name: "x", scope: "read", expiresIn: "30" })).rejects.toMatchObject({
      status: 403,
    });
    await expect(revokeApiToken(admin, access, { tokenId: item.id })).rejects.toMatchObject({ status: 403 });
    expect(await listApiTokens(admin)).toHaveLength(1);
  });

  it("refuses bad input with field messages, the admin scope to members, and more than the maximum", async () => {
    const { user } = await createMember();
    const member = asMember(user);
    for (const [input, field] of [
      [{ name: "", scope: "read", expiresIn: "30" }, "name"],
      [{ name: "x".repeat(61), scope: "read", expiresIn: "30" }, "name"],
      [{ name: "ok", scope: "write", expiresIn: "30" }, "scope"],
      [{ name: "ok", scope: "read write admin", expiresIn: "30" }, "scope"],
      [{ name: "ok", scope: "read", expiresIn: "7" }, "expiresIn"],
    ] as const) {
      const error = await createApiToken(member, signIn, input).catch((caught: unknown) => caught);
      expect(error, JSON.stringify(input)).toMatchObject({ status: 400, fields: { [field]: expect.any(String) } });
    }
    expect(await listApiTokens(member)).toEqual([]);

    const far = new Date(Date.now() + 86_400_000);
    await db.session.createMany({
      data: Array.from({ length: MAX_TOKENS }, (_, index) => ({
        tokenHash: `full-${user.id}-${index}`,
        userId: user.id,
        kind: "token",
        scope: "read",
        name: `t${index}`,
        expiresAt: far,
      })),
    });
    await expect(
      createApiToken(member, signIn, { name: "one more", scope: "read", expiresIn: "30" }),
    ).rejects.toMatchObject({ status: 409 });
  });

  it("revoking ends it at once; another member's token is a 404; devices neither list nor end tokens", async () => {
    const { user } = await createMember();
    const other = (await createMember()).user;
    const mine = await createApiToken(asMember(user), signIn, { name: "Mine", scope: "read write", expiresIn: "90" });
    const theirs = await createApiToken(asMember(other), signIn, { name: "Theirs", scope: "read", expiresIn: "90" });
    const browser = await createSession(user.id, "browser");
    await createSession(user.id, "browser");

    expect((await listDevices(asMember(user), hashToken(browser.token))).map((device) => device.kind)).toEqual([
      "browser",
      "browser",
    ]);
    expect(await endOtherDevices(asMember(user), hashToken(browser.token))).toBe(1);
    expect(await getSessionByToken(mine.token)).not.toBeNull();

    await expect(revokeApiToken(asMember(user), signIn, { tokenId: theirs.item.id })).rejects.toMatchObject({
      status: 404,
    });
    expect(await revokeApiToken(asMember(user), signIn, { tokenId: mine.item.id })).toEqual({ name: "Mine" });
    expect(await getSessionByToken(mine.token)).toBeNull();
    expect(await getSessionByToken(theirs.token)).not.toBeNull();
    await expect(revokeApiToken(asMember(user), signIn, { tokenId: mine.item.id })).rejects.toMatchObject({
      status: 404,
    });
  });
});
