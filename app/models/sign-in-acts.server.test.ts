// Rule 13, table-driven: every act that changes how one signs in, against every kind of caller. A personal
// token of any scope is refused (403) whatever its member may do; a sign-in (the browser's, or the login API's
// session, both made with the password) may, when recent; an old sign-in may only where the act takes the
// current password again.
import { db } from "~/server/db.server";
import { createMember, uniqueEmail } from "../../tests/setup/factories";
import { createSession, getSessionByToken, hashToken, type PublicUser } from "./accounts.server";
import { deleteOwnAccount } from "./account-deletion.server";
import { createApiToken } from "./api-tokens.server";
import { addPasskey, passkeyRegistrationOptions, removePasskey } from "./passkeys.server";
import { changePassword, updateProfile } from "./profile.server";
import { confirmSignIn, isRecentSignIn, RECENT_SIGN_IN_MINUTES } from "./sign-in-acts.server";
import { accessOf, type Access } from "./token-scope";
import { beginTwoFactorSetup, confirmTwoFactorSetup, disableTwoFactor } from "./two-factor.server";

type Member = { user: PublicUser; password: string };

// Each act with what "allowed" answers: a value, or the error status that comes after the guard (input).
const ACTS: { name: string; takesPassword: boolean; run: (m: Member, access: Access) => Promise<unknown> }[] = [
  {
    name: "passkey options",
    takesPassword: false,
    run: ({ user }, access) => passkeyRegistrationOptions(user, access, "http://localhost:3000/settings/security"),
  },
  {
    name: "add a passkey",
    takesPassword: false,
    run: ({ user }, access) =>
      addPasskey(user, access, { response: { id: "x", response: {} } }, "http://localhost:3000/", null),
  },
  {
    name: "remove a passkey",
    takesPassword: false,
    run: ({ user }, access) => removePasskey(user, access, { passkeyId: "c".repeat(25) }),
  },
  { name: "start two-factor", takesPassword: false, run: ({ user }, access) => beginTwoFactorSetup(user, access) },
  {
    name: "confirm two-factor",
    takesPassword: false,
    run: ({ user }, access) => confirmTwoFactorSetup(user, access, { code: "000000" }),
  },
  {
    name: "turn two-factor off",
    takesPassword: false,
    run: ({ user }, access) => disableTwoFactor(user, access, { code: "000000" }),
  },
  {
    name: "make a token",
    takesPassword: false,
    run: ({ user }, access) => createApiToken(user, access, { name: "Sync", scope: "read", expiresIn: "30" }),
  },
  {
    name: "change the password",
    takesPassword: true,
    run: ({ user, password }, access) =>
      changePassword(
        user,
        access,
        { currentPassword: password, newPassword: "another-password-1", confirmPassword: "another-password-1" },
        null,
      ),
  },
  {
    name: "change the email",
    takesPassword: true,
    run: ({ user, password }, access) =>
      updateProfile(user, access, {
        firstName: user.firstName,
        lastName: user.lastName,
        email: uniqueEmail("moved"),
        currentPassword: password,
        skills: "",
        interests: "",
      }),
  },
  {
    name: "delete the account",
    takesPassword: true,
    run: ({ user, password }, access) => deleteOwnAccount(user, access, { password }),
  },
];

/** The caller's Access as a request with its token resolves it (the real session row and lookup). */
async function accessFor(caller: string, member: Member): Promise<Access> {
  const { user } = member;
  if (caller.endsWith("token")) {
    const scope = { "read token": "read", "read write token": "read write", "admin token": "read write admin" }[
      caller
    ]!;
    const { token } = await createApiToken({ id: user.id, role: "admin" }, accessOf(null), {
      name: caller,
      scope,
      expiresIn: "30",
    });
    return (await getSessionByToken(token))!.access;
  }
  const { token } = await createSession(user.id, caller === "login API session" ? "api" : "browser");
  if (caller === "old sign-in") {
    const then = new Date(Date.now() - (RECENT_SIGN_IN_MINUTES + 5) * 60_000);
    await db.session.updateMany({ where: { userId: user.id, kind: "browser" }, data: { createdAt: then } });
  }
  return (await getSessionByToken(token))!.access;
}

const CALLERS = ["read token", "read write token", "admin token", "login API session", "old sign-in", "new sign-in"];

async function outcome(act: (typeof ACTS)[number], caller: string): Promise<string> {
  const member = await createMember();
  // The admin token belongs to an admin, so the scope, not the role, is what is refused.
  if (caller === "admin token") await db.user.update({ where: { id: member.user.id }, data: { role: "admin" } });
  const access = await accessFor(caller, member);
  try {
    await act.run(member, access);
    return "done";
  } catch (error) {
    const { status, message } = error as { status?: number; message: string };
    if (status === 403) return message.includes("token") ? "403 token" : "403 sign in again";
    if (status === undefined) throw error;
    return "past the guard";
  }
}

describe("acts that change how one signs in", () => {
  for (const act of ACTS) {
    it(`${act.name}: never with a token; with a sign-in${act.takesPassword ? " (an old one too: it asks for the password)" : " made recently"}`, async () => {
      const results: Record<string, string> = {};
      for (const caller of CALLERS) results[caller] = await outcome(act, caller);
      const allowed = expect.stringMatching(/^(done|past the guard)$/);
      expect(results).toEqual({
        "read token": "403 token",
        "read write token": "403 token",
        "admin token": "403 token",
        "login API session": allowed,
        "old sign-in": act.takesPassword ? allowed : "403 sign in again",
        "new sign-in": allowed,
      });
    });
  }
});

describe("confirm it's you", () => {
  it("an old sign-in made recent again with the current password (counted like every check of it); never a token", async () => {
    const member = await createMember();
    const old = await createSession(member.user.id, "browser");
    const then = new Date(Date.now() - (RECENT_SIGN_IN_MINUTES + 5) * 60_000);
    await db.session.updateMany({ where: { userId: member.user.id }, data: { createdAt: then } });
    const stale = (await getSessionByToken(old.token))!.access;
    expect(isRecentSignIn(stale)).toBe(false);
    await expect(confirmSignIn(member.user, stale, { password: "wrong" }, hashToken(old.token))).rejects.toMatchObject({
      status: 400,
      fields: { password: expect.any(String) },
    });
    await confirmSignIn(member.user, stale, { password: member.password }, hashToken(old.token));
    const renewed = (await getSessionByToken(old.token))!.access;
    expect(isRecentSignIn(renewed)).toBe(true);
    await expect(beginTwoFactorSetup(member.user, renewed)).resolves.toBeUndefined();
    const token = (await accessFor("read write token", member))!;
    await expect(confirmSignIn(member.user, token, { password: member.password }, null)).rejects.toMatchObject({
      status: 403,
    });
  });
});
