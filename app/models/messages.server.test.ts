import { randomUUID } from "node:crypto";
import { countStatements, db } from "~/server/db.server";
import { subscribe } from "~/realtime/bus.server";
import type { BusMessage } from "~/realtime/bus.server";
import { createMember } from "../../tests/setup/factories";
import {
  countUnreadMessages,
  listConversations,
  listThread,
  markConversationRead,
  sendMessage,
} from "./messages.server";
import type { Viewer } from "./viewer";

async function member(overrides: Record<string, string> = {}): Promise<Viewer> {
  const { user } = await createMember(overrides);
  return { id: user.id, role: user.role };
}

describe("sendMessage", () => {
  it("stores trimmed content, then publishes an event (ids only) to both members", async () => {
    const [ana, ben] = [await member(), await member()];
    const heard: BusMessage[] = [];
    const stop = subscribe((message) => heard.push(message));
    try {
      const message = await sendMessage(ana, { receiverId: ben.id, content: "  Olá Ben  " });
      expect(message).toMatchObject({
        senderId: ana.id,
        receiverId: ben.id,
        content: "Olá Ben",
        createdAt: expect.any(String),
      });
      expect(await db.message.count({ where: { id: message.id } })).toBe(1);
      const mine = heard.filter((h) => h.event.type === "message" && h.event.messageId === message.id);
      expect(mine.map((h) => [h.userIds, (h.event as { conversationWith?: string }).conversationWith]).sort()).toEqual(
        [
          [[ana.id], ben.id],
          [[ben.id], ana.id],
        ].sort(),
      );
      expect(JSON.stringify(mine)).not.toContain("Olá");
    } finally {
      stop();
    }
  });

  it.each([
    [{ content: "   " }, "content"],
    [{ content: "x".repeat(5001) }, "content"],
    [{ content: 12 }, "content"],
    [{ content: "bad \u0000 byte" }, "content"],
    [{ content: "lone \ud800 surrogate" }, "content"],
  ])("rejects %o naming %s, and stores nothing", async (input, field) => {
    const [ana, ben] = [await member(), await member()];
    await expect(sendMessage(ana, { receiverId: ben.id, ...input })).rejects.toMatchObject({ status: 400 });
    await expect(sendMessage(ana, { receiverId: ben.id, ...input })).rejects.toMatchObject({
      fields: { [field]: expect.any(String) },
    });
    expect(await db.message.count({ where: { senderId: ana.id } })).toBe(0);
  });

  it("refuses writing to yourself (400), an unknown or suspended receiver (404), a missing or non-string receiver (400)", async () => {
    const [ana, suspended] = [await member(), await member()];
    await db.user.update({ where: { id: suspended.id }, data: { status: "suspended" } });
    await expect(sendMessage(ana, { receiverId: ana.id, content: "me" })).rejects.toMatchObject({
      status: 400,
      fields: { receiverId: expect.any(String) },
    });
    await expect(sendMessage(ana, { receiverId: "nobody-here", content: "hi" })).rejects.toMatchObject({ status: 404 });
    await expect(sendMessage(ana, { receiverId: suspended.id, content: "hi" })).rejects.toMatchObject({ status: 404 });
    await expect(sendMessage(ana, { content: "hi" })).rejects.toMatchObject({
      status: 400,
      fields: { receiverId: expect.any(String) },
    });
    await expect(sendMessage(ana, { receiverId: 42, content: "hi" })).rejects.toMatchObject({
      status: 400,
      fields: { receiverId: expect.any(String) },
    });
    expect(await db.message.count({ where: { senderId: ana.id } })).toBe(0);
  });

  it("is rate-limited per sender: the 31st message in a minute is a 429 with a wait, not stored", async () => {
    const [ana, ben, cleo] = [await member(), await member(), await member()];
    for (let i = 0; i < 30; i++) await sendMessage(ana, { receiverId: ben.id, content: `m${i}` });
    const error = await sendMessage(ana, { receiverId: ben.id, content: "one too many" }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ status: 429, extra: { retryAfterSeconds: expect.any(Number) } });
    expect(await db.message.count({ where: { senderId: ana.id } })).toBe(30);
    // Another sender has a budget of their own.
    await expect(sendMessage(cleo, { receiverId: ben.id, content: "hi" })).resolves.toMatchObject({
      senderId: cleo.id,
    });
  });
});

describe("listThread and the privacy rule", () => {
  it("returns the pair's messages oldest to newest, pages back by cursor, and never another pair's", async () => {
    const [ana, ben, cleo] = [await member(), await member(), await member()];
    for (let i = 0; i < 5; i++)
      await sendMessage(i % 2 ? ben : ana, { receiverId: i % 2 ? ana.id : ben.id, content: `ab ${i}` });
    await sendMessage(cleo, { receiverId: ana.id, content: "from cleo" });
    const last = await listThread(ana, ben.id, { limit: 3 });
    expect(last.messages.map((m) => m.content)).toEqual(["ab 2", "ab 3", "ab 4"]);
    expect(last.earlierCursor).toEqual(expect.any(String));
    const earlier = await listThread(ana, ben.id, { limit: 3, cursor: last.earlierCursor });
    expect(earlier.messages.map((m) => m.content)).toEqual(["ab 0", "ab 1"]);
    expect(earlier.earlierCursor).toBeNull();
    // Ben sees the same thread; Cleo, a third member, sees nothing of it.
    expect((await listThread(ben, ana.id)).messages).toHaveLength(5);
    expect((await listThread(cleo, ben.id)).messages).toEqual([]);
    expect((await listThread(cleo, ana.id)).messages.map((m) => m.content)).toEqual(["from cleo"]);
    expect((await listConversations(cleo)).map((c) => c.user.id)).toEqual([ana.id]);
  });

  it("answers 404 for an unknown member and 400 for a bad cursor", async () => {
    const ana = await member();
    await expect(listThread(ana, "nobody-here")).rejects.toMatchObject({ status: 404 });
    await expect(listThread(ana, ana.id, { cursor: "!!" })).rejects.toMatchObject({ status: 400 });
  });
});

describe("unread counts and marking read", () => {
  it("counts unread per conversation and in total; marking one conversation read clears only it", async () => {
    const [ana, ben, cleo] = [await member(), await member(), await member()];
    await sendMessage(ben, { receiverId: ana.id, content: "b1" });
    await sendMessage(ben, { receiverId: ana.id, content: "b2" });
    await sendMessage(cleo, { receiverId: ana.id, content: "c1" });
    await sendMessage(ana, { receiverId: cleo.id, content: "a→c" });
    expect(await countUnreadMessages(ana.id)).toBe(3);
    const before = await listConversations(ana);
    expect(before.map((c) => [c.user.id, c.lastMessage.content, c.unreadCount])).toEqual([
      [cleo.id, "a→c", 1],
      [ben.id, "b2", 2],
    ]);
    expect(await markConversationRead(ana, ben.id)).toBe(2);
    expect(await markConversationRead(ana, ben.id)).toBe(0);
    expect(await countUnreadMessages(ana.id)).toBe(1);
    // Marking read on Ben's side does not touch what Ana sent or received.
    expect(await markConversationRead(ben, ana.id)).toBe(0);
    await expect(markConversationRead(ana, "nobody-here")).rejects.toMatchObject({ status: 404 });
  });

  it("filters conversations by the start of a first or last name, case and accents folded", async () => {
    const ana = await member();
    const zoe = await member({ firstName: "Zoë", lastName: "Quartz" });
    const max = await member({ firstName: "Max", lastName: "Ubuntu" });
    await sendMessage(zoe, { receiverId: ana.id, content: "z" });
    await sendMessage(max, { receiverId: ana.id, content: "m" });
    expect((await listConversations(ana, { q: "zo" })).map((c) => c.user.id)).toEqual([zoe.id]);
    expect((await listConversations(ana, { q: "UBU" })).map((c) => c.user.id)).toEqual([max.id]);
    expect((await listConversations(ana, { q: "zoe" })).map((c) => c.user.id)).toEqual([zoe.id]);
    expect(await listConversations(ana, { q: "nobody" })).toEqual([]);
  });

  it("hides conversations and unread messages from suspended members", async () => {
    const [ana, ben] = [await member(), await member()];
    await sendMessage(ben, { receiverId: ana.id, content: "b" });
    await db.user.update({ where: { id: ben.id }, data: { status: "suspended" } });
    expect(await listConversations(ana)).toEqual([]);
    expect(await countUnreadMessages(ana.id)).toBe(0);
  });
});

describe("listConversations statements", () => {
  it("runs one statement for 2 and for 500 conversations", async () => {
    const viewer = await member();
    const small = await member();
    await sendMessage(small, { receiverId: viewer.id, content: "first" });
    const one = await countStatements(() => listConversations(viewer));
    expect(one.result).toHaveLength(1);

    const others = Array.from({ length: 500 }, (_, i) => ({ id: `m-${randomUUID()}`, i }));
    await db.user.createMany({
      data: others.map(({ id, i }) => ({
        id,
        email: `${id}@test.example`,
        passwordHash: "x",
        firstName: `Bulk${i}`,
        lastName: "Member",
      })),
    });
    const base = Date.now() - 1_000_000;
    await db.message.createMany({
      data: others.flatMap(({ id, i }) => [
        { senderId: id, receiverId: viewer.id, content: `hello ${i}`, createdAt: new Date(base + i * 1000) },
        {
          senderId: viewer.id,
          receiverId: id,
          content: `reply ${i}`,
          createdAt: new Date(base + i * 1000 + 500),
          readAt: null,
        },
      ]),
    });
    const many = await countStatements(() => listConversations(viewer));
    expect(many.result).toHaveLength(501);
    expect(many.result[0].lastMessage.content).toBe("first");
    expect(many.result[1]).toMatchObject({ lastMessage: { content: "reply 499" }, unreadCount: 1 });
    expect(one.statements).toHaveLength(1);
    expect(many.statements).toHaveLength(1);
  });
});
