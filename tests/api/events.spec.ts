import { type APIRequestContext } from "@playwright/test";
import { expect, test } from "./test";
import { registerMember } from "../e2e/fixtures";

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

async function create(request: APIRequestContext, token: string, data: unknown) {
  return request.post("/api/events", { headers: auth(token), data: data as object });
}

test.describe("events API", () => {
  test("everything needs a token", async ({ request }) => {
    for (const response of [
      await request.get("/api/events"),
      await request.post("/api/events", { data: { title: "x" } }),
      await request.get("/api/events/x"),
      await request.post("/api/events/x/rsvp", { data: { status: "attending" } }),
      await request.post("/api/events/x/cancel"),
    ]) {
      expect(response.status()).toBe(401);
    }
  });

  test("create, list with the caller's RSVP, get with attendees, RSVP and DELETE rsvp", async ({ request }) => {
    const [organizer, guest] = [await registerMember(request), await registerMember(request)];
    const title = `Api meetup ${Date.now().toString(36)}`;
    const created = await create(request, organizer.token, {
      title,
      description: "Bring food",
      eventDate: "2031-05-01T18:00:00+02:00",
      location: "Berlin",
      maxAttendees: 2,
    });
    expect(created.status()).toBe(201);
    const event = await created.json();
    expect(event).toMatchObject({
      id: expect.any(String),
      title,
      description: "Bring food",
      location: "Berlin",
      isVirtual: false,
      eventDate: "2031-05-01T16:00:00.000Z",
      maxAttendees: 2,
      // The organizer attends as the host from the start.
      attendeesCount: 1,
      maybeCount: 0,
      rsvpStatus: "attending",
      organizer: { id: organizer.id, firstName: "Eve", lastName: "Tester", profileImageUrl: null },
    });

    const rsvp = await request.post(`/api/events/${event.id}/rsvp`, {
      headers: auth(guest.token),
      data: { status: "attending" },
    });
    expect(rsvp.status()).toBe(200);
    expect(await rsvp.json()).toEqual({
      eventId: event.id,
      rsvpStatus: "attending",
      attendeesCount: 2,
      maybeCount: 0,
      guests: 0,
    });

    const list = await request.get(`/api/events?q=${encodeURIComponent(title)}`, { headers: auth(guest.token) });
    expect(list.status()).toBe(200);
    expect(await list.json()).toEqual([
      expect.objectContaining({ id: event.id, rsvpStatus: "attending", attendeesCount: 2 }),
    ]);

    const detail = await (await request.get(`/api/events/${event.id}`, { headers: auth(organizer.token) })).json();
    expect(detail.attendees).toEqual([expect.objectContaining({ id: guest.id, status: "attending" })]);

    const removed = await request.delete(`/api/events/${event.id}/rsvp`, { headers: auth(guest.token) });
    expect(await removed.json()).toMatchObject({ rsvpStatus: null, attendeesCount: 1 });
    // The host cannot withdraw: cancelling the event is how they step back.
    const hostLeaves = await request.delete(`/api/events/${event.id}/rsvp`, { headers: auth(organizer.token) });
    expect(hostLeaves.status()).toBe(409);
    expect((await hostLeaves.json()).error.message).toBe("You're hosting this event");
  });

  test("a full event is a 409; PATCH and cancel are the organizer's; cancelled takes no RSVPs", async ({ request }) => {
    const [organizer, a, b] = [
      await registerMember(request),
      await registerMember(request),
      await registerMember(request),
    ];
    const event = await (
      await create(request, organizer.token, { title: "Two seats", eventDate: inDays(3), maxAttendees: 2 })
    ).json();
    await request.post(`/api/events/${event.id}/rsvp`, { headers: auth(a.token), data: { status: "attending" } });
    const full = await request.post(`/api/events/${event.id}/rsvp`, {
      headers: auth(b.token),
      data: { status: "attending" },
    });
    expect(full.status()).toBe(409);
    expect((await full.json()).error.message).toBe("This event is full");

    expect(
      (await request.patch(`/api/events/${event.id}`, { headers: auth(a.token), data: { title: "Taken" } })).status(),
    ).toBe(403);
    expect((await request.post(`/api/events/${event.id}/cancel`, { headers: auth(a.token) })).status()).toBe(403);
    const patched = await request.patch(`/api/events/${event.id}`, {
      headers: auth(organizer.token),
      data: { title: "Three seats", maxAttendees: 3 },
    });
    expect(await patched.json()).toMatchObject({ title: "Three seats", maxAttendees: 3 });
    const lowered = await request.patch(`/api/events/${event.id}`, {
      headers: auth(organizer.token),
      data: { maxAttendees: "lots" },
    });
    expect(lowered.status()).toBe(400);

    const cancelled = await request.post(`/api/events/${event.id}/cancel`, { headers: auth(organizer.token) });
    expect(await cancelled.json()).toMatchObject({ cancelled: true });
    expect(
      (
        await request.post(`/api/events/${event.id}/rsvp`, { headers: auth(b.token), data: { status: "maybe" } })
      ).status(),
    ).toBe(409);
  });

  test("bad input is a 400 naming the field; unknown events are a 404; nothing is written", async ({ request }) => {
    const me = await registerMember(request);
    for (const [data, field] of [
      [{ eventDate: inDays(1) }, "title"],
      [{ title: "  ", eventDate: inDays(1) }, "title"],
      [{ title: "Party" }, "eventDate"],
      [{ title: "Party", eventDate: "tomorrow" }, "eventDate"],
      [{ title: "Party", eventDate: "2020-01-01T00:00:00Z" }, "eventDate"],
      [{ title: "Party", eventDate: inDays(1), maxAttendees: "lots" }, "maxAttendees"],
      [{ title: "Party", eventDate: inDays(1), maxAttendees: 0 }, "maxAttendees"],
      [{ title: "x".repeat(151), eventDate: inDays(1) }, "title"],
      [{ title: ["Party"], eventDate: inDays(1) }, "title"],
    ] as const) {
      const response = await create(request, me.token, data);
      expect(response.status(), JSON.stringify(data)).toBe(400);
      expect((await response.json()).error.fields).toHaveProperty(field);
    }
    const mine = await request.get("/api/events?filter=mine", { headers: auth(me.token) });
    expect(await mine.json()).toEqual([]);
    expect((await request.get("/api/events?filter=soon", { headers: auth(me.token) })).status()).toBe(400);
    expect((await request.get("/api/events/nope", { headers: auth(me.token) })).status()).toBe(404);
    expect(
      (
        await request.post("/api/events/nope/rsvp", { headers: auth(me.token), data: { status: "attending" } })
      ).status(),
    ).toBe(404);
    expect((await request.patch("/api/events/nope", { headers: auth(me.token), data: { title: "x" } })).status()).toBe(
      404,
    );
  });

  test("the calendar file: text/calendar for members, a 404 for unknown events, sign-in first for visitors", async ({
    request,
  }) => {
    const organizer = await registerMember(request);
    const event = await (
      await create(request, organizer.token, {
        title: "Calendar check",
        eventDate: "2031-05-01T18:00:00+02:00",
        location: "Berlin",
      })
    ).json();
    const file = await request.get(`/events/${event.id}.ics`, { headers: auth(organizer.token) });
    expect(file.status()).toBe(200);
    expect(file.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(file.headers()["content-disposition"]).toBe('attachment; filename="calendar-check.ics"');
    const body = await file.text();
    expect(body).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(body).toContain("DTSTART:20310501T160000Z\r\n");
    expect((await request.get("/events/nope.ics", { headers: auth(organizer.token) })).status()).toBe(404);
    const visitor = await request.get(`/events/${event.id}.ics`, { maxRedirects: 0 });
    expect(visitor.status()).toBe(302);
    expect(visitor.headers().location).toMatch(/^\/login/);
  });

  test("the page forms refuse bodies that are not forms, and RSVP without a status, with no 500", async ({
    request,
  }) => {
    const [organizer, guest] = [await registerMember(request), await registerMember(request)];
    const event = await (await create(request, organizer.token, { title: "Form check", eventDate: inDays(3) })).json();
    for (const path of [
      `/events/${event.id}/rsvp`,
      "/events/new",
      `/events/${event.id}/edit`,
      `/events/${event.id}/cancel`,
    ]) {
      const response = await request.post(path, {
        headers: { ...auth(guest.token), "Content-Type": "application/json" },
        data: "{not json",
        maxRedirects: 0,
      });
      expect(response.status(), path).toBeLessThan(500);
    }
    // A form without a status: back to the event with the refusal in a toast (decision 026), nothing written.
    const rsvp = await request.post(`/events/${event.id}/rsvp`, {
      headers: auth(guest.token),
      form: { returnTo: `/events/${event.id}` },
      maxRedirects: 0,
    });
    expect(rsvp.status()).toBe(302);
    expect(rsvp.headers()["location"]).toBe(`/events/${event.id}`);
    expect(rsvp.headers()["set-cookie"]).toContain("roots_toast=");
    const state = await (await request.get(`/api/events/${event.id}`, { headers: auth(organizer.token) })).json();
    expect(state).toMatchObject({ attendeesCount: 1, maybeCount: 0, cancelled: false, title: "Form check" });
  });
});
