// Series over the API (decision 086): `repeat` on create, `scope` on update and cancel, their errors, the
// series .ics and a member's private calendar feed.
import { type APIRequestContext } from "@playwright/test";
import { expect, test } from "./test";
import { registerMember } from "../e2e/fixtures";

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A weekly Sunday 10:00 in Berlin, across the March 2031 change (30 March). */
async function weekly(request: APIRequestContext, token: string, extra: Record<string, unknown> = {}) {
  return request.post("/api/events", {
    headers: auth(token),
    data: {
      title: `Sunday football ${Date.now().toString(36)}`,
      eventDate: "2031-03-23T10:00:00+01:00",
      location: "Tempelhofer Feld",
      city: "Berlin, Germany",
      repeat: { every: "week", count: 3 },
      ...extra,
    },
  });
}

async function seriesDates(request: APIRequestContext, token: string, seriesId: string) {
  const file = await request.get(`/events/series/${seriesId}.ics`, { headers: auth(token) });
  expect(file.status()).toBe(200);
  expect(file.headers()["content-type"]).toContain("text/calendar");
  const body = await file.text();
  return body
    .split("BEGIN:VEVENT")
    .slice(1)
    .map((block) => ({
      uid: /UID:event-([^@]+)@/.exec(block)![1],
      start: /DTSTART:(\w+)/.exec(block)![1],
      status: /STATUS:(\w+)/.exec(block)![1],
    }));
}

test.describe("event series API", () => {
  test("repeat makes a series; its .ics lists each date at 10:00 Berlin time; cancel one date", async ({ request }) => {
    const organizer = await registerMember(request);
    const created = await weekly(request, organizer.token);
    expect(created.status()).toBe(201);
    const first = await created.json();
    expect(first).toMatchObject({ seriesId: expect.any(String), eventDate: "2031-03-23T09:00:00.000Z" });
    const dates = await seriesDates(request, organizer.token, first.seriesId);
    expect(dates.map((date) => date.start)).toEqual(["20310323T090000Z", "20310330T080000Z", "20310406T080000Z"]);
    expect(dates[0].uid).toBe(first.id);

    const cancelled = await request.post(`/api/events/${dates[1].uid}/cancel`, {
      headers: auth(organizer.token),
      data: { scope: "this" },
    });
    expect(cancelled.status()).toBe(200);
    expect((await cancelled.json()).cancelled).toBe(true);
    expect((await seriesDates(request, organizer.token, first.seriesId)).map((date) => date.status)).toEqual([
      "CONFIRMED",
      "CANCELLED",
      "CONFIRMED",
    ]);
    // A cancel without a body still cancels this date only.
    expect(
      (await request.post(`/api/events/${dates[0].uid}/cancel`, { headers: auth(organizer.token) })).status(),
    ).toBe(200);
    expect((await seriesDates(request, organizer.token, first.seriesId)).map((date) => date.status)).toEqual([
      "CANCELLED",
      "CANCELLED",
      "CONFIRMED",
    ]);
  });

  test("PATCH with scope following moves this and the later dates; others get 403", async ({ request }) => {
    const [organizer, other] = [await registerMember(request), await registerMember(request)];
    const first = await (await weekly(request, organizer.token)).json();
    const dates = await seriesDates(request, organizer.token, first.seriesId);
    const patched = await request.patch(`/api/events/${dates[1].uid}`, {
      headers: auth(organizer.token),
      data: { scope: "following", eventDate: "2031-03-30T11:30:00+02:00", maxAttendees: 8 },
    });
    expect(patched.status()).toBe(200);
    expect(await patched.json()).toMatchObject({ eventDate: "2031-03-30T09:30:00.000Z", maxAttendees: 8 });
    expect((await seriesDates(request, organizer.token, first.seriesId)).map((date) => date.start)).toEqual([
      "20310323T090000Z",
      "20310330T093000Z",
      "20310406T093000Z",
    ]);
    const forbidden = await request.patch(`/api/events/${dates[1].uid}`, {
      headers: auth(other.token),
      data: { scope: "following", title: "Mine now" },
    });
    expect(forbidden.status()).toBe(403);
    expect(
      (
        await request.post(`/api/events/${dates[1].uid}/cancel`, {
          headers: auth(other.token),
          data: { scope: "following" },
        })
      ).status(),
    ).toBe(403);
  });

  test("bad repeat or scope is a 400 naming the field, and writes nothing", async ({ request }) => {
    const organizer = await registerMember(request);
    for (const repeat of [
      { every: "daily", count: 3 },
      { every: "week", count: 1 },
      { every: "week", count: 54 },
      { every: "week", until: "next year" },
      { every: "week", until: "2031-03-24" },
      "weekly",
      { every: "week", count: 3, also: true },
    ]) {
      const response = await weekly(request, organizer.token, { repeat });
      expect(response.status(), JSON.stringify(repeat)).toBe(400);
      const body = await response.json();
      expect(body.error.code).toBe("validation");
    }
    const mine = await request.get("/api/events?filter=mine", { headers: auth(organizer.token) });
    expect(await mine.json()).toEqual([]);
    const first = await (await weekly(request, organizer.token)).json();
    const bad = await request.patch(`/api/events/${first.id}`, {
      headers: auth(organizer.token),
      data: { scope: "all", title: "x" },
    });
    expect(bad.status()).toBe(400);
    expect((await bad.json()).error.fields).toHaveProperty("scope");
  });

  test("the calendar feed lists what the member attends, and a renewed or revoked address is a 404", async ({
    request,
    baseURL,
  }) => {
    const [organizer, member] = [await registerMember(request), await registerMember(request)];
    const first = await (await weekly(request, organizer.token)).json();
    await request.post(`/api/events/${first.id}/rsvp`, { headers: auth(member.token), data: { status: "attending" } });
    const cookie = { Cookie: `roots_session=${member.token}`, Origin: baseURL! };
    const page = await request.post("/settings/calendar", { headers: cookie, form: { intent: "renew" } });
    expect(page.status()).toBe(200);
    const secret = /\/calendar\/([A-Za-z0-9_-]{43})\.ics/.exec(await page.text())![1];
    expect(await page.text()).toContain(`webcal://`);
    const feed = await request.get(`/calendar/${secret}.ics`);
    expect(feed.status()).toBe(200);
    expect(feed.headers()["cache-control"]).toContain("private");
    const body = await feed.text();
    expect(body).toContain(`UID:event-${first.id}@`);
    expect(body.split("BEGIN:VEVENT")).toHaveLength(2);

    const renewed = await request.post("/settings/calendar", { headers: cookie, form: { intent: "renew" } });
    const next = /\/calendar\/([A-Za-z0-9_-]{43})\.ics/.exec(await renewed.text())![1];
    expect((await request.get(`/calendar/${secret}.ics`)).status()).toBe(404);
    expect((await request.get(`/calendar/${next}.ics`)).status()).toBe(200);
    await request.post("/settings/calendar", { headers: cookie, form: { intent: "revoke" }, maxRedirects: 0 });
    expect((await request.get(`/calendar/${next}.ics`)).status()).toBe(404);
    expect((await request.get("/calendar/nope.ics")).status()).toBe(404);
  });
});
