import { db } from "~/server/db.server";
import { createMember } from "../../tests/setup/factories";
import { createSession, getUserBySessionToken, registerUser, verifyLogin } from "./accounts.server";
import { deleteOwnAccount } from "./account-deletion.server";
import { setHelpful } from "./advice.server";
import { blockMember } from "./blocks.server";
import { requestConnection } from "./connections.server";
import { createEvent, setRsvp } from "./events.server";
import { getConversationPartner, listConversations, sendMessage } from "./messages.server";
import { addComment, createPost, setLike } from "./posts.server";
import { createReview, createService } from "./services.server";
import { accessOf } from "./token-scope";

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

describe("deleting your account", () => {
  it("takes everything of theirs, puts every count right, tells their guests, keeps their messages as Deleted member's", async () => {
    const { user: leaver, password } = await createMember({ firstName: "Lea", lastName: "Leaver" });
    const { user: stayer } = await createMember({ firstName: "Sam", lastName: "Stayer" });
    const { user: guest } = await createMember();
    // What the leaver did to the stayer's things.
    const post = await createPost(stayer, { content: "Where to buy plantain in Lisbon?", type: "advice" });
    const answer = await addComment(stayer, post.id, { content: "Mercado da Ribeira" });
    await setLike(leaver, post.id, { pressed: "true" });
    await addComment(leaver, post.id, { content: "Try Martim Moniz" });
    await setHelpful(leaver, answer.id, { pressed: "true" });
    const party = await createEvent(stayer, { title: "Samba night", eventDate: inDays(3) });
    await setRsvp(leaver, party.id, { status: "attending" });
    const service = await createService(stayer, {
      title: "Lessons",
      description: "Weekly",
      category: "Language Tutoring",
    });
    await sendMessage(leaver, { receiverId: stayer.id, content: "Hello Sam" });
    await sendMessage(stayer, { receiverId: leaver.id, content: "Hi Lea" });
    await createReview(leaver, service.id, { rating: 2, text: "Late twice" });
    // The leaver's own things.
    await createPost(leaver, { content: "My last post" });
    const leaversEvent = await createEvent(leaver, { title: "Lea's picnic", eventDate: inDays(5) });
    await setRsvp(guest, leaversEvent.id, { status: "attending" });
    await requestConnection(leaver, { receiverId: guest.id });
    // A member who blocked them (a guest who did would have lost their seat with the block).
    await blockMember((await createMember()).user, leaver.id);
    const session = await createSession(leaver.id, "browser", null);

    await expect(deleteOwnAccount(leaver, accessOf(null), { password: "wrong-password" })).rejects.toMatchObject({
      status: 400,
    });
    expect(await getUserBySessionToken(session.token)).toMatchObject({ id: leaver.id });

    await deleteOwnAccount(leaver, accessOf(null), { password });

    expect(await getUserBySessionToken(session.token)).toBeNull();
    await expect(verifyLogin({ email: leaver.email, password }, "203.0.113.9")).rejects.toMatchObject({ status: 401 });
    const counts = await db.post.findUniqueOrThrow({
      where: { id: post.id },
      select: { likesCount: true, commentsCount: true },
    });
    expect(counts).toEqual({ likesCount: 0, commentsCount: 1 });
    expect((await db.comment.findUniqueOrThrow({ where: { id: answer.id } })).helpfulCount).toBe(0);
    // Only its host is left attending.
    expect((await db.event.findUniqueOrThrow({ where: { id: party.id } })).attendeesCount).toBe(1);
    expect(
      await db.service.findUniqueOrThrow({
        where: { id: service.id },
        select: { ratingSum: true, reviewsCount: true },
      }),
    ).toEqual({
      ratingSum: 0,
      reviewsCount: 0,
    });
    // The guest was told, by the system, and the event is gone.
    expect(await db.event.count({ where: { id: leaversEvent.id } })).toBe(0);
    expect(
      await db.notification.findMany({
        where: { userId: guest.id, type: "event_cancelled" },
        select: { actorId: true, summary: true },
      }),
    ).toEqual([{ actorId: null, summary: expect.stringContaining("Lea's picnic") }]);

    // Nothing refers to the member but the stub under the messages they sent.
    const id = leaver.id;
    const left = await Promise.all([
      db.post.count({ where: { authorId: id } }),
      db.comment.count({ where: { authorId: id } }),
      db.like.count({ where: { userId: id } }),
      db.commentHelpful.count({ where: { userId: id } }),
      db.rsvp.count({ where: { userId: id } }),
      db.event.count({ where: { organizerId: id } }),
      db.service.count({ where: { providerId: id } }),
      db.serviceReview.count({ where: { authorId: id } }),
      db.connection.count({ where: { OR: [{ requesterId: id }, { receiverId: id }] } }),
      db.block.count({ where: { OR: [{ blockerId: id }, { blockedId: id }] } }),
      db.notification.count({ where: { OR: [{ userId: id }, { actorId: id }] } }),
      db.activity.count({ where: { actorId: id } }),
      db.session.count({ where: { userId: id } }),
    ]);
    expect(
      left.every((n) => n === 0),
      JSON.stringify(left),
    ).toBe(true);
    const stub = await db.user.findUniqueOrThrow({ where: { id } });
    expect(stub).toMatchObject({
      status: "deleted",
      firstName: "Deleted",
      lastName: "member",
      bio: null,
      currentLocation: null,
    });
    expect(JSON.stringify(stub)).not.toContain(leaver.email);
    expect(JSON.stringify(stub)).not.toContain("Leaver");

    // The stayer still reads the conversation, under "Deleted member", and cannot reply.
    const conversations = await listConversations(stayer);
    expect(conversations.map((c) => [c.user.firstName, c.user.lastName, c.lastMessage.content])).toEqual([
      ["Deleted", "member", "Hi Lea"],
    ]);
    expect(await getConversationPartner(stayer, id)).toMatchObject({ deleted: true });
    await expect(sendMessage(stayer, { receiverId: id, content: "Are you there?" })).rejects.toMatchObject({
      status: 404,
    });

    // The email registers again as a new member with nothing of the old one.
    const again = await registerUser(
      { firstName: "Lea", lastName: "Again", email: leaver.email, password, confirmPassword: password },
      "203.0.113.10",
    );
    expect(again.id).not.toBe(id);
    expect(await db.post.count({ where: { authorId: again.id } })).toBe(0);
  });
});
