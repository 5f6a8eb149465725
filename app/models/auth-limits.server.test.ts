// Login protection: a stranger failing on a member's email from one address must not lock the member
// out elsewhere; a successful sign-in resets its pair; registration answers alike for taken and new emails.
import { db } from "~/server/db.server";
import { getEnv } from "~/server/env.server";
import { hashPassword, setPasswordHashCostForTests } from "~/server/password-hash.server";
import { createMember, uniqueEmail } from "../../tests/setup/factories";
import { TEST_PASSWORD_HASH_N } from "../../tests/setup/password-cost";
import { registerUser, verifyLogin } from "./accounts.server";

const perPair = getEnv().RATE_LIMIT_AUTH_PER_MINUTE;

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
    // The attacker's address is now refused, even with the right password...
    await expect(verifyLogin({ email: user.email, password }, "198.51.100.1")).rejects.toMatchObject({
      status: 429,
      extra: { retryAfterSeconds: expect.any(Number) },
    });
    // ...while the member signs in from their own.
    await expect(verifyLogin({ email: user.email, password }, "198.51.100.2")).resolves.toMatchObject({ id: user.id });
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
    const input = { firstName: "A", lastName: "B", password: "abcdef", confirmPassword: "abcdef" };
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
