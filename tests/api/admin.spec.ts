// /api/admin/*: 401 for visitors and 403 for members on every path; the spec's shapes for admins;
// suspend/activate with every refusal (400, 404, 409) and never a 500.
import { randomUUID } from "node:crypto";
import fc from "fast-check";
import { expect, test } from "./test";
import {
  auditCount,
  auditRowsAbout,
  DEMO_ADMIN,
  memberCount,
  registerMember,
  sessionFor,
  setUserRole,
  userStatus,
} from "../e2e/fixtures";

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const word = () => `zq${randomUUID().replace(/-/g, "").slice(0, 10)}`;

const PATHS: Array<[string, string]> = [
  ["GET", "/api/admin/stats"],
  ["GET", "/api/admin/users"],
  ["GET", "/api/admin/users?q=a&status=active&role=member"],
  ["GET", "/api/admin/activity"],
  ["GET", "/api/admin/analytics"],
  ["POST", "/api/admin/users/seed-user-002/suspend"],
  ["POST", "/api/admin/users/seed-user-002/activate"],
  ["POST", "/api/admin/users/seed-user-002/delete"],
  ["GET", "/api/admin/users/seed-user-002/suspend"],
  ["POST", "/api/admin/stats"],
  ["GET", "/api/admin/reports"],
  ["GET", "/api/admin/reports?status=resolved"],
  ["POST", "/api/admin/reports/some-report/dismiss"],
  ["GET", "/api/admin/reports/some-report/hide"],
  ["GET", "/api/admin/no-such-thing"],
  ["DELETE", "/api/admin/users/x/y/z"],
];

let adminToken: string;
test.beforeAll(async () => {
  adminToken = await sessionFor(DEMO_ADMIN.email);
});

test.describe("admin API", () => {
  test("401 for visitors and 403 for members on every path, and nothing changes", async ({ request }) => {
    const member = await registerMember(request);
    for (const [method, path] of PATHS) {
      const visitor = await request.fetch(path, { method });
      expect(visitor.status(), `${method} ${path} as a visitor`).toBe(401);
      expect((await visitor.json()).error.code).toBe("unauthorized");
      const forbidden = await request.fetch(path, { method, headers: bearer(member.token) });
      expect(forbidden.status(), `${method} ${path} as a member`).toBe(403);
      expect((await forbidden.json()).error.code).toBe("forbidden");
    }
    const own = await request.post(`/api/admin/users/${member.id}/suspend`, { headers: bearer(member.token) });
    expect(own.status()).toBe(403);
    expect(await userStatus(member.id)).toBe("active");
    expect(await userStatus("seed-user-002")).toBe("active");
  });

  test("GET /api/admin/stats → the four figures", async ({ request }) => {
    const response = await request.get("/api/admin/stats", { headers: bearer(adminToken) });
    expect(response.status()).toBe(200);
    const stats = await response.json();
    expect(Object.keys(stats).sort()).toEqual(["activeEvents", "totalPosts", "totalServices", "totalUsers"]);
    for (const value of Object.values(stats)) expect(Number.isInteger(value)).toBe(true);
    expect(stats.totalUsers).toBeGreaterThan(1);
    await registerMember(request);
    // The figure is the live count, the new member in it. Other workers register and delete members meanwhile:
    // compare it with the count read on either side of it, once nobody changed that in between.
    await expect
      .poll(async () => {
        const before = await memberCount();
        const shown = (await (await request.get("/api/admin/stats", { headers: bearer(adminToken) })).json())
          .totalUsers as number;
        return before === (await memberCount()) ? shown - before : "the count moved";
      })
      .toBe(0);
  });

  test("GET /api/admin/activity → [{description, timestamp}], at most 6 by default", async ({ request }) => {
    const items = await (await request.get("/api/admin/activity", { headers: bearer(adminToken) })).json();
    expect(Array.isArray(items)).toBe(true);
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThanOrEqual(6);
    for (const item of items) {
      expect(Object.keys(item).sort()).toEqual(["description", "timestamp"]);
      expect(Number.isNaN(Date.parse(item.timestamp))).toBe(false);
    }
    expect((await request.get("/api/admin/activity?limit=abc", { headers: bearer(adminToken) })).status()).toBe(400);
  });

  test("GET /api/admin/users: an array with emails, search by name or email, filters, cursor pages", async ({
    request,
  }) => {
    const mark = word();
    // Names are found by their words (the last typed one as a prefix), emails by their beginning.
    const a = await registerMember(request, { firstName: "Zz", lastName: mark });
    const b = await registerMember(request, { email: `${mark}@admin-api.example` });
    const c = await registerMember(request, { firstName: "Zz", lastName: mark });
    const get = (query: string) => request.get(`/api/admin/users?${query}`, { headers: bearer(adminToken) });
    const ids = async (query: string) =>
      ((await (await get(query)).json()) as Array<{ id: string }>).map((user) => user.id);
    const all = await (await get(`q=${mark}`)).json();
    expect(all.map((user: { id: string }) => user.id).sort()).toEqual([a.id, b.id, c.id].sort());
    expect(all[0]).toMatchObject({
      email: expect.stringContaining("@"),
      role: "member",
      status: "active",
      createdAt: expect.any(String),
      avatarUrl: expect.any(String),
    });
    expect(JSON.stringify(all)).not.toContain("passwordHash");
    expect(await ids(`q=${mark}%40admin-api`)).toEqual([b.id]);
    expect(await ids(`q=${mark}&role=admin`)).toEqual([]);
    expect(await ids(`q=${mark}&status=suspended`)).toEqual([]);
    const first = await get(`q=${mark}&limit=2`);
    expect(await first.json()).toHaveLength(2);
    const next = first.headers()["link"].match(/<([^>]+)>/)![1];
    expect(first.headers()["x-next-cursor"]).toBeTruthy();
    const second = await request.get(next, { headers: bearer(adminToken) });
    expect(await second.json()).toHaveLength(1);
    for (const bad of ["role=owner", "status=banned", "cursor=nope", "limit=0", `q=${"x".repeat(101)}`]) {
      const response = await get(bad);
      expect(response.status(), bad).toBe(400);
      expect((await response.json()).error.message).toBeTruthy();
    }
  });

  test("suspend (with a reason) then activate a fresh member: the token stops working, login is refused then allowed, audited", async ({
    request,
  }) => {
    const member = await registerMember(request);
    expect((await request.get("/api/auth/user", { headers: bearer(member.token) })).status()).toBe(200);
    // No reason, or a blank or too long one: 400 with the field, and the member stays signed in.
    for (const data of [undefined, {}, { reason: "  " }, { reason: "x".repeat(501) }]) {
      const refused = await request.post(`/api/admin/users/${member.id}/suspend`, {
        headers: bearer(adminToken),
        data,
      });
      expect(refused.status(), JSON.stringify(data)).toBe(400);
      expect((await refused.json()).error.fields).toHaveProperty("reason");
    }
    expect((await request.get("/api/auth/user", { headers: bearer(member.token) })).status()).toBe(200);
    const suspended = await request.post(`/api/admin/users/${member.id}/suspend`, {
      headers: bearer(adminToken),
      data: { reason: "Spam in every group" },
    });
    expect(suspended.status(), await suspended.text()).toBe(200);
    expect(await suspended.json()).toMatchObject({ id: member.id, status: "suspended" });
    expect((await request.get("/api/auth/user", { headers: bearer(member.token) })).status()).toBe(401);
    const refused = await request.post("/api/auth/login", { data: { email: member.email, password: member.password } });
    expect(refused.status()).toBe(403);
    expect(
      (
        await request
          .get(`/api/admin/users?q=${encodeURIComponent(member.email)}&status=suspended`, {
            headers: bearer(adminToken),
          })
          .then((r) => r.json())
      ).map((u: { id: string }) => u.id),
    ).toEqual([member.id]);

    const activated = await request.post(`/api/admin/users/${member.id}/activate`, { headers: bearer(adminToken) });
    expect(activated.status()).toBe(200);
    expect(await activated.json()).toMatchObject({ id: member.id, status: "active" });
    // The old session stays ended; a new login works.
    expect((await request.get("/api/auth/user", { headers: bearer(member.token) })).status()).toBe(401);
    expect(
      (await request.post("/api/auth/login", { data: { email: member.email, password: member.password } })).status(),
    ).toBe(200);
    expect(await auditRowsAbout(member.id)).toEqual([
      { action: "user.suspend", actorName: expect.any(String) },
      { action: "user.activate", actorName: expect.any(String) },
    ]);
  });

  test("sign-out ends every session of a member (cookie and Bearer) without suspending them; audited", async ({
    request,
  }) => {
    const member = await registerMember(request);
    const second = await request.post("/api/auth/login", { data: { email: member.email, password: member.password } });
    const secondToken = (await second.json()).token as string;
    const response = await request.post(`/api/admin/users/${member.id}/sign-out`, { headers: bearer(adminToken) });
    expect(response.status(), await response.text()).toBe(200);
    expect(await response.json()).toMatchObject({ id: member.id, status: "active" });
    for (const token of [member.token, secondToken]) {
      expect((await request.get("/api/auth/user", { headers: bearer(token) })).status()).toBe(401);
    }
    expect(
      (await request.post("/api/auth/login", { data: { email: member.email, password: member.password } })).status(),
    ).toBe(200);
    expect(await auditRowsAbout(member.id)).toEqual([{ action: "user.sign-out", actorName: expect.any(String) }]);
    // Members cannot.
    const other = await registerMember(request);
    expect(
      (await request.post(`/api/admin/users/${member.id}/sign-out`, { headers: bearer(other.token) })).status(),
    ).toBe(403);
  });

  test("bad input: another action 400, malformed id 400, unknown member 404, themself or an admin 409; nothing changes", async ({
    request,
  }) => {
    const member = await registerMember(request);
    const other = await registerMember(request);
    await setUserRole(other.email, "admin");
    const post = (path: string, data?: unknown) =>
      request.post(path, { headers: bearer(adminToken), ...(data === undefined ? {} : { data: data as object }) });
    const cases: Array<[string, number, RegExp]> = [
      [`/api/admin/users/${member.id}/erase`, 400, /suspend, activate, sign-out or delete/],
      [`/api/admin/users/${member.id}/SUSPEND`, 400, /suspend, activate, sign-out or delete/],
      [`/api/admin/users/${member.id}/%00`, 400, /not valid/],
      ["/api/admin/users/bad%20id!/suspend", 400, /userId/],
      [`/api/admin/users/${"x".repeat(65)}/suspend`, 400, /userId/],
      ["/api/admin/users/%F0%9F%98%80/suspend", 400, /userId/],
      ["/api/admin/users/no-such-member/suspend", 404, /not found/i],
      ["/api/admin/users/seed-user-001/suspend", 409, /yourself/],
      ["/api/admin/users/seed-user-001/sign-out", 409, /yourself/],
      ["/api/admin/users/no-such-member/sign-out", 404, /not found/i],
      [`/api/admin/users/${other.id}/suspend`, 409, /Admins cannot be suspended/],
      ["/api/admin/users/seed-user-001/delete", 409, /security page/],
      [`/api/admin/users/${other.id}/delete`, 409, /Admins cannot be deleted/],
      ["/api/admin/users/no-such-member/delete", 404, /not found/i],
    ];
    for (const [path, status, message] of cases) {
      const response = await post(path);
      expect(response.status(), path).toBe(status);
      expect((await response.json()).error.message, path).toMatch(message);
    }
    // A body is not needed and does not change anything; junk in it is ignored, never a 500.
    const withBody = await request.post(`/api/admin/users/no-such-member/activate`, {
      headers: { ...bearer(adminToken), "Content-Type": "application/json" },
      data: "{not json",
    });
    expect(withBody.status()).toBe(404);
    expect(await userStatus(member.id)).toBe("active");
    expect(await userStatus(other.id)).toBe("active");
    expect(await auditRowsAbout(member.id)).toEqual([]);
  });

  test("POST /api/admin/users/{id}/delete: the member is erased, cannot sign in, the audit log says who did it", async ({
    request,
  }) => {
    const member = await registerMember(request);
    const response = await request.post(`/api/admin/users/${member.id}/delete`, { headers: bearer(adminToken) });
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({ id: member.id, status: "deleted" });
    expect(await userStatus(member.id)).toBe("deleted");
    // Their token ended with them; their password signs nobody in.
    expect((await request.get("/api/auth/user", { headers: bearer(member.token) })).status()).toBe(401);
    const login = await request.post("/api/auth/login", { data: { email: member.email, password: member.password } });
    expect(login.status()).toBe(401);
    expect(await auditRowsAbout(member.id)).toEqual([expect.objectContaining({ action: "user.delete" })]);
    // Gone from the admin list, and a second delete is a 404.
    const again = await request.post(`/api/admin/users/${member.id}/delete`, { headers: bearer(adminToken) });
    expect(again.status()).toBe(404);
  });

  test("GET /api/admin/analytics takes 30, 90 or 365", async ({ request }) => {
    const response = await request.get("/api/admin/analytics?range=90", { headers: bearer(adminToken) });
    expect(response.status()).toBe(200);
    const body = await response.json();
    expect(body.range).toBe(90);
    expect(body.postsByType.labels).toHaveLength(90);
    expect((await request.get("/api/admin/analytics?range=7", { headers: bearer(adminToken) })).status()).toBe(400);
  });

  test("fuzz: malformed paths, queries and bodies as an admin never get a 5xx and write nothing", async ({
    request,
  }) => {
    test.setTimeout(120_000);
    // A fresh admin of its own: its write budget is not the demo admin's that other specs use.
    const fuzzer = await registerMember(request);
    await setUserRole(fuzzer.email, "admin");
    const text = fc.oneof(
      fc.string({ unit: "binary", maxLength: 40 }),
      fc.constantFrom(
        "",
        " ",
        "%",
        "_",
        "%_%",
        "a\u0000b",
        "\u202e",
        "../..",
        "suspend",
        "activate",
        "null",
        "-1",
        "9".repeat(300),
        "seed-user-00",
      ),
    );
    const part = text.map((raw) => encodeURIComponent(raw.replace(/[\ud800-\udfff]/g, "x")));
    const routes = [
      (a: string, b: string) => ["GET", `/api/admin/users?q=${a}&role=${b}&status=${a}&cursor=${b}&limit=${a}`],
      (a: string) => ["GET", `/api/admin/activity?limit=${a}`],
      (a: string) => ["GET", `/api/admin/analytics?range=${a}`],
      (a: string, b: string) => ["POST", `/api/admin/users/${a}/${b}`],
      (a: string) => ["POST", `/api/admin/users/${a}/suspend`],
      (a: string) => ["POST", `/api/admin/users/${a}/activate`],
      (a: string, b: string) => ["GET", `/admin/users?q=${a}&role=${b}&cursor=${b}`],
      (a: string) => ["GET", `/admin/analytics?range=${a}`],
      (a: string, b: string) => ["POST", `/admin/users/${a}/${b}`],
    ] as const;
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: routes.length - 1 }), part, part, text, async (index, a, b, raw) => {
        const [method, path] = routes[index](a, b);
        const response = await request.fetch(path, {
          method,
          headers: {
            Authorization: `Bearer ${fuzzer.token}`,
            "Content-Type": index % 2 ? "application/json" : "application/x-www-form-urlencoded",
          },
          data: method === "POST" ? raw : undefined,
          maxRedirects: 0,
          failOnStatusCode: false,
        });
        expect(response.status(), `${method} ${path}`).toBeLessThan(500);
      }),
      { numRuns: 150 },
    );
    expect(await auditCount(fuzzer.id), "no admin action was recorded").toBe(0);
  });
});
