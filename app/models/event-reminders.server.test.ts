// Event reminders (issue 28 §3): a day before, each attendee gets one notification and (per preference) one
// mail, however often and however concurrently the job runs; a cancelled event reminds nobody and mails its
// attendees at once.
import { db } from "~/server/db.server";
import { createMember } from "../../tests/setup/factories";
import { cancelEvent, createEvent, setRsvp } from "./events.server";
import { sendEventReminders } from "./event-reminders.server";
import { updateMailPreferences } from "./mail-preferences.server";
import { mailAboutNotification } from "./notification-mail.server";

const HOUR = 60 * 60 * 1000;

describe("event reminders", () => {
  it("remind each attendee once, even when the job runs twice at the same time", async () => {
    const { user: organizer } = await createMember();
    const { user: eager } = await createMember();
    const { user: relaxed } = await createMember();
    const { user: maybe } = await createMember();
    await updateMailPreferences(eager, { events: "immediately" });
    const event = await createEvent(organizer, {
      title: "Jollof night",
      eventDate: new Date(Date.now() + 12 * HOUR).toISOString(),
      location: "Community hall",
    });
    const later = await createEvent(organizer, {
      title: "Next month",
      eventDate: new Date(Date.now() + 30 * 24 * HOUR).toISOString(),
      location: "Park",
    });
    for (const member of [eager, relaxed]) {
      await setRsvp(member, event.id, { status: "attending" });
      await setRsvp(member, later.id, { status: "attending" });
    }
    await setRsvp(maybe, event.id, { status: "maybe" });

    await Promise.all([sendEventReminders(), sendEventReminders()]);
    await sendEventReminders();

    const reminders = await db.notification.findMany({
      where: { type: "event_reminder", userId: { in: [eager.id, relaxed.id, maybe.id] } },
      select: { userId: true, link: true },
    });
    expect(reminders.map((r) => r.userId).sort()).toEqual([eager.id, relaxed.id].sort());
    expect(reminders.every((r) => r.link === `/events/${event.id}`)).toBe(true);
    // The mail per preference: at once for "immediately"; the daily summary gathers the other.
    const mails = await db.mail.findMany({
      where: { kind: "event-reminder", userId: { in: [eager.id, relaxed.id] } },
      select: { userId: true, subject: true, headers: true },
    });
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ userId: eager.id, subject: expect.stringContaining("Jollof night") });
    expect(JSON.parse(mails[0].headers)["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
  });

  it("says when in the member's own time zone (their city's), else the event's, naming the zone", async () => {
    const zoneOf = async (nameKey: string, countryCode: string) =>
      db.place.findFirstOrThrow({
        where: { nameKey, countryCode },
        orderBy: { population: "desc" },
        select: { id: true, timeZone: true },
      });
    const [tokyo, lagos] = [await zoneOf("tokyo", "JP"), await zoneOf("lagos", "NG")];
    const { user: organizer } = await createMember();
    const { user: inTokyo } = await createMember();
    const { user: noCity } = await createMember();
    await db.user.update({ where: { id: inTokyo.id }, data: { placeId: tokyo.id } });
    await db.user.update({ where: { id: noCity.id }, data: { placeId: null } });
    const startsAt = new Date(Date.now() + 10 * HOUR);
    startsAt.setUTCMinutes(30, 0, 0);
    const event = await createEvent(organizer, {
      title: `Owambe ${Date.now()}`,
      eventDate: startsAt.toISOString(),
      location: "Eko hotel",
      city: "Lagos",
      placeId: lagos.id,
    });
    for (const member of [inTokyo, noCity]) {
      await updateMailPreferences(member, { events: "immediately" });
      await setRsvp(member, event.id, { status: "attending" });
    }
    await sendEventReminders();
    const textOf = async (userId: string) =>
      (await db.mail.findFirstOrThrow({ where: { kind: "event-reminder", userId }, select: { text: true } })).text;
    const local = (zone: string) =>
      new Intl.DateTimeFormat("en-US", { timeZone: zone, hour: "numeric", minute: "2-digit" }).format(startsAt);
    // Tokyo is UTC+9 and Lagos UTC+1 all year: the two mails name different clock times and zones.
    expect(await textOf(inTokyo.id)).toContain(`${local("Asia/Tokyo")} GMT+9`);
    expect(await textOf(noCity.id)).toContain(`${local("Africa/Lagos")} GMT+1`);
    expect(await textOf(noCity.id)).not.toContain("UTC");
  });

  it("a cancelled event reminds nobody, and its attendees are mailed at once unless they turned event mail off", async () => {
    const { user: organizer } = await createMember();
    const { user: daily } = await createMember();
    const { user: off } = await createMember();
    await updateMailPreferences(off, { events: "off" });
    const event = await createEvent(organizer, {
      title: "Picnic",
      eventDate: new Date(Date.now() + 6 * HOUR).toISOString(),
      location: "Park",
    });
    for (const member of [daily, off]) await setRsvp(member, event.id, { status: "attending" });
    await cancelEvent(organizer, event.id);
    await sendEventReminders();
    expect(await db.notification.count({ where: { type: "event_reminder", link: `/events/${event.id}` } })).toBe(0);
    // The "mail.notification" job that the cancellation scheduled, run for each attendee.
    for (const member of [daily, off]) {
      await mailAboutNotification({ userId: member.id, type: "event_cancelled", link: `/events/${event.id}` });
    }
    const mails = await db.mail.findMany({
      where: { kind: "notify-events", userId: { in: [daily.id, off.id] } },
      select: { userId: true, subject: true },
    });
    expect(mails).toEqual([{ userId: daily.id, subject: expect.stringContaining("cancelled “Picnic”") }]);
  });
});
