import { randomUUID } from "node:crypto";
import { db } from "~/server/db.server";
import { createMember } from "../../tests/setup/factories";
import {
  changeUserStatus,
  countUsers,
  getAdminDashboard,
  getAdminStats,
  getAdminUser,
  listAdminActivity,
  listAdminUsers,
} from "./admin.server";
import { eraseMember } from "./account-deletion.server";
import { listAdminActions, recordAdminAction } from "./audit.server";
import { clearInsightsCache, communityInsights } from "./insights.server";
import { createSession, getUserBySessionToken, hashToken, verifyLogin } from "./accounts.server";
import { keepSubmittedText, suspensionNotice } from "./suspension.server";

async function member(overrides: Record<string, string> = {}) {
  return (await createMember(overrides)).user;
}

async function admin() {
  const user = await member({ firstName: "Ada", lastName: "Boss" });
  await db.user.update({ where: { id: user.id }, data: { role: "admin" } });
  return { ...user, role: "admin" as const };
}

const marker = () => `zq${randomUUID().replace(/-/g, "").slice(0, 10)}`;

describe("getAdminStats", () => {
  it("counts members, posts, upcoming events that are not cancelled, and services", async () => {
    const boss = await admin();
    const before = await getAdminStats(boss);
    const author = await member();
    await db.post.create({ data: { authorId: author.id, content: "hello" } });
    const day = 24 * 60 * 60 * 1000;
    await db.event.createMany({
      data: [
        { organizerId: author.id, title: "Upcoming", eventDate: new Date(Date.now() + day) },
        { organizerId: author.id, title: "Cancelled", eventDate: new Date(Date.now() + day), cancelledAt: new Date() },
        { organizerId: author.id, title: "Past", eventDate: new Date(Date.now() - day) },
      ],
    });
    await db.service.create({
      data: { providerId: author.id, title: "Help", description: "Help", category: "Legal Help" },
    });
    const after = await getAdminStats(boss);
    // Other test files share the database: compare differences.
    expect(after.totalUsers - before.totalUsers).toBeGreaterThanOrEqual(1);
    expect(after.totalPosts - before.totalPosts).toBeGreaterThanOrEqual(1);
    expect(after.activeEvents - before.activeEvents).toBeGreaterThanOrEqual(1);
    expect(after.totalServices - before.totalServices).toBeGreaterThanOrEqual(1);
    expect(after.totalUsers).toBe(await db.user.count({ where: { status: { not: "deleted" } } }));
    expect(after.activeEvents).toBe(
      await db.event.count({ where: { eventDate: { gte: new Date() }, cancelledAt: null } }),
    );
    // Read from the tallies, they stay the tables' counts through deletions, a suspension and an erasure.
    const gone = await member();
    const suspended = await member();
    const { id: postId } = await db.post.create({ data: { authorId: gone.id, content: "bye" }, select: { id: true } });
    await db.service.create({ data: { providerId: gone.id, title: "T", description: "D", category: "Legal Help" } });
    await db.post.delete({ where: { id: postId } });
    await db.user.update({ where: { id: suspended.id }, data: { status: "suspended" } });
    await eraseMember(gone.id);
    const last = await getAdminStats(boss);
    expect([last.totalUsers, last.totalPosts, last.totalServices]).toEqual([
      await db.user.count({ where: { status: { not: "deleted" } } }),
      await db.post.count(),
      await db.service.count(),
    ]);
  });

  it("counts the upcoming events through new, cancelled, moved and deleted ones, today's by the hour", async () => {
    const boss = await admin();
    const organizer = await member();
    const now = new Date();
    const hour = 60 * 60 * 1000;
    const make = (eventDate: Date, title: string) =>
      db.event.create({ data: { organizerId: organizer.id, title, eventDate }, select: { id: true } });
    // Earlier today (past), later today, tomorrow, in a month, and one that will be cancelled, moved, deleted.
    const startOfDay = new Date(Math.floor(now.getTime() / (24 * hour)) * 24 * hour);
    await make(new Date(Math.max(startOfDay.getTime(), now.getTime() - hour)), "earlier");
    await make(new Date(now.getTime() + 60_000), "later today");
    await make(new Date(now.getTime() + 24 * hour), "tomorrow");
    await make(new Date(now.getTime() + 30 * 24 * hour), "next month");
    const cancelled = await make(new Date(now.getTime() + 2 * 24 * hour), "cancelled");
    const moved = await make(new Date(now.getTime() + 3 * 24 * hour), "moved");
    const deleted = await make(new Date(now.getTime() + 4 * 24 * hour), "deleted");
    await db.event.update({ where: { id: cancelled.id }, data: { cancelledAt: now } });
    await db.event.update({ where: { id: moved.id }, data: { eventDate: new Date(now.getTime() - 24 * hour) } });
    await db.event.delete({ where: { id: deleted.id } });
    const upcoming = () => db.event.count({ where: { eventDate: { gte: now }, cancelledAt: null } });
    expect((await getAdminStats(boss, now)).activeEvents).toBe(await upcoming());
    // Uncancelled and moved back: counted again.
    await db.event.update({ where: { id: cancelled.id }, data: { cancelledAt: null } });
    await db.event.update({ where: { id: moved.id }, data: { eventDate: new Date(now.getTime() + 5 * 24 * hour) } });
    expect((await getAdminStats(boss, now)).activeEvents).toBe(await upcoming());
  });

  it("is for admins only (403), like every admin read", async () => {
    const plain = await member();
    await expect(getAdminStats(plain)).rejects.toMatchObject({ status: 403 });
    await expect(listAdminUsers(plain)).rejects.toMatchObject({ status: 403 });
    await expect(listAdminActivity(plain)).rejects.toMatchObject({ status: 403 });
    await expect(getAdminDashboard(plain)).rejects.toMatchObject({ status: 403 });
    await expect(listAdminActions(plain)).rejects.toMatchObject({ status: 403 });
  });
});

describe("getAdminDashboard", () => {
  it("has the first 5 members (newest first), the total, and at most 6 activity items", async () => {
    const boss = await admin();
    for (let i = 0; i < 6; i++) await member();
    const dashboard = await getAdminDashboard(boss);
    expect(dashboard.users).toHaveLength(5);
    const times = dashboard.users.map((user) => user.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(dashboard.totalUsers).toBe(await db.user.count({ where: { status: { not: "deleted" } } }));
    expect(dashboard.activity.length).toBeLessThanOrEqual(6);
    expect(dashboard.users[0]).toMatchObject({
      email: expect.any(String),
      role: expect.any(String),
      status: expect.any(String),
      avatarUrl: expect.any(String),
    });
    expect(JSON.stringify(dashboard)).not.toContain("passwordHash");
  });

  it("says what Total Users counts: every account, the suspended ones among them; the rest are the home's active members", async () => {
    const boss = await admin();
    const away = await member();
    await db.user.update({ where: { id: away.id }, data: { status: "suspended" } });
    // A deleted account is not a user: its row only keeps the "Deleted member" stub of its messages.
    const gone = await member();
    await db.user.update({ where: { id: gone.id }, data: { status: "deleted" } });
    clearInsightsCache();
    // Other test files share the database: both figures in one quiet moment.
    const [dashboard, insights, all, suspended] = await Promise.all([
      getAdminDashboard(boss),
      communityInsights(),
      db.user.count({ where: { status: { not: "deleted" } } }),
      db.user.count({ where: { status: "suspended" } }),
    ]);
    expect(dashboard.totalUsers).toBe(all);
    expect(dashboard.suspendedUsers).toBe(suspended);
    expect(dashboard.suspendedUsers).toBeGreaterThanOrEqual(1);
    expect(dashboard.totalUsers - dashboard.suspendedUsers).toBe(insights.members);
  });

  it("activity for the API is {description, timestamp} only", async () => {
    const items = await listAdminActivity(await admin());
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(Object.keys(item).sort()).toEqual(["description", "timestamp"]);
  });
});

describe("listAdminUsers", () => {
  it("searches by name (words, the last as a prefix) or the email's beginning, and filters by role and status", async () => {
    const boss = await admin();
    const word = marker();
    const named = await member({ firstName: "Zed", lastName: word });
    const mailed = await member({ email: `${word}@mail.example` });
    const suspended = await member({ lastName: word });
    await db.user.update({ where: { id: suspended.id }, data: { status: "suspended" } });
    const ids = async (input: Record<string, unknown>) =>
      (await listAdminUsers(boss, input)).users.map((user) => user.id).sort();
    expect(await ids({ q: word })).toEqual([named.id, mailed.id, suspended.id].sort());
    expect(await ids({ q: `${word}@mail` })).toEqual([mailed.id]);
    expect(await ids({ q: word.toUpperCase() })).toHaveLength(3);
    expect(await ids({ q: word, status: "suspended" })).toEqual([suspended.id]);
    expect(await ids({ q: word, status: "active" })).toEqual([named.id, mailed.id].sort());
    expect(await ids({ q: word, role: "admin" })).toEqual([]);
    expect(await ids({ q: `zed ${word} nomatch` })).toEqual([]);
    expect(await ids({ q: `zed ${word.slice(0, 4)}` })).toEqual([named.id]);
    expect(await countUsers(boss, { q: word })).toBe(3);
  });

  it("never treats % or _ as wildcards", async () => {
    const boss = await admin();
    await member();
    expect((await listAdminUsers(boss, { q: "%" })).users).toEqual([]);
    expect((await listAdminUsers(boss, { q: "_" })).users).toEqual([]);
  });

  it("pages by cursor without repeats", async () => {
    const boss = await admin();
    const word = marker();
    for (let i = 0; i < 3; i++) await member({ lastName: word });
    const first = await listAdminUsers(boss, { q: word }, { limit: 2 });
    expect(first.users).toHaveLength(2);
    const second = await listAdminUsers(boss, { q: word }, { limit: 2, cursor: first.nextCursor });
    expect(second.users).toHaveLength(1);
    expect(second.nextCursor).toBeNull();
    expect(new Set([...first.users, ...second.users].map((user) => user.id)).size).toBe(3);
  });

  it.each([
    [{ role: "owner" }, "role"],
    [{ status: "banned" }, "status"],
    [{ q: "x".repeat(101) }, "q"],
    [{ q: "bad \ud800" }, "q"],
  ])("rejects %o naming %s", async (input, field) => {
    await expect(listAdminUsers(await admin(), input)).rejects.toMatchObject({
      status: 400,
      fields: { [field]: expect.any(String) },
    });
  });

  it("rejects a forged cursor (400)", async () => {
    await expect(listAdminUsers(await admin(), {}, { cursor: "nope" })).rejects.toMatchObject({ status: 400 });
  });
});

describe("getAdminUser", () => {
  it("is one member as the admin lists show them, for admins only; 404 for an unknown id", async () => {
    const [boss, someone] = [await admin(), await member()];
    expect(await getAdminUser(boss, someone.id)).toMatchObject({ id: someone.id, status: "active", role: "member" });
    await expect(getAdminUser(someone, boss.id)).rejects.toMatchObject({ status: 403 });
    await expect(getAdminUser(boss, "nobody")).rejects.toMatchObject({ status: 404 });
  });
});

describe("deleting a member", () => {
  it("erases them like their own deletion, with the audit row; never themself or an admin; a second time 404", async () => {
    const [boss, other] = [await admin(), await admin()];
    const target = await member({ password: "target-password" });
    const session = await createSession(target.id, "api");
    expect(await changeUserStatus(boss, target.id, "delete")).toMatchObject({ id: target.id, status: "deleted" });
    expect(await getUserBySessionToken(session.token)).toBeNull();
    const row = await db.user.findUniqueOrThrow({ where: { id: target.id }, select: { status: true, email: true } });
    expect(row).toEqual({ status: "deleted", email: `deleted-${target.id}@deleted.invalid` });
    await expect(
      verifyLogin({ email: target.email, password: "target-password" }, `ip-${randomUUID()}`),
    ).rejects.toMatchObject({ status: 401 });
    const audit = await listAdminActions(boss, { subjectType: "user", subjectId: target.id });
    expect(audit.items).toEqual([
      expect.objectContaining({
        actorId: boss.id,
        action: "user.delete",
        subjectLabel: `${target.firstName} ${target.lastName}`,
      }),
    ]);
    await expect(changeUserStatus(boss, target.id, "delete")).rejects.toMatchObject({ status: 404 });
    await expect(changeUserStatus(boss, boss.id, "delete")).rejects.toMatchObject({ status: 409 });
    await expect(changeUserStatus(boss, other.id, "delete")).rejects.toMatchObject({ status: 409 });
    const someone = await member();
    await expect(changeUserStatus(someone, other.id, "delete")).rejects.toMatchObject({ status: 403 });
    expect(await db.user.count({ where: { id: { in: [boss.id, other.id] }, status: "active" } })).toBe(2);
  });
});

describe("suspend and activate", () => {
  it("suspends: status set, every session revoked, login refused, audit row written", async () => {
    const boss = await admin();
    const target = await member({ password: "target-password" });
    const sessions = [await createSession(target.id, "browser"), await createSession(target.id, "api")];
    const user = await changeUserStatus(boss, target.id, "suspend", { reason: "Spam" });
    expect(user).toMatchObject({ id: target.id, status: "suspended" });
    expect(await db.session.count({ where: { userId: target.id } })).toBe(0);
    for (const session of sessions) expect(await getUserBySessionToken(session.token)).toBeNull();
    await expect(
      verifyLogin({ email: target.email, password: "target-password" }, `ip-${randomUUID()}`),
    ).rejects.toMatchObject({ code: "suspended" });
    const audit = await db.adminAction.findMany({
      where: { subjectId: target.id },
      select: { actorId: true, actorName: true, action: true, subjectType: true, subjectLabel: true, createdAt: true },
    });
    expect(audit).toEqual([
      {
        actorId: boss.id,
        actorName: "Ada Boss",
        action: "user.suspend",
        subjectType: "user",
        subjectLabel: `${target.firstName} ${target.lastName}`,
        createdAt: expect.any(Date),
      },
    ]);
  });

  it("needs a reason (400, nothing written); the reason is audited and shown to the member's ended browser session", async () => {
    const boss = await admin();
    const target = await member();
    const browser = await createSession(target.id, "browser");
    const token = { token: `tok-${randomUUID()}` };
    await db.session.create({
      data: {
        tokenHash: hashToken(token.token),
        userId: target.id,
        kind: "token",
        expiresAt: new Date(Date.now() + 3.6e6),
      },
    });
    for (const input of [{}, { reason: "   " }, { reason: 42 }, { reason: "x".repeat(501) }]) {
      await expect(changeUserStatus(boss, target.id, "suspend", input)).rejects.toMatchObject({ status: 400 });
    }
    expect(await db.adminAction.count({ where: { subjectId: target.id } })).toBe(0);
    expect(await db.session.count({ where: { userId: target.id } })).toBe(2);

    const reason = "  Wiederholte Werbung für Wohnungen, trotz Warnung  ";
    await changeUserStatus(boss, target.id, "suspend", { reason });
    const audit = await listAdminActions(boss, { subjectType: "user", subjectId: target.id });
    expect(audit.items.map(({ action, note }) => ({ action, note }))).toEqual([
      { action: "user.suspend", note: reason.trim() },
    ]);
    // The cookie's session ended, and what it says now is why (a personal token gets nothing of it).
    expect(await getUserBySessionToken(browser.token)).toBeNull();
    await keepSubmittedText(browser.token, "Mi último mensaje, que no quiero perder");
    expect(await suspensionNotice(browser.token, "roots.test:3000")).toEqual({
      reason: reason.trim(),
      keptText: "Mi último mensaje, que no quiero perder",
      appealEmail: "appeals@roots.test",
    });
    expect(await suspensionNotice(token.token, "roots.test")).toBeNull();

    // Activated: the notice is gone with the reason.
    await changeUserStatus(boss, target.id, "activate");
    expect(await suspensionNotice(browser.token, "roots.test")).toBeNull();
    expect((await db.user.findUniqueOrThrow({ where: { id: target.id } })).suspendedReason).toBeNull();
  });

  it("activates: login works again, the old sessions stay ended; audited", async () => {
    const boss = await admin();
    const target = await member({ password: "target-password" });
    const old = await createSession(target.id, "browser");
    await changeUserStatus(boss, target.id, "suspend", { reason: "Spam" });
    expect(await changeUserStatus(boss, target.id, "activate")).toMatchObject({ status: "active" });
    expect(await getUserBySessionToken(old.token)).toBeNull();
    await expect(
      verifyLogin({ email: target.email, password: "target-password" }, `ip-${randomUUID()}`),
    ).resolves.toMatchObject({ id: target.id });
    const actions = await listAdminActions(boss, { subjectType: "user", subjectId: target.id });
    expect(actions.items.map((entry) => entry.action)).toEqual(["user.activate", "user.suspend"]);
  });

  it("repeating an action changes nothing and writes no second audit row", async () => {
    const boss = await admin();
    const target = await member();
    await changeUserStatus(boss, target.id, "suspend", { reason: "Spam" });
    await changeUserStatus(boss, target.id, "suspend", { reason: "Spam" });
    await changeUserStatus(boss, target.id, "activate");
    await changeUserStatus(boss, target.id, "activate");
    expect(await db.adminAction.count({ where: { subjectId: target.id } })).toBe(2);
  });

  it("refuses themself and another admin (409 with a reason), and writes nothing", async () => {
    const [boss, other] = [await admin(), await admin()];
    await expect(changeUserStatus(boss, boss.id, "suspend", { reason: "Spam" })).rejects.toMatchObject({
      status: 409,
      message: "You cannot suspend yourself",
    });
    await expect(changeUserStatus(boss, other.id, "suspend", { reason: "Spam" })).rejects.toMatchObject({
      status: 409,
      message: expect.stringMatching(/Admins cannot be suspended/),
    });
    expect(await db.user.count({ where: { id: { in: [boss.id, other.id] }, status: "active" } })).toBe(2);
    expect(await db.adminAction.count({ where: { subjectId: { in: [boss.id, other.id] } } })).toBe(0);
  });

  it("refuses members (403), an unknown action or malformed id (400), an unknown member (404)", async () => {
    const [boss, plain, target] = [await admin(), await member(), await member()];
    await expect(changeUserStatus(plain, target.id, "suspend", { reason: "Spam" })).rejects.toMatchObject({
      status: 403,
    });
    await expect(changeUserStatus(boss, target.id, "erase")).rejects.toMatchObject({
      status: 400,
      message: expect.stringMatching(/suspend, activate, sign-out or delete/),
    });
    await expect(changeUserStatus(boss, target.id, undefined)).rejects.toMatchObject({ status: 400 });
    await expect(changeUserStatus(boss, "bad id!", "suspend", { reason: "Spam" })).rejects.toMatchObject({
      status: 400,
      message: expect.stringMatching(/userId/),
    });
    await expect(changeUserStatus(boss, "x".repeat(65), "suspend", { reason: "Spam" })).rejects.toMatchObject({
      status: 400,
    });
    await expect(changeUserStatus(boss, "no-such-member", "suspend", { reason: "Spam" })).rejects.toMatchObject({
      status: 404,
    });
    expect((await db.user.findUniqueOrThrow({ where: { id: target.id }, select: { status: true } })).status).toBe(
      "active",
    );
  });
});

describe("recordAdminAction", () => {
  it("writes who, what, whom and when; only for admins; newest first", async () => {
    const boss = await admin();
    const id = marker();
    await recordAdminAction(boss, {
      action: "post.hide",
      subjectType: "post",
      subjectId: id,
      subjectLabel: "x".repeat(300),
      note: "spam",
    });
    await recordAdminAction(boss, {
      action: "post.delete",
      subjectType: "post",
      subjectId: id,
      subjectLabel: "A post",
    });
    const { items } = await listAdminActions(boss, { subjectType: "post", subjectId: id });
    expect(items.map((entry) => entry.action)).toEqual(["post.delete", "post.hide"]);
    expect(items[1]).toMatchObject({
      actorId: boss.id,
      actorName: "Ada Boss",
      note: "spam",
      createdAt: expect.any(String),
    });
    expect(items[1].subjectLabel.length).toBeLessThanOrEqual(120);
    await expect(
      recordAdminAction(
        { ...(await member()), role: "member" },
        { action: "post.hide", subjectType: "post", subjectId: id, subjectLabel: "x" },
      ),
    ).rejects.toMatchObject({ status: 403 });
  });
});
