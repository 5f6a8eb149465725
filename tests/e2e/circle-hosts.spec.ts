// Circle hosts in the browser (issue 47, decision 087), pairwise: without JS at desktop width, with JS on a 360 px
// phone. An admin appoints a host from the circle's page; the host pins the welcome post, takes a spam post out of
// the circle and mutes its author for a day. The posts are made through the API: that is not what is proven here.
import { randomUUID } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import {
  clearSession,
  DEMO_ADMIN,
  expect,
  hydrated,
  registerMember,
  sessionFor,
  test,
  toast,
  withSession,
} from "./fixtures";

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
const marker = () => `zq${randomUUID().replace(/-/g, "").slice(0, 10)}`;

async function post(request: APIRequestContext, token: string, content: string, circleId: string) {
  const response = await request.post("/api/posts", { headers: auth(token), data: { content, circleId } });
  expect(response.status(), await response.text()).toBe(201);
}

test("an admin appoints a host; the host pins the welcome post, removes a spam post and mutes its author", async ({
  page,
  request,
  baseURL,
  javaScriptEnabled,
}) => {
  const viewport = javaScriptEnabled ? { width: 360, height: 740 } : { width: 1280, height: 800 };
  await page.setViewportSize(viewport);
  // A circle of each run's own: JS and no-JS run side by side.
  const where = { countryOfOrigin: javaScriptEnabled ? "Kenya" : "Ghana", currentLocation: "Reykjavik" };
  const [host, spammer] = await Promise.all([
    registerMember(request, { ...where, firstName: "Efua" }),
    registerMember(request, { ...where, firstName: "Spam" }),
  ]);
  const me = await (await request.get("/api/auth/user", { headers: auth(host.token) })).json();
  const circle = `from-${where.countryOfOrigin.toLowerCase()}-in-${(me.user ?? me).place.id}`;
  const [welcome, spam] = [`Welcome, read this first ${marker()}`, `Cheap watches ${marker()}`];
  await post(request, host.token, welcome, circle);
  await post(request, spammer.token, spam, circle);

  await withSession(page, baseURL!, await sessionFor(DEMO_ADMIN.email));
  await page.goto(`/circles/${circle}`);
  await hydrated(page, javaScriptEnabled);
  await page.getByLabel("Member's email or id").fill(host.email);
  await page.getByRole("button", { name: "Appoint host" }).click();
  await expect(toast(page)).toContainText("Host appointed");
  await expect(page.getByTestId("circle-hosts")).toContainText("Efua Tester");

  await clearSession(page);
  await withSession(page, baseURL!, host.token);
  await page.goto(`/circles/${circle}`);
  await hydrated(page, javaScriptEnabled);
  await expect(page.getByTestId("circle-hosts").getByTestId("host-badge").first()).toHaveText("Host");
  const row = (text: string) => page.getByTestId("host-post").filter({ hasText: text });
  await row(welcome).getByRole("button", { name: "Pin" }).click();
  await expect(toast(page)).toContainText("Post pinned");
  await expect(page.getByTestId("circle-pinned")).toContainText(welcome);

  // A reason of spaces passes the browser's `required` and is refused by the server: what was typed comes back
  // in that post's row, with the reason for the refusal.
  await row(spam).getByLabel("Reason (its author sees it)").fill("   ");
  await row(spam).getByRole("button", { name: "Remove from circle" }).click();
  await expect(toast(page)).toContainText("Say why");
  await expect(row(spam).getByLabel("Reason (its author sees it)")).toHaveValue("   ");
  await row(spam).getByLabel("Reason (its author sees it)").fill("No selling here");
  await row(spam).getByRole("button", { name: "Remove from circle" }).click();
  await expect(toast(page)).toContainText("Post taken out of the circle");
  await expect(row(spam)).toHaveCount(0);
  // Its author posts again: the host mutes them for a day from that post's row.
  await post(request, spammer.token, `More watches ${marker()}`, circle);
  await page.reload();
  await hydrated(page, javaScriptEnabled);
  await page.getByTestId("host-post").filter({ hasText: "More watches" }).getByRole("button", { name: "Mute" }).click();
  await expect(toast(page)).toContainText("Muted until");
  const refused = await request.post("/api/posts", {
    headers: auth(spammer.token),
    data: { content: "Still selling", circleId: circle },
  });
  expect(refused.status()).toBe(403);
  // Nothing on the page scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
});
