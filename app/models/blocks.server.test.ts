import { db } from "~/server/db.server";
import { createMember } from "../../tests/setup/factories";
import { listAdvice } from "./advice.server";
import { blockMember, isBlockedBetween, listBlocked, unblockMember } from "./blocks.server";
import { acceptConnection, requestConnection } from "./connections.server";
import { createEvent, getEvent, listEvents, listUpcomingEvents, setRsvp } from "./events.server";
import { getMember } from "./members.server";
import { countUnreadMessages, getConversationPartner, listConversations, sendMessage } from "./messages.server";
import { searchPeople, suggestPeople } from "./members.server";
import { addComment, createPost, getPost, listComments, listFeed, toggleLike } from "./posts.server";
import { createService, listServices } from "./services.server";
import type { Viewer } from "./viewer";

async function member(lastName: string): Promise<Viewer> {
  const { user } = await createMember({
    firstName: "Blocky",
    lastName,
    countryOfOrigin: "Brazil",
    currentLocation: "Accra, Ghana",
  });
  return { id: user.id, role: user.role };
}
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

describe("blocking works both ways, on every surface", () => {
  it("hides each from the other everywhere, refuses messages and requests clearly, and unblocking restores it", async () => {
    const tag = `zb${Date.now().toString(36)}`;
    const [me, them, bystander] = [await member(`${tag}me`), await member(`${tag}them`), await member(`${tag}by`)];
    // Before: connected, a conversation, content both ways.
    const request = await requestConnection(them, { receiverId: me.id });
    await acceptConnection(me, request.id);
    await sendMessage(them, { receiverId: me.id, content: "hello" });
    const theirPost = await createPost(them, { content: `post ${tag}` });
    const myPost = await createPost(me, { content: `mine ${tag}` });
    await addComment(them, myPost.id, { content: "their comment" });
    await addComment(bystander, myPost.id, { content: "bystander comment" });
    const question = await createPost(them, { content: `question ${tag}`, type: "advice", category: "Housing" });
    const event = await createEvent(them, { title: `event ${tag}`, eventDate: inDays(3) });
    await createService(them, { title: `service ${tag}`, description: "help", category: "Legal Help" });

    // The blocked member (them) blocks nobody: I block them. Everything must hold for both sides.
    await blockMember(me, them.id);
    expect(await isBlockedBetween(me.id, them.id)).toBe(true);
    expect(await isBlockedBetween(them.id, me.id)).toBe(true);
    expect(await db.connection.count({ where: { OR: [{ requesterId: them.id }, { receiverId: them.id }] } })).toBe(0);

    for (const [viewer, other, otherPostId] of [
      [me, them, theirPost.id],
      [them, me, myPost.id],
    ] as const) {
      const feed = (await listFeed(viewer, { limit: 50 })).posts.map((post) => post.id);
      expect(feed, "feed").not.toContain(otherPostId);
      await expect(getPost(viewer, otherPostId), "permalink").rejects.toMatchObject({ status: 404 });
      await expect(toggleLike(viewer, otherPostId), "like").rejects.toMatchObject({ status: 404 });
      await expect(addComment(viewer, otherPostId, { content: "hi" }), "comment").rejects.toMatchObject({
        status: 404,
      });
      await expect(getMember(viewer, other.id), "profile").rejects.toMatchObject({
        status: 404,
        message: "This member is not available",
      });
      await expect(getConversationPartner(viewer, other.id), "thread").rejects.toMatchObject({ status: 404 });
      await expect(
        sendMessage(viewer, { receiverId: other.id, content: "still there?" }),
        "message",
      ).rejects.toMatchObject({ status: 403, message: "You can't message this member" });
      await expect(requestConnection(viewer, { receiverId: other.id }), "request").rejects.toMatchObject({
        status: 403,
        message: "You can't connect with this member",
      });
      expect(
        (await listConversations(viewer)).map((c) => c.user.id),
        "conversations",
      ).not.toContain(other.id);
      expect(
        (await searchPeople(viewer, { q: tag })).people.map((p) => p.id),
        "search",
      ).not.toContain(other.id);
      expect(
        (await suggestPeople(viewer, 50)).map((p) => p.id),
        "suggestions",
      ).not.toContain(other.id);
    }
    // Their comment on my post is gone for me; the bystander's stays.
    expect((await listComments(me, myPost.id)).comments.map((c) => c.content)).toEqual(["bystander comment"]);
    expect(await countUnreadMessages(me.id)).toBe(0);
    expect((await listAdvice(me, { q: tag })).questions.map((q) => q.id)).not.toContain(question.id);
    expect((await listEvents(me, { q: tag })).events).toEqual([]);
    expect(
      (await listUpcomingEvents(50, new Date(), me.id)).map((e) => e.id),
      "home sidebar",
    ).not.toContain(event.id);
    await expect(getEvent(me, event.id)).rejects.toMatchObject({ status: 404 });
    expect((await listServices(me, { q: tag })).services).toEqual([]);
    // Nobody else is affected.
    expect((await searchPeople(bystander, { q: tag })).people.map((p) => p.id)).toEqual(
      expect.arrayContaining([me.id, them.id]),
    );
    expect((await listEvents(bystander, { q: tag })).events.map((e) => e.id)).toEqual([event.id]);

    expect((await listBlocked(me)).map((b) => b.id)).toEqual([them.id]);
    expect(await listBlocked(them)).toEqual([]);
    // Only the blocker unblocks.
    await expect(unblockMember(them, me.id)).rejects.toMatchObject({ status: 404 });
    await unblockMember(me, them.id);
    expect(await isBlockedBetween(me.id, them.id)).toBe(false);
    expect((await getPost(me, theirPost.id)).id).toBe(theirPost.id);
    expect((await getMember(me, them.id)).id).toBe(them.id);
    await sendMessage(me, { receiverId: them.id, content: "sorry" });
  });

  it("refuses blocking yourself, unknown or malformed ids; blocking twice is one block", async () => {
    const [me, them] = [await member("a"), await member("b")];
    await expect(blockMember(me, me.id)).rejects.toMatchObject({ status: 409 });
    await expect(blockMember(me, "nobody")).rejects.toMatchObject({ status: 404 });
    await expect(blockMember(me, "x".repeat(65))).rejects.toMatchObject({ status: 400 });
    await expect(blockMember(me, 42)).rejects.toMatchObject({ status: 400 });
    await blockMember(me, them.id);
    await blockMember(me, them.id);
    expect(await db.block.count({ where: { blockerId: me.id } })).toBe(1);
  });

  it("frees the seats either one held at the other's upcoming events, in the block's transaction", async () => {
    const [host, guest, other] = [await member("host"), await member("guest"), await member("other")];
    const full = await createEvent(host, { title: "Small dinner", eventDate: inDays(2), maxAttendees: 5 });
    const maybe = await createEvent(host, { title: "Walk", eventDate: inDays(4) });
    const theirs = await createEvent(guest, { title: "Guest's party", eventDate: inDays(3) });
    await setRsvp(guest, full.id, { status: "attending" });
    await setRsvp(other, full.id, { status: "attending" });
    await setRsvp(guest, maybe.id, { status: "maybe" });
    await setRsvp(host, theirs.id, { status: "attending" });
    const seats = async (id: string) =>
      (await db.event.findUniqueOrThrow({ where: { id }, select: { attendeesCount: true } })).attendeesCount;
    const [fullBefore, theirsBefore] = [await seats(full.id), await seats(theirs.id)];

    await blockMember(host, guest.id);

    const left = await db.rsvp.findMany({
      where: { eventId: { in: [full.id, maybe.id, theirs.id] } },
      select: { eventId: true, userId: true },
    });
    expect(left).toEqual([{ eventId: full.id, userId: other.id }]);
    expect(await seats(full.id)).toBe(fullBefore - 1);
    expect(await seats(theirs.id)).toBe(theirsBefore - 1);
    expect(await seats(maybe.id)).toBe((await getEvent(host, maybe.id)).attendeesCount);
  });
});
