import { expect, test } from "./test";
import WebSocket from "ws";
import { model, registerMember } from "../e2e/fixtures";
import { accessOf } from "~/models/token-scope";

const auth = (token: string, userAgent = "curl/8.4.0") => ({
  Authorization: `Bearer ${token}`,
  "User-Agent": userAgent,
});
const PHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

type Device = { id: string; kind: string; device: string; current: boolean };

test.describe("sessions API", () => {
  test("needs a token", async ({ request }) => {
    expect((await request.get("/api/account/sessions")).status()).toBe(401);
    expect((await request.delete("/api/account/sessions/x")).status()).toBe(401);
    expect((await request.delete("/api/account/sessions/others")).status()).toBe(401);
  });

  test("lists the caller's sessions by device, ends one (its socket closes at once), then the others", async ({
    request,
    baseURL,
  }) => {
    const member = await registerMember(request);
    const login = async (userAgent: string) => {
      const response = await request.post("/api/auth/login", {
        headers: { "User-Agent": userAgent },
        data: { email: member.email, password: member.password },
      });
      expect(response.status()).toBe(200);
      return (await response.json()).token as string;
    };
    const phone = await login(PHONE);
    const script = await login("python-requests/2.31");

    const list = await request.get("/api/account/sessions", { headers: auth(member.token) });
    expect(list.status()).toBe(200);
    const devices = (await list.json()) as Device[];
    expect(devices).toHaveLength(3);
    expect(devices.filter((d) => d.current)).toHaveLength(1);
    expect(devices.map((d) => d.device).sort()).toEqual(
      expect.arrayContaining(["Safari on iPhone", "python-requests (app or script)"]),
    );
    expect(JSON.stringify(devices)).not.toContain(phone);

    // The phone has a live socket; ending its session closes it.
    const socket = new WebSocket(`${baseURL!.replace("http", "ws")}/ws`, {
      headers: { Authorization: `Bearer ${phone}` },
    });
    await new Promise((resolve, reject) => {
      socket.once("message", resolve);
      socket.once("error", reject);
    });
    const closed = new Promise((resolve) => socket.once("close", resolve));
    const phoneRow = devices.find((d) => d.device === "Safari on iPhone")!;
    const ended = await request.delete(`/api/account/sessions/${phoneRow.id}`, { headers: auth(member.token) });
    expect(ended.status()).toBe(200);
    expect(await ended.json()).toEqual({ device: "Safari on iPhone", current: false });
    await closed;
    expect((await request.get("/api/auth/user", { headers: auth(phone) })).status()).toBe(401);

    // Someone else's session, an ended one, or a made-up id: 404, and nothing changes.
    const stranger = await registerMember(request);
    expect(
      (await request.delete(`/api/account/sessions/${phoneRow.id}`, { headers: auth(member.token) })).status(),
    ).toBe(404);
    const theirs = (
      (await (await request.get("/api/account/sessions", { headers: auth(stranger.token) })).json()) as Device[]
    )[0];
    const refused = await request.delete(`/api/account/sessions/${theirs.id}`, { headers: auth(member.token) });
    expect(refused.status()).toBe(404);
    expect((await refused.json()).error).toMatchObject({ code: "not_found" });
    expect((await request.get("/api/auth/user", { headers: auth(stranger.token) })).status()).toBe(200);

    const others = await request.delete("/api/account/sessions/others", { headers: auth(member.token) });
    expect(await others.json()).toEqual({ ended: 1 });
    expect((await request.get("/api/auth/user", { headers: auth(script) })).status()).toBe(401);
    expect((await request.get("/api/auth/user", { headers: auth(member.token) })).status()).toBe(200);
    expect((await request.post("/api/account/sessions", { headers: auth(member.token) })).status()).toBe(405);
  });
});

test.describe("two-factor sign-in through the API", () => {
  test("login answers that a code is needed; the code step gives the token; wrong codes are counted", async ({
    request,
  }) => {
    const member = await registerMember(request);
    const { generate } = await import("otplib");
    // Turn it on through the model the security page uses, on the server's database.
    await model();
    const { beginTwoFactorSetup, confirmTwoFactorSetup, twoFactorStatus } =
      await import("../../app/models/two-factor.server");
    const viewer = { id: member.id, role: "member" as const, email: member.email };
    await beginTwoFactorSetup(viewer, accessOf(null));
    const status = await twoFactorStatus(viewer);
    if (status.state !== "setup") throw new Error("not in setup");
    const now = Math.floor(Date.now() / 1000);
    await confirmTwoFactorSetup(viewer, accessOf(null), {
      code: await generate({ secret: status.secret, epoch: now - 30 }),
    });

    const login = await request.post("/api/auth/login", { data: { email: member.email, password: member.password } });
    expect(login.status()).toBe(200);
    const pending = await login.json();
    expect(pending).toEqual({ twoFactorRequired: true, challenge: expect.any(String), expiresAt: expect.any(String) });
    expect(pending).not.toHaveProperty("token");

    const wrong = await request.post("/api/auth/login/code", {
      data: { challenge: pending.challenge, code: "000000" },
    });
    expect(wrong.status()).toBe(400);
    expect((await wrong.json()).error).toMatchObject({ code: "validation" });
    const missing = await request.post("/api/auth/login/code", { data: { challenge: pending.challenge } });
    expect(missing.status()).toBe(400);

    const right = await request.post("/api/auth/login/code", {
      headers: { "User-Agent": "okhttp/4.12" },
      data: { challenge: pending.challenge, code: await generate({ secret: status.secret }) },
    });
    expect(right.status()).toBe(200);
    const signedIn = await right.json();
    expect(signedIn).toMatchObject({ token: expect.any(String), id: member.id, user: { id: member.id } });
    expect((await request.get("/api/auth/user", { headers: auth(signedIn.token) })).status()).toBe(200);
    // The challenge is spent.
    const reused = await request.post("/api/auth/login/code", {
      data: { challenge: pending.challenge, code: await generate({ secret: status.secret }) },
    });
    expect(reused.status()).toBe(401);
  });
});

test.describe("account export API", () => {
  test("POST /api/account/export queues it (202, once a day); GET /api/account/export/{id} gives the file once built", async ({
    request,
  }) => {
    expect((await request.post("/api/account/export")).status()).toBe(401);
    const member = await registerMember(request);
    const other = await registerMember(request);
    const first = await request.post("/api/account/export", { headers: auth(member.token) });
    expect(first.status()).toBe(202);
    const asked = await first.json();
    expect(asked).toMatchObject({ id: expect.any(String), status: "building" });
    const second = await request.post("/api/account/export", { headers: auth(member.token) });
    expect(second.status()).toBe(429);
    expect(second.headers()["retry-after"]).toBeTruthy();

    // The server's job builds it within moments: 202 until then, then the file.
    const path = `/api/account/export/${asked.id}`;
    await expect
      .poll(async () => (await request.get(path, { headers: auth(member.token) })).status(), { timeout: 15_000 })
      .toBe(200);
    const file = await request.get(path, { headers: auth(member.token) });
    expect(file.headers()["content-disposition"]).toMatch(/^attachment; filename=".+-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(file.headers()["cache-control"]).toBe("private, no-store");
    const data = await file.json();
    expect(data.profile).toMatchObject({ id: member.id, email: member.email });
    expect(JSON.stringify(data)).not.toContain(member.token);
    expect((await request.get(path, { headers: auth(other.token) })).status()).toBe(404);
    expect((await request.get(path)).status()).toBe(401);
    expect((await request.get("/api/account/export", { headers: auth(member.token) })).status()).toBe(405);
  });
});

test.describe("account deletion API", () => {
  test("DELETE /api/account needs the password; then the token and the sign-in are dead", async ({ request }) => {
    expect((await request.delete("/api/account", { data: { password: "x" } })).status()).toBe(401);
    const member = await registerMember(request);
    const wrong = await request.delete("/api/account", {
      headers: auth(member.token),
      data: { password: "nope-nope" },
    });
    expect(wrong.status()).toBe(400);
    expect((await wrong.json()).error).toMatchObject({ code: "validation" });
    const missing = await request.delete("/api/account", { headers: auth(member.token), data: {} });
    expect(missing.status()).toBe(400);
    const done = await request.delete("/api/account", {
      headers: auth(member.token),
      data: { password: member.password },
    });
    expect(done.status()).toBe(204);
    expect((await request.get("/api/auth/user", { headers: auth(member.token) })).status()).toBe(401);
    const login = await request.post("/api/auth/login", { data: { email: member.email, password: member.password } });
    expect(login.status()).toBe(401);
    expect(
      (await request.get(`/api/users/${member.id}`, { headers: auth((await registerMember(request)).token) })).status(),
    ).toBe(404);
  });
});
