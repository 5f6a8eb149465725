import { createMember } from "../../tests/setup/factories";
import { db } from "~/server/db.server";
import { instantToLocal } from "~/lib/page-context";
import { setRsvp } from "./events.server";
import {
  cancelEventInScope,
  createEventOrSeries,
  getSeries,
  seriesOfEvent,
  updateEventInScope,
} from "./event-series.server";

const NOW = new Date("2026-12-01T12:00:00Z");

async function member() {
  const { user } = await createMember();
  return { id: user.id, role: user.role };
}

/** A weekly Sunday 10:00 meetup in Berlin, from before the spring change to after it. */
async function berlinSeries(organizer: { id: string; role: "member" | "admin" }, count = 4) {
  return createEventOrSeries(
    organizer,
    {
      title: "Sunday football",
      eventDate: "2027-03-14T10:00:00+01:00",
      location: "Tempelhofer Feld",
      city: "Berlin, Germany",
      maxAttendees: 10,
      repeat: { every: "week", count },
    },
    undefined,
    NOW,
  );
}

const berlin = (iso: string) => instantToLocal(iso, "Europe/Berlin");
const notificationsOf = (userId: string, type: string) => db.notification.count({ where: { userId, type } });

describe("event series", () => {
  it("makes each date its own event, at 10:00 Berlin time on both sides of the March change", async () => {
    const organizer = await member();
    const first = await berlinSeries(organizer);
    expect(first.seriesId).toEqual(expect.any(String));
    const series = await getSeries(organizer, first.seriesId);
    expect(series).toMatchObject({ every: "week", weekday: 0, timeZone: "Europe/Berlin" });
    expect(series.dates.map((date) => berlin(date.eventDate))).toEqual([
      "2027-03-14T10:00",
      "2027-03-21T10:00",
      "2027-03-28T10:00",
      "2027-04-04T10:00",
    ]);
    expect(series.dates.map((date) => date.eventDate.slice(11, 16))).toEqual(["09:00", "09:00", "08:00", "08:00"]);
    const rows = await db.event.findMany({
      where: { seriesId: first.seriesId! },
      select: { maxAttendees: true, attendeesCount: true, placeId: true, announcement: { select: { id: true } } },
    });
    expect(rows.every((row) => row.maxAttendees === 10 && row.attendeesCount === 1 && row.placeId !== null)).toBe(true);
    // One announcement in the feed for the series, not one per date.
    expect(rows.filter((row) => row.announcement !== null)).toHaveLength(1);
    // Own RSVPs: attending one date attends no other.
    const guest = await member();
    await setRsvp(guest, series.dates[1].id, { status: "attending" }, NOW);
    const counts = await db.event.findMany({
      where: { seriesId: first.seriesId! },
      orderBy: { eventDate: "asc" },
      select: { attendeesCount: true },
    });
    expect(counts.map((row) => row.attendeesCount)).toEqual([1, 2, 1, 1]);
    const line = await seriesOfEvent(guest, first.id);
    expect(line?.next.map((date) => date.id)).toEqual(series.dates.slice(1).map((date) => date.id));
  });

  it("refuses a bad rule with the field named and writes nothing", async () => {
    const organizer = await member();
    const before = await db.event.count({ where: { organizerId: organizer.id } });
    for (const repeat of [{ every: "daily" }, { every: "week", count: 99 }, { every: "week", until: "31/12/2027" }]) {
      await expect(
        createEventOrSeries(organizer, { title: "x", eventDate: "2027-01-03T10:00:00Z", repeat }, undefined, NOW),
      ).rejects.toMatchObject({ status: 400, extra: { fields: expect.any(Object) } });
    }
    await expect(
      createEventOrSeries(
        organizer,
        { title: "x", eventDate: "2027-01-03T10:00:00Z", repeat: { every: "week", until: "2027-01-05" } },
        undefined,
        NOW,
      ),
    ).rejects.toMatchObject({ status: 400, extra: { fields: { "repeat.until": expect.any(String) } } });
    expect(await db.event.count({ where: { organizerId: organizer.id } })).toBe(before);
  });

  it("edits this date only, or this and the following: one notice per member, new time kept across DST", async () => {
    const organizer = await member();
    const first = await berlinSeries(organizer);
    const { dates } = await getSeries(organizer, first.seriesId);
    const regular = await member();
    for (const date of dates) await setRsvp(regular, date.id, { status: "attending" }, NOW);

    await updateEventInScope(organizer, dates[0].id, { scope: "this", description: "Bring water" }, NOW);
    expect(await notificationsOf(regular.id, "event_changed")).toBe(1);
    const [onlyFirst] = await db.event.findMany({
      where: { seriesId: first.seriesId!, description: "Bring water" },
      select: { id: true },
    });
    expect(onlyFirst.id).toBe(dates[0].id);

    // From the second date on: 11:00 instead of 10:00, a new place text and capacity; the second date is
    // before the change, the others after it.
    await updateEventInScope(
      organizer,
      dates[1].id,
      { scope: "following", eventDate: "2027-03-21T11:00:00+01:00", location: "Volkspark", maxAttendees: 12 },
      NOW,
    );
    const after = await getSeries(organizer, first.seriesId);
    expect(after.dates.map((date) => berlin(date.eventDate))).toEqual([
      "2027-03-14T10:00",
      "2027-03-21T11:00",
      "2027-03-28T11:00",
      "2027-04-04T11:00",
    ]);
    const rows = await db.event.findMany({
      where: { seriesId: first.seriesId! },
      orderBy: { eventDate: "asc" },
      select: { location: true, maxAttendees: true, calendarChangedAt: true },
    });
    expect(rows.map((row) => row.location)).toEqual(["Tempelhofer Feld", "Volkspark", "Volkspark", "Volkspark"]);
    expect(rows.map((row) => row.maxAttendees)).toEqual([10, 12, 12, 12]);
    // Every date changed (the first by the first edit) is marked for calendars.
    expect(rows.every((row) => row.calendarChangedAt !== null)).toBe(true);
    // Three dates changed, in three fields: the regular hears once more, not three or nine times.
    expect(await notificationsOf(regular.id, "event_changed")).toBe(2);
  });

  it("refuses a capacity below a later date's attendance, changing nothing", async () => {
    const organizer = await member();
    const first = await berlinSeries(organizer, 3);
    const { dates } = await getSeries(organizer, first.seriesId);
    await setRsvp(await member(), dates[2].id, { status: "attending" }, NOW);
    await expect(
      updateEventInScope(organizer, dates[0].id, { scope: "following", maxAttendees: 1, title: "New" }, NOW),
    ).rejects.toMatchObject({ status: 409, extra: { fields: { maxAttendees: expect.any(String) } } });
    expect(await db.event.count({ where: { seriesId: first.seriesId!, title: "New" } })).toBe(0);
  });

  it("cancels one date, or this and the following; only the organizer may", async () => {
    const organizer = await member();
    const first = await berlinSeries(organizer);
    const { dates } = await getSeries(organizer, first.seriesId);
    const stranger = await member();
    await expect(cancelEventInScope(stranger, dates[1].id, { scope: "this" })).rejects.toMatchObject({ status: 403 });
    await expect(
      updateEventInScope(stranger, dates[1].id, { scope: "following", title: "Mine" }),
    ).rejects.toMatchObject({ status: 403 });
    await expect(cancelEventInScope(organizer, dates[1].id, { scope: "sometimes" })).rejects.toMatchObject({
      status: 400,
    });
    const regular = await member();
    await setRsvp(regular, dates[2].id, { status: "attending" }, NOW);
    await setRsvp(regular, dates[3].id, { status: "maybe" }, NOW);

    await cancelEventInScope(organizer, dates[1].id, { scope: "this" });
    expect((await getSeries(organizer, first.seriesId)).dates.map((date) => date.cancelled)).toEqual([
      false,
      true,
      false,
      false,
    ]);
    await cancelEventInScope(organizer, dates[2].id, { scope: "following" });
    expect((await getSeries(organizer, first.seriesId)).dates.map((date) => date.cancelled)).toEqual([
      false,
      true,
      true,
      true,
    ]);
    expect(await notificationsOf(regular.id, "event_cancelled")).toBe(1);
  });

  it("is not found for a member the organizer blocked", async () => {
    const organizer = await member();
    const first = await berlinSeries(organizer, 2);
    const blocked = await member();
    await db.block.create({ data: { blockerId: organizer.id, blockedId: blocked.id } });
    await expect(getSeries(blocked, first.seriesId)).rejects.toMatchObject({ status: 404 });
  });
});
