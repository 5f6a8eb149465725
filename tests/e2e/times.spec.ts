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
