import { randomUUID } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import { confirm, confirmation } from "./confirm";
import { clearSession, expect, hydrated, registerMember, signInNewMember, test, toast, withSession } from "./fixtures";

// The browser lives in Berlin: with JS the forms send its zone; without JS nothing tells the server, so
// times are read and shown in UTC.
test.use({ timezoneId: "Europe/Berlin" });

const marker = () => `zq${randomUUID().replace(/-/g, "").slice(0, 10)}`;
const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const nextYear = new Date().getUTCFullYear() + 1;

async function apiEvent(request: APIRequestContext, token: string, data: Record<string, unknown>) {
  const response = await request.post("/api/events", { headers: auth(token), data: { eventDate: inDays(5), ...data } });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string; title: string };
}

function card(page: Page, title: string) {
  return page.getByTestId("event-card").filter({ has: page.getByRole("heading", { name: title, exact: true }) });
}

/** Opens Create Event: the dialog with JS, the page without. */
async function openCreateEvent(page: Page, javaScriptEnabled: boolean) {
  await page.goto("/events");
  await hydrated(page, javaScriptEnabled);
  if (javaScriptEnabled) {
    await page.getByRole("button", { name: "Create Event" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Create an event" });
    await expect(dialog).toBeVisible();
    return dialog;
  }
  await page.getByRole("link", { name: "Create Event" }).first().click();
  await expect(page).toHaveURL(/\/events\/new$/);
  return page.locator("main");
}

test.describe("events", () => {
  test("create an event in the browser's zone (UTC without JS); a refused form keeps what was typed", async ({
    page,
    request,
    baseURL,
    javaScriptEnabled,
  }) => {
    // No city: without JS the page has no zone but UTC (a city would give its zone, decision 053).
    const member = await signInNewMember(page, request, baseURL!, { currentLocation: "" });
    const title = `Highlife night ${marker()}`;
    let form = await openCreateEvent(page, javaScriptEnabled);
    await expect(form.getByTestId("event-form-zone")).toHaveText(
      `Time zone: ${javaScriptEnabled ? "Europe/Berlin" : "UTC"}`,
    );
    await form.getByLabel("Title").fill(title);
    await form.getByLabel("Description (optional)").fill("Live band, bring friends");
    await form.getByLabel("Location (empty for a virtual event)").fill("Kreuzberg, Berlin");
    await form.getByLabel("Max attendees (optional)").fill("10");
    if (!javaScriptEnabled) {
      // No date: the server refuses, naming the field and keeping the rest.
      await form.getByRole("button", { name: "Create Event" }).click();
      await expect(toast(page)).toContainText("Failed to create event.");
      await expect(page.getByText("Choose a date and time")).toBeVisible();
      form = page.locator("main");
      await expect(form.getByLabel("Title")).toHaveValue(title);
      await expect(form.getByLabel("Location (empty for a virtual event)")).toHaveValue("Kreuzberg, Berlin");
    }
    await form.getByLabel("Date and time").fill(`${nextYear}-03-10T19:30`);
    await form.getByRole("button", { name: "Create Event" }).click();
    await expect(toast(page)).toContainText("Event created successfully!");
    await expect(page).toHaveURL(/\/events\/[^/]+$/);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    // Stored in UTC, shown with its zone named.
    const id = page.url().split("/").pop()!;
    const stored = await (await request.get(`/api/events/${id}`, { headers: auth(member.token) })).json();
    expect(stored).toMatchObject({
      title,
      location: "Kreuzberg, Berlin",
      isVirtual: false,
      maxAttendees: 10,
      eventDate: `${nextYear}-03-10T${javaScriptEnabled ? "18" : "19"}:30:00.000Z`,
    });
    await expect(page.locator("main time").first()).toContainText(javaScriptEnabled ? "7:30 PM GMT+1" : "7:30 PM UTC");
    // The organizer attends as the host: one seat taken from the start.
    await expect(page.getByTestId("event-attendance")).toContainText("1 going · 0 maybe");
    await expect(page.getByTestId("event-capacity")).toHaveText("1/10");
    // Its announcement is in the feed and leads here.
    await page.goto("/");
    const post = page.getByTestId("post").filter({ hasText: title });
    await post.getByTestId("post-event-link").click();
    await expect(page).toHaveURL(new RegExp(`/events/${id}$`));
  });

  test("attend, maybe, the same again cancels; a full event refuses attending but takes maybe", async ({
    page,
    request,
    baseURL,
    javaScriptEnabled,
  }) => {
    const organizer = await registerMember(request);
    const title = `Supper club ${marker()}`;
    // Two seats: the host's and one for a guest.
    const event = await apiEvent(request, organizer.token, { title, location: "Peckham", maxAttendees: 2 });
    await signInNewMember(page, request, baseURL!);
    await page.goto(`/events/${event.id}`);
    await hydrated(page, javaScriptEnabled);
    const attend = page.getByTestId("rsvp-attending");
    const maybe = page.getByTestId("rsvp-maybe");
    await attend.click();
    await expect(toast(page)).toContainText("RSVP updated!");
    await expect(attend).toHaveAttribute("aria-pressed", "true");
    await expect(attend).toHaveText("✓ Going");
    await expect(page.getByTestId("event-attendance")).toContainText("2 going · 0 maybe");
    await expect(page.getByRole("region", { name: /Going/ }).getByRole("link", { name: "Eve Tester" })).toBeVisible();
    await maybe.click();
    await expect(maybe).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByTestId("event-attendance")).toContainText("1 going · 1 maybe");
    await maybe.click();
    await expect(maybe).toHaveAttribute("aria-pressed", "false");
    await expect(attend).toHaveAttribute("aria-pressed", "false");
    await expect(page.getByTestId("event-attendance")).toContainText("1 going · 0 maybe");

    // Someone else takes the only place: attending is refused, maybe still works.
    const other = await registerMember(request);
    expect(
      (
        await request.post(`/api/events/${event.id}/rsvp`, {
          headers: auth(other.token),
          data: { status: "attending" },
        })
      ).status(),
    ).toBe(200);
    await page.goto("/events?q=" + encodeURIComponent(title));
    await hydrated(page, javaScriptEnabled);
    const listed = card(page, title);
    await expect(listed.getByTestId("event-badges")).toContainText("Full");
    await expect(listed.getByTestId("event-capacity")).toHaveText("2/2");
    // The state, not a click that fails: Attend is disabled and says Full.
    await expect(listed.getByTestId("rsvp-attending")).toBeDisabled();
    await expect(listed.getByTestId("rsvp-attending")).toHaveText("Full");
    await expect(listed.getByTestId("rsvp-attending")).toHaveAttribute("aria-pressed", "false");
    await expect(listed.getByTestId("event-attendance")).toContainText("2 going · 0 maybe");
    await listed.getByTestId("rsvp-maybe").click();
    await expect(listed.getByTestId("rsvp-maybe")).toHaveAttribute("aria-pressed", "true");
    await expect(listed.getByTestId("event-attendance")).toContainText("2 going · 1 maybe");
  });

  test("the organizer hosts rather than RSVPs; a place taken meanwhile fails as 'Failed to update RSVP.' with the reason", async ({
    page,
    request,
    baseURL,
    javaScriptEnabled,
  }) => {
    const host = await signInNewMember(page, request, baseURL!);
    const title = `Host's table ${marker()}`;
    const event = await apiEvent(request, host.token, { title, location: "Neukölln", maxAttendees: 2 });
    await page.goto(`/events/${event.id}`);
    await hydrated(page, javaScriptEnabled);
    await expect(page.getByTestId("rsvp-hosting")).toHaveText("You're hosting");
    // The host holds one of the two seats.
    await expect(page.getByTestId("event-capacity")).toHaveText("1/2");
    await expect(page.getByTestId("rsvp-attending")).toHaveCount(0);
    await page.goto("/events?q=" + encodeURIComponent(title));
    await expect(card(page, title).getByTestId("rsvp-hosting")).toHaveText("You're hosting");
    await expect(card(page, title).getByTestId("rsvp-maybe")).toHaveCount(0);

    // A guest opens the page while the place is free; someone else takes it before they press Attend.
    await clearSession(page);
    await signInNewMember(page, request, baseURL!);
    await page.goto(`/events/${event.id}`);
    await hydrated(page, javaScriptEnabled);
    await expect(page.getByTestId("rsvp-attending")).toBeEnabled();
    const other = await registerMember(request);
    const taken = await request.post(`/api/events/${event.id}/rsvp`, {
      headers: auth(other.token),
      data: { status: "attending" },
    });
    expect(taken.status()).toBe(200);
    await page.getByTestId("rsvp-attending").click();
    await expect(toast(page)).toContainText("Failed to update RSVP.");
    await expect(toast(page)).toContainText("This event is full");
    await expect(toast(page)).not.toContainText("Error");
    // The page now shows the state: Full, and Maybe still open.
    await expect(page.getByTestId("rsvp-attending")).toBeDisabled();
    await expect(page.getByTestId("rsvp-attending")).toHaveText("Full");
    await page.getByTestId("rsvp-maybe").click();
    await expect(page.getByTestId("rsvp-maybe")).toHaveAttribute("aria-pressed", "true");
  });

  test("filters live in the URL: text, kind, Mine; Show more pages on", async ({
    page,
    request,
    baseURL,
    javaScriptEnabled,
  }) => {
    const organizer = await registerMember(request);
    const word = marker();
    for (let i = 1; i <= 13; i++)
      await apiEvent(request, organizer.token, {
        title: `Meetup ${word} ${i}`,
        eventDate: inDays(1 + i),
        location: i % 3 === 0 ? "" : "Lisbon",
      });
    const member = await signInNewMember(page, request, baseURL!);
    await page.goto("/events");
    await hydrated(page, javaScriptEnabled);
    const filters = page.getByRole("search", { name: "Filter events" });
    await filters.getByRole("searchbox", { name: "Search events" }).fill(word);
    await filters.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(new RegExp(`/events\\?q=${word}`));
    await expect(page.getByTestId("event-card")).toHaveCount(12);
    await expect(page.getByTestId("event-card").first()).toContainText(`Meetup ${word} 1`);
    await page.getByRole("link", { name: "Show more" }).click();
    await expect(page.getByTestId("event-card")).toHaveCount(1);
    // Near the member's city (the organizer's, Madrid) first, then the virtual ones (decision 062): the last is
    // the latest virtual event.
    await expect(card(page, `Meetup ${word} 12`)).toBeVisible();

    await page.goto(`/events?q=${word}`);
    await hydrated(page, javaScriptEnabled);
    await page.getByRole("search", { name: "Filter events" }).getByLabel("Kind").selectOption("virtual");
    await page.getByRole("search", { name: "Filter events" }).getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/kind=virtual/);
    await expect(page.getByTestId("event-card")).toHaveCount(4);
    for (const card of await page.getByTestId("event-card").all()) await expect(card).toContainText("Virtual Event");

    // Mine: what the member organises or answered.
    const mine = await apiEvent(request, member.token, { title: `Own ${word}` });
    const listed = await (await request.get(`/api/events?q=${word}&limit=1`, { headers: auth(member.token) })).json();
    await request.post(`/api/events/${listed[0].id}/rsvp`, { headers: auth(member.token), data: { status: "maybe" } });
    await page.goto(`/events?q=${word}`);
    await page.getByRole("link", { name: "Mine" }).click();
    await expect(page).toHaveURL(new RegExp(`filter=mine`));
    await expect(page.getByRole("link", { name: "Mine" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByTestId("event-card")).toHaveCount(2);
    await expect(card(page, mine.title)).toBeVisible();
    await page.getByRole("link", { name: "Past" }).click();
    await expect(page.getByTestId("empty-state")).toContainText("No events match your filters");
  });

  test("the organizer edits and cancels; Add to calendar downloads an .ics file", async ({
    page,
    request,
    baseURL,
    javaScriptEnabled,
  }) => {
    // No city: without JS the page has no zone but UTC (a city would give its zone, decision 053).
    const organizer = await signInNewMember(page, request, baseURL!, { currentLocation: "" });
    const word = marker();
    const event = await apiEvent(request, organizer.token, {
      title: `Book club ${word}`,
      eventDate: `${nextYear}-06-01T17:00:00Z`,
      maxAttendees: 5,
    });
    const guest = await registerMember(request);
    await request.post(`/api/events/${event.id}/rsvp`, { headers: auth(guest.token), data: { status: "attending" } });
    await page.goto(`/events/${event.id}`);
    await hydrated(page, javaScriptEnabled);
    await page.getByRole("link", { name: "Edit event" }).click();
    await expect(page).toHaveURL(new RegExp(`/events/${event.id}/edit$`));
    await hydrated(page, javaScriptEnabled);
    const form = page.locator("main");
    // The time is written out in the page's zone and read back in it.
    await expect(form.getByLabel("Date and time")).toHaveValue(
      `${nextYear}-06-01T${javaScriptEnabled ? "19" : "17"}:00`,
    );
    await form.getByLabel("Max attendees (optional)").fill("0");
    await form.getByRole("button", { name: "Save changes" }).click();
    await expect(form.locator(".field-error")).toHaveText("Must be a whole number of at least 1");
    await form.getByLabel("Title").fill(`Book club ${word} (moved)`);
    await form.getByLabel("Max attendees (optional)").fill("8");
    await form.getByRole("button", { name: "Save changes" }).click();
    await expect(toast(page)).toContainText("Event updated");
    await expect(page).toHaveURL(new RegExp(`/events/${event.id}$`));
    await expect(page.getByRole("heading", { level: 1, name: `Book club ${word} (moved)` })).toBeVisible();
    // The guest and the host.
    await expect(page.getByTestId("event-capacity")).toHaveText("2/8");
    const stored = await (await request.get(`/api/events/${event.id}`, { headers: auth(organizer.token) })).json();
    expect(stored.eventDate).toBe(`${nextYear}-06-01T17:00:00.000Z`);

    const download = await page.request.get(`/events/${event.id}.ics`);
    expect(download.status()).toBe(200);
    expect(download.headers()["content-type"]).toContain("text/calendar");
    expect(download.headers()["content-disposition"]).toContain(".ics");
    const ics = await download.text();
    expect(ics).toContain("BEGIN:VEVENT");
    expect(ics).toContain(`DTSTART:${nextYear}0601T170000Z`);
    await expect(page.getByTestId("add-to-calendar")).toHaveAttribute("href", `/events/${event.id}.ics`);

    await page.getByRole("button", { name: "Cancel event" }).click();
    await expect(confirmation(page).getByRole("heading", { name: /Cancel “Book club/ })).toBeVisible();
    await confirm(page, javaScriptEnabled, "Cancel event");
    await expect(toast(page)).toContainText("Event cancelled");
    await expect(page.getByTestId("event-badges")).toContainText("Cancelled");
    await expect(page.getByText("This event is cancelled").first()).toBeVisible();
    await expect(page.getByTestId("rsvp-attending")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Edit event" })).toHaveCount(0);
    expect(await (await page.request.get(`/events/${event.id}.ics`)).text()).toContain("STATUS:CANCELLED");
  });

  test("someone else's event has no edit or cancel; an unknown event is a 404 page", async ({
    page,
    request,
    baseURL,
  }) => {
    const organizer = await registerMember(request);
    const event = await apiEvent(request, organizer.token, { title: `Quiz ${marker()}` });
    await signInNewMember(page, request, baseURL!);
    await page.goto(`/events/${event.id}`);
    await expect(page.getByRole("link", { name: "Edit event" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Message organizer" })).toBeVisible();
    expect((await page.goto(`/events/${event.id}/edit`))?.status()).toBe(403);
    expect((await page.goto(`/events/${event.id}/cancel`))?.status()).toBe(403);
    expect((await page.goto("/events/no-such-event"))?.status()).toBe(404);
    expect((await page.goto("/events/no-such-event.ics"))?.status()).toBe(404);
  });
});

test("an event created through the API appears in the list with its organizer", async ({ page, request, baseURL }) => {
  const organizer = await registerMember(request, { firstName: "Kofi", lastName: "Mensah" });
  const title = `Drumming ${marker()}`;
  await apiEvent(request, organizer.token, { title, location: "" });
  await withSession(page, baseURL!, (await registerMember(request)).token);
  await page.goto(`/events?q=${encodeURIComponent(title)}`);
  const listed = card(page, title);
  await expect(listed).toContainText("Virtual Event");
  await expect(listed.getByRole("link", { name: "Kofi Mensah" })).toHaveAttribute("href", `/members/${organizer.id}`);
});

test("with JS, a form that leads to another page lands at its top; one that comes back keeps the place", async ({
  page,
  request,
  baseURL,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "without JS every form loads a new page, which starts at its top");
  await page.setViewportSize({ width: 360, height: 640 });
  const organizer = await signInNewMember(page, request, baseURL!);
  const long = Array.from({ length: 40 }, (_, line) => `Line ${line + 1} of the plan for the evening.`).join("\n");
  const event = await apiEvent(request, organizer.token, { title: `Supper ${marker()}`, description: long });
  await page.goto(`/events/${event.id}/edit`);
  await hydrated(page, javaScriptEnabled);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page).toHaveURL(new RegExp(`/events/${event.id}$`));
  await expect(page.getByRole("heading", { level: 1, name: event.title })).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBeLessThan(50);

  // Liking a long post on its page reloads the same page: the reader stays where they were.
  const post = await request.post("/api/posts", { headers: auth(organizer.token), data: { content: long } });
  await page.goto(`/posts/${(await post.json()).id}`);
  await hydrated(page, javaScriptEnabled);
  const like = page.getByTestId("like-button").first();
  await like.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 200));
  const before = await page.evaluate(() => window.scrollY);
  expect(before).toBeGreaterThan(300);
  await like.click();
  await expect(like).toHaveAttribute("aria-pressed", "true");
  await expect(like).not.toHaveAttribute("aria-busy");
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - before)).toBeLessThan(10);
});
