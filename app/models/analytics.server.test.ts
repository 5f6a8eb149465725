import { randomUUID } from "node:crypto";
import { db } from "~/server/db.server";
import { createMember } from "../../tests/setup/factories";
import { clearKeptFigures } from "~/server/kept-figures.server";
import { getAnalytics, parseRange } from "./analytics.server";

const DAY = 24 * 60 * 60 * 1000;

async function admin() {
  const { user } = await createMember();
  await db.user.update({ where: { id: user.id }, data: { role: "admin" } });
  return { id: user.id, role: "admin" as const };
}

describe("getAnalytics", () => {
  beforeEach(() => clearKeptFigures());

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
    // Weeks end today: the last one is the last 7 days.
    expect(series.post.reduce((a, b) => a + b, 0)).toBe(2);
    expect(data.signups.series[0].values.reduce((a, b) => a + b, 0)).toBe(1);
    expect(data.signups.labels).toHaveLength(5);
    const [events, rsvps] = data.eventsAndRsvps.series;
    expect(events.values.reduce((a, b) => a + b, 0)).toBe(1);
    expect(rsvps.values.reduce((a, b) => a + b, 0)).toBe(1);
    // The last week: the author (posts, event) and the admin (RSVP).
    expect(data.activeMembers.series[0].values.at(-1)).toBe(2);

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
    // Kept (INSIGHTS_CACHE_SECONDS): a new post shows once the figures are recomputed.
    await db.post.create({
      data: { authorId: author.id, content: "later", type: "service", createdAt: new Date(today + 5) },
    });
    expect((await services()).at(-1)).toBe(1);
    clearKeptFigures();
    expect((await services()).at(-1)).toBe(2);
  });

  it("labels each week once, by its first day: whole weeks ending today", async () => {
    const boss = await admin();
    const now = new Date(Date.UTC(2090, 0, 31, 12));
    for (const range of [30, 90, 365] as const) {
      const data = await getAnalytics(boss, range, now);
      const { labels, starts } = data.signups;
      expect(new Set(labels).size, labels.join(", ")).toBe(labels.length);
      expect(starts.at(-1)).toBe("2090-01-25");
      for (let i = 1; i < starts.length; i++) expect(Date.parse(starts[i]) - Date.parse(starts[i - 1])).toBe(7 * DAY);
      // The first week holds the range's first day.
      expect(Date.parse(starts[0])).toBeLessThanOrEqual(Date.parse(data.from));
      expect(Date.parse(starts[0]) + 7 * DAY).toBeGreaterThan(Date.parse(data.from));
      expect(data.postsByType.starts[0]).toBe(data.from.slice(0, 10));
      expect(new Set(data.postsByType.labels).size).toBe(range);
    }
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
