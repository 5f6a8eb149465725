// Notification mail (issue 28 §3): only when away, one mail per conversation an hour with what came meanwhile,
// notifications mailed once per preference, and the daily summary once a day. The jobs' handlers are called
// with a `now` the test chooses; the rows they read are real.
import { db } from "~/server/db.server";
import { createMember } from "../../tests/setup/factories";
import { blockMember } from "./blocks.server";
import { updateMailPreferences } from "./mail-preferences.server";
import { markConversationRead, sendMessage } from "./messages.server";
import {
  AWAY_MS,
  CONVERSATION_MAIL_EVERY_MS,
  mailAboutMessages,
  mailAboutNotification,
  noteSeenLive,
  sendDailySummaries,
} from "./notification-mail.server";
import { sendNotification } from "./notifications.server";

const MIN = 60 * 1000;

async function messageAt(from: { id: string; role: "member" | "admin" }, to: string, at: Date, content = "hello") {
  const message = await sendMessage(from, { receiverId: to, content });
  await db.message.update({ where: { id: message.id }, data: { createdAt: at }, select: { id: true } });
  return message;
}

const mailsTo = (userId: string, kind?: string) =>
  db.mail.findMany({
    where: { userId, kind: kind ?? { not: "verify-email" } }, // registering mails a verification link
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: { subject: true, text: true, headers: true, kind: true },
  });

describe("message mail", () => {
  it("waits for the member to be away, then mails once with every message that came meanwhile", async () => {
    const { user: amara } = await createMember({ firstName: "Amara" });
    const { user: me } = await createMember();
    const t0 = new Date(Date.now() - 5 * MIN);
    await messageAt(amara, me.id, t0, "one");
    // Within its 10 minutes nothing goes.
    expect(await mailAboutMessages(me.id, amara.id, new Date(t0.getTime() + AWAY_MS - 1000))).toBe("skipped");
    await messageAt(amara, me.id, new Date(t0.getTime() + 2 * MIN), "two");
    await messageAt(amara, me.id, new Date(t0.getTime() + 5 * MIN), "three");
    const at = new Date(t0.getTime() + AWAY_MS);
    // Two jobs racing: one mail.
    const results = await Promise.all([mailAboutMessages(me.id, amara.id, at), mailAboutMessages(me.id, amara.id, at)]);
    expect(results.sort()).toEqual(["sent", "skipped"]);
    const [mail, ...rest] = await mailsTo(me.id, "messages");
    expect(rest).toHaveLength(0);
    expect(mail.subject).toContain("Amara sent you 3 messages");
    expect(mail.text).toContain(`/messages/${amara.id}`);
    expect(JSON.parse(mail.headers)).toMatchObject({
      "List-Unsubscribe": expect.stringMatching(/^<http.*\/unsubscribe\?token=/),
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    // The jobs of messages two and three find the hour not over: one look later, no mail now.
    expect(await mailAboutMessages(me.id, amara.id, new Date(at.getTime() + 5 * MIN))).toBe("later");
    // More messages within the hour wait for it; after it, one mail tells of those only.
    await messageAt(amara, me.id, new Date(at.getTime() + 20 * MIN), "four");
    expect(await mailAboutMessages(me.id, amara.id, new Date(at.getTime() + 30 * MIN))).toBe("later");
    expect(await mailsTo(me.id, "messages")).toHaveLength(1);
    expect(await mailAboutMessages(me.id, amara.id, new Date(at.getTime() + CONVERSATION_MAIL_EVERY_MS))).toBe("sent");
    const mails = await mailsTo(me.id, "messages");
    expect(mails).toHaveLength(2);
    expect(mails[1].subject).toContain("Amara sent you a message");
    // Nothing new since: nothing more.
    expect(await mailAboutMessages(me.id, amara.id, new Date(at.getTime() + 3 * CONVERSATION_MAIL_EVERY_MS))).toBe(
      "skipped",
    );
  });

  it("sends nothing for a message read, or seen arriving live, within 10 minutes", async () => {
    const { user: sender } = await createMember();
    const { user: reader } = await createMember();
    const t0 = new Date(Date.now() - 20 * MIN);
    await messageAt(sender, reader.id, t0);
    await markConversationRead(reader, sender.id);
    expect(await mailAboutMessages(reader.id, sender.id, new Date(t0.getTime() + AWAY_MS))).toBe("skipped");

    const { user: watcher } = await createMember();
    await messageAt(sender, watcher.id, t0);
    await noteSeenLive(watcher.id, sender.id, new Date(t0.getTime() + 1000));
    expect(await mailAboutMessages(watcher.id, sender.id, new Date(t0.getTime() + AWAY_MS))).toBe("skipped");
    expect(await db.mail.count({ where: { userId: { in: [reader.id, watcher.id] }, kind: "messages" } })).toBe(0);
  });

  it("follows the preference, and never mails about a blocked member", async () => {
    const { user: sender } = await createMember();
    const { user: quiet } = await createMember();
    const { user: blocker } = await createMember();
    await updateMailPreferences(quiet, { messages: "off" });
    const t0 = new Date(Date.now() - 20 * MIN);
    await messageAt(sender, quiet.id, t0);
    await messageAt(sender, blocker.id, t0);
    await blockMember(blocker, sender.id);
    expect(await mailAboutMessages(quiet.id, sender.id, new Date(t0.getTime() + AWAY_MS))).toBe("skipped");
    expect(await mailAboutMessages(blocker.id, sender.id, new Date(t0.getTime() + AWAY_MS))).toBe("skipped");
    expect(await db.mail.count({ where: { userId: { in: [quiet.id, blocker.id] }, kind: "messages" } })).toBe(0);
  });
});

describe("notification mail", () => {
  it("mails a kind set to immediately once, however often its job runs; daily and off wait or stay quiet", async () => {
    const { user: asker } = await createMember({ firstName: "Kofi" });
    const { user: now } = await createMember();
    const { user: later } = await createMember();
    await updateMailPreferences(now, { connections: "immediately" });
    const link = `/members/${asker.id}`;
    await sendNotification({
      to: [now.id, later.id],
      actorId: asker.id,
      type: "connection_request",
      summary: "wants to connect",
      link,
    });
    // Announcing it scheduled the mail job for the member who wants it at once, ten minutes on; none for the other.
    const scheduled = await db.job.findMany({
      where: { kind: "mail.notification", payload: { contains: link } },
      select: { payload: true, runAt: true },
    });
    expect(scheduled.map((row) => JSON.parse(row.payload).userId)).toEqual([now.id]);
    expect(scheduled[0].runAt.getTime()).toBeGreaterThan(Date.now() + AWAY_MS - 60_000);
    const job = (userId: string) => mailAboutNotification({ userId, type: "connection_request", link });
    expect(await job(now.id)).toBe("sent");
    expect(await job(now.id)).toBe("skipped");
    expect(await job(later.id)).toBe("skipped"); // the default: daily
    const [mail, ...rest] = await mailsTo(now.id);
    expect(rest).toHaveLength(0);
    expect(mail.subject).toContain("Kofi Member wants to connect");
    expect(JSON.parse(mail.headers)["List-Unsubscribe"]).toContain(".connections.");
  });

  it("a daily summary: one a day per member, listing what is unread for the daily kinds", async () => {
    const { user: actor } = await createMember({ firstName: "Lena" });
    const { user: member } = await createMember();
    const { user: reader } = await createMember();
    await updateMailPreferences(member, { messages: "daily" });
    for (const to of [member.id, reader.id]) {
      await sendNotification({
        to,
        actorId: actor.id,
        type: "post_comment",
        summary: "commented on your post",
        link: "/posts/x",
      });
    }
    await sendMessage(actor, { receiverId: member.id, content: "hi" });
    await db.notification.updateMany({ where: { userId: reader.id }, data: { readAt: new Date() } });
    const at = new Date(); // the summary goes once the day's hour (07:00 UTC) has come
    if (at.getUTCHours() < 8) at.setUTCHours(8);
    await sendDailySummaries(at);
    await sendDailySummaries(at);
    const mails = await mailsTo(member.id, "daily");
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain("Lena Member commented on your post");
    expect(mails[0].text).toContain("1 unread message");
    expect(JSON.parse(mails[0].headers)["List-Unsubscribe"]).toContain(".daily.");
    expect(await mailsTo(reader.id, "daily")).toHaveLength(0); // read already
  });
});
