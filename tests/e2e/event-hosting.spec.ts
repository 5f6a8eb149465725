// Waitlists, guests and co-hosts in the browser (decision 085), with and without JS, on a phone and a desktop:
// pairwise, the 360 px phone with JavaScript and the desktop without (each flow runs once per project).
import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import type { APIRequestContext } from "@playwright/test";
import { clearSession, expect, hydrated, registerMember, signInNewMember, test, toast, withSession } from "./fixtures";

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const marker = () => `zq${randomUUID().replace(/-/g, "").slice(0, 10)}`;

async function apiEvent(request: APIRequestContext, token: string, data: Record<string, unknown>) {
  const response = await request.post("/api/events", { headers: auth(token), data: { eventDate: inDays(5), ...data } });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string; title: string };
}

async function connect(request: APIRequestContext, a: { token: string }, b: { id: string; token: string }) {
  const created = await request.post("/api/connections/request", {
    headers: auth(a.token),
    data: { receiverId: b.id },
  });
  const { id } = await created.json();
  expect((await request.post(`/api/connections/${id}/accept`, { headers: auth(b.token) })).status()).toBe(200);
}

const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 800 };

test.describe("event hosting", () => {
  test.use({ viewport: async ({ javaScriptEnabled }, use) => use(javaScriptEnabled ? PHONE : DESKTOP) });

  test("join a full event's waitlist, see one's place, and the promotion when someone withdraws", async ({
    page,
    request,
    baseURL,
    javaScriptEnabled,
  }) => {
    const [organizer, going] = [await registerMember(request), await registerMember(request)];
    const event = await apiEvent(request, organizer.token, { title: `Boodle fight ${marker()}`, maxAttendees: 2 });
    await request.post(`/api/events/${event.id}/rsvp`, { headers: auth(going.token), data: { status: "attending" } });
    await signInNewMember(page, request, baseURL!);
    await page.goto(`/events/${event.id}`);
    await hydrated(page, javaScriptEnabled);
    await expect(page.getByTestId("event-badges")).toContainText("Full");
    await page.getByTestId("waitlist-join").click();
    await expect(toast(page)).toContainText("You're on the waitlist");
    await expect(page.getByTestId("waitlist-place")).toHaveText("You're 1st on the waitlist");
    await expect(page.getByTestId("event-badges")).toContainText("Full · 1 waiting");
    // Nothing on the page scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()!.width,
    );

    await request.delete(`/api/events/${event.id}/rsvp`, { headers: auth(going.token) });
    await page.reload();
    await expect(page.getByTestId("rsvp-attending")).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByTestId("waitlist-place")).toHaveCount(0);
  });

  test("attend + 1: the guest takes a seat and shows beside the name", async ({
    page,
    request,
    baseURL,
    javaScriptEnabled,
  }) => {
    const organizer = await registerMember(request);
    const event = await apiEvent(request, organizer.token, {
      title: `Sunday football ${marker()}`,
      maxAttendees: 10,
      guestsAllowed: 2,
    });
    await signInNewMember(page, request, baseURL!, { firstName: "Amara" });
    await page.goto(`/events/${event.id}`);
    await hydrated(page, javaScriptEnabled);
    await page.getByTestId("guests").first().selectOption("1");
    await page.getByTestId("rsvp-attending").click();
    await expect(toast(page)).toContainText("RSVP updated!");
    const going = page.locator("section[aria-labelledby='people-going']");
    await expect(going).toContainText("Amara Tester");
    await expect(going).toContainText("+1");
    await expect(page.getByTestId("event-attendance")).toContainText("3 going");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()!.width,
    );
  });

  test("the organizer adds a co-host, writes to those going and downloads the list; the co-host edits the event", async ({
    page,
    request,
    baseURL,
    javaScriptEnabled,
  }) => {
    const organizer = await signInNewMember(page, request, baseURL!);
    const friend = await registerMember(request, { firstName: "Kofi" });
    await connect(request, organizer, friend);
    const event = await apiEvent(request, organizer.token, { title: `Language exchange ${marker()}` });
    const going = await registerMember(request, { firstName: "Amara" });
    await request.post(`/api/events/${event.id}/rsvp`, { headers: auth(going.token), data: { status: "attending" } });
    await page.goto(`/events/${event.id}`);
    await hydrated(page, javaScriptEnabled);
    await page.getByTestId("host-tools").click();
    await expect(page).toHaveURL(new RegExp(`/events/${event.id}/attendees$`));
    await hydrated(page, javaScriptEnabled);
    await page.getByLabel("Add a co-host from your connections").selectOption(friend.id);
    await page.getByTestId("add-cohost").click();
    await expect(page.getByTestId("cohost-list")).toContainText("Kofi Tester");
    await expect(page.getByTestId("attendee-table")).toContainText("Amara Tester");

    // Message attendees: one announcement, a notification to each member going.
    const words = `Room 2 tonight ${marker()}`;
    await page.getByLabel("One announcement to everyone going").fill(words);
    await page.getByRole("button", { name: "Send", exact: true }).click();
    await expect(toast(page)).toContainText("Sent to everyone going (1)");
    const notes = await request.get("/api/notifications", { headers: auth(going.token) });
    expect(JSON.stringify(await notes.json())).toContain(words);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()!.width,
    );

    // The list as a CSV file (a plain link: no script needed).
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("csv").click()]);
    const csv = (await readFile((await download.path())!, "utf8")).replace(/^\uFEFF/, "").split("\r\n");
    expect(csv[0]).toBe('"Name","Status","Guests","Answered","Place on the waitlist"');
    expect(csv[1]).toMatch(/^"Amara Tester","Going","0",/);

    await clearSession(page);
    await withSession(page, baseURL!, friend.token);
    await page.goto(`/events/${event.id}/edit`);
    await hydrated(page, javaScriptEnabled);
    const renamed = `Language exchange, moved ${marker()}`;
    await page.getByLabel("Title").fill(renamed);
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByRole("heading", { name: renamed })).toBeVisible();
  });
});
