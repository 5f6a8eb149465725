// GET/PUT /api/account/mail-preferences, and the unsubscribe link of a mail the server really wrote (an event
// cancelled: its attendees are mailed at once): RFC 8058's one-click POST works without a session, a GET
// changes nothing, a forged token is a 400.
import { expect, test } from "./test";
import { registerMember } from "../e2e/fixtures";
import { cancellationMail } from "../e2e/mail";

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

test.describe("mail preferences API", () => {
  test("GET answers the defaults; PUT changes some; bad input is a 400 with fields; no token is a 401", async ({
    request,
  }) => {
    const member = await registerMember(request);
    const url = "/api/account/mail-preferences";
    const got = await request.get(url, { headers: auth(member.token) });
    expect(got.status()).toBe(200);
    expect(await got.json()).toEqual({
      messages: "immediately",
      connections: "daily",
      replies: "daily",
      events: "daily",
      digest: "weekly",
    });
    const put = await request.put(url, { headers: auth(member.token), data: { replies: "off", digest: "off" } });
    expect(put.status()).toBe(200);
    expect(await put.json()).toMatchObject({ replies: "off", digest: "off", messages: "immediately" });
    const bad = await request.put(url, { headers: auth(member.token), data: { digest: "daily", nope: 1 } });
    expect(bad.status()).toBe(400);
    expect((await bad.json()).error).toMatchObject({ code: "validation", fields: expect.any(Object) });
    expect((await request.put(url, { headers: auth(member.token), data: ["off"] })).status()).toBe(400);
    expect((await request.post(url, { headers: auth(member.token), data: {} })).status()).toBe(405);
    expect((await request.get(url)).status()).toBe(401);
    expect((await (await request.get(url, { headers: auth(member.token) })).json()).replies).toBe("off");
  });
});

test.describe("unsubscribe", () => {
  test("a notification mail's one-click link turns its kind off without a session; GET only asks", async ({
    playwright,
    request,
    baseURL,
  }) => {
    const { guest, mail } = await cancellationMail(request);
    expect(mail.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const link = /^<(https?:\/\/[^>]+)>$/.exec(mail.headers["List-Unsubscribe"])?.[1];
    expect(link, "an unsubscribe URL").toBeTruthy();
    expect(mail.text).toContain(link!);
    const path = new URL(link!).pathname + new URL(link!).search;
    // A fresh client: no cookie, no token, as a mail provider's server.
    const anonymous = await playwright.request.newContext({ baseURL });
    const page = await anonymous.get(path);
    expect(page.status()).toBe(200);
    expect(await page.text()).toContain("Unsubscribe");
    const prefs = async () =>
      (await (await request.get("/api/account/mail-preferences", { headers: auth(guest.token) })).json()) as Record<
        string,
        string
      >;
    expect((await prefs()).events).toBe("daily"); // a GET (a mail scanner) changed nothing
    const oneClick = await anonymous.post(path, { form: { "List-Unsubscribe": "One-Click" } });
    expect(oneClick.status()).toBe(200);
    expect((await prefs()).events).toBe("off");
    // A forged token does nothing and says so.
    const forged = await anonymous.post(path.replace(/.{4}$/, "AAAA"), { form: { "List-Unsubscribe": "One-Click" } });
    expect(forged.status()).toBe(400);
    await anonymous.dispose();
  });

  test("one-click from webmail: a POST with Origin null or a webmail's origin applies and answers 200", async ({
    playwright,
    request,
    baseURL,
  }) => {
    const { guest, mail } = await cancellationMail(request);
    const link = /^<(https?:\/\/[^>]+)>$/.exec(mail.headers["List-Unsubscribe"])?.[1];
    const path = new URL(link!).pathname + new URL(link!).search;
    const anonymous = await playwright.request.newContext({ baseURL });
    const prefs = async () =>
      (await (await request.get("/api/account/mail-preferences", { headers: auth(guest.token) })).json()) as Record<
        string,
        string
      >;
    const origins: Record<string, string>[] = [
      { Origin: "null" },
      { Origin: "https://mail.google.com", "Sec-Fetch-Site": "cross-site" },
    ];
    for (const headers of origins) {
      const oneClick = await anonymous.post(path, { headers, form: { "List-Unsubscribe": "One-Click" } });
      expect(oneClick.status(), JSON.stringify(headers)).toBe(200);
      expect((await prefs()).events).toBe("off");
      await request.put("/api/account/mail-preferences", { headers: auth(guest.token), data: { events: "daily" } });
    }
    // Other pages still refuse a post from elsewhere.
    const forged = await anonymous.post("/settings/mail", { headers: { Origin: "null" }, form: { events: "off" } });
    expect(forged.status()).toBe(403);
    await anonymous.dispose();
  });
});
