import { db } from "~/server/db.server";
import { createMember } from "../../tests/setup/factories";
import { requestConnection } from "./connections.server";
import { clearInsightsCache, communityInsights } from "./insights.server";

describe("communityInsights", () => {
  it("counts active members and their cities, this month's events, services and this week's connections", async () => {
    clearInsightsCache();
    const now = new Date("2026-11-15T12:00:00Z");
    const before = await communityInsights(now);
    const { user: a } = await createMember();
    const { user: b } = await createMember({ countryOfOrigin: "Pakistan" });
    // Cities no other test has: the count is of distinct locations (a place's label, or old free text).
    await db.user.update({ where: { id: a.id }, data: { currentLocation: "Oslo, Norway-test" } });
    await db.user.update({ where: { id: b.id }, data: { currentLocation: "Lima, Peru-test" } });
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
  });
});
