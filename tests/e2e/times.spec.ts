// Issue 25 §3: every clock time and date is the member's own. The browser lives in Berlin; with scripts the
// page switches to the browser's zone once hydrated (the server rendered UTC: no cookie yet), without them
// it uses the zone remembered in the `tz` cookie by an earlier visit with scripts (decisions 016, 035).
import { expect, model, registerMember, signInNewMember, test } from "./fixtures";

const ZONE = "Europe/Berlin";
test.use({ timezoneId: ZONE });

/** The latest 23:17 UTC not in the future: the next calendar day already in Berlin, and under 24 hours ago. */
function lateLastNight(now = new Date()): Date {
  const at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 23, 17));
  if (at.getTime() > now.getTime()) at.setUTCDate(at.getUTCDate() - 1);
  return at;
}

const read = (at: Date, timeZone: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat("en-US", { ...options, timeZone }).format(at);

test("a message sent at a known instant shows in the member's zone, on the list and in the thread", async ({
  page,
  request,
  baseURL,
  context,
  javaScriptEnabled,
}) => {
  const reader = await signInNewMember(page, request, baseURL!);
  const sender = await registerMember(request, { firstName: "Karla" });
  const content = `Gute Nacht ${Date.now().toString(36)}`;
  const sent = await request.post("/api/messages", {
    headers: { Authorization: `Bearer ${sender.token}` },
    data: { receiverId: reader.id, content },
  });
  expect(sent.status()).toBe(201);
  const at = lateLastNight();
  const { db } = await model();
  await db.message.updateMany({ where: { senderId: sender.id, content }, data: { createdAt: at } });
  if (!javaScriptEnabled) await context.addCookies([{ name: "tz", value: encodeURIComponent(ZONE), url: baseURL! }]);

  const clock = read(at, ZONE, { hour: "numeric", minute: "2-digit" });
  const day = read(at, ZONE, { weekday: "short", month: "short", day: "numeric", year: "numeric" });
  // The test means something only where Berlin and UTC disagree.
  expect(clock).not.toBe(read(at, "UTC", { hour: "numeric", minute: "2-digit" }));
  expect(day).not.toBe(read(at, "UTC", { weekday: "short", month: "short", day: "numeric", year: "numeric" }));

  await page.goto("/messages");
  await expect(page.getByTestId("conversation").filter({ hasText: "Karla" }).locator("time")).toHaveText(clock);
  await page.goto(`/messages/${sender.id}`);
  const message = page.getByTestId("message").filter({ hasText: content });
  await expect(message.locator("time")).toHaveText(clock);
  await expect(page.getByRole("separator", { name: day })).toBeVisible();
  // With scripts, the pageHealth fixture fails the test on any console error: a hydration mismatch included.
});

test("an in-person event's time is its city's, named; a virtual event's is the member's own", async ({
  page,
  request,
  baseURL,
  context,
  javaScriptEnabled,
}) => {
  const reader = await signInNewMember(page, request, baseURL!);
  const { db } = await model();
  const lagos = await db.place.findFirstOrThrow({
    where: { nameKey: "lagos", countryCode: "NG" },
    orderBy: { population: "desc" },
    select: { id: true },
  });
  // A summer evening: Lagos is UTC+1 all year, Berlin UTC+2 in summer.
  const eventDate = `${new Date().getUTCFullYear() + 1}-07-01T18:00:00.000Z`;
  const create = async (data: Record<string, unknown>) => {
    const response = await request.post("/api/events", {
      headers: { Authorization: `Bearer ${reader.token}` },
      data: { title: `Owambe ${Date.now().toString(36)}`, eventDate, ...data },
    });
    expect(response.status(), await response.text()).toBe(201);
    return ((await response.json()) as { id: string }).id;
  };
  const inPerson = await create({ location: "Ikeja", placeId: lagos.id });
  const online = await create({});
  if (!javaScriptEnabled) await context.addCookies([{ name: "tz", value: encodeURIComponent(ZONE), url: baseURL! }]);

  await page.goto(`/events/${inPerson}`);
  await expect(page.locator("main time").first()).toContainText("7:00 PM GMT+1");
  await expect(page.getByTestId("event-local-time").first()).toHaveText("· Lagos time");
  await page.goto(`/events/${online}`);
  await expect(page.locator("main time").first()).toContainText("8:00 PM GMT+2");
  await expect(page.getByTestId("event-local-time")).toHaveCount(0);
});
