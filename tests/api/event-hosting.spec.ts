// The waitlist, guests and co-hosts over the API (decision 085), every answer held to the OpenAPI document.
import { type APIRequestContext } from "@playwright/test";
import { expect, test } from "./test";
import { registerMember } from "../e2e/fixtures";

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
type Member = Awaited<ReturnType<typeof registerMember>>;

async function connect(request: APIRequestContext, a: Member, b: Member) {
  const created = await request.post("/api/connections/request", {
    headers: auth(a.token),
    data: { receiverId: b.id },
  });
  const { id } = await created.json();
  expect((await request.post(`/api/connections/${id}/accept`, { headers: auth(b.token) })).status()).toBe(200);
}

test.describe("event hosting API", () => {
  test("waitlist: 409 full, join with a place, 409 already waiting, promotion on a withdrawal, leave", async ({
    request,
  }) => {
    const [organizer, going, first, second] = await Promise.all([
      registerMember(request),
      registerMember(request),
      registerMember(request),
      registerMember(request),
    ]);
    const created = await request.post("/api/events", {
      headers: auth(organizer.token),
      data: { title: "Full house", eventDate: inDays(5), maxAttendees: 2, guestsAllowed: 1 },
    });
    expect(created.status()).toBe(201);
    const event = await created.json();
    expect(event).toMatchObject({ guestsAllowed: 1, waitingCount: 0 });
    const rsvp = (member: Member, data: object) =>
      request.post(`/api/events/${event.id}/rsvp`, { headers: auth(member.token), data });
    // One seat left: two asked for (a guest) is refused with how many are left.
    const short = await rsvp(going, { status: "attending", guests: 1 });
    expect(short.status()).toBe(409);
    expect((await short.json()).error.message).toMatch(/Only 1 seat is left/);
    expect((await rsvp(going, { status: "attending", guests: 5 })).status()).toBe(400);
    expect(await (await rsvp(going, { status: "attending" })).json()).toMatchObject({ attendeesCount: 2, guests: 0 });
    const full = await rsvp(first, { status: "attending" });
    expect(full.status()).toBe(409);
    expect((await full.json()).error).toMatchObject({ code: "conflict", message: "This event is full" });

    const join = (member: Member, data: object = {}) =>
      request.post(`/api/events/${event.id}/waitlist`, { headers: auth(member.token), data });
    const joined = await join(first);
    expect(joined.status()).toBe(201);
    expect(await joined.json()).toEqual({ eventId: event.id, position: 1, guests: 0, waitingCount: 1 });
    const again = await join(first);
    expect(again.status()).toBe(409);
    expect((await again.json()).error.message).toBe("You're already on the waitlist");
    expect(await (await join(second, { guests: 1 })).json()).toMatchObject({ position: 2, guests: 1 });
    expect((await join(second, { guests: "many" })).status()).toBe(400);

    // The one attending withdraws: the first in line is seated at once.
    const withdrawn = await request.delete(`/api/events/${event.id}/rsvp`, { headers: auth(going.token) });
    expect(await withdrawn.json()).toMatchObject({ rsvpStatus: null, attendeesCount: 2 });
    expect(await (await request.get(`/api/events/${event.id}`, { headers: auth(first.token) })).json()).toMatchObject({
      rsvpStatus: "attending",
      waitingCount: 1,
      waitlist: null,
    });
    const left = await request.delete(`/api/events/${event.id}/waitlist`, { headers: auth(second.token) });
    expect(await left.json()).toEqual({ eventId: event.id, position: null, guests: 0, waitingCount: 0 });
    expect((await request.post(`/api/events/nope/waitlist`, { headers: auth(second.token), data: {} })).status()).toBe(
      404,
    );
  });

  test("attendees for hosts only (403 for others); co-hosts named and removed by the organizer only", async ({
    request,
  }) => {
    const [organizer, friend, other] = await Promise.all([
      registerMember(request, { firstName: "Amara" }),
      registerMember(request),
      registerMember(request),
    ]);
    const event = await (
      await request.post("/api/events", {
        headers: auth(organizer.token),
        data: { title: "Boodle fight", eventDate: inDays(5), guestsAllowed: 2 },
      })
    ).json();
    await request.post(`/api/events/${event.id}/rsvp`, {
      headers: auth(other.token),
      data: { status: "attending", guests: 2 },
    });
    const attendees = (member: Member) =>
      request.get(`/api/events/${event.id}/attendees`, { headers: auth(member.token) });
    expect((await attendees(friend)).status()).toBe(403);
    const list = await attendees(organizer);
    expect(list.status()).toBe(200);
    expect(await list.json()).toMatchObject({
      eventId: event.id,
      attendees: [{ id: other.id, status: "attending", guests: 2 }],
      waitlist: [],
    });

    const cohost = (member: Member, method: "post" | "delete", userId: string) =>
      request[method](`/api/events/${event.id}/cohosts/${userId}`, { headers: auth(member.token) });
    // Not connected yet: 409.
    expect((await cohost(organizer, "post", friend.id)).status()).toBe(409);
    await connect(request, organizer, friend);
    const named = await cohost(organizer, "post", friend.id);
    expect(named.status()).toBe(200);
    expect(await named.json()).toMatchObject({ eventId: event.id, cohosts: [{ id: friend.id }] });
    // The co-host reads the list and edits; they neither name co-hosts nor cancel.
    expect((await attendees(friend)).status()).toBe(200);
    const edited = await request.patch(`/api/events/${event.id}`, {
      headers: auth(friend.token),
      data: { title: "Boodle fight (moved indoors)" },
    });
    expect(edited.status()).toBe(200);
    expect((await cohost(friend, "delete", friend.id)).status()).toBe(403);
    expect((await request.post(`/api/events/${event.id}/cancel`, { headers: auth(friend.token) })).status()).toBe(403);
    expect(await (await cohost(organizer, "delete", friend.id)).json()).toEqual({ eventId: event.id, cohosts: [] });
    expect((await attendees(friend)).status()).toBe(403);
  });
  test("the hosts' CSV file and announcement: formula-safe cells, one notification to each member going", async ({
    request,
  }) => {
    const [organizer, fan, stranger] = [
      await registerMember(request),
      await registerMember(request, { firstName: "=SUM(A1)" }),
      await registerMember(request),
    ];
    const event = await (
      await request.post("/api/events", {
        headers: auth(organizer.token),
        data: { title: "Picnic", eventDate: inDays(5), guestsAllowed: 1 },
      })
    ).json();
    await request.post(`/api/events/${event.id}/rsvp`, {
      headers: auth(fan.token),
      data: { status: "attending", guests: 1 },
    });
    const csv = await request.get(`/events/${event.id}/attendees.csv`, { headers: auth(organizer.token) });
    expect(csv.status()).toBe(200);
    expect(csv.headers()["content-type"]).toMatch(/^text\/csv/);
    const lines = (await csv.text())
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines[0]).toBe('"Name","Status","Guests","Answered","Place on the waitlist"');
    expect(lines[1]).toMatch(/^"'=SUM\(A1\) Tester","Going","1","/);
    expect((await request.get(`/events/${event.id}/attendees.csv`, { headers: auth(stranger.token) })).status()).toBe(
      403,
    );

    const sent = await request.post(`/events/${event.id}/attendees`, {
      headers: auth(organizer.token),
      form: { intent: "message", message: "Rain plan: the pavilion" },
      maxRedirects: 0,
    });
    expect(sent.status()).toBe(302);
    const notes = await (await request.get("/api/notifications", { headers: auth(fan.token) })).json();
    const items = (Array.isArray(notes) ? notes : notes.items) as Array<{ type: string; summary: string }>;
    expect(items.filter((item) => item.type === "event_announcement")).toEqual([
      expect.objectContaining({ summary: "wrote to everyone going to “Picnic”: “Rain plan: the pavilion”" }),
    ]);
  });
});
