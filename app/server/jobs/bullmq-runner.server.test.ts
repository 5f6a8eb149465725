// The queue with REDIS_URL: BullMQ over the machine's Redis (skipped when none answers). Two nodes share it.
import net from "node:net";
import { randomUUID } from "node:crypto";
import { db } from "~/server/db.server";
import { createMailTransport } from "~/server/mailer.server";
import { queueMail } from "~/models/mail.server";
import { createEvent, setRsvp } from "~/models/events.server";
import { updateMailPreferences } from "~/models/mail-preferences.server";
import { createMember } from "../../../tests/setup/factories";
import { startSmtp } from "../../../tests/setup/smtp";
import { BullRunner } from "./bullmq-runner.server";
import { jobHandlers } from "./definitions.server";
import { JOB_KINDS } from "./kinds";
import { idleMailHandlers, type JobHandlers } from "./types";

const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const withRedis = await new Promise<boolean>((resolve) => {
  const { hostname, port } = new URL(REDIS_URL);
  const socket = net.connect(Number(port || 6379), hostname);
  socket.setTimeout(500, () => (socket.destroy(), resolve(false)));
  socket.once("connect", () => (socket.end(), resolve(true)));
  socket.once("error", () => resolve(false));
});

describe.runIf(withRedis)("BullMQ with REDIS_URL, two nodes", () => {
  let nodes: BullRunner[] = [];
  afterEach(async () => {
    for (const node of nodes) await node.bullQueue.obliterate({ force: true }).catch(() => {});
    await Promise.all(nodes.map((node) => node.stop(2_000)));
    nodes = [];
  });

  async function twoNodes(handlers: (node: string) => JobHandlers) {
    const prefix = `mail-test-${randomUUID().slice(0, 8)}`;
    nodes = [
      await BullRunner.create(REDIS_URL, { prefix, retryBaseMs: 50 }),
      await BullRunner.create(REDIS_URL, { prefix, retryBaseMs: 50 }),
    ];
    return Promise.all(nodes.map((node, i) => node.start(handlers(`node${i}`)))).then(() => nodes);
  }

  it("runs each job once across the nodes, however many times it is added", async () => {
    const runs: string[] = [];
    const [a, b] = await twoNodes((node) => ({
      "mail.send": async (payload) => void runs.push(`${(payload as { n: number }).n}@${node}`),
      "export.build": async () => {},
      ...idleMailHandlers,
      cleanup: async () => {},
    }));
    await Promise.all(
      Array.from({ length: 10 }, (_, n) => [
        a.enqueue("mail.send", { n }, { uniqueKey: `job-${n}` }),
        b.enqueue("mail.send", { n }, { uniqueKey: `job-${n}` }),
      ]).flat(),
    );
    await vi.waitFor(() => expect(runs).toHaveLength(10), { timeout: 10_000 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(runs.map((run) => Number(run.split("@")[0])).sort((x, y) => x - y)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    // Each repeatable job (the hourly cleanup, the digest, reminders...) is one schedule however many nodes start.
    const repeatable = Object.values(JOB_KINDS).filter((spec) => "repeatEveryMs" in spec).length;
    expect(repeatable).toBeGreaterThan(1);
    expect(await a.bullQueue.getJobSchedulersCount()).toBe(repeatable);
  });

  it("a mail added on both nodes, with SMTP down at first, arrives once", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    const smtp = await startSmtp();
    const transport = await createMailTransport(smtp.url);
    try {
      await smtp.stop();
      const { user } = await createMember();
      // Written with the embedded queue (no REDIS_URL in this process); the job is then added to BullMQ by hand.
      const id = await queueMail({
        to: user.email,
        userId: user.id,
        kind: "test",
        subject: "Hello",
        heading: "Hello",
        paragraphs: ["Hi"],
      });
      await db.job.deleteMany({ where: { uniqueKey: `mail-${id}` } });
      const [a, b] = await twoNodes(() => jobHandlers({ transport: () => transport }));
      await a.enqueue("mail.send", { mailId: id }, { uniqueKey: `mail-${id}` });
      await b.enqueue("mail.send", { mailId: id }, { uniqueKey: `mail-${id}` });
      await vi.waitFor(
        async () => expect((await a.bullQueue.getJob(`mail-${id}`))?.attemptsMade).toBeGreaterThanOrEqual(1),
        {
          timeout: 10_000,
        },
      );
      await smtp.start();
      await vi.waitFor(() => expect(smtp.received).toHaveLength(1), { timeout: 15_000 });
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(smtp.received).toHaveLength(1);
    } finally {
      transport.close();
      await smtp.stop();
      warn.mockRestore();
      log.mockRestore();
    }
  });

  it("a reminder due now, its job run on both nodes at once, reaches its attendee once (one notification, one mail)", async () => {
    const [{ user: organizer }, { user: attendee }] = [await createMember(), await createMember()];
    await updateMailPreferences({ id: attendee.id, role: "member" }, { events: "immediately" });
    const event = await createEvent(organizer, {
      title: `Reminder ${randomUUID().slice(0, 6)}`,
      eventDate: new Date(Date.now() + 3 * 60 * 60 * 1000).toISOString(),
      isVirtual: true,
    });
    await setRsvp(attendee, event.id, { status: "attending" });
    const [a, b] = await twoNodes(() => jobHandlers({ transport: () => null }));
    // Two ticks of the repeatable job landing together, one on each node.
    await Promise.all([
      a.enqueue("events.remind", {}, { uniqueKey: `remind-a-${event.id}` }),
      b.enqueue("events.remind", {}, { uniqueKey: `remind-b-${event.id}` }),
    ]);
    const reminders = () =>
      db.notification.count({ where: { userId: attendee.id, type: "event_reminder", link: `/events/${event.id}` } });
    await vi.waitFor(async () => expect(await reminders()).toBe(1), { timeout: 10_000 });
    // Both runs have finished: the second found the reminder already sent.
    const finished = async (key: string) => Boolean((await a.bullQueue.getJob(key))?.finishedOn);
    await vi.waitFor(
      async () =>
        expect([await finished(`remind-a-${event.id}`), await finished(`remind-b-${event.id}`)]).toEqual([true, true]),
      { timeout: 10_000 },
    );
    expect(await reminders()).toBe(1);
    expect(await db.mail.count({ where: { userId: attendee.id, kind: { contains: "reminder" } } })).toBe(1);
  });
});
