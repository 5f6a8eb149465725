import { countStatements, db } from "~/server/db.server";
import { createMember } from "../../tests/setup/factories";
import {
  cancelEvent,
  createEvent,
  getEvent,
  listEvents,
  listUpcomingEvents,
  setRsvp,
  updateEvent,
} from "./events.server";
import { blockMember } from "./blocks.server";
import { createEventOrSeries, getSeries } from "./event-series.server";
import { calendarFeed, renewCalendarFeed } from "./calendar-feed.server";
import type { Viewer } from "./viewer";

async function member(): Promise<Viewer> {
  const { user } = await createMember();
  return { id: user.id, role: user.role };
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/** The event's counter and its attending guests' rows: the counter is those plus the host's seat. */
async function countedAttendance(eventId: string) {
  const [row, attending] = await Promise.all([
    db.event.findUniqueOrThrow({ where: { id: eventId }, select: { attendeesCount: true } }),
    db.rsvp.count({ where: { eventId, status: "attending" } }),
  ]);
  return { counter: row.attendeesCount, attending };
}

describe("createEvent", () => {
  it("stores the event in UTC; an empty location makes it virtual", async () => {
    const organizer = await member();
    const event = await createEvent(organizer, {
      title: "  Diwali night ",
      eventDate: "2030-11-01T19:30:00+05:30",
      maxAttendees: "20",
    });
    expect(event).toMatchObject({
      title: "Diwali night",
      eventDate: "2030-11-01T14:00:00.000Z",
      location: null,
      isVirtual: true,
      maxAttendees: 20,
      // The organizer attends as the host from the start (issue 43).
      attendeesCount: 1,
      maybeCount: 0,
      rsvpStatus: "attending",
      cancelled: false,
    });
    expect(event.organizer).toMatchObject({ id: organizer.id });
    const inPerson = await createEvent(organizer, { title: "Picnic", eventDate: inDays(3), location: "Hyde Park" });
    expect(inPerson).toMatchObject({ location: "Hyde Park", isVirtual: false, maxAttendees: null });
  });

  it.each([
    [{ eventDate: inDays(1) }, "title"],
    [{ title: "   ", eventDate: inDays(1) }, "title"],
    [{ title: "x".repeat(151), eventDate: inDays(1) }, "title"],
    [{ title: "Party" }, "eventDate"],
    [{ title: "Party", eventDate: "next friday" }, "eventDate"],
    [{ title: "Party", eventDate: "2030-01-01T10:00" }, "eventDate"],
    [{ title: "Party", eventDate: "2020-01-01T10:00:00Z" }, "eventDate"],
    [{ title: "Party", eventDate: inDays(1), maxAttendees: "lots" }, "maxAttendees"],
    [{ title: "Party", eventDate: inDays(1), maxAttendees: 0 }, "maxAttendees"],
    [{ title: "Party", eventDate: inDays(1), maxAttendees: 2.5 }, "maxAttendees"],
    [{ title: "Party", eventDate: inDays(1), location: "x".repeat(101) }, "location"],
    [{ title: "Party", eventDate: inDays(1), isVirtual: "maybe" }, "isVirtual"],
    [{ title: 42, eventDate: inDays(1) }, "title"],
    [{ title: "Bad \u0000 byte", eventDate: inDays(1) }, "title"],
  ])("rejects %o naming %s, and writes nothing", async (input, field) => {
    const organizer = await member();
    await expect(createEvent(organizer, input)).rejects.toMatchObject({
      status: 400,
      fields: { [field]: expect.any(String) },
    });
    expect(await db.event.count({ where: { organizerId: organizer.id } })).toBe(0);
  });
});

describe("RSVP rules", () => {
  it("attend, maybe, the same again cancels, none cancels; the counter follows", async () => {
    const [organizer, guest] = [await member(), await member()];
    const event = await createEvent(organizer, { title: "Meetup", eventDate: inDays(2) });
    // The host's seat is counted throughout.
    expect(await setRsvp(guest, event.id, { status: "attending" })).toEqual({
      eventId: event.id,
      rsvpStatus: "attending",
      attendeesCount: 2,
      maybeCount: 0,
      guests: 0,
    });
    expect(await setRsvp(guest, event.id, { status: "maybe" })).toEqual({
      eventId: event.id,
      rsvpStatus: "maybe",
      attendeesCount: 1,
      maybeCount: 1,
      guests: 0,
    });
    expect(await setRsvp(guest, event.id, { status: "maybe" })).toEqual({
      eventId: event.id,
      rsvpStatus: null,
      attendeesCount: 1,
      maybeCount: 0,
      guests: 0,
    });
    await setRsvp(guest, event.id, { status: "attending" });
    expect(await setRsvp(guest, event.id, { status: "attending" })).toMatchObject({
      rsvpStatus: null,
      attendeesCount: 1,
    });
    await setRsvp(guest, event.id, { status: "attending" });
    expect(await setRsvp(guest, event.id, { status: "none" })).toMatchObject({ rsvpStatus: null, attendeesCount: 1 });
    expect(await countedAttendance(event.id)).toEqual({ counter: 1, attending: 0 });
  });

  it("changes of mind are one notification to the organizer, brought up to date; a withdrawal takes it back", async () => {
    const [organizer, guest, other] = [await member(), await member(), await member()];
    const event = await createEvent(organizer, { title: "Picnic", eventDate: inDays(2) });
    const told = () =>
      db.notification.findMany({
        where: { userId: organizer.id, type: "event_rsvp" },
        select: { actorId: true, summary: true, readAt: true },
        orderBy: { createdAt: "asc" },
      });
    for (const status of ["attending", "maybe", "attending", "maybe", "attending", "maybe"]) {
      await setRsvp(guest, event.id, { status });
    }
    expect(await told()).toEqual([{ actorId: guest.id, summary: "might go to “Picnic”", readAt: null }]);
    // Withdrawn before the organizer looked: nothing untrue is left.
    await setRsvp(guest, event.id, { status: "none" });
    expect(await told()).toEqual([]);
    // Another member's answer is their own notification; one already read is never rewritten.
    await setRsvp(guest, event.id, { status: "attending" });
    await setRsvp(other, event.id, { status: "attending" });
    await db.notification.updateMany({ where: { userId: organizer.id }, data: { readAt: new Date() } });
    await setRsvp(guest, event.id, { status: "maybe" });
    expect((await told()).map(({ actorId, summary, readAt }) => [actorId, summary, readAt !== null])).toEqual([
      [guest.id, "is going to “Picnic”", true],
      [other.id, "is going to “Picnic”", true],
      [guest.id, "might go to “Picnic”", false],
    ]);
  });

  it("a full event refuses attending with 409 'This event is full' but takes maybe", async () => {
    const [organizer, first, second] = [await member(), await member(), await member()];
    // Two seats: the host's and one more.
    const event = await createEvent(organizer, { title: "Small dinner", eventDate: inDays(2), maxAttendees: 2 });
    await setRsvp(first, event.id, { status: "attending" });
    await expect(setRsvp(second, event.id, { status: "attending" })).rejects.toMatchObject({
      status: 409,
      message: "This event is full",
    });
    expect(await setRsvp(second, event.id, { status: "maybe" })).toMatchObject({
      rsvpStatus: "maybe",
      attendeesCount: 2,
      maybeCount: 1,
    });
  });

  it("the organizer attends as the host: counted from the start, their own RSVP (even withdrawing) a 409", async () => {
    const organizer = await member();
    const event = await createEvent(organizer, { title: "My own party", eventDate: inDays(2), maxAttendees: 3 });
    // A host steps back by cancelling the event, not by withdrawing (issue 43; answering at all: issue 25).
    for (const status of ["attending", "maybe", "none"]) {
      await expect(setRsvp(organizer, event.id, { status })).rejects.toMatchObject({
        status: 409,
        message: "You're hosting this event",
      });
    }
    expect(await db.rsvp.count({ where: { eventId: event.id } })).toBe(0);
    expect(await getEvent(organizer, event.id)).toMatchObject({
      attendeesCount: 1,
      maybeCount: 0,
      rsvpStatus: "attending",
    });
    expect(await countedAttendance(event.id)).toEqual({ counter: 1, attending: 0 });
  });

  it("past and cancelled events take no RSVPs; unknown events are a 404; bad statuses a 400", async () => {
    const [organizer, guest] = [await member(), await member()];
    const past = await createEvent(organizer, { title: "Yesterday", eventDate: inDays(1) });
    await expect(
      setRsvp(guest, past.id, { status: "attending" }, new Date(Date.now() + 3 * 86_400_000)),
    ).rejects.toMatchObject({ status: 409 });
    const event = await createEvent(organizer, { title: "Called off", eventDate: inDays(2) });
    await setRsvp(guest, event.id, { status: "attending" });
    const cancelled = await cancelEvent(organizer, event.id);
    expect(cancelled.cancelled).toBe(true);
    await expect(setRsvp(guest, event.id, { status: "none" })).rejects.toMatchObject({
      status: 409,
      message: "This event is cancelled",
    });
    await expect(setRsvp(guest, "no-such-event", { status: "attending" })).rejects.toMatchObject({ status: 404 });
    await expect(setRsvp(guest, event.id, { status: "going" })).rejects.toMatchObject({
      status: 400,
      fields: { status: expect.any(String) },
    });
  });

  it(`capacity holds under 24 concurrent RSVPs at capacity 6, the host's seat included (${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "SQLite"})`, async () => {
    const organizer = await member();
    const event = await createEvent(organizer, { title: "Five seats", eventDate: inDays(2), maxAttendees: 6 });
    const guests = await Promise.all(Array.from({ length: 24 }, () => member()));
    const results = await Promise.allSettled(guests.map((guest) => setRsvp(guest, event.id, { status: "attending" })));
    const accepted = results.filter((result) => result.status === "fulfilled");
    const refused = results.filter((result): result is PromiseRejectedResult => result.status === "rejected");
    expect(accepted).toHaveLength(5);
    expect(refused).toHaveLength(19);
    for (const failure of refused) expect(failure.reason).toMatchObject({ status: 409, message: "This event is full" });
    expect(await countedAttendance(event.id)).toEqual({ counter: 6, attending: 5 });
  }, 60_000);
});

describe("where an event's time is told", () => {
  it("an in-person event carries its city's zone, on its page and in the home sidebar's rows", async () => {
    const organizer = await member();
    const lagos = await db.place.findFirstOrThrow({
      where: { nameKey: "lagos", countryCode: "NG" },
      orderBy: { population: "desc" },
      select: { id: true },
    });
    const title = `Owambe ${Date.now().toString(36)}`;
    const when = inDays(6);
    const party = await createEvent(organizer, { title, eventDate: when, location: "Ikeja", placeId: lagos.id });
    expect(party.place).toMatchObject({ city: "Lagos", timeZone: "Africa/Lagos" });
    const online = await createEvent(organizer, { title: `${title} online`, eventDate: when });
    expect(online.place).toBeNull();
    // From a minute before: other test files' upcoming events share the database, and fifty may come sooner.
    const rows = await listUpcomingEvents(50, new Date(Date.parse(when) - 60_000), organizer.id);
    expect(rows.find((row) => row.id === party.id)?.place).toEqual({ city: "Lagos", timeZone: "Africa/Lagos" });
    expect(rows.find((row) => row.id === online.id)?.place).toBeNull();
  });
});

describe("organizer changes", () => {
  it("only the organizer edits and cancels; others get 403", async () => {
    const [organizer, other] = [await member(), await member()];
    const event = await createEvent(organizer, { title: "Book club", eventDate: inDays(5) });
    await expect(updateEvent(other, event.id, { title: "Mine now" })).rejects.toMatchObject({ status: 403 });
    await expect(cancelEvent(other, event.id)).rejects.toMatchObject({ status: 403 });
    await expect(updateEvent(organizer, "missing", { title: "x" })).rejects.toMatchObject({ status: 404 });
    expect(await updateEvent(organizer, event.id, { title: "Book club II", maxAttendees: 10 })).toMatchObject({
      title: "Book club II",
      maxAttendees: 10,
    });
  });

  it("refuses lowering maxAttendees below the attendance", async () => {
    const [organizer, a, b] = [await member(), await member(), await member()];
    const event = await createEvent(organizer, { title: "Choir", eventDate: inDays(5), maxAttendees: 4 });
    await setRsvp(a, event.id, { status: "attending" });
    await setRsvp(b, event.id, { status: "attending" });
    // Two guests and the host.
    await expect(updateEvent(organizer, event.id, { maxAttendees: 2 })).rejects.toMatchObject({
      status: 409,
      fields: { maxAttendees: expect.stringContaining("3") },
    });
    expect(await updateEvent(organizer, event.id, { maxAttendees: 3 })).toMatchObject({
      maxAttendees: 3,
      attendeesCount: 3,
    });
  });
});

describe("listEvents", () => {
  it("filters upcoming, past, mine, virtual and text; keyset pages; the viewer's RSVPs", async () => {
    const [organizer, viewer] = [await member(), await member()];
    const tag = `zq${Date.now().toString(36)}`;
    const made = [];
    for (let day = 1; day <= 5; day++)
      made.push(
        await createEvent(organizer, {
          title: `${tag} ${day}`,
          eventDate: inDays(day),
          location: day % 2 ? "Town hall" : "",
        }),
      );
    await setRsvp(viewer, made[1].id, { status: "maybe" });
    // Soonest first across kinds: "anywhere" (near the viewer's city: events-near.server.test.ts).
    const first = await listEvents(viewer, { q: tag, limit: 2, within: "any" });
    expect(first.events.map((e) => e.title)).toEqual([`${tag} 1`, `${tag} 2`]);
    expect(first.events[1]).toMatchObject({ rsvpStatus: "maybe", maybeCount: 1 });
    const second = await listEvents(viewer, { q: tag, limit: 2, within: "any", cursor: first.nextCursor });
    expect(second.events.map((e) => e.title)).toEqual([`${tag} 3`, `${tag} 4`]);
    expect((await listEvents(viewer, { q: tag, kind: "virtual" })).events.map((e) => e.title)).toEqual([
      `${tag} 2`,
      `${tag} 4`,
    ]);
    expect((await listEvents(viewer, { q: tag, filter: "mine" })).events.map((e) => e.title)).toEqual([`${tag} 2`]);
    const later = new Date(Date.now() + 10 * 86_400_000);
    expect((await listEvents(viewer, { q: tag, filter: "past" }, later)).events.map((e) => e.title)).toEqual(
      [5, 4, 3, 2, 1].map((d) => `${tag} ${d}`),
    );
    await expect(listEvents(viewer, { filter: "soon" })).rejects.toMatchObject({ status: 400 });
    await expect(listEvents(viewer, { cursor: "junk!" })).rejects.toMatchObject({ status: 400 });
  });

  it("runs a fixed number of statements whatever the page size", async () => {
    const [organizer, viewer] = [await member(), await member()];
    const tag = `zs${Date.now().toString(36)}`;
    for (let day = 1; day <= 6; day++) {
      const event = await createEvent(organizer, { title: `${tag} ${day}`, eventDate: inDays(day) });
      await setRsvp(viewer, event.id, { status: day % 2 ? "attending" : "maybe" });
    }
    const small = await countStatements(() => listEvents(viewer, { q: tag, limit: 2 }));
    const large = await countStatements(() => listEvents(viewer, { q: tag, limit: 6 }));
    expect(large.result.events).toHaveLength(6);
    expect(small.statements.length).toBeGreaterThanOrEqual(3);
    expect(large.statements.length).toBe(small.statements.length);
  });

  it("getEvent lists attendees and maybes; unknown id is a 404", async () => {
    const [organizer, a, b] = [await member(), await member(), await member()];
    const event = await createEvent(organizer, { title: "Fair", eventDate: inDays(3) });
    await setRsvp(a, event.id, { status: "attending" });
    await setRsvp(b, event.id, { status: "maybe" });
    const detail = await getEvent(organizer, event.id);
    expect(detail).toMatchObject({ canEdit: true, attendeesCount: 2, maybeCount: 1 });
    expect(detail.attendees.map((p) => [p.id, p.status])).toEqual([
      [a.id, "attending"],
      [b.id, "maybe"],
    ]);
    await expect(getEvent(a, "nope")).rejects.toMatchObject({ status: 404 });
  });
});

describe("announcements and search", () => {
  it("creating an event publishes its feed post, linked; an edit rewrites it; deleting the event removes it", async () => {
    const organizer = await member();
    const event = await createEvent(organizer, {
      title: "Jollof cook-off",
      description: "Bring a pot",
      eventDate: inDays(4),
      location: "Peckham",
    });
    const post = await db.post.findUniqueOrThrow({
      where: { eventId: event.id },
      select: { type: true, authorId: true, content: true, searchText: true },
    });
    expect(post).toEqual({
      type: "event",
      authorId: organizer.id,
      content: "Jollof cook-off\n\nBring a pot",
      searchText: "jollof cook off bring a pot",
    });
    await updateEvent(organizer, event.id, { title: "Jollof COOK-OFF finals", description: null });
    expect(await db.post.findUniqueOrThrow({ where: { eventId: event.id }, select: { content: true } })).toEqual({
      content: "Jollof COOK-OFF finals",
    });
    await db.event.delete({ where: { id: event.id } });
    expect(await db.post.count({ where: { eventId: event.id } })).toBe(0);
  });

  it("a refused event leaves no post behind", async () => {
    const organizer = await member();
    await expect(createEvent(organizer, { title: "Late", eventDate: "2020-01-01T10:00:00Z" })).rejects.toMatchObject({
      status: 400,
    });
    expect(await db.post.count({ where: { authorId: organizer.id } })).toBe(0);
  });

  it("finds every word in title, description or location, any case; punctuation is no wildcard", async () => {
    const [organizer, viewer] = [await member(), await member()];
    const tag = `zw${Date.now().toString(36)}`;
    const a = await createEvent(organizer, {
      title: `${tag} Highlife night`,
      description: "Live band",
      eventDate: inDays(2),
      location: "Kreuzberg",
    });
    const b = await createEvent(organizer, { title: `${tag} Quiz`, description: "100% fun", eventDate: inDays(3) });
    const titles = async (q: string) => (await listEvents(viewer, { q })).events.map((event) => event.id);
    expect(await titles(`${tag} HIGHLIFE`)).toEqual([a.id]);
    expect(await titles(`${tag} band kreuzberg`)).toEqual([a.id]);
    // Punctuation is not a word: it neither matches everything nor narrows.
    expect(await titles(`${tag} %`)).toEqual([a.id, b.id]);
    expect(await titles(`${tag} _`)).toEqual([a.id, b.id]);
    expect(await titles("%")).toEqual([]);
    await updateEvent(organizer, a.id, { location: "Neukölln" });
    expect(await titles(`${tag} neukölln`)).toEqual([a.id]);
    expect(await titles(`${tag} kreuzberg`)).toEqual([]);
  });
});

describe("maybe counts", () => {
  it("count the members the viewer may see, on the list, the page and after an RSVP alike", async () => {
    const [organizer, viewer, blocked, suspended, other] = await Promise.all([
      member(),
      member(),
      member(),
      member(),
      member(),
    ]);
    const event = await createEvent(organizer, { title: `Maybe night ${viewer.id}`, eventDate: inDays(3) });
    for (const guest of [blocked, suspended, other]) await setRsvp(guest, event.id, { status: "maybe" });
    await blockMember(viewer, blocked.id);
    await db.user.update({ where: { id: suspended.id }, data: { status: "suspended" } });
    const listed = await listEvents(viewer, { q: `Maybe night ${viewer.id}` });
    expect(listed.events.map((e) => e.maybeCount)).toEqual([1]);
    expect((await getEvent(viewer, event.id)).maybeCount).toBe(1);
    expect((await setRsvp(viewer, event.id, { status: "maybe" })).maybeCount).toBe(2);
    // The organizer blocked no one: the blocked member counts for them, the suspended one for no member.
    expect((await getEvent(organizer, event.id)).maybeCount).toBe(3);
  });
});

describe("a suspended organizer's events", () => {
  it("are gone from the lists, their page, RSVPs, their series and calendar feeds, but for admins; back when activated", async () => {
    const organizer = await member();
    const viewer = await member();
    const { user: adminRow } = await createMember();
    await db.user.update({ where: { id: adminRow.id }, data: { role: "admin" } });
    const admin: Viewer = { id: adminRow.id, role: "admin" };
    const word = `boodle${Math.random()
      .toString(36)
      .replace(/[^a-z]/g, "")}`;
    const event = await createEventOrSeries(organizer, {
      title: `Sunday ${word} fight`,
      eventDate: inDays(5),
      repeat: { every: "week", count: 2 },
    });
    await setRsvp(viewer, event.id, { status: "attending" });
    const { secret } = await renewCalendarFeed(viewer);
    const sidebarNow = new Date(new Date(event.eventDate).getTime() - 1000);
    const seen = async () => ({
      upcoming: (await listEvents(viewer, { filter: "upcoming", q: word })).events.some((e) => e.id === event.id),
      mine: (await listEvents(viewer, { filter: "mine", q: word })).events.some((e) => e.id === event.id),
      sidebar: (await listUpcomingEvents(5, sidebarNow, viewer.id)).some((e) => e.id === event.id),
      page: await getEvent(viewer, event.id).then(
        () => true,
        (error: { status?: number }) => error.status,
      ),
      series: await getSeries(viewer, event.seriesId).then(
        () => true,
        (error: { status?: number }) => error.status,
      ),
      calendar: (await calendarFeed(secret, "https://roots.example")).includes(event.id),
    });
    expect(await seen()).toEqual({
      upcoming: true,
      mine: true,
      sidebar: true,
      page: true,
      series: true,
      calendar: true,
    });

    await db.user.update({ where: { id: organizer.id }, data: { status: "suspended" } });
    expect(await seen()).toEqual({
      upcoming: false,
      mine: false,
      sidebar: false,
      page: 404,
      series: 404,
      calendar: false,
    });
    // Nobody answers it meanwhile (a 404, as for a suspended author's post); admins still open its page.
    const other = await member();
    await expect(setRsvp(other, event.id, { status: "attending" })).rejects.toMatchObject({ status: 404 });
    await expect(setRsvp(viewer, event.id, { status: "none" })).rejects.toMatchObject({ status: 404 });
    expect(await getEvent(admin, event.id)).toMatchObject({ id: event.id, organizer: { id: organizer.id } });
    expect((await getEvent(admin, event.id)).organizer).not.toHaveProperty("status");

    await db.user.update({ where: { id: organizer.id }, data: { status: "active" } });
    expect(await seen()).toEqual({
      upcoming: true,
      mine: true,
      sidebar: true,
      page: true,
      series: true,
      calendar: true,
    });
  });
});
