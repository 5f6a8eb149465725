// What a signed-in member is answered depends on who they are (and every page carries a one-time CSP nonce):
// a shared cache (a proxy, a CDN) must never store it. Walks every route of the app as a member: pages, their
// single fetch `.data` twins and resource routes, whatever the status.
import { type APIRequestContext, type APIResponse } from "@playwright/test";
import { expect, test } from "./test";
import { registerMember } from "../e2e/fixtures";
import { appRoutes, fillPath, type RouteIds } from "./app-routes";

// The routes that answer the same bytes to everyone, and how long they may be kept.
const SAME_FOR_EVERYONE: Record<string, RegExp> = {
  "routes/_system+/avatars.$id[.svg]": /^public, max-age=\d{5,}/,
  "routes/_system+/flags.$code[.svg]": /^public, max-age=\d{5,}/,
  "routes/_system+/healthz": /^no-store$/,
  "routes/_system+/readyz": /^no-store$/,
  "routes/_system+/manifest[.webmanifest]": /^public, max-age=\d{4,}/,
};

async function itemsOf(request: APIRequestContext) {
  const member = await registerMember(request);
  const headers = { Authorization: `Bearer ${member.token}` };
  const made = async (path: string, data: Record<string, unknown>) => {
    const response = await request.post(path, { headers, data });
    expect(response.status(), `${path}: ${await response.text()}`).toBe(201);
    return (await response.json()).id as string;
  };
  const post = await made("/api/posts", { content: "A post to look at" });
  const ids: RouteIds = {
    post,
    question: await made("/api/posts", { content: "Where do I register?", type: "advice", category: "Housing" }),
    comment: await made(`/api/posts/${post}/comments`, { content: "A comment to look at" }),
    event: await made("/api/events", {
      title: "A picnic",
      description: "Bring food",
      location: "The park",
      eventDate: new Date(Date.now() + 86_400_000).toISOString(),
    }),
    service: await made("/api/services", {
      title: "Translation help",
      description: "Spanish and English",
      category: "Translation",
      location: "Lisbon",
    }),
    user: "seed-user-002",
  };
  return { member, ids };
}

function privacyProblem(response: APIResponse): string | null {
  const cacheControl = response.headers()["cache-control"] ?? "";
  const vary = (response.headers()["vary"] ?? "").toLowerCase();
  if (!/\bprivate\b/.test(cacheControl) || !/\bno-(store|cache)\b/.test(cacheControl))
    return `Cache-Control: ${cacheControl || "(none)"}`;
  if (!vary.includes("cookie") || !vary.includes("authorization")) return `Vary: ${vary || "(none)"}`;
  return null;
}

test("every answer to a signed-in member is private and never stored by a shared cache", async ({ request }) => {
  test.setTimeout(120_000);
  const { member, ids } = await itemsOf(request);
  const cookie = { Cookie: `roots_session=${member.token}` };
  const bearer = { Authorization: `Bearer ${member.token}` };
  // GET /api/logout signs the member out (the spec's nav link): walked last, so every other route sees a member.
  const routes = appRoutes().sort((a, b) => Number(a.path.endsWith("/logout")) - Number(b.path.endsWith("/logout")));
  expect(routes.length, "the manifest lists the app's routes").toBeGreaterThan(90);
  const problems: string[] = [];
  let checked = 0;

  for (const route of routes) {
    const url = fillPath(route.path, ids);
    const asks: Array<[string, Record<string, string>]> = route.page
      ? [
          [url, cookie],
          // What a client-side navigation to the page fetches.
          [`${url === "/" ? "/_root" : url}.data`, cookie],
        ]
      : [[url, url.startsWith("/api/") ? bearer : cookie]];
    for (const [path, headers] of asks) {
      const response = await request.get(path, { headers, maxRedirects: 0 });
      checked += 1;
      const where = `${route.id}: GET ${path} → ${response.status()}`;
      const expected = SAME_FOR_EVERYONE[route.id];
      if (expected) {
        const cacheControl = response.headers()["cache-control"] ?? "";
        if (response.status() === 200 && !expected.test(cacheControl))
          problems.push(`${where}: Cache-Control: ${cacheControl}`);
        continue;
      }
      const problem = privacyProblem(response);
      if (problem) problems.push(`${where}: ${problem}`);
    }
  }

  expect(problems).toEqual([]);
  expect(checked).toBeGreaterThan(140);
});

test("the private answers the audit named say so, and built assets keep their long caching", async ({ request }) => {
  const { member, ids } = await itemsOf(request);
  const cookie = { Cookie: `roots_session=${member.token}` };
  const bearer = { Authorization: `Bearer ${member.token}` };
  for (const path of ["/", "/messages", "/profile", "/notifications"]) {
    const response = await request.get(path, { headers: cookie });
    expect(response.status(), path).toBe(200);
    expect(privacyProblem(response), path).toBeNull();
  }
  for (const path of [
    `/api/users/${ids.user}`,
    `/api/posts/${ids.post}`,
    `/api/events/${ids.event}`,
    "/api/blocks",
    "/api/users/suggestions",
    "/api/search?q=a",
  ]) {
    const response = await request.get(path, { headers: bearer });
    expect(response.status(), path).toBe(200);
    expect(privacyProblem(response), path).toBeNull();
  }

  const html = await (await request.get("/", { headers: cookie })).text();
  const asset = await request.get(html.match(/\/build\/[^"]+\.js/)![0], { headers: cookie });
  expect(asset.status()).toBe(200);
  expect(asset.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  const avatar = await request.get(`/avatars/${ids.user}.svg`, { headers: cookie });
  expect(avatar.headers()["cache-control"]).toBe("public, max-age=86400, immutable");
  expect(avatar.headers()["vary"] ?? "").not.toContain("Cookie");
  const flag = await request.get("/flags/MX.svg", { headers: cookie });
  expect(flag.status()).toBe(200);
  expect(flag.headers()["cache-control"]).toBe("public, max-age=604800");
  expect((await request.get("/favicon.svg", { headers: cookie })).headers()["cache-control"]).toBe(
    "public, max-age=3600",
  );
});
