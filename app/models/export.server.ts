// "Download my data" (issue 29 §3): everything a member created or received, as one JSON document. Other
// members appear by id and name only (never their email); what moderation hid from the member, and what
// members in a block with them wrote to them, is left out, as the pages leave it out. Once a day per member;
// built in the background (data-exports.server.ts).
import { placeSelect, toApiPlace } from "./places.server";
import { db } from "~/server/db.server";
import { createLimiter, consume } from "~/server/rate-limit.server";
import { getEnv } from "~/server/env.server";
import { describeUserAgent } from "~/lib/user-agent";
import { exportCopy } from "~/copy/account";
import type { Viewer } from "./viewer";
import { exportImages } from "./images.server";
import { preferencesOf } from "./mail-preferences.server";

const person = { select: { id: true, firstName: true, lastName: true } } as const;
type Person = { id: string; firstName: string; lastName: string };
const name = (member: Person) => ({ id: member.id, name: `${member.firstName} ${member.lastName}` });

let limiter: ReturnType<typeof createLimiter> | undefined;

/** One export a day per member (429 with Retry-After after it). */
export async function limitExport(viewer: Viewer): Promise<void> {
  limiter ??= createLimiter({ keyPrefix: "account-export", points: 1, duration: 24 * 60 * 60 });
  await consume(limiter, viewer.id, 1, exportCopy.tooSoon);
}

/** The member's data, as of now (built by the export job, data-exports.server.ts). */
export async function collectAccountData(id: string): Promise<Record<string, unknown>> {
  const blocks = await db.block.findMany({
    where: { OR: [{ blockerId: id }, { blockedId: id }] },
    select: { blockerId: true, blockedId: true, createdAt: true, blocked: person },
  });
  const blockedEitherWay = [...new Set(blocks.map((b) => (b.blockerId === id ? b.blockedId : b.blockerId)))];
  const notFromBlocked = { notIn: blockedEitherWay };

  const [profile, posts, comments, likes, helpfuls, events, rsvps, services, reviews, connections] = await Promise.all([
    db.user.findUniqueOrThrow({
      where: { id },
      select: {
        id: true,
        email: true,
        firstName: true,
        lastName: true,
        countryOfOrigin: true,
        currentLocation: true,
        place: { select: placeSelect },
        bio: true,
        skills: true,
        interests: true,
        profileImageUrl: true,
        // Where and when they are moving, and since when they welcome newcomers (decision 067).
        movingLabel: true,
        movingMonth: true,
        welcomeHelperAt: true,
        role: true,
        createdAt: true,
      },
    }),
    db.post.findMany({
      where: { authorId: id },
      select: {
        id: true,
        type: true,
        category: true,
        content: true,
        imageUrl: true,
        likesCount: true,
        commentsCount: true,
        // The circle it went to (decision 063) and the place a question is about (decision 066).
        circleId: true,
        aboutLabel: true,
        createdAt: true,
        hiddenAt: true,
      },
      orderBy: { createdAt: "asc" },
    }),
    db.comment.findMany({
      where: { authorId: id },
      select: { id: true, postId: true, content: true, helpfulCount: true, createdAt: true, hiddenAt: true },
      orderBy: { createdAt: "asc" },
    }),
    db.like.findMany({ where: { userId: id }, select: { postId: true, createdAt: true } }),
    db.commentHelpful.findMany({ where: { userId: id }, select: { commentId: true, createdAt: true } }),
    db.event.findMany({
      where: { organizerId: id },
      select: {
        id: true,
        title: true,
        description: true,
        location: true,
        isVirtual: true,
        eventDate: true,
        maxAttendees: true,
        attendeesCount: true,
        cancelledAt: true,
        createdAt: true,
      },
      orderBy: { createdAt: "asc" },
    }),
    db.rsvp.findMany({
      where: { userId: id },
      select: { eventId: true, status: true, createdAt: true, event: { select: { title: true, eventDate: true } } },
    }),
    db.service.findMany({
      where: { providerId: id },
      select: {
        id: true,
        title: true,
        description: true,
        category: true,
        price: true,
        location: true,
        isRemote: true,
        isOffering: true,
        createdAt: true,
        reviews: {
          where: { authorId: notFromBlocked },
          select: { rating: true, text: true, reply: true, createdAt: true, author: person },
        },
      },
      orderBy: { createdAt: "asc" },
    }),
    db.serviceReview.findMany({
      where: { authorId: id },
      select: { serviceId: true, rating: true, text: true, reply: true, createdAt: true },
    }),
    db.connection.findMany({
      where: { OR: [{ requesterId: id }, { receiverId: id }] },
      select: { status: true, createdAt: true, requesterId: true, requester: person, receiver: person },
    }),
  ]);
  const [sent, received, notifications, reports, sessions, circleChoices, mailPreferences] = await Promise.all([
    db.message.findMany({
      where: { senderId: id },
      select: { id: true, content: true, createdAt: true, readAt: true, receiver: person },
      orderBy: { createdAt: "asc" },
    }),
    db.message.findMany({
      where: { receiverId: id, senderId: notFromBlocked },
      select: { id: true, content: true, createdAt: true, readAt: true, sender: person },
      orderBy: { createdAt: "asc" },
    }),
    db.notification.findMany({
      where: { userId: id, OR: [{ actorId: null }, { actorId: notFromBlocked }] },
      select: { type: true, summary: true, link: true, readAt: true, createdAt: true },
      orderBy: { createdAt: "asc" },
    }),
    // The reports the member filed, not what became of them.
    db.report.findMany({
      where: { reporterId: id },
      select: { subjectType: true, subjectId: true, reason: true, note: true, createdAt: true },
    }),
    db.session.findMany({
      where: { userId: id },
      select: { kind: true, userAgent: true, createdAt: true, lastSeenAt: true },
    }),
    // The circles they joined (by hand or by a move) or left (their own circles follow from the profile).
    db.circleChoice.findMany({
      where: { userId: id },
      select: { circleId: true, state: true, byMove: true, createdAt: true },
      orderBy: { createdAt: "asc" },
    }),
    preferencesOf(id),
  ]);

  return {
    product: getEnv().APP_NAME,
    exportedAt: new Date().toISOString(),
    profile: {
      ...profile,
      // The city the member chose (decision 053), as the API answers it.
      place: toApiPlace(profile.place),
      skills: JSON.parse(profile.skills) as string[],
      interests: JSON.parse(profile.interests) as string[],
    },
    posts,
    // Their profile picture, post photos and event covers: each stored size's address (open while signed in).
    photos: await exportImages(id),
    comments,
    likes,
    helpfulVotes: helpfuls,
    events,
    rsvps: rsvps.map(({ event, ...rsvp }) => ({ ...rsvp, eventTitle: event.title, eventDate: event.eventDate })),
    services: services.map(({ reviews: got, ...service }) => ({
      ...service,
      reviews: got.map(({ author, ...review }) => ({ ...review, author: name(author) })),
    })),
    reviewsWritten: reviews,
    connections: connections.map((c) => ({
      status: c.status,
      since: c.createdAt,
      member: name(c.requesterId === id ? c.receiver : c.requester),
      askedByYou: c.requesterId === id,
    })),
    messages: {
      sent: sent.map(({ receiver, ...message }) => ({ ...message, to: name(receiver) })),
      received: received.map(({ sender, ...message }) => ({ ...message, from: name(sender) })),
    },
    notifications,
    blocks: blocks.filter((b) => b.blockerId === id).map((b) => ({ member: name(b.blocked), since: b.createdAt })),
    reportsFiled: reports,
    sessions: sessions.map(({ userAgent, ...session }) => ({ ...session, device: describeUserAgent(userAgent) })),
    circleChoices: circleChoices.map(({ circleId, state, byMove, createdAt }) => ({
      circle: circleId,
      state,
      // Joined because they said they are moving there (decision 067).
      byMove: byMove === true,
      since: createdAt,
    })),
    mailPreferences,
  };
}
