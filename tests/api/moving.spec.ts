// Moving somewhere new (decision 067): PUT and DELETE /api/profile/moving, PUT /api/profile/helper and
// GET /api/getting-started; movingTo and welcomeHelper on the caller's and a member's shapes. 401 without a
// token, 400 for bad input (with "did you mean" choices for an ambiguous city), 405 for other methods, 404 for a
// member the caller blocked.
import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./test";
import { registerMember } from "../e2e/fixtures";
import { monthOf } from "../../app/lib/moving";

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
const now = new Date();
const nextMonth = monthOf(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)));
const lastMonth = monthOf(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)));

function move(request: APIRequestContext, token: string, data: unknown) {
  return request.put("/api/profile/moving", { headers: auth(token), data: data as Record<string, unknown> });
}

test.describe("moving API", () => {
  test("every path needs a token; other methods are 405", async ({ request }) => {
    for (const response of [
      await request.put("/api/profile/moving", { data: { city: "Lisbon", month: nextMonth } }),
      await request.delete("/api/profile/moving"),
      await request.put("/api/profile/helper", { data: { welcomeHelper: true } }),
      await request.get("/api/getting-started"),
    ]) {
      expect(response.status()).toBe(401);
      expect((await response.json()).error.code).toBe("unauthorized");
    }
    const ada = await registerMember(request);
    expect((await request.get("/api/profile/moving", { headers: auth(ada.token) })).status()).toBe(405);
    expect((await request.post("/api/profile/helper", { headers: auth(ada.token) })).status()).toBe(405);
    expect((await request.post("/api/getting-started", { headers: auth(ada.token) })).status()).toBe(405);
  });

  test("bad input is a 400 with the field, and saves nothing", async ({ request }) => {
    const ada = await registerMember(request, { countryOfOrigin: "Mexico", currentLocation: "Madrid, Spain" });
    const cases: Array<[unknown, string]> = [
      [{ city: "Lisbon, Portugal", month: lastMonth }, "month"],
      [{ city: "Lisbon, Portugal", month: "soon" }, "month"],
      [{ city: "Lisbon, Portugal" }, "month"],
      [{ month: nextMonth }, "city"],
      [{ city: "Madrid, Spain", month: nextMonth }, "city"],
      [{ city: ["Lisbon"], month: nextMonth }, "city"],
      [{ city: "Xq".repeat(60), month: nextMonth }, "city"],
    ];
    for (const [data, field] of cases) {
      const response = await move(request, ada.token, data);
      expect(response.status(), JSON.stringify(data)).toBe(400);
      expect((await response.json()).error.fields, JSON.stringify(data)).toHaveProperty(field);
    }
    const ambiguous = await move(request, ada.token, { city: "Paris", month: nextMonth });
    expect(ambiguous.status()).toBe(400);
    const body = await ambiguous.json();
    expect(body.error.choices.city.length).toBeGreaterThan(1);
    const helper = await request.put("/api/profile/helper", {
      headers: auth(ada.token),
      data: { welcomeHelper: "yes" },
    });
    expect(helper.status()).toBe(400);
    expect((await helper.json()).error.fields).toHaveProperty("welcomeHelper");
    const body2 = await (await request.get("/api/auth/user", { headers: auth(ada.token) })).json();
    expect(body2.user ?? body2).toMatchObject({ movingTo: null, welcomeHelper: false });
  });

  test("a move joins the city's circles and shows on the member; helpers there in getting-started; clearing it", async ({
    request,
  }) => {
    const helper = await registerMember(request, { countryOfOrigin: "Mexico", currentLocation: "Lisbon, Portugal" });
    const blockedHelper = await registerMember(request, {
      countryOfOrigin: "Mexico",
      currentLocation: "Lisbon, Portugal",
    });
    for (const member of [helper, blockedHelper]) {
      const on = await request.put("/api/profile/helper", {
        headers: auth(member.token),
        data: { welcomeHelper: true },
      });
      expect(on.status()).toBe(200);
      expect(await on.json()).toMatchObject({ welcomeHelper: true });
    }
    const ada = await registerMember(request, { countryOfOrigin: "Mexico", currentLocation: "Madrid, Spain" });
    expect((await request.post(`/api/users/${blockedHelper.id}/block`, { headers: auth(ada.token) })).status()).toBe(
      200,
    );

    const moved = await move(request, ada.token, { city: "Lisbon, Portugal", month: nextMonth });
    expect(moved.status()).toBe(200);
    const me = await moved.json();
    expect(me.movingTo).toMatchObject({ city: "Lisbon", label: "Lisbon, Portugal", month: nextMonth });
    const lisbon = me.movingTo.placeId as number;

    const circles = await (await request.get("/api/circles", { headers: auth(ada.token) })).json();
    const joined = circles.circles.filter((circle: { isOwn: boolean }) => !circle.isOwn);
    expect(joined.map((circle: { id: string }) => circle.id).sort()).toEqual(
      [`city-${lisbon}`, `from-mexico-in-${lisbon}`].sort(),
    );

    const seen = await (await request.get(`/api/users/${ada.id}`, { headers: auth(helper.token) })).json();
    expect(seen).toMatchObject({ movingTo: { placeId: lisbon, month: nextMonth }, welcomeHelper: false });
    const helperSeen = await (await request.get(`/api/users/${helper.id}`, { headers: auth(ada.token) })).json();
    expect(helperSeen).toMatchObject({ welcomeHelper: true, movingTo: null });
    expect((await request.get(`/api/users/${blockedHelper.id}`, { headers: auth(ada.token) })).status()).toBe(404);

    const started = await (await request.get("/api/getting-started", { headers: auth(ada.token) })).json();
    expect(started.panel).toMatchObject({ placeId: lisbon, city: "Lisbon", moving: true });
    expect(started.panel.circles.map((circle: { id: string }) => circle.id)).toEqual([
      `from-mexico-in-${lisbon}`,
      `city-${lisbon}`,
    ]);
    const helperIds = started.panel.helpers.map((person: { id: string }) => person.id);
    expect(helperIds).toContain(helper.id);
    expect(helperIds).not.toContain(blockedHelper.id);

    const cleared = await request.delete("/api/profile/moving", { headers: auth(ada.token) });
    expect(cleared.status()).toBe(200);
    expect(await cleared.json()).toMatchObject({ movingTo: null });
    const after = await (await request.get("/api/circles", { headers: auth(ada.token) })).json();
    expect(after.circles.filter((circle: { isOwn: boolean }) => !circle.isOwn)).toEqual([]);
    // A new member (first 90 days) gets the panel for their own city instead.
    const own = await (await request.get("/api/getting-started", { headers: auth(ada.token) })).json();
    expect(own.panel).toMatchObject({ city: "Madrid", moving: false });
  });
});
