// /api/push/*: the VAPID public key, and a browser session's push subscription made, listed (and marked on its
// device), refused to an API token, and removed by endpoint. Decision 082.
import { createECDH, randomBytes } from "node:crypto";
import { expect, test } from "./test";
import { registerMember, sessionFor } from "../e2e/fixtures";

const cookie = (token: string) => ({ Cookie: `roots_session=${token}` });
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

function subscription(name: string) {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  return {
    endpoint: `https://push.example/${name}-${randomBytes(6).toString("hex")}`,
    expirationTime: null,
    keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: randomBytes(16).toString("base64url") },
  };
}

test.describe("push API", () => {
  test("gives the public key only", async ({ request }) => {
    const answer = await request.get("/api/push/key");
    expect(answer.status()).toBe(200);
    const body = await answer.json();
    expect(Object.keys(body)).toEqual(["publicKey"]);
    expect(Buffer.from(body.publicKey, "base64url")).toHaveLength(65);
  });

  test("a browser session subscribes, lists it on its device, and removes it; a token cannot", async ({ request }) => {
    const member = await registerMember(request);
    const browser = await sessionFor(member.email);
    const sub = subscription("phone");
    expect((await request.get("/api/push/subscriptions")).status()).toBe(401);

    const refused = await request.post("/api/push/subscriptions", { headers: bearer(member.token), data: sub });
    expect(refused.status()).toBe(403);
    const bad = await request.post("/api/push/subscriptions", {
      headers: cookie(browser),
      data: { ...sub, keys: { ...sub.keys, auth: "short" } },
    });
    expect(bad.status()).toBe(400);

    const made = await request.post("/api/push/subscriptions", { headers: cookie(browser), data: sub });
    expect(made.status()).toBe(201);
    expect(await made.json()).toMatchObject({ endpoint: sub.endpoint, current: true });
    const listed = await (await request.get("/api/push/subscriptions", { headers: cookie(browser) })).json();
    expect(listed).toEqual([expect.objectContaining({ endpoint: sub.endpoint, current: true })]);
    expect(JSON.stringify(listed)).not.toContain(sub.keys.auth);
    const devices = await (await request.get("/api/account/sessions", { headers: bearer(member.token) })).json();
    expect(devices.filter((d: { notifications: boolean }) => d.notifications)).toHaveLength(1);

    const gone = await request.delete("/api/push/subscriptions", {
      headers: cookie(browser),
      data: { endpoint: sub.endpoint },
    });
    expect(gone.status()).toBe(200);
    expect(
      (
        await request.delete("/api/push/subscriptions", { headers: cookie(browser), data: { endpoint: sub.endpoint } })
      ).status(),
    ).toBe(404);
  });

  test("push preferences: defaults, a change, a bad time refused", async ({ request }) => {
    const member = await registerMember(request);
    const url = "/api/account/push-preferences";
    const defaults = await (await request.get(url, { headers: bearer(member.token) })).json();
    expect(defaults).toMatchObject({ messages: true, previews: false, quietStart: "22:00", quietEnd: "07:00" });
    const changed = await request.put(url, {
      headers: bearer(member.token),
      data: { previews: true, quietEnd: "06:30" },
    });
    expect(changed.status()).toBe(200);
    expect(await changed.json()).toMatchObject({ previews: true, quietEnd: "06:30" });
    expect((await request.put(url, { headers: bearer(member.token), data: { quietEnd: "25:00" } })).status()).toBe(400);
  });
});
