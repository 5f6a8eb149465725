import { db } from "~/server/db.server";
import { createMember, uniqueEmail } from "../../tests/setup/factories";
import {
  createSession,
  deleteExpiredSessions,
  getUserBySessionToken,
  hashToken,
  liveSessionHashes,
  registerUser,
  revokeAllSessions,
  revokeSession,
  verifyLogin,
} from "./accounts.server";

const valid = () => ({
  firstName: " Ana ",
  lastName: "Silva",
  email: `  ${uniqueEmail().toUpperCase()} `,
  password: "secret-pw",
  confirmPassword: "secret-pw",
  countryOfOrigin: "Brazil",
  currentLocation: "Lisbon, Portugal",
});

const TEST_IP = "203.0.113.7";

describe("registerUser", () => {
  it("creates a member with a normalised email, a scrypt hash and an activity entry", async () => {
    const input = valid();
    const user = await registerUser(input, TEST_IP);
    expect(user.email).toBe(input.email.trim().toLowerCase());
    expect(user.firstName).toBe("Ana");
    expect(user.role).toBe("member");
    expect(user).not.toHaveProperty("passwordHash");
    const row = await db.user.findUniqueOrThrow({
      where: { id: user.id },
      select: { passwordHash: true, searchText: true },
    });
    expect(row.passwordHash).toMatch(/^scrypt\$/);
    expect(row.passwordHash).not.toContain("secret-pw");
    expect(row.searchText).toContain("ana silva");
    const activity = await db.activity.findFirst({ where: { actorId: user.id }, select: { verb: true } });
    expect(activity?.verb).toBe("user.registered");
  });

  it.each([
    [{ firstName: "" }, "Missing information", "Please fill in all required fields"],
    [{ email: "   " }, "Missing information", "Please fill in all required fields"],
    [{ password: "", confirmPassword: "" }, "Missing information", "Please fill in all required fields"],
    [{ confirmPassword: "different" }, "Passwords don't match", "Please make sure your passwords match"],
    [{ password: "abc", confirmPassword: "abc" }, "Password too short", "Password must be at least 8 characters long"],
    [
      { password: "seven77", confirmPassword: "seven77" },
      "Password too short",
      "Password must be at least 8 characters long",
    ],
    // Among the 10,000 most common passwords, in any case.
    [
      { password: "Password1", confirmPassword: "Password1" },
      "Password too common",
      "Please choose a password that is harder to guess",
    ],
    [
      { password: "iloveyou", confirmPassword: "iloveyou" },
      "Password too common",
      "Please choose a password that is harder to guess",
    ],
    // Order: a mismatch is reported before a short password.
    [{ password: "abc", confirmPassword: "abd" }, "Passwords don't match", "Please make sure your passwords match"],
  ])("rejects %o with the spec's message and writes nothing", async (override, title, description) => {
    const before = await db.user.count();
    await expect(registerUser({ ...valid(), ...override }, TEST_IP)).rejects.toMatchObject({
      status: 400,
      title,
      message: description,
    });
    expect(await db.user.count()).toBe(before);
  });

  it("rejects a malformed email, an unknown country and over-long fields", async () => {
    await expect(registerUser({ ...valid(), email: "not-an-email" }, TEST_IP)).rejects.toMatchObject({
      status: 400,
      fields: { email: expect.any(String) },
    });
    await expect(registerUser({ ...valid(), countryOfOrigin: "Atlantis" }, TEST_IP)).rejects.toMatchObject({
      status: 400,
      fields: { countryOfOrigin: expect.any(String) },
    });
    await expect(registerUser({ ...valid(), firstName: "x".repeat(51) }, TEST_IP)).rejects.toMatchObject({
      status: 400,
      fields: { firstName: expect.any(String) },
    });
    const long = "p".repeat(129);
    await expect(registerUser({ ...valid(), password: long, confirmPassword: long }, TEST_IP)).rejects.toMatchObject({
      status: 400,
    });
  });

  it("refuses a second account for the same email, whatever its case", async () => {
    const input = valid();
    await registerUser(input, TEST_IP);
    await expect(registerUser({ ...input, email: input.email.toLowerCase() }, TEST_IP)).rejects.toMatchObject({
      status: 409,
    });
  });
});

describe("verifyLogin", () => {
  it("accepts the right password and answers the same for an unknown email and a wrong password", async () => {
    const { user, password } = await createMember();
    await expect(verifyLogin({ email: user.email.toUpperCase(), password }, TEST_IP)).resolves.toMatchObject({
      id: user.id,
    });
    const wrong = await verifyLogin({ email: user.email, password: "nope-nope" }, TEST_IP).catch((error) => error);
    const unknown = await verifyLogin({ email: uniqueEmail(), password: "nope-nope" }, TEST_IP).catch((error) => error);
    expect(wrong).toMatchObject({ status: 401, message: "Invalid email or password", title: "Login failed" });
    expect(unknown).toMatchObject({ status: 401, message: wrong.message, title: wrong.title });
  });

  it("asks for both fields", async () => {
    await expect(verifyLogin({ email: "", password: "x" }, TEST_IP)).rejects.toMatchObject({
      title: "Missing information",
      message: "Please fill in all fields",
    });
  });

  it("tells a suspended member so", async () => {
    const { user, password } = await createMember();
    await db.user.update({ where: { id: user.id }, data: { status: "suspended" } });
    await expect(verifyLogin({ email: user.email, password }, TEST_IP)).rejects.toMatchObject({
      status: 403,
      message: expect.stringMatching(/suspended/),
    });
  });
});

describe("sessions", () => {
  it("stores only a hash of a 256-bit token and resolves it to the user", async () => {
    const { user } = await createMember();
    const { token } = await createSession(user.id, "browser");
    expect(Buffer.from(token, "base64url")).toHaveLength(32);
    const rows = await db.session.findMany({ where: { userId: user.id }, select: { tokenHash: true } });
    expect(rows).toEqual([{ tokenHash: hashToken(token) }]);
    expect(JSON.stringify(rows)).not.toContain(token);
    await expect(getUserBySessionToken(token)).resolves.toMatchObject({ id: user.id });
    await expect(getUserBySessionToken(`${token}x`)).resolves.toBeNull();
  });

  it("stops working once revoked, expired, or the user is suspended", async () => {
    const { user } = await createMember();
    const revoked = await createSession(user.id, "api");
    await revokeSession(revoked.token);
    expect(await getUserBySessionToken(revoked.token)).toBeNull();

    const expired = await createSession(user.id, "api");
    await db.session.update({
      where: { tokenHash: hashToken(expired.token) },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect(await getUserBySessionToken(expired.token)).toBeNull();
    expect(await db.session.count({ where: { tokenHash: hashToken(expired.token) } })).toBe(0);

    const live = await createSession(user.id, "browser");
    await db.user.update({ where: { id: user.id }, data: { status: "suspended" } });
    expect(await getUserBySessionToken(live.token)).toBeNull();
    expect(await revokeAllSessions(user.id)).toBe(1);
  });

  it("tells which of many sessions are still live (the socket heartbeat's one check)", async () => {
    const [a, b] = [(await createMember()).user, (await createMember()).user];
    const [live, revoked, expired, suspended] = [
      await createSession(a.id, "browser"),
      await createSession(a.id, "api"),
      await createSession(a.id, "api"),
      await createSession(b.id, "browser"),
    ];
    await revokeSession(revoked.token);
    await db.session.update({
      where: { tokenHash: hashToken(expired.token) },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    await db.user.update({ where: { id: b.id }, data: { status: "suspended" } });
    // More hashes than one IN list takes: the check goes in chunks.
    const unknown = Array.from({ length: 2500 }, (_, i) => hashToken(`unknown-${i}`));
    const hashes = [live, revoked, expired, suspended].map((session) => hashToken(session.token));
    expect(await liveSessionHashes([...unknown, ...hashes])).toEqual(new Set([hashToken(live.token)]));
    expect(await liveSessionHashes([])).toEqual(new Set());
  });

  it("sweeps expired sessions", async () => {
    const { user } = await createMember();
    const session = await createSession(user.id, "api");
    expect(await deleteExpiredSessions(new Date(session.expiresAt.getTime() + 1))).toBeGreaterThanOrEqual(1);
    expect(await getUserBySessionToken(session.token)).toBeNull();
  });

  it("ends a session left unused for SESSION_IDLE_DAYS, before its 30 days are up; use keeps it", async () => {
    const { user } = await createMember();
    const [idle, swept, used] = [
      await createSession(user.id, "browser"),
      await createSession(user.id, "browser"),
      await createSession(user.id, "browser"),
    ];
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
    for (const [session, lastSeenAt] of [
      [idle, daysAgo(14.1)],
      [swept, daysAgo(15)],
      [used, daysAgo(13)],
    ] as const) {
      await db.session.update({ where: { tokenHash: hashToken(session.token) }, data: { lastSeenAt } });
    }
    expect(await getUserBySessionToken(idle.token)).toBeNull();
    expect(await db.session.count({ where: { tokenHash: hashToken(idle.token) } })).toBe(0);
    expect(await deleteExpiredSessions()).toBeGreaterThanOrEqual(1);
    expect(await db.session.count({ where: { tokenHash: hashToken(swept.token) } })).toBe(0);
    // Using it moves lastSeenAt (hourly at most), so an active member is never signed out for idleness.
    expect(await getUserBySessionToken(used.token)).not.toBeNull();
    const { lastSeenAt } = await db.session.findUniqueOrThrow({ where: { tokenHash: hashToken(used.token) } });
    expect(Date.now() - lastSeenAt.getTime()).toBeLessThan(60_000);
  });
});
