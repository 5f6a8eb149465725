import { createMember } from "../../tests/setup/factories";
import { db } from "~/server/db.server";
import { cancelEvent, createEvent, setRsvp, updateEvent } from "./events.server";
import { cancelEventInScope, createEventOrSeries, getSeries } from "./event-series.server";
import { seriesCalendar } from "./series-calendar.server";
import { sequenceOf } from "./calendar-ics.server";
import {
  calendarFeed,
  calendarFeedStatus,
  calendarFeedUrls,
  renewCalendarFeed,
  revokeCalendarFeed,
} from "./calendar-feed.server";

const NOW = new Date("2026-12-01T12:00:00Z");
const ORIGIN = "https://roots.test";

async function member() {
  const { user } = await createMember();
  return { id: user.id, role: user.role };
}

const vevents = (body: string) => body.split("BEGIN:VEVENT").slice(1);
const field = (block: string, name: string) =>
  block
    .split("\r\n")
    .find((line) => line.startsWith(`${name}:`))
    ?.slice(name.length + 1);

describe("series calendar", () => {
  it("has one VEVENT per date, in UTC across the DST change, with the cancelled date marked", async () => {
    const organizer = await member();
    const first = await createEventOrSeries(
      organizer,
      {
        title: "Sunday football",
        eventDate: "2027-03-21T10:00:00+01:00",
        city: "Berlin, Germany",
        location: "Park",
        repeat: { every: "week", count: 3 },
      },
      undefined,
      NOW,
    );
    const { dates } = await getSeries(organizer, first.seriesId);
    await cancelEventInScope(organizer, dates[1].id, { scope: "this" });
    const file = await seriesCalendar(organizer, first.seriesId, ORIGIN);
    expect(file.filename).toBe("sunday-football-series.ics");
    const blocks = vevents(file.body);
    expect(blocks.map((block) => field(block, "DTSTART"))).toEqual([
      "20270321T090000Z",
      "20270328T080000Z",
      "20270404T080000Z",
    ]);
    expect(blocks.map((block) => field(block, "STATUS"))).toEqual(["CONFIRMED", "CANCELLED", "CONFIRMED"]);
    expect(blocks.map((block) => field(block, "UID"))).toEqual(dates.map((date) => `event-${date.id}@roots.test`));
    const sequences = blocks.map((block) => Number(field(block, "SEQUENCE")));
    expect([sequences[0], sequences[2]]).toEqual([0, 0]);
    expect(sequences[1]).toBeGreaterThan(0);
  });
});

describe("SEQUENCE", () => {
  it("is 0 until a change, then grows with the time of the last change", () => {
    const createdAt = new Date("2027-01-01T00:00:00Z");
    expect(sequenceOf({ createdAt, calendarChangedAt: null })).toBe(0);
    expect(sequenceOf({ createdAt, calendarChangedAt: createdAt })).toBe(1);
    expect(sequenceOf({ createdAt, calendarChangedAt: new Date("2027-01-01T00:01:30Z") })).toBe(90);
    expect(sequenceOf({ createdAt, calendarChangedAt: new Date("2027-01-02T00:00:00Z") })).toBe(86_400);
  });
});

describe("calendar feed", () => {
  it("lists the events a member hosts or attends, follows changes, and answers 404 once revoked or renewed", async () => {
    const me = await member();
    const host = await member();
    const mine = await createEvent(me, { title: "My picnic", eventDate: "2027-05-01T12:00:00Z" }, undefined, NOW);
    const theirs = await createEvent(host, { title: "Their quiz", eventDate: "2027-05-02T19:00:00Z" }, undefined, NOW);
    const maybe = await createEvent(host, { title: "Maybe talk", eventDate: "2027-05-03T19:00:00Z" }, undefined, NOW);
    await createEvent(host, { title: "Not mine", eventDate: "2027-05-04T19:00:00Z" }, undefined, NOW);
    await setRsvp(me, theirs.id, { status: "attending" }, NOW);
    await setRsvp(me, maybe.id, { status: "maybe" }, NOW);

    expect(await calendarFeedStatus(me)).toBeNull();
    const { secret } = await renewCalendarFeed(me);
    expect(await calendarFeedStatus(me)).toEqual({ since: expect.any(String) });
    expect(calendarFeedUrls(ORIGIN, secret).webcal).toBe(`webcal://roots.test/calendar/${secret}.ics`);
    // Only the hash is stored.
    const stored = await db.calendarFeed.findUniqueOrThrow({ where: { userId: me.id }, select: { tokenHash: true } });
    expect(stored.tokenHash).not.toContain(secret);

    const body = await calendarFeed(secret, ORIGIN, NOW);
    expect(vevents(body).map((block) => field(block, "SUMMARY"))).toEqual(["My picnic", "Their quiz"]);

    await updateEvent(host, theirs.id, { eventDate: "2027-05-02T20:00:00Z" }, NOW);
    await cancelEvent(me, mine.id);
    const after = vevents(await calendarFeed(secret, ORIGIN, NOW));
    expect(after.map((block) => field(block, "STATUS"))).toEqual(["CANCELLED", "CONFIRMED"]);
    expect(after.every((block) => Number(field(block, "SEQUENCE")) > 0)).toBe(true);
    expect(field(after[1], "DTSTART")).toBe("20270502T200000Z");

    const renewed = await renewCalendarFeed(me);
    await expect(calendarFeed(secret, ORIGIN, NOW)).rejects.toMatchObject({ status: 404 });
    expect(vevents(await calendarFeed(renewed.secret, ORIGIN, NOW))).toHaveLength(2);
    await revokeCalendarFeed(me);
    await expect(calendarFeed(renewed.secret, ORIGIN, NOW)).rejects.toMatchObject({ status: 404 });
    expect(await calendarFeedStatus(me)).toBeNull();
  });

  it("is empty but valid for a new member, and not found for a bad or suspended one", async () => {
    const me = await member();
    const { secret } = await renewCalendarFeed(me);
    const body = await calendarFeed(secret, ORIGIN, NOW);
    expect(body.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
    expect(body).toContain("END:VCALENDAR");
    expect(vevents(body)).toHaveLength(0);
    for (const bad of ["nope", "x".repeat(43), 42, "../etc/passwd"])
      await expect(calendarFeed(bad, ORIGIN, NOW)).rejects.toMatchObject({ status: 404 });
    await db.user.update({ where: { id: me.id }, data: { status: "suspended" } });
    await expect(calendarFeed(secret, ORIGIN, NOW)).rejects.toMatchObject({ status: 404 });
  });

  it("lists the events a member co-hosts, until the organizer and they block each other", async () => {
    const me = await member();
    const host = await member();
    const cohosted = await createEvent(
      host,
      { title: "Shared stall", eventDate: "2027-05-05T10:00:00Z" },
      undefined,
      NOW,
    );
    const { secret } = await renewCalendarFeed(me);
    expect(vevents(await calendarFeed(secret, ORIGIN, NOW))).toHaveLength(0);
    await db.eventCohost.create({ data: { eventId: cohosted.id, userId: me.id } });
    expect(vevents(await calendarFeed(secret, ORIGIN, NOW)).map((block) => field(block, "SUMMARY"))).toEqual([
      "Shared stall",
    ]);
    await db.block.create({ data: { blockerId: me.id, blockedId: host.id } });
    expect(vevents(await calendarFeed(secret, ORIGIN, NOW))).toHaveLength(0);
  });

  it("leaves out events by a member either blocked", async () => {
    const me = await member();
    const host = await member();
    const theirs = await createEvent(host, { title: "Their quiz", eventDate: "2027-05-02T19:00:00Z" }, undefined, NOW);
    await setRsvp(me, theirs.id, { status: "attending" }, NOW);
    const { secret } = await renewCalendarFeed(me);
    expect(vevents(await calendarFeed(secret, ORIGIN, NOW))).toHaveLength(1);
    await db.block.create({ data: { blockerId: host.id, blockedId: me.id } });
    expect(vevents(await calendarFeed(secret, ORIGIN, NOW))).toHaveLength(0);
  });
});
