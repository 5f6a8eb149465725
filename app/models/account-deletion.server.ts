// Deleting an account (issue 29 §4). What the member made goes, with every count that included them put
// right (likes, comments, helpful votes, attendees, ratings) in the same transaction; their events are
// cancelled (guests are told, by the system) and deleted. The member's row stays as a stub named "Deleted
// member", with no email, password, profile or place, because the messages they sent stay in the other
// member's conversation; nothing else refers to it. Sessions and sockets end at once; the email is free to
// register again as a new member.
import * as z from "zod";
import { db } from "~/server/db.server";
import { AppError } from "~/lib/errors";
import { parseInput } from "~/lib/validation";
import { deletionCopy as copy } from "~/copy/account";
import type { AdminUser } from "~/lib/types/admin";
import { findTarget, revokeAllSessions, toAdminUser } from "./accounts.server";
import { recordAdminAction } from "./audit.server";
import { announceNotification, storeNotification, type NotificationNews } from "./notifications.server";
import { lockEvent, promoteWaiting } from "./event-waitlist.server";
import { hasTwoFactor, spendSecondFactor } from "./two-factor.server";
import { checkCurrentPassword } from "./current-password.server";
import { requireSignIn } from "./sign-in-acts.server";
import type { Access } from "./token-scope";
import type { Viewer } from "./viewer";
import { discardImages, imagesOwnedBy } from "./images.server";
import { notificationText } from "./notification-text.server";

/** The body of DELETE /api/account. */
export const confirmation = z.object({
  password: z.string({ error: copy.wrongPassword }).min(1, copy.wrongPassword).max(200),
  code: z.string().trim().max(40).optional(),
});

/** The member deletes their own account: their password, and their second factor if they have one. */
export async function deleteOwnAccount(viewer: Viewer, access: Access, input: unknown): Promise<void> {
  requireSignIn(access);
  const { password, code } = parseInput(confirmation, input, copy.failed);
  const row = await db.user.findUnique({ where: { id: viewer.id }, select: { passwordHash: true, status: true } });
  if (!row || row.status === "deleted") throw new AppError("unauthorized", "Not signed in");
  if (!(await checkCurrentPassword(viewer.id, password, row.passwordHash)))
    throw new AppError("validation", copy.wrongPassword, {
      title: copy.failed,
      fields: { password: copy.wrongPassword },
    });
  if (await hasTwoFactor(viewer.id)) {
    if (!code)
      throw new AppError("validation", copy.codeNeeded, { title: copy.failed, fields: { code: copy.codeNeeded } });
    if (!(await spendSecondFactor(viewer.id, code)))
      throw new AppError("validation", copy.wrongCode, { title: copy.failed, fields: { code: copy.wrongCode } });
  }
  await eraseMember(viewer.id);
}

type Admin = Viewer & { firstName: string; lastName: string };

/**
 * An admin deletes a member: the same erasure as the member's own, and its audit row in the same transaction.
 * Never themself (their security page asks for their password) nor another admin (409), as with suspension.
 */
export async function deleteMemberAsAdmin(actor: Admin, userId: unknown): Promise<AdminUser> {
  if (actor.role !== "admin") throw new AppError("forbidden", "Only admins can delete members");
  const target = await findTarget(userId);
  if (target.id === actor.id) throw new AppError("conflict", copy.adminNotYourself);
  if (target.role === "admin") throw new AppError("conflict", copy.adminNotAdmins);
  const label = `${target.firstName} ${target.lastName}`;
  await eraseMember(target.id, (tx) =>
    recordAdminAction(
      actor,
      { action: "user.delete", subjectType: "user", subjectId: target.id, subjectLabel: label },
      tx,
    ),
  );
  // Whom the admin deleted, as they were: the answer confirms it (the row itself is now the stub).
  return toAdminUser({ ...target, status: "deleted" });
}

type Tx = Parameters<Parameters<typeof db.$transaction>[0]>[0];

/**
 * Everything of the member, gone; the row left as the "Deleted member" stub. `alsoInTransaction` writes
 * with the erasure or not at all (an admin's audit row).
 */
export async function eraseMember(userId: string, alsoInTransaction?: (tx: Tx) => Promise<void>): Promise<void> {
  // Sessions first: nothing of theirs can write while the rest goes.
  await revokeAllSessions(userId);
  const { news, images, promotions } = await db.$transaction(async (tx) => {
    // Their pictures (profile picture, post photos, event covers): the rows go with what they belong to and the
    // member below; the files right after the commit.
    const images = await imagesOwnedBy(userId, tx);
    await tx.image.deleteMany({ where: { ownerId: userId } });
    // Counts on other members' things that included this member.
    const [likes, comments, helpfuls, rsvps, reviews] = await Promise.all([
      tx.like.findMany({ where: { userId }, select: { postId: true } }),
      tx.comment.groupBy({ by: ["postId"], where: { authorId: userId }, _count: { _all: true } }),
      tx.commentHelpful.findMany({ where: { userId }, select: { commentId: true } }),
      tx.rsvp.findMany({ where: { userId, status: "attending" }, select: { eventId: true, guests: true } }),
      tx.serviceReview.findMany({ where: { authorId: userId }, select: { serviceId: true, rating: true } }),
    ]);
    for (const ids of chunks(likes.map((like) => like.postId)))
      await tx.post.updateMany({ where: { id: { in: ids } }, data: { likesCount: { decrement: 1 } } });
    for (const { postId, _count } of comments)
      await tx.post.updateMany({ where: { id: postId }, data: { commentsCount: { decrement: _count._all } } });
    for (const ids of chunks(helpfuls.map((helpful) => helpful.commentId)))
      await tx.comment.updateMany({ where: { id: { in: ids } }, data: { helpfulCount: { decrement: 1 } } });
    // Their seats and their guests' (decision 085); the seats go to the waitlist below, once the RSVPs are gone.
    for (const rsvp of rsvps)
      await tx.event.updateMany({
        where: { id: rsvp.eventId },
        data: { attendeesCount: { decrement: 1 + rsvp.guests } },
      });
    const waits = await tx.eventWaitlist.findMany({ where: { userId }, select: { eventId: true } });
    await tx.eventWaitlist.deleteMany({ where: { userId } });
    for (const ids of chunks(waits.map((wait) => wait.eventId)))
      await tx.event.updateMany({ where: { id: { in: ids } }, data: { waitingCount: { decrement: 1 } } });
    await tx.eventCohost.deleteMany({ where: { userId } });
    for (const { serviceId, rating } of reviews)
      await tx.service.updateMany({
        where: { id: serviceId },
        data: { ratingSum: { decrement: rating }, reviewsCount: { decrement: 1 } },
      });
    // An answer of theirs accepted on someone's question: the question has no accepted answer any more.
    await tx.post.updateMany({
      where: {
        acceptedCommentId: {
          in: (await tx.comment.findMany({ where: { authorId: userId }, select: { id: true } })).map((c) => c.id),
        },
      },
      data: { acceptedCommentId: null },
    });

    // Their upcoming events: the guests hear it from the system (no actor: the stub is nobody to show).
    const events = await tx.event.findMany({
      where: { organizerId: userId, cancelledAt: null, eventDate: { gt: new Date() } },
      select: { id: true, title: true, rsvps: { select: { userId: true }, take: 5000 } },
    });
    const told: string[] = [];
    for (const event of events) {
      const stored = await storeNotification(tx, {
        to: event.rsvps.map((rsvp) => rsvp.userId),
        actorId: null,
        type: "event_cancelled",
        ...notificationText("eventCancelledOrganizerLeft", { title: event.title }),
        link: "/events",
      });
      told.push(...(stored?.recipients ?? []));
    }

    // What they made and what is about them. Posts take their likes and comments with them (cascade).
    await tx.like.deleteMany({ where: { userId } });
    await tx.commentHelpful.deleteMany({ where: { userId } });
    await tx.comment.deleteMany({ where: { authorId: userId } });
    await tx.rsvp.deleteMany({ where: { userId } });
    const promotions: NotificationNews[] = [];
    for (const rsvp of rsvps) promotions.push((await promoteWaiting(tx, await lockEvent(tx, rsvp.eventId))).news);
    await tx.serviceReview.deleteMany({ where: { authorId: userId } });
    await tx.post.deleteMany({ where: { authorId: userId } });
    await tx.event.deleteMany({ where: { organizerId: userId } });
    await tx.service.deleteMany({ where: { providerId: userId } });
    await tx.connection.deleteMany({ where: { OR: [{ requesterId: userId }, { receiverId: userId }] } });
    await tx.block.deleteMany({ where: { OR: [{ blockerId: userId }, { blockedId: userId }] } });
    await tx.notification.deleteMany({ where: { OR: [{ userId }, { actorId: userId }] } });
    await tx.activity.deleteMany({ where: { actorId: userId } });
    await tx.report.deleteMany({ where: { reporterId: userId } });
    await tx.formSubmission.deleteMany({ where: { userId } });
    await tx.twoFactor.deleteMany({ where: { userId } });
    await tx.recoveryCode.deleteMany({ where: { userId } });
    await tx.signInChallenge.deleteMany({ where: { userId } });
    await tx.passkey.deleteMany({ where: { userId } });
    await tx.passkeyChallenge.deleteMany({ where: { userId } });
    // Reset and verification links, and every mail written to them (the outbox keeps the address and links).
    await tx.accountToken.deleteMany({ where: { userId } });
    await tx.mail.deleteMany({ where: { userId } });
    // Their mail choices and the notification mail bookkeeping about them (decision 064).
    await tx.mailPreference.deleteMany({ where: { userId } });
    await tx.messageMail.deleteMany({ where: { OR: [{ receiverId: userId }, { senderId: userId }] } });
    await tx.sentOnce.deleteMany({ where: { userId } });
    await tx.session.deleteMany({ where: { userId } });
    // The weeks they were active in (the admin's analytics): they leave the counts as their posts do.
    await tx.activeWeek.deleteMany({ where: { userId } });
    // The stub: an address that cannot be registered or signed in with, a password that matches nothing.
    await tx.user.update({
      where: { id: userId },
      data: {
        status: "deleted",
        role: "member",
        email: `deleted-${userId}@deleted.invalid`,
        passwordHash: "deleted",
        ...copy.deletedName,
        searchText: "",
        profileImageUrl: null,
        countryOfOrigin: null,
        currentLocation: null,
        bio: null,
        skills: "[]",
        interests: "[]",
      },
      select: { id: true },
    });
    await alsoInTransaction?.(tx);
    return { news: told, images, promotions };
  });
  for (const promoted of promotions) await announceNotification(promoted);
  await discardImages(images);
  if (news.length > 0)
    await announceNotification({ recipients: [...new Set(news)], type: "event_cancelled", link: "/events" });
}

/** Prisma's SQLite adapter refuses 999 or more bound values in one statement. */
function chunks<T>(items: T[], size = 500): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
