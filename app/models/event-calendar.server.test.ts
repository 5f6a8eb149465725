import { createMember } from "../../tests/setup/factories";
import { eventCalendar } from "./event-calendar.server";
import { cancelEvent, createEvent } from "./events.server";

describe("eventCalendar", () => {
  it("is a valid iCalendar event in UTC with a stable UID, the place, the link and the status", async () => {
    const { user } = await createMember();
    const organizer = { id: user.id, role: user.role };
    const event = await createEvent(organizer, {
      title: "Tango, night; 2",
      description: "Milonga\nat 8",
      eventDate: "2030-12-05T19:00:00+01:00",
      location: "Hall 3",
    });
    const first = await eventCalendar(organizer, event.id, "http://roots.test:3000");
    const lines = first.body.split("\r\n");
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(lines).toContain("VERSION:2.0");
    expect(lines).toContain("BEGIN:VEVENT");
    expect(lines).toContain(`UID:event-${event.id}@roots.test`);
    expect(lines).toContain("DTSTART:20301205T180000Z");
    expect(lines).toContain("DURATION:PT2H");
    expect(lines).toContain("SUMMARY:Tango\\, night\\; 2");
    expect(lines).toContain("LOCATION:Hall 3");
    expect(lines).toContain(`URL:http://roots.test:3000/events/${event.id}`);
    expect(lines).toContain("STATUS:CONFIRMED");
    expect(lines.at(-2)).toBe("END:VCALENDAR");
    expect(lines.every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    expect(first.filename).toBe("tango-night-2.ics");
    await cancelEvent(organizer, event.id);
    const again = await eventCalendar(organizer, event.id, "http://roots.test:3000");
    expect(again.body).toContain("STATUS:CANCELLED");
    expect(again.body).toContain(`UID:event-${event.id}@roots.test`);
  });

  it("an unknown event is a 404", async () => {
    const { user } = await createMember();
    await expect(eventCalendar({ id: user.id, role: user.role }, "nope", "http://x")).rejects.toMatchObject({
      status: 404,
    });
  });
});
