// POST /api/auth/forgot-password and /api/auth/reset-password; links never follow the request's Host.
import { expect, test } from "./test";
import { model, registerMember, uniqueEmail } from "../e2e/fixtures";

async function mailedLink(email: string): Promise<URL> {
  const { db } = await model();
  const mail = await db.mail.findFirst({
    where: { to: email, kind: "password-reset" },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: { text: true, html: true },
  });
  const match = /(https?:\/\/\S+reset-password\?token=[A-Za-z0-9_-]+)/.exec(mail?.text ?? "");
  expect(match, "a reset link in the mail").not.toBeNull();
  expect(mail!.html).not.toContain("evil.example");
  return new URL(match![1]);
}

test.describe("password reset API", () => {
  test("202 for any address; the link is built from the app's own URL, never Host or X-Forwarded-Host", async ({
    request,
  }) => {
    const member = await registerMember(request);
    for (const email of [member.email, uniqueEmail("nobody")]) {
      const response = await request.post("/api/auth/forgot-password", {
        data: { email },
        headers: { Host: "evil.example", "X-Forwarded-Host": "evil.example", "X-Forwarded-Proto": "https" },
      });
      expect(response.status()).toBe(202);
      expect(await response.json()).toEqual({ ok: true });
    }
    const link = await mailedLink(member.email);
    expect(link.hostname).not.toBe("evil.example");
    expect(link.hostname).toBe("localhost");
  });

  test("reset with the token: a new session, the old one ended; bad input is a 400 with fields", async ({
    request,
  }) => {
    const member = await registerMember(request);
    expect((await request.post("/api/auth/forgot-password", { data: { email: member.email } })).status()).toBe(202);
    const token = (await mailedLink(member.email)).searchParams.get("token")!;
    const short = await request.post("/api/auth/reset-password", {
      data: { token, password: "x", confirmPassword: "x" },
    });
    expect(short.status()).toBe(400);
    expect((await short.json()).error.fields.password).toBe("At least 8 characters");
    const common = await request.post("/api/auth/reset-password", {
      data: { token, password: "superman1", confirmPassword: "superman1" },
    });
    expect(common.status()).toBe(400);
    expect((await common.json()).error.fields.password).toMatch(/^Too common/);
    const bad = await request.post("/api/auth/forgot-password", { data: { email: 42 } });
    expect(bad.status()).toBe(400);
    const reset = await request.post("/api/auth/reset-password", {
      data: { token, password: "api-new-password", confirmPassword: "api-new-password" },
    });
    expect(reset.status()).toBe(200);
    const body = await reset.json();
    expect(body.token).toEqual(expect.any(String));
    expect(
      (await request.get("/api/auth/user", { headers: { Authorization: `Bearer ${member.token}` } })).status(),
    ).toBe(401);
    expect((await request.get("/api/auth/user", { headers: { Authorization: `Bearer ${body.token}` } })).status()).toBe(
      200,
    );
    const again = await request.post("/api/auth/reset-password", {
      data: { token, password: "api-new-password", confirmPassword: "api-new-password" },
    });
    expect(again.status()).toBe(400);
  });

  test("behind TLS the flash toast's cookie is Secure, as the session cookie is; over plain http it is not", async ({
    request,
  }) => {
    const ask = (headers: Record<string, string>) =>
      request.post("/forgot-password", { form: { email: uniqueEmail("toast") }, headers, maxRedirects: 0 });
    const toastCookie = (setCookie: string | undefined) =>
      (setCookie ?? "").split("\n").find((cookie) => cookie.startsWith("roots_toast="));
    const overTls = toastCookie((await ask({ "X-Forwarded-Proto": "https" })).headers()["set-cookie"]);
    expect(overTls).toMatch(/; Secure/i);
    const plain = toastCookie((await ask({})).headers()["set-cookie"]);
    expect(plain).toBeTruthy();
    expect(plain).not.toMatch(/; Secure/i);
  });
});
