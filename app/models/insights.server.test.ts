import { db } from "~/server/db.server";
import { getEnv } from "~/server/env.server";
import { createMember, smallTowns } from "../../tests/setup/factories";
import { requestConnection } from "./connections.server";
import { clearInsightsCache, communityInsights } from "./insights.server";

describe("communityInsights", () => {
  it("counts active members and their cities, this month's events, services and this week's connections", async () => {
    clearInsightsCache();
    const now = new Date("2026-11-15T12:00:00Z");
    const before = await communityInsights(now);
    const { user: a } = await createMember();
    const { user: b } = await createMember({ countryOfOrigin: "Pakistan" });
    // Towns no other test has: the count is of distinct places members live in, kept in MemberTally.
    const [oslo, lima] = await smallTowns(1200, 1300);
    await db.user.update({ where: { id: a.id }, data: { placeId: oslo } });
    await db.user.update({ where: { id: b.id }, data: { placeId: lima } });
    await db.event.create({
      data: { organizerId: a.id, title: "This month", eventDate: new Date("2026-11-28T18:00:00Z") },
    });
    await db.event.create({
      data: { organizerId: a.id, title: "Next month", eventDate: new Date("2026-12-02T18:00:00Z") },
    });
    await db.service.create({
      data: { providerId: b.id, title: "Tutoring", description: "Urdu lessons", category: "Language Tutoring" },
    });
    const connection = await requestConnection({ id: a.id, role: "member" }, { receiverId: b.id });
    await db.connection.update({
      where: { id: connection.id },
      data: { status: "accepted", updatedAt: new Date("2026-11-14T12:00:00Z") },
    });
    clearInsightsCache();
    const after = await communityInsights(now);
    expect(after.members - before.members).toBe(2);
    expect(after.cities - before.cities).toBe(2);
    expect(after.eventsThisMonth - before.eventsThisMonth).toBe(1);
    expect(after.services - before.services).toBe(1);
    expect(after.newConnectionsThisWeek - before.newConnectionsThisWeek).toBe(1);

    // A suspended member is no longer counted, nor their town.
    await db.user.update({ where: { id: b.id }, data: { status: "suspended" } });
    clearInsightsCache();
    const suspended = await communityInsights(now);
    expect(after.members - suspended.members).toBe(1);
    expect(after.cities - suspended.cities).toBe(1);
  });

  it("past their age, answers the kept figures at once while one recomputation runs", async () => {
    clearInsightsCache();
    const maxAge = getEnv().INSIGHTS_CACHE_SECONDS * 1000;
    const start = new Date("2026-11-15T12:00:00Z");
    const at = (ms: number) => new Date(start.getTime() + ms);
    const first = await communityInsights(start);
    await db.service.create({
      data: {
        providerId: (await createMember()).user.id,
        title: "Ironing",
        description: "Shirts",
        category: "Tech Support",
      },
    });
    // Within the age: the same promise.
    expect(communityInsights(at(maxAge - 1))).toBe(communityInsights(at(0)));
    // Past it: the kept figures, and the same ones to a second request while the recomputation runs.
    const stale = communityInsights(at(maxAge));
    expect(await stale).toBe(first);
    expect(await communityInsights(at(maxAge + 1))).toBe(first);
    // Once it is done, the new figures.
    await expect.poll(async () => (await communityInsights(at(maxAge + 2))).services).toBeGreaterThan(first.services);
  });
});
