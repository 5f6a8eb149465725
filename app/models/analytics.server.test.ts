import { randomUUID } from "node:crypto";
import { db } from "~/server/db.server";
import { createMember } from "../../tests/setup/factories";
import { getAnalytics, parseRange } from "./analytics.server";
import { eraseMember } from "./account-deletion.server";

const DAY = 24 * 60 * 60 * 1000;

async function admin() {
  const { user } = await createMember();
  await db.user.update({ where: { id: user.id }, data: { role: "admin" } });
  return { id: user.id, role: "admin" as const };
}

describe("getAnalytics", () => {
  it("buckets sign-ups, posts by type, active members, events and RSVPs inside the range", async () => {
    const boss = await admin();
    // A fixed "now" far in the future: only this test's rows fall in its range.
    const now = new Date(Date.UTC(2090, 0, 31, 12));
    const today = Date.UTC(2090, 0, 31);
    const { user: author } = await createMember();
    const at = (daysAgo: number) => new Date(today - daysAgo * DAY + 60_000);
    await db.user.update({ where: { id: author.id }, data: { createdAt: at(1) } });
    await db.post.createMany({
      data: [
        { authorId: author.id, content: "a", type: "post", createdAt: at(0) },
        { authorId: author.id, content: "b", type: "advice", createdAt: at(0) },
        { authorId: author.id, content: "c", type: "post", createdAt: at(8) },
        { authorId: author.id, content: "old", type: "post", createdAt: at(40) },
      ],
    });
    const event = await db.event.create({
      data: { organizerId: author.id, title: "E", eventDate: at(-3), createdAt: at(2) },
      select: { id: true },
    });
    await db.rsvp.create({ data: { eventId: event.id, userId: boss.id, status: "attending", createdAt: at(2) } });

    const data = await getAnalytics(boss, "30", now);
    expect(data.range).toBe(30);
    expect(data.postsByType.labels).toHaveLength(30);
    const series = Object.fromEntries(data.postsByType.series.map((s) => [s.name, s.values]));
    expect(series.post[29]).toBe(1);
    expect(series.advice[29]).toBe(1);
    expect(series.post[21]).toBe(1);
    expect(series.post.reduce((a, b) => a + b, 0)).toBe(2);
    expect(data.signups.series[0].values.reduce((a, b) => a + b, 0)).toBe(1);
    // 2090-01-02 (the range's first day) to Tuesday 2090-01-31: the weeks of Monday 2, 9, 16, 23 and 30.
    expect(data.signups.starts).toEqual(["2090-01-02", "2090-01-09", "2090-01-16", "2090-01-23", "2090-01-30"]);
    const [events, rsvps] = data.eventsAndRsvps.series;
    expect(events.values).toEqual([0, 0, 0, 1, 0]);
    expect(rsvps.values).toEqual([0, 0, 0, 1, 0]);
    // This week (Monday 30 and Tuesday 31): the author's posts. The week before: the author's post of Monday 23
    // and event of Sunday 29, and the admin's RSVP: two members, each once.
    expect(data.activeMembers.series[0].values).toEqual([0, 0, 0, 2, 1]);

    const year = await getAnalytics(boss, 365, now);
    expect(year.postsByType.series.find((s) => s.name === "post")!.values.reduce((a, b) => a + b, 0)).toBe(3);
    expect(year.signups.labels).toHaveLength(53);
  });

  it("counts a row in its own UTC day at either edge, and keeps the figures until they are recomputed", async () => {
    const boss = await admin();
    const now = new Date(Date.UTC(2091, 5, 30, 12));
    const today = Date.UTC(2091, 5, 30);
    const { user: author } = await createMember();
    await db.post.createMany({
      data: [
        { authorId: author.id, content: "last ms of yesterday", type: "service", createdAt: new Date(today - 1) },
        { authorId: author.id, content: "first ms of today", type: "service", createdAt: new Date(today) },
        { authorId: author.id, content: "first ms of tomorrow", type: "service", createdAt: new Date(today + DAY) },
      ],
    });
    const services = async () =>
      (await getAnalytics(boss, "30", now)).postsByType.series.find((s) => s.name === "service")!.values;
    const first = await services();
    expect(first.slice(-2)).toEqual([1, 1]);
    expect(first.reduce((a, b) => a + b, 0)).toBe(2);
    // Counted as it is written: a new post shows at once.
    await db.post.create({
      data: { authorId: author.id, content: "later", type: "service", createdAt: new Date(today + 5) },
    });
    expect((await services()).at(-1)).toBe(2);
  });

  it("labels each week once, by its Monday: from the week of the range's first day to this week", async () => {
    const boss = await admin();
    const now = new Date(Date.UTC(2090, 0, 31, 12));
    for (const range of [30, 90, 365] as const) {
      const data = await getAnalytics(boss, range, now);
      const { labels, starts } = data.signups;
      expect(new Set(labels).size, labels.join(", ")).toBe(labels.length);
      expect(starts.at(-1)).toBe("2090-01-30");
      for (const start of starts) expect(new Date(start).getUTCDay(), start).toBe(1);
      for (let i = 1; i < starts.length; i++) expect(Date.parse(starts[i]) - Date.parse(starts[i - 1])).toBe(7 * DAY);
      // The first week holds the range's first day.
      expect(Date.parse(starts[0])).toBeLessThanOrEqual(Date.parse(data.from));
      expect(Date.parse(starts[0]) + 7 * DAY).toBeGreaterThan(Date.parse(data.from));
      expect(data.postsByType.starts[0]).toBe(data.from.slice(0, 10));
      expect(new Set(data.postsByType.labels).size).toBe(range);
    }
  });

  it("keeps its tallies with every write: each kind's rows per day, each member once a week", async () => {
    const boss = await admin();
    // Monday 2092-03-03 and the days after: only this test writes there.
    const monday = Date.UTC(2092, 2, 3);
    const at = (day: number, hour = 12) => new Date(monday + day * DAY + hour * 3_600_000);
    const now = at(13);
    const [{ user: a }, { user: b }, { user: c }] = await Promise.all([createMember(), createMember(), createMember()]);
    await db.user.update({ where: { id: c.id }, data: { createdAt: at(1) } });
    const post = await db.post.create({
      data: { authorId: a.id, content: "p", createdAt: at(0) },
      select: { id: true },
    });
    const moved = await db.post.create({
      data: { authorId: a.id, content: "q", createdAt: at(0) },
      select: { id: true },
    });
    await db.comment.create({ data: { postId: post.id, authorId: b.id, content: "c", createdAt: at(1) } });
    await db.like.create({ data: { postId: post.id, userId: c.id, createdAt: at(2) } });
    await db.message.create({ data: { senderId: b.id, receiverId: a.id, content: "m", createdAt: at(8) } });
    await db.message.create({ data: { senderId: b.id, receiverId: a.id, content: "n", createdAt: at(9) } });
    const event = await db.event.create({
      data: { organizerId: c.id, title: "E", eventDate: at(20), createdAt: at(9) },
      select: { id: true },
    });
    await db.rsvp.create({ data: { eventId: event.id, userId: a.id, status: "attending", createdAt: at(10) } });
    // A post made advice and moved a day; the first post deleted, with its comment and like.
    await db.post.update({ where: { id: moved.id }, data: { type: "advice", createdAt: at(1) } });
    await db.post.delete({ where: { id: post.id } });

    const data = await getAnalytics(boss, 30, now);
    const weekOf = (chart: { starts: string[] }, day: number) =>
      chart.starts.indexOf(at(day).toISOString().slice(0, 10));
    const posts = Object.fromEntries(data.postsByType.series.map((s) => [s.name, s.values]));
    const dayIndex = data.postsByType.starts.indexOf(at(1).toISOString().slice(0, 10));
    expect(posts.post.reduce((x, y) => x + y, 0)).toBe(0);
    expect(posts.advice.reduce((x, y) => x + y, 0)).toBe(1);
    expect(posts.advice[dayIndex]).toBe(1);
    expect(data.signups.series[0].values[weekOf(data.signups, 0)]).toBe(1);
    const [events, rsvps] = data.eventsAndRsvps.series;
    expect(events.values[weekOf(data.eventsAndRsvps, 7)]).toBe(1);
    expect(rsvps.values[weekOf(data.eventsAndRsvps, 7)]).toBe(1);
    // Acting is kept when what was made goes: week one has a (posts), b (comment) and c (like); week two has
    // b (two messages, once), c (event) and a (RSVP).
    const active = data.activeMembers.series[0].values;
    expect([active[weekOf(data.activeMembers, 0)], active[weekOf(data.activeMembers, 7)]]).toEqual([3, 3]);

    // An erased member leaves the weeks they acted in.
    await eraseMember(b.id);
    const after = (await getAnalytics(boss, 30, now)).activeMembers.series[0].values;
    expect([after[weekOf(data.activeMembers, 0)], after[weekOf(data.activeMembers, 7)]]).toEqual([2, 2]);
    expect(await db.activeWeek.count({ where: { userId: b.id } })).toBe(0);

    // Each week's tally is its rows, and each day's tally its rows: nothing counted twice or left behind.
    const weeks = await db.activeWeek.groupBy({ by: ["week"], _count: { _all: true } });
    const tallied = await db.dayTally.findMany({ where: { kind: "active" }, select: { day: true, n: true } });
    expect(Object.fromEntries(tallied.filter((row) => row.n !== 0).map((row) => [(row.day + 3) / 7, row.n]))).toEqual(
      Object.fromEntries(weeks.map((row) => [row.week, row._count._all])),
    );
  });

  it("ranks homelands and cities of active members", async () => {
    const boss = await admin();
    const city = `City ${randomUUID().slice(0, 6)}`;
    for (let i = 0; i < 2; i++) await createMember({ currentLocation: city });
    const data = await getAnalytics(boss, undefined);
    expect(data.topHomelands.length).toBeGreaterThan(0);
    expect(data.topHomelands.length).toBeLessThanOrEqual(10);
    const counts = data.topCities.map((row) => row.count);
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
  });

  it("is for admins (403) and takes only 30, 90 or 365 (400)", async () => {
    const { user } = await createMember();
    await expect(getAnalytics({ id: user.id, role: "member" }, "30")).rejects.toMatchObject({ status: 403 });
    expect(parseRange(null)).toBe(30);
    expect(parseRange("90")).toBe(90);
    for (const bad of ["7", "abc", "30x", "-30", ["30"]])
      expect(() => parseRange(bad)).toThrow(expect.objectContaining({ status: 400 }));
  });
});
