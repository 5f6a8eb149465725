// Login protection: a stranger failing on a member's email, from one address or from many, must not lock
// the member out of a fresh address, nor a stuffing run from a shared address lock out everyone behind it;
// a successful sign-in resets its pair; registration answers alike for taken and new emails.
import { db } from "~/server/db.server";
import { getEnv } from "~/server/env.server";
import { hashPassword, setPasswordHashCostForTests } from "~/server/password-hash.server";
import { createMember, uniqueEmail } from "../../tests/setup/factories";
import { TEST_PASSWORD_HASH_N } from "../../tests/setup/password-cost";
import { registerUser, verifyLogin } from "./accounts.server";

const { RATE_LIMIT_LOGIN_FAILURES_PER_PAIR: perPair, RATE_LIMIT_LOGIN_FAILURES_PER_IP: perIp } = getEnv();
const perEmail = getEnv().RATE_LIMIT_AUTH_EMAIL_PER_HOUR;

async function failTimes(email: string, ip: string, times: number) {
  const results = [];
  for (let i = 0; i < times; i++)
    results.push(await verifyLogin({ email, password: "wrong-password" }, ip).catch((error) => error.status));
  return results;
}

describe("failed-login limits", () => {
  it("block the (email, IP) pair that keeps failing, not the member's own sign-in from elsewhere", async () => {
    const { user, password } = await createMember();
    expect(await failTimes(user.email, "198.51.100.1", perPair)).toEqual(Array(perPair).fill(401));
    // The attacker's address is now refused, even with the right password, for the rest of 15 minutes...
    const refused = await verifyLogin({ email: user.email, password }, "198.51.100.1").catch((error) => error);
    expect(refused).toMatchObject({ status: 429, extra: { retryAfterSeconds: expect.any(Number) } });
    expect(refused.extra.retryAfterSeconds).toBeGreaterThan(14 * 60);
    expect(refused.extra.retryAfterSeconds).toBeLessThanOrEqual(15 * 60);
    // ...while the member signs in from their own.
    await expect(verifyLogin({ email: user.email, password }, "198.51.100.2")).resolves.toMatchObject({ id: user.id });
  });

  it("a stranger rotating addresses cannot lock the member out of a fresh one", async () => {
    const { user, password } = await createMember();
    // Several tries from each of many addresses, well past the per-email ceiling: every address's first try
    // is answered, and its later ones are walled once the email has had its share of repeated failures.
    const perAddress = 4;
    const addresses = Math.ceil(perEmail / (perAddress - 1)) + 5;
    const tries = [];
    for (let i = 0; i < addresses; i++) tries.push(await failTimes(user.email, `203.0.113.${i}`, perAddress));
    expect(tries.map((statuses) => statuses[0])).toEqual(Array(addresses).fill(401));
    expect(tries.at(-1)).toEqual([401, 429, 429, 429]);
    // An address that has failed for this email is refused now, even with the right password...
    await expect(verifyLogin({ email: user.email, password }, "203.0.113.0")).rejects.toMatchObject({ status: 429 });
    // ...but the member, from an address that has not failed, signs in.
    await expect(verifyLogin({ email: user.email, password }, "192.0.2.200")).resolves.toMatchObject({ id: user.id });
  });

  it("failures for many emails from one shared address do not lock out a member behind it, until a stuffing run's worth", async () => {
    const { user, password } = await createMember();
    const office = "198.51.100.77";
    // 60 failures from one address took every sign-in from it to a 429 (a shared office or campus NAT).
    for (let i = 0; i < perIp - 1; i++) {
      expect(await failTimes(uniqueEmail(`colleague${i}`), office, 1)).toEqual([401]);
    }
    await expect(verifyLogin({ email: user.email, password }, office)).resolves.toMatchObject({ id: user.id });
    // A credential-stuffing run from one address is walled once it reaches the per-address ceiling.
    expect(await failTimes(uniqueEmail("stuffed"), office, 2)).toEqual([401, 429]);
  });

  it("a successful sign-in resets its pair's count", async () => {
    const { user, password } = await createMember();
    await failTimes(user.email, "198.51.100.3", perPair - 1);
    await verifyLogin({ email: user.email, password }, "198.51.100.3");
    expect(await failTimes(user.email, "198.51.100.3", perPair - 1)).toEqual(Array(perPair - 1).fill(401));
  });

  it("an unknown email is limited the same way (no hint that it is unknown)", async () => {
    const email = uniqueEmail("nobody");
    expect(await failTimes(email, "198.51.100.4", perPair + 1)).toEqual([...Array(perPair).fill(401), 429]);
  });
});

// These compare against today's cost and its timing, so they hash at production's, not the suite's lower one.
function atProductionHashCost() {
  beforeAll(() => setPasswordHashCostForTests(undefined));
  afterAll(() => setPasswordHashCostForTests(TEST_PASSWORD_HASH_N));
}

describe("password hashes", () => {
  atProductionHashCost();

  it("upgrades an old, cheaper hash at the next sign-in", async () => {
    const { user, password } = await createMember();
    // A hash made with the parameters this app used before (N=2^14).
    const { scryptSync, randomBytes } = await import("node:crypto");
    const salt = randomBytes(16);
    const key = scryptSync(password.normalize("NFKC"), salt, 64, { N: 16384, r: 8, p: 1 });
    const old = `scrypt$16384$8$1$${salt.toString("base64")}$${key.toString("base64")}`;
    await db.user.update({ where: { id: user.id }, data: { passwordHash: old }, select: { id: true } });
    await verifyLogin({ email: user.email, password }, "198.51.100.5");
    const { passwordHash } = await db.user.findUniqueOrThrow({
      where: { id: user.id },
      select: { passwordHash: true },
    });
    expect(passwordHash).toMatch(/^scrypt\$131072\$8\$1\$/);
    await expect(verifyLogin({ email: user.email, password }, "198.51.100.5")).resolves.toMatchObject({ id: user.id });
  });

  it("refuses a stored hash whose parameters we never write (no runaway memory)", async () => {
    const { user, password } = await createMember();
    const forged = (await hashPassword(password)).replace("$131072$", "$1073741824$");
    await db.user.update({ where: { id: user.id }, data: { passwordHash: forged }, select: { id: true } });
    await expect(verifyLogin({ email: user.email, password }, "198.51.100.6")).rejects.toMatchObject({ status: 401 });
  });
});

describe("registration of a taken email", () => {
  atProductionHashCost();

  it("answers with a generic message, after the same hashing work as a new account", async () => {
    const { user } = await createMember();
    const input = { firstName: "A", lastName: "B", password: "abcdef-12", confirmPassword: "abcdef-12" };
    const time = async (email: string) => {
      const started = performance.now();
      const outcome = await registerUser({ ...input, email }, "198.51.100.7").catch((error) => error);
      return { ms: performance.now() - started, outcome };
    };
    const fresh = await time(uniqueEmail("fresh"));
    const taken = await time(user.email);
    expect(taken.outcome).toMatchObject({ status: 409, message: expect.not.stringMatching(/exists/) });
    expect(fresh.outcome).toMatchObject({ id: expect.any(String) });
    // Both pay for one full scrypt hash (~0.3 s); without it a taken email answered in a few ms.
    expect(taken.ms).toBeGreaterThan(fresh.ms * 0.5);
  });
});
