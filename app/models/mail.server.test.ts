// Mail through the job queue to a real SMTP server in this process, and the outbox without one.
import { db } from "~/server/db.server";
import { DbRunner } from "~/server/jobs/db-runner.server";
import { jobHandlers } from "~/server/jobs/definitions.server";
import { createMailTransport } from "~/server/mailer.server";
import { createMember } from "../../tests/setup/factories";
import { decodeBody, startSmtp } from "../../tests/setup/smtp";
import { deliverMail, listOutbox, queueMail, renderMail } from "./mail.server";

const content = {
  heading: "Reset your password",
  paragraphs: ["Someone asked to reset the password of <your> account."],
  action: { label: "Choose a new password", url: "http://localhost:3000/reset-password?token=abc" },
};

describe("mail", () => {
  beforeEach(async () => {
    await db.job.deleteMany({});
  });

  it("has a plain-text and an HTML part, both naming the product; HTML is escaped", () => {
    const { text, html } = renderMail(content);
    expect(text).toContain("Roots");
    expect(text).toContain("Choose a new password: http://localhost:3000/reset-password?token=abc");
    expect(html).toContain("Roots");
    expect(html).toContain("&lt;your&gt;");
    expect(html).toContain('href="http://localhost:3000/reset-password?token=abc"');
  });

  it("is written with its send job; without SMTP it stays in the outbox with one log line and no link", async () => {
    const { user } = await createMember();
    const admin = { ...user, role: "admin" as const };
    const id = await queueMail({ ...content, to: user.email, userId: user.id, kind: "reset", subject: "Reset" });
    expect(await db.job.count({ where: { uniqueKey: `mail-${id}` } })).toBe(1);
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    await new DbRunner(jobHandlers({ transport: () => null })).drain();
    const all = log.mock.calls.map((call) => String(call[0]));
    log.mockRestore();
    expect(all.every((line) => !line.includes("token="))).toBe(true);
    // One line per mail (the registration's confirmation mail has its own).
    const lines = all.filter((line) => line.startsWith("mail:") && line.includes(`(${id})`));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^mail: reset to .\*\*\*@test\.example kept in the outbox/);
    expect(lines[0]).not.toContain("token");
    const { mails } = await listOutbox(admin);
    expect(mails[0]).toMatchObject({ id, to: user.email, subject: "Reset · Roots", sentAt: null });
    expect(mails[0].text).toContain("token=abc");
    await expect(listOutbox(user)).rejects.toMatchObject({ status: 403 });
  });

  it("SMTP down, then up: the mail is retried and arrives once", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    const smtp = await startSmtp();
    const transport = await createMailTransport(smtp.url);
    try {
      await smtp.stop();
      const { user } = await createMember();
      const id = await queueMail({ ...content, to: user.email, userId: user.id, kind: "reset", subject: "Reset" });
      const runner = new DbRunner(jobHandlers({ transport: () => transport }), { retryBaseMs: 60_000 });
      await runner.drain();
      expect(smtp.received).toHaveLength(0);
      expect(
        await db.job.findUnique({ where: { uniqueKey: `mail-${id}` }, select: { attempts: true, lastError: true } }),
      ).toMatchObject({
        attempts: 1,
        lastError: expect.stringMatching(/ECONNREFUSED|connect/i),
      });
      await runner.drain(); // not due again yet
      expect(smtp.received).toHaveLength(0);
      await smtp.start();
      await db.job.updateMany({ where: { uniqueKey: `mail-${id}` }, data: { runAt: new Date() } });
      await runner.drain();
      await runner.drain();
      // A second delivery of the same mail (a job run twice) sends nothing.
      expect(await deliverMail(id, transport)).toBe("already-sent");
      expect(smtp.received).toHaveLength(1);
      const [mail] = smtp.received;
      expect(mail.to).toEqual([user.email]);
      const body = decodeBody(mail.raw);
      expect(body).toMatch(/Content-Type: text\/plain/);
      expect(body).toMatch(/Content-Type: text\/html/);
      expect(body).toContain("reset-password?token=abc");
      expect(body).toMatch(/Subject: .*Reset.*Roots/);
      expect(body).toContain(`Message-ID: <${id}@localhost>`);
      // Sent: the row keeps no body (the link was one-time).
      expect(await db.mail.findUnique({ where: { id }, select: { text: true, sentAt: true } })).toMatchObject({
        text: "",
        sentAt: expect.any(Date),
      });
    } finally {
      transport.close();
      await smtp.stop();
      warn.mockRestore();
      log.mockRestore();
    }
  });
});
