// The waitlist (decision 085): order, promotion in the freeing transaction, guests' seats, and who is told.
import { db } from "~/server/db.server";
import { createMember } from "../../tests/setup/factories";
import { createEvent, getEvent, setRsvp, updateEvent } from "./events.server";
import { joinWaitlist, leaveWaitlist } from "./event-waitlist.server";
import { blockMember } from "./blocks.server";
import { eraseMember } from "./account-deletion.server";
import type { Viewer } from "./viewer";

async function member(): Promise<Viewer> {
  const { user } = await createMember();
  return { id: user.id, role: user.role };
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/** An event with `seats` seats besides the host's, all taken by fresh members. */
async function fullEvent(seats: number, extra: Record<string, unknown> = {}) {
  const organizer = await member();
  const event = await createEvent(organizer, {
    title: "Boodle fight",
    eventDate: inDays(5),
    maxAttendees: String(seats + 1),
    ...extra,
  });
  const going: Viewer[] = [];
  for (let i = 0; i < seats; i++) {
    const guest = await member();
    await setRsvp(guest, event.id, { status: "attending" });
    going.push(guest);
  }
  return { organizer, event, going };
}

async function seats(eventId: string) {
  return db.event.findUniqueOrThrow({ where: { id: eventId }, select: { attendeesCount: true, waitingCount: true } });
}

const promotedNotes = (userId: string, eventId: string) =>
  db.notification.count({ where: { userId, type: "event_waitlist_promoted", link: `/events/${eventId}` } });

describe("joining the waitlist", () => {
  it("a full event refuses a seat (409) and lines members up in the order they came", async () => {
    const { event } = await fullEvent(1);
    const [a, b, c] = [await member(), await member(), await member()];
    await expect(setRsvp(a, event.id, { status: "attending" })).rejects.toMatchObject({
      status: 409,
      message: "This event is full",
    });
    expect(await joinWaitlist(a, event.id)).toMatchObject({ position: 1, waitingCount: 1 });
    expect(await joinWaitlist(b, event.id)).toMatchObject({ position: 2, waitingCount: 2 });
    expect(await joinWaitlist(c, event.id, { guests: "0" })).toMatchObject({ position: 3, waitingCount: 3 });
    await expect(joinWaitlist(b, event.id)).rejects.toMatchObject({
      status: 409,
      message: "You're already on the waitlist",
    });
    expect(await getEvent(c, event.id)).toMatchObject({ waitlist: { position: 3, guests: 0 }, waitingCount: 3 });
    expect(await seats(event.id)).toEqual({ attendeesCount: 2, waitingCount: 3 });
  });

  it("refuses an event with free seats, the organizer, one already going, and too many guests", async () => {
    const { organizer, event, going } = await fullEvent(1);
    const open = await createEvent(organizer, { title: "Open", eventDate: inDays(3), maxAttendees: "10" });
    const someone = await member();
    await expect(joinWaitlist(someone, open.id)).rejects.toMatchObject({ status: 409 });
    await expect(joinWaitlist(organizer, event.id)).rejects.toMatchObject({ status: 409 });
    await expect(joinWaitlist(going[0]!, event.id)).rejects.toMatchObject({ status: 409 });
    await expect(joinWaitlist(someone, event.id, { guests: 1 })).rejects.toMatchObject({ status: 400 });
    await expect(joinWaitlist(someone, event.id, { guests: "x" })).rejects.toMatchObject({ status: 400 });
    await expect(joinWaitlist(someone, "nope")).rejects.toMatchObject({ status: 404 });
  });
});

describe("promotion", () => {
  it("a withdrawal seats the first in line in the same act, tells them once, and moves the line up", async () => {
    const { event, going } = await fullEvent(1);
    const [a, b] = [await member(), await member()];
    await joinWaitlist(a, event.id);
    await joinWaitlist(b, event.id);
    const state = await setRsvp(going[0]!, event.id, { status: "none" });
    expect(state).toMatchObject({ rsvpStatus: null, attendeesCount: 2 });
    expect(await getEvent(a, event.id)).toMatchObject({ rsvpStatus: "attending", waitlist: null });
    expect(await getEvent(b, event.id)).toMatchObject({ rsvpStatus: null, waitlist: { position: 1 } });
    expect(await seats(event.id)).toEqual({ attendeesCount: 2, waitingCount: 1 });
    expect(await promotedNotes(a.id, event.id)).toBe(1);
    expect(await promotedNotes(b.id, event.id)).toBe(0);
    // The promoted member withdraws like anyone: the next one is seated.
    await setRsvp(a, event.id, { status: "none" });
    expect(await getEvent(b, event.id)).toMatchObject({ rsvpStatus: "attending", waitlist: null });
    expect(await seats(event.id)).toEqual({ attendeesCount: 2, waitingCount: 0 });
  });

  it("raising the capacity seats several, in order; removing the limit seats everyone", async () => {
    const { organizer, event } = await fullEvent(1);
    const line = [await member(), await member(), await member(), await member()];
    for (const waiting of line) await joinWaitlist(waiting, event.id);
    const raised = await updateEvent(organizer, event.id, { maxAttendees: 4 });
    expect(raised).toMatchObject({ attendeesCount: 4, waitingCount: 2 });
    const statuses = await Promise.all(line.map(async (who) => (await getEvent(who, event.id)).rsvpStatus));
    expect(statuses).toEqual(["attending", "attending", null, null]);
    await updateEvent(organizer, event.id, { maxAttendees: null });
    expect(await seats(event.id)).toEqual({ attendeesCount: 6, waitingCount: 0 });
  });

  it("leaving the line frees no seat; a member who is suspended is passed over", async () => {
    const { event, going } = await fullEvent(1);
    const [a, b, c] = [await member(), await member(), await member()];
    for (const waiting of [a, b, c]) await joinWaitlist(waiting, event.id);
    expect(await leaveWaitlist(a, event.id)).toMatchObject({ position: null, waitingCount: 2 });
    await db.user.update({ where: { id: b.id }, data: { status: "suspended" } });
    await setRsvp(going[0]!, event.id, { status: "none" });
    expect(await getEvent(c, event.id)).toMatchObject({ rsvpStatus: "attending" });
    expect(await db.eventWaitlist.count({ where: { eventId: event.id } })).toBe(0);
    expect(await seats(event.id)).toEqual({ attendeesCount: 2, waitingCount: 0 });
  });

  it("blocking the organizer gives back the member's seats, which go to the line", async () => {
    const { event, going } = await fullEvent(1);
    const next = await member();
    await joinWaitlist(next, event.id);
    await blockMember(going[0]!, event.organizer.id);
    expect(await getEvent(next, event.id)).toMatchObject({ rsvpStatus: "attending" });
    expect(await seats(event.id)).toEqual({ attendeesCount: 2, waitingCount: 0 });
  });
});

describe("an account erased", () => {
  it("gives back its seats and its guests' to the line, and leaves the line it was on", async () => {
    const organizer = await member();
    const event = await createEvent(organizer, {
      title: "Potluck",
      eventDate: inDays(4),
      maxAttendees: "3",
      guestsAllowed: "1",
    });
    const [leaving, first, second] = [await member(), await member(), await member()];
    await setRsvp(leaving, event.id, { status: "attending", guests: 1 });
    await joinWaitlist(first, event.id);
    await joinWaitlist(second, event.id);
    await eraseMember(second.id);
    expect(await seats(event.id)).toEqual({ attendeesCount: 3, waitingCount: 1 });
    await eraseMember(leaving.id);
    expect(await getEvent(first, event.id)).toMatchObject({ rsvpStatus: "attending" });
    expect(await seats(event.id)).toEqual({ attendeesCount: 2, waitingCount: 0 });
    expect(await promotedNotes(first.id, event.id)).toBe(1);
  });
});

describe("guests", () => {
  it("count against the capacity, up to the allowance; short of seats, the member hears how many are left", async () => {
    const organizer = await member();
    const event = await createEvent(organizer, {
      title: "Sunday football",
      eventDate: inDays(4),
      maxAttendees: "4",
      guestsAllowed: "2",
    });
    expect(event).toMatchObject({ guestsAllowed: 2 });
    const [amara, ben, chi] = [await member(), await member(), await member()];
    expect(await setRsvp(amara, event.id, { status: "attending", guests: "1" })).toMatchObject({
      attendeesCount: 3,
      guests: 1,
    });
    await expect(setRsvp(ben, event.id, { status: "attending", guests: 3 })).rejects.toMatchObject({ status: 400 });
    await expect(setRsvp(ben, event.id, { status: "attending", guests: 2 })).rejects.toMatchObject({
      status: 409,
      message: "Only 1 seat is left: attend alone or join the waitlist",
    });
    // With their guests on the line instead; then chi comes alone and is refused: the line comes first.
    expect(await joinWaitlist(ben, event.id, { guests: 2 })).toMatchObject({ position: 1, guests: 2 });
    await expect(setRsvp(chi, event.id, { status: "attending" })).rejects.toMatchObject({ status: 409 });
    const detail = await getEvent(organizer, event.id);
    expect(detail.attendees).toEqual([expect.objectContaining({ id: amara.id, guests: 1 })]);
    // Amara drops her guest: one seat more, still short of Ben's three: he keeps his place.
    expect(await setRsvp(amara, event.id, { status: "attending", guests: 0 })).toMatchObject({ attendeesCount: 2 });
    expect(await getEvent(ben, event.id)).toMatchObject({ waitlist: { position: 1 } });
    // Amara withdraws: three seats, Ben and his two guests are in.
    expect(await setRsvp(amara, event.id, { status: "none" })).toMatchObject({ attendeesCount: 4 });
    expect(await getEvent(ben, event.id)).toMatchObject({ rsvpStatus: "attending", myGuests: 2, waitlist: null });
  });

  it("blocking gives back a member's guests' seats too", async () => {
    const organizer = await member();
    const event = await createEvent(organizer, {
      title: "Picnic",
      eventDate: inDays(4),
      maxAttendees: "10",
      guestsAllowed: "3",
    });
    const fan = await member();
    await setRsvp(fan, event.id, { status: "attending", guests: 3 });
    expect(await seats(event.id)).toMatchObject({ attendeesCount: 5 });
    await blockMember(organizer, fan.id);
    expect(await seats(event.id)).toMatchObject({ attendeesCount: 1 });
  });
});
