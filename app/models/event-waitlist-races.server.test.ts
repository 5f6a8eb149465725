// 50 members racing for the last 3 seats of an event (decision 085): exactly 3 attend, the rest wait with unique
// places, and seats freed at once go to the first in line, each promotion once. On SQLite and PostgreSQL.
import { isAppError } from "~/lib/errors";
import { db } from "~/server/db.server";
import { expectConsoleError } from "../../tests/setup/console";
import { createMember } from "../../tests/setup/factories";
import { createEvent, setRsvp } from "./events.server";
import { joinWaitlist } from "./event-waitlist.server";
import type { Viewer } from "./viewer";

async function member(): Promise<Viewer> {
  const { user } = await createMember();
  return { id: user.id, role: user.role };
}

/** Runs `act`, again after a 503 (the database busy behind the others), as a client retrying would. */
async function retried<T>(act: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await act();
    } catch (error) {
      if (!isAppError(error) || error.status !== 503 || attempt >= 20) throw error;
      expectConsoleError(/database unavailable/);
      await new Promise((resolve) => setTimeout(resolve, 20 + Math.random() * 80));
    }
  }
}

/** A seat, else a place in line: what each member's page does when the event turns out full. */
async function seatOrLine(viewer: Viewer, eventId: string): Promise<"attending" | "waiting"> {
  try {
    await retried(() => setRsvp(viewer, eventId, { status: "attending" }));
    return "attending";
  } catch (error) {
    if (!isAppError(error) || error.status !== 409) throw error;
    await retried(() => joinWaitlist(viewer, eventId));
    return "waiting";
  }
}

describe("racing for the last seats", () => {
  it("50 members, 3 seats: 3 attend, 47 wait in unique places; 3 seats freed at once seat the first 3, once each", async () => {
    const organizer = await member();
    const event = await createEvent(organizer, {
      title: "Last seats",
      eventDate: new Date(Date.now() + 3 * 86_400_000).toISOString(),
      maxAttendees: "4",
    });
    const racers: Viewer[] = [];
    for (let i = 0; i < 50; i++) racers.push(await member());
    const answers = await Promise.all(racers.map((racer) => seatOrLine(racer, event.id)));
    expect(answers.filter((answer) => answer === "attending")).toHaveLength(3);
    const line = await db.eventWaitlist.findMany({
      where: { eventId: event.id },
      orderBy: { position: "asc" },
      select: { userId: true, position: true },
    });
    expect(line).toHaveLength(47);
    expect(new Set(line.map((row) => row.position)).size).toBe(47);
    expect(await db.rsvp.count({ where: { eventId: event.id, status: "attending" } })).toBe(3);
    expect(
      await db.event.findUniqueOrThrow({
        where: { id: event.id },
        select: { attendeesCount: true, waitingCount: true },
      }),
    ).toEqual({
      attendeesCount: 4,
      waitingCount: 47,
    });

    // The three attending withdraw at once: the first three in line are seated, each told once.
    const going = racers.filter((_, i) => answers[i] === "attending");
    await Promise.all(going.map((who) => retried(() => setRsvp(who, event.id, { status: "none" }))));
    const firstThree = line.slice(0, 3).map((row) => row.userId);
    const attending = await db.rsvp.findMany({
      where: { eventId: event.id, status: "attending" },
      select: { userId: true },
    });
    expect(attending.map((row) => row.userId).sort()).toEqual([...firstThree].sort());
    const notes = await db.notification.groupBy({
      by: ["userId"],
      where: { type: "event_waitlist_promoted", link: `/events/${event.id}` },
      _count: { _all: true },
    });
    expect(notes.map((row) => [row.userId, row._count._all]).sort()).toEqual(firstThree.map((id) => [id, 1]).sort());
    expect(
      await db.event.findUniqueOrThrow({
        where: { id: event.id },
        select: { attendeesCount: true, waitingCount: true },
      }),
    ).toEqual({
      attendeesCount: 4,
      waitingCount: 44,
    });
  }, 120_000);
});
