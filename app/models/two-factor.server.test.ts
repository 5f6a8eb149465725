import { generate } from "otplib";
import { db } from "~/server/db.server";
import { createMember } from "../../tests/setup/factories";
import {
  beginTwoFactorSetup,
  completeSignInChallenge,
  confirmTwoFactorSetup,
  createSignInChallenge,
  disableTwoFactor,
  hasTwoFactor,
  WRONG_CODES_PER_ACCOUNT,
  twoFactorStatus,
} from "./two-factor.server";
import { accessOf } from "./token-scope";
import { createSession, getSessionByToken, hashToken } from "./accounts.server";
import { createApiToken } from "./api-tokens.server";

const STEP = 30;
/** The code the member's app shows `steps` periods from now. */
const codeAt = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * STEP });

async function memberWithTwoFactor() {
  const { user } = await createMember();
  await beginTwoFactorSetup(user, accessOf(null));
  const status = await twoFactorStatus(user);
  if (status.state !== "setup") throw new Error("not in setup");
  // The code of the previous period: the next sign-in's current code is then new (not a replay).
  const { recoveryCodes } = await confirmTwoFactorSetup(user, accessOf(null), {
    code: await codeAt(status.secret, -1),
  });
  return { user, secret: status.secret, recoveryCodes };
}

describe("two-factor setup", () => {
  it("shows a secret and QR code until a right code confirms it; then on, with 10 recovery codes kept hashed", async () => {
    const { user } = await createMember();
    expect(await twoFactorStatus(user)).toEqual({ state: "off" });
    await beginTwoFactorSetup(user, accessOf(null));
    const status = await twoFactorStatus(user);
    expect(status).toMatchObject({ state: "setup", qrCode: expect.stringMatching(/^data:image\/svg\+xml;base64,/) });
    if (status.state !== "setup") return;
    expect(Buffer.from(status.qrCode.split(",")[1], "base64").toString()).toContain("<svg");
    expect(await hasTwoFactor(user.id)).toBe(false);

    await expect(confirmTwoFactorSetup(user, accessOf(null), { code: "000000" })).rejects.toMatchObject({
      status: 400,
      extra: { fields: { code: expect.any(String) } },
    });
    await expect(confirmTwoFactorSetup(user, accessOf(null), {})).rejects.toMatchObject({ status: 400 });
    expect(await hasTwoFactor(user.id)).toBe(false);

    const { recoveryCodes } = await confirmTwoFactorSetup(user, accessOf(null), { code: await codeAt(status.secret) });
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(await hasTwoFactor(user.id)).toBe(true);
    expect(await twoFactorStatus(user)).toMatchObject({ state: "on", recoveryCodesLeft: 10 });
    const stored = JSON.stringify(await db.recoveryCode.findMany({ where: { userId: user.id } }));
    for (const code of recoveryCodes) expect(stored).not.toContain(code.replace("-", ""));
    await expect(beginTwoFactorSetup(user, accessOf(null))).rejects.toMatchObject({ status: 409 });
  });

  it("turns off only with a right code", async () => {
    const { user, secret } = await memberWithTwoFactor();
    await expect(disableTwoFactor(user, accessOf(null), { code: "123456" })).rejects.toMatchObject({ status: 400 });
    expect(await hasTwoFactor(user.id)).toBe(true);
    await disableTwoFactor(user, accessOf(null), { code: await codeAt(secret) });
    expect(await hasTwoFactor(user.id)).toBe(false);
    expect(await db.recoveryCode.count({ where: { userId: user.id } })).toBe(0);
  });
});

describe("two-factor sign-in", () => {
  it("a right code completes the challenge once; the same code is not good again (no replay)", async () => {
    const { user, secret } = await memberWithTwoFactor();
    const code = await codeAt(secret);
    const first = await createSignInChallenge(user.id, "browser", "curl/8");
    await expect(completeSignInChallenge(first.token, { code })).resolves.toMatchObject({
      user: { id: user.id },
      kind: "browser",
      userAgent: "curl/8",
    });
    // The challenge is used up.
    await expect(completeSignInChallenge(first.token, { code })).rejects.toMatchObject({ status: 401 });
    const second = await createSignInChallenge(user.id, "api", null);
    await expect(completeSignInChallenge(second.token, { code })).rejects.toMatchObject({ status: 400 });
    // The next period's code passes.
    await expect(completeSignInChallenge(second.token, { code: await codeAt(secret, 1) })).resolves.toMatchObject({
      kind: "api",
    });
  });

  it("two requests racing with one code: only one signs in", async () => {
    const { user, secret } = await memberWithTwoFactor();
    const code = await codeAt(secret);
    const [a, b] = [
      await createSignInChallenge(user.id, "api", null),
      await createSignInChallenge(user.id, "api", null),
    ];
    const results = await Promise.allSettled([
      completeSignInChallenge(a.token, { code }),
      completeSignInChallenge(b.token, { code }),
    ]);
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
  });

  it("a recovery code signs in once, typed in any case and with or without its dash", async () => {
    const { user, recoveryCodes } = await memberWithTwoFactor();
    const [code] = recoveryCodes;
    const challenge = await createSignInChallenge(user.id, "browser", null);
    await expect(
      completeSignInChallenge(challenge.token, { code: ` ${code.replace("-", "").toUpperCase()} ` }),
    ).resolves.toMatchObject({ user: { id: user.id } });
    const again = await createSignInChallenge(user.id, "browser", null);
    await expect(completeSignInChallenge(again.token, { code })).rejects.toMatchObject({ status: 400 });
    expect(await twoFactorStatus(user)).toMatchObject({ state: "on", recoveryCodesLeft: 9 });
  });

  it("five wrong codes end the challenge, even for a right sixth; an expired or unknown one is refused", async () => {
    const { user, secret } = await memberWithTwoFactor();
    const challenge = await createSignInChallenge(user.id, "browser", null);
    for (let i = 0; i < 4; i++)
      await expect(completeSignInChallenge(challenge.token, { code: "000000" })).rejects.toMatchObject({ status: 400 });
    await expect(completeSignInChallenge(challenge.token, { code: "000000" })).rejects.toMatchObject({ status: 401 });
    await expect(completeSignInChallenge(challenge.token, { code: await codeAt(secret) })).rejects.toMatchObject({
      status: 401,
    });

    const expired = await createSignInChallenge(user.id, "browser", null);
    await db.signInChallenge.updateMany({ where: { userId: user.id }, data: { expiresAt: new Date(Date.now() - 1) } });
    await expect(completeSignInChallenge(expired.token, { code: await codeAt(secret) })).rejects.toMatchObject({
      status: 401,
    });
    await expect(completeSignInChallenge("made-up", { code: await codeAt(secret) })).rejects.toMatchObject({
      status: 401,
    });
    await expect(completeSignInChallenge(undefined, { code: "1" })).rejects.toMatchObject({ status: 401 });
  });

  it("a member suspended meanwhile is not signed in", async () => {
    const { user, secret } = await memberWithTwoFactor();
    const challenge = await createSignInChallenge(user.id, "browser", null);
    await db.user.update({ where: { id: user.id }, data: { status: "suspended" } });
    await expect(completeSignInChallenge(challenge.token, { code: await codeAt(secret) })).rejects.toMatchObject({
      status: 401,
    });
  });
});

describe("wrong codes per account", () => {
  it("fresh challenges do not bring fresh tries: past 10 wrong codes in 15 minutes codes wait (429), and the member is mailed once", async () => {
    const { user, secret } = await memberWithTwoFactor();
    // An attacker with the password starts a new challenge every few codes (each allows five).
    for (let i = 0; i < WRONG_CODES_PER_ACCOUNT; i++) {
      const challenge = await createSignInChallenge(user.id, "api", null);
      await expect(completeSignInChallenge(challenge.token, { code: "000000" })).rejects.toMatchObject({ status: 400 });
    }
    const fresh = await createSignInChallenge(user.id, "api", null);
    const refused = await completeSignInChallenge(fresh.token, { code: await codeAt(secret) }).catch((error) => error);
    expect(refused).toMatchObject({ status: 429, extra: { retryAfterSeconds: expect.any(Number) } });
    expect(refused.extra.retryAfterSeconds).toBeGreaterThan(14 * 60);
    // Every place a code is typed shares the limit.
    await expect(disableTwoFactor(user, accessOf(null), { code: await codeAt(secret) })).rejects.toMatchObject({
      status: 429,
    });
    const mails = await db.mail.findMany({
      where: { userId: user.id, kind: "two-factor-paused" },
      select: { to: true, text: true },
    });
    expect(mails).toEqual([{ to: user.email, text: expect.stringContaining("10 wrong two-factor codes") }]);
  });

  it("a right code gives its try back: a member who mistypes now and then is never locked out", async () => {
    const { user, secret } = await memberWithTwoFactor();
    for (let i = 0; i < WRONG_CODES_PER_ACCOUNT - 1; i++) {
      const challenge = await createSignInChallenge(user.id, "browser", null);
      await expect(completeSignInChallenge(challenge.token, { code: "000000" })).rejects.toMatchObject({ status: 400 });
    }
    const challenge = await createSignInChallenge(user.id, "browser", null);
    await expect(completeSignInChallenge(challenge.token, { code: await codeAt(secret) })).resolves.toMatchObject({
      user: { id: user.id },
    });
    expect(await db.mail.count({ where: { userId: user.id, kind: "two-factor-paused" } })).toBe(0);
  });
});

describe("turning two-factor sign-in on", () => {
  it("ends every other session of the member (browsers, apps, tokens), as a password change does; this one stays", async () => {
    const { user } = await createMember();
    const here = await createSession(user.id, "browser");
    const otherBrowser = await createSession(user.id, "browser");
    const app = await createSession(user.id, "api");
    const { token: personal } = await createApiToken(user, accessOf(null), {
      name: "x",
      scope: "read",
      expiresIn: "30",
    });
    await beginTwoFactorSetup(user, accessOf(null));
    const status = await twoFactorStatus(user);
    if (status.state !== "setup") throw new Error("not in setup");
    const { endedSessions } = await confirmTwoFactorSetup(
      user,
      accessOf(null),
      { code: await codeAt(status.secret) },
      hashToken(here.token),
    );
    expect(endedSessions).toBe(3);
    for (const ended of [otherBrowser.token, app.token, personal]) expect(await getSessionByToken(ended)).toBeNull();
    expect(await getSessionByToken(here.token)).toMatchObject({ user: { id: user.id } });
  });
});
