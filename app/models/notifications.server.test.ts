import { db } from "~/server/db.server";
import { createMember } from "../../tests/setup/factories";
import { acceptConnection, requestConnection } from "./connections.server";
import { cancelEvent, createEvent, setRsvp, updateEvent } from "./events.server";
import {
  countUnreadNotifications,
  listNotifications,
  markNotificationsRead,
  sendNotification,
} from "./notifications.server";
import { addComment, createPost } from "./posts.server";
import type { Viewer } from "./viewer";

async function member(firstName = "Test"): Promise<Viewer> {
  const { user } = await createMember({ firstName });
  return { id: user.id, role: user.role };
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const summaries = async (viewer: Viewer) =>
  (await listNotifications(viewer)).items.map((item) => [
    item.type,
    item.summary,
    item.link,
    item.actor?.firstName ?? null,
  ]);

describe("notifications from the features", () => {
  it("a connection request tells the receiver; accepting tells the requester", async () => {
    const [ana, ben] = [await member("Ana"), await member("Ben")];
    const request = await requestConnection(ana, { receiverId: ben.id });
    expect(await summaries(ben)).toEqual([
      ["connection_request", "sent you a connection request", "/connections?tab=received", "Ana"],
    ]);
    expect(await summaries(ana)).toEqual([]);
    await acceptConnection(ben, request.id);
    await acceptConnection(ben, request.id); // again: nothing new
    expect(await summaries(ana)).toEqual([
      ["connection_accepted", "accepted your connection request", `/members/${ben.id}`, "Ben"],
    ]);
  });

  it("a comment tells the post's author (a response, the question's asker); never yourself", async () => {
    const [author, commenter] = [await member("Author"), await member("Cara")];
    const post = await createPost(author, { content: "Where do you buy plantain?" });
    const question = await createPost(author, {
      content: "Which bank?",
      type: "advice",
      category: "Financial Planning",
    });
    await addComment(commenter, post.id, {
      content: "The market on Saturdays, near the station, has the best ones by far",
    });
    await addComment(commenter, question.id, { content: "Try the online one" });
    await addComment(author, post.id, { content: "Thanks!" });
    expect(await summaries(author)).toEqual([
      ["advice_response", "responded to your question: “Try the online one”", `/advice/${question.id}`, "Cara"],
      [
        "post_comment",
        "commented on your post: “The market on Saturdays, near the station, has the best ones by far”",
        `/posts/${post.id}#comments`,
        "Cara",
      ],
    ]);
    expect(await summaries(commenter)).toEqual([]);
  });

  it("an RSVP tells the organizer; a change or a cancellation tells everyone who answered", async () => {
    const [organizer, going, maybe, bystander] = [
      await member("Olu"),
      await member("Gita"),
      await member("Mo"),
      await member("Bea"),
    ];
    const event = await createEvent(organizer, { title: "Picnic", eventDate: inDays(5), location: "Park" });
    await setRsvp(going, event.id, { status: "attending" });
    await setRsvp(maybe, event.id, { status: "maybe" });
    await setRsvp(maybe, event.id, { status: "none" }); // withdrawing is not news: it takes the unread one back
    await setRsvp(maybe, event.id, { status: "maybe" });
    expect((await summaries(organizer)).map(([type, summary]) => [type, summary])).toEqual([
      ["event_rsvp", "might go to “Picnic”"],
      ["event_rsvp", "is going to “Picnic”"],
    ]);
    await updateEvent(organizer, event.id, { eventDate: inDays(6) });
    await updateEvent(organizer, event.id, { description: "Bring a blanket" });
    await cancelEvent(organizer, event.id);
    await cancelEvent(organizer, event.id); // already cancelled: nothing new
    for (const person of [going, maybe]) {
      expect((await summaries(person)).map(([type, summary, link]) => [type, summary, link])).toEqual([
        ["event_cancelled", "cancelled “Picnic”", `/events/${event.id}`],
        ["event_changed", "changed the details of “Picnic”", `/events/${event.id}`],
        ["event_changed", "moved “Picnic”: check the new date and time", `/events/${event.id}`],
      ]);
    }
    expect(await summaries(bystander)).toEqual([]);
    expect((await summaries(organizer)).filter(([type]) => type !== "event_rsvp")).toEqual([]);
  });
});

describe("reading notifications", () => {
  it("pages newest first; marks read by ids (only the member's own) or all; counts the unread", async () => {
    const [me, other, actor] = [await member(), await member(), await member("Zed")];
    for (let i = 1; i <= 5; i++)
      await sendNotification({ to: me.id, actorId: actor.id, type: "post_comment", summary: `note ${i}`, link: "/" });
    await sendNotification({
      to: [other.id, actor.id],
      actorId: actor.id,
      type: "post_comment",
      summary: "theirs",
      link: "/",
    });
    const first = await listNotifications(me, { limit: 2 });
    expect(first.items.map((item) => item.summary)).toEqual(["note 5", "note 4"]);
    const second = await listNotifications(me, { limit: 2, cursor: first.nextCursor });
    expect(second.items.map((item) => item.summary)).toEqual(["note 3", "note 2"]);
    expect(await countUnreadNotifications(me.id)).toBe(5);
    const theirs = (await listNotifications(other)).items[0];
    expect(await markNotificationsRead(me, { ids: [first.items[0].id, theirs.id] })).toEqual({ updated: 1, unread: 4 });
    expect((await listNotifications(other)).items[0].read).toBe(false);
    expect(await countUnreadNotifications(actor.id)).toBe(0);
    expect(await markNotificationsRead(me, {})).toEqual({ updated: 4, unread: 0 });
    expect((await listNotifications(me)).items.every((item) => item.read)).toBe(true);
  });

  it.each([
    [{ ids: "all" }],
    [{ ids: [42] }],
    [{ ids: [""] }],
    [{ ids: Array.from({ length: 101 }, (_, i) => `n${i}`) }],
    [{ ids: ["x".repeat(65)] }],
  ])("refuses %o with a 400 and marks nothing", async (input) => {
    const me = await member();
    await sendNotification({ to: me.id, actorId: null, type: "post_comment", summary: "hello", link: "/" });
    await expect(markNotificationsRead(me, input)).rejects.toMatchObject({ status: 400 });
    expect(await countUnreadNotifications(me.id)).toBe(1);
  });

  it("a bad cursor is a 400; a long summary is clipped", async () => {
    const me = await member();
    await expect(listNotifications(me, { cursor: "junk!" })).rejects.toMatchObject({ status: 400 });
    await sendNotification({ to: me.id, actorId: null, type: "post_comment", summary: "x".repeat(1000), link: "/" });
    const row = await db.notification.findFirstOrThrow({ where: { userId: me.id }, select: { summary: true } });
    expect(row.summary).toHaveLength(300);
  });
});
