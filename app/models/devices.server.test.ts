import { db } from "~/server/db.server";
import { createMember } from "../../tests/setup/factories";
import { createSession, getUserBySessionToken, hashToken } from "./accounts.server";
import { endDevice, endOtherDevices, listDevices } from "./devices.server";

const PHONE =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36";
const LAPTOP = "Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:127.0) Gecko/20100101 Firefox/127.0";

describe("devices", () => {
  it("lists a member's own live sessions, newest use first, marking the current one; no tokens or hashes", async () => {
    const { user } = await createMember();
    const other = (await createMember()).user;
    const phone = await createSession(user.id, "browser", PHONE);
    const laptop = await createSession(user.id, "browser", LAPTOP);
    const script = await createSession(user.id, "api", "curl/8.4.0");
    const idle = await createSession(user.id, "browser", PHONE);
    await createSession(other.id, "browser", PHONE);
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    for (const [session, lastSeenAt] of [
      [phone, minutesAgo(1)],
      [laptop, minutesAgo(30)],
      [script, minutesAgo(10)],
      [idle, minutesAgo(60 * 24 * 20)],
    ] as const) {
      await db.session.update({ where: { tokenHash: hashToken(session.token) }, data: { lastSeenAt } });
    }

    const devices = await listDevices(user, hashToken(laptop.token));
    expect(devices.map((d) => [d.device, d.kind, d.current])).toEqual([
      ["Chrome on Android", "browser", false],
      ["curl (app or script)", "api", false],
      ["Firefox on macOS", "browser", true],
    ]);
    const text = JSON.stringify(devices);
    for (const session of [phone, laptop, script]) {
      expect(text).not.toContain(session.token);
      expect(text).not.toContain(hashToken(session.token));
    }
  });

  it("keeps at most 300 characters of a User-Agent", async () => {
    const { user } = await createMember();
    const session = await createSession(user.id, "browser", `${PHONE} ${"x".repeat(1000)}`);
    const row = await db.session.findUniqueOrThrow({
      where: { tokenHash: hashToken(session.token) },
      select: { userAgent: true },
    });
    expect(row.userAgent).toHaveLength(300);
  });

  it("ends one of the member's sessions, and only their own", async () => {
    const { user } = await createMember();
    const stranger = (await createMember()).user;
    const mine = await createSession(user.id, "browser", PHONE);
    const current = await createSession(user.id, "browser", LAPTOP);
    const theirs = await createSession(stranger.id, "browser", PHONE);
    const [mineId, theirsId] = await Promise.all(
      [mine, theirs].map(
        async (s) => (await db.session.findUniqueOrThrow({ where: { tokenHash: hashToken(s.token) } })).id,
      ),
    );

    await expect(endDevice(user, { sessionId: theirsId }, hashToken(current.token))).rejects.toMatchObject({
      status: 404,
    });
    expect(await getUserBySessionToken(theirs.token)).toMatchObject({ id: stranger.id });

    await expect(endDevice(user, { sessionId: mineId }, hashToken(current.token))).resolves.toEqual({
      device: "Chrome on Android",
      current: false,
    });
    expect(await getUserBySessionToken(mine.token)).toBeNull();
    expect(await getUserBySessionToken(current.token)).toMatchObject({ id: user.id });
    // Ended already: 404, nothing else changes.
    await expect(endDevice(user, { sessionId: mineId }, null)).rejects.toMatchObject({ status: 404 });
    await expect(endDevice(user, {}, null)).rejects.toMatchObject({ status: 400 });
    await expect(endDevice(user, { sessionId: "x".repeat(500) }, null)).rejects.toMatchObject({ status: 400 });
  });

  it("ends every other session and keeps the current one", async () => {
    const { user } = await createMember();
    const stranger = (await createMember()).user;
    const current = await createSession(user.id, "browser", LAPTOP);
    const others = [await createSession(user.id, "browser", PHONE), await createSession(user.id, "api", "curl/8")];
    const theirs = await createSession(stranger.id, "browser", PHONE);

    expect(await endOtherDevices(user, hashToken(current.token))).toBe(2);
    for (const session of others) expect(await getUserBySessionToken(session.token)).toBeNull();
    expect(await getUserBySessionToken(current.token)).toMatchObject({ id: user.id });
    expect(await getUserBySessionToken(theirs.token)).toMatchObject({ id: stranger.id });
    expect(await endOtherDevices(user, hashToken(current.token))).toBe(0);
  });
});
