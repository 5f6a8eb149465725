// Keeping a circle (issue 47, decision 087): its hosts (appointed by an admin, or a member's offer an admin
// approves), and what a host does in their circle only — the welcome and rules, up to 3 pins, taking a post out
// of the circle with a reason its author is told, muting a member for 1, 7 or 30 days, and the reports about the
// circle's posts (acted on first, or handed to the admins). Every host act asks requireCircleHost in the act's own
// transaction and writes the audit log with the host as actor and the circle; admins' acts here write theirs.
import * as z from "zod";
import { db, sql, type Sql } from "~/server/db.server";
import { readRows } from "~/server/read-db.server";
import type { RowOf } from "~/server/row-shape.server";
import { AppError, isAppError } from "~/lib/errors";
import { parseInput } from "~/lib/validation";
import { idSchema } from "~/schemas/ids";
import { circleSettingsSchema, MAX_PINS, muteSchema, removalSchema } from "~/schemas/circle-hosts";
import type { FeedPost } from "~/lib/types/feed";
import type { CircleHostPerson, CircleKeeping, CircleReport, CircleSettings } from "~/lib/types/circle-hosts";
import { recordAdminAction, recordCircleHostAction } from "./audit.server";
import { circleNames, isCircleMember, memberByChoice } from "./circle-membership.server";
import { hostRoleOf, mutedAt, requireCircleHost } from "./circle-hosts.server";
import { avatarUrl } from "./member-fields.server";
import { announceNotification, excerptText, storeNotification } from "./notifications.server";
import { notificationText } from "./notification-text.server";
import { getPost } from "./posts.server";
import { limitWrite } from "./write-limits.server";
import type { Viewer } from "./viewer";

export const CIRCLE_HOST_COPY = {
  circleNotFound: "Circle not found",
  memberNotFound: "Member not found",
  postNotInCircle: "Post not found in this circle",
  notAHost: "This member is not one of the circle's hosts",
  hostsAreMembers: "Hosts are members of the circle",
  hasHosts: "This circle has hosts already",
  offerNotFound: "Offer not found",
  barred: "The admin team has barred you from hosting circles",
  tooManyPins: `A circle pins at most ${MAX_PINS} posts`,
  cannotMute: "Hosts and admins cannot be muted",
  notAdmin: "Only admins can do this",
  removalNotFound: "Removal not found",
  alreadyRestored: "This post is back in its circle already",
} as const;

type Named = Viewer & { firstName?: string; lastName?: string };

export type { CircleHostPerson, CircleKeeping, CircleReport, CircleSettings };

const personSelect = { id: true, firstName: true, lastName: true, profileImageUrl: true } as const;
const toPerson = (user: { id: string; firstName: string; lastName: string; profileImageUrl: string | null }) => ({
  ...user,
  avatarUrl: avatarUrl(user),
});

/** The circle a path names and its name, or a 404 (an over-long id is a 400, as every id). */
export async function circleOf(raw: unknown): Promise<{ id: string; name: string }> {
  const id = parseInput(idSchema, raw, CIRCLE_HOST_COPY.circleNotFound);
  const name = (await circleNames([id])).get(id);
  if (name === undefined) throw new AppError("not_found", CIRCLE_HOST_COPY.circleNotFound);
  return { id, name };
}

function requireAdmin(viewer: Viewer): void {
  if (viewer.role !== "admin") throw new AppError("forbidden", CIRCLE_HOST_COPY.notAdmin);
}

/** The actor's name for the audit log, read in the act's transaction. */
async function actorOf(viewer: Named, client: Pick<typeof db, "user"> = db) {
  if (viewer.firstName !== undefined && viewer.lastName !== undefined)
    return { ...viewer, firstName: viewer.firstName, lastName: viewer.lastName };
  const row = await client.user.findUnique({ where: { id: viewer.id }, select: { firstName: true, lastName: true } });
  return { ...viewer, firstName: row?.firstName ?? "", lastName: row?.lastName ?? "" };
}

/** A host as listCircleHosts reads them, with what membership is decided on. */
export const circleHostRowShape = {
  id: "string",
  firstName: "string",
  lastName: "string",
  profileImageUrl: "string|null",
  countryOfOrigin: "string|null",
  secondHomeland: "string|null",
  placeId: "number|bigint|null",
  choice: "string|null",
} as const;

/**
 * A circle's hosts whose role has effect: active, not barred, still in the circle. One statement for the hosts
 * and their choice about this circle; membership is then decided from those rows (memberByChoice).
 */
export async function listCircleHosts(circleId: string): Promise<CircleHostPerson[]> {
  const rows = await readRows<Array<RowOf<typeof circleHostRowShape>>>`
    SELECT u."id", u."firstName", u."lastName", u."profileImageUrl", u."countryOfOrigin", u."secondHomeland",
           u."placeId", cc."state" AS "choice"
    FROM "CircleHost" h JOIN "User" u ON u."id" = h."userId"
    LEFT JOIN "CircleChoice" cc ON cc."userId" = h."userId" AND cc."circleId" = h."circleId"
    WHERE h."circleId" = ${circleId} AND u."status" = 'active'
      AND NOT EXISTS (SELECT 1 FROM "CircleHostBar" b WHERE b."userId" = h."userId")
    ORDER BY h."createdAt" ASC, h."userId" ASC
    LIMIT 20`;
  return rows
    .filter((row) => memberByChoice({ ...row, placeId: numberOrNull(row.placeId) }, circleId, row.choice))
    .map(({ id, firstName, lastName, profileImageUrl }) => toPerson({ id, firstName, lastName, profileImageUrl }));
}

const numberOrNull = (value: number | bigint | null) => (value === null ? null : Number(value));

/**
 * The viewer's standing in a circle as its page shows it, in one statement: what the host rule decides on
 * (hostRoleOf), their mute and offer, whether the circle has hosts, and its welcome and rules. No row when the
 * viewer's account is gone.
 */
export const circleStandingRowShape = {
  status: "string",
  countryOfOrigin: "string|null",
  secondHomeland: "string|null",
  placeId: "number|bigint|null",
  choice: "string|null",
  hostRow: "number|bigint",
  barred: "number|bigint",
  offered: "number|bigint",
  hosted: "number|bigint",
  mutedUntil: "Date|null",
  welcome: "string|null",
  rules: "string|null",
} as const;

function readStanding(viewerId: string, circleId: string) {
  const flag = (exists: Sql) => sql`CASE WHEN EXISTS (${exists}) THEN 1 ELSE 0 END`;
  return readRows<Array<RowOf<typeof circleStandingRowShape>>>`
    SELECT u."status", u."countryOfOrigin", u."secondHomeland", u."placeId", cc."state" AS "choice",
      ${flag(sql`SELECT 1 FROM "CircleHost" h WHERE h."circleId" = ${circleId} AND h."userId" = u."id"`)} AS "hostRow",
      ${flag(sql`SELECT 1 FROM "CircleHostBar" b WHERE b."userId" = u."id"`)} AS "barred",
      ${flag(sql`SELECT 1 FROM "CircleHostOffer" o WHERE o."circleId" = ${circleId} AND o."userId" = u."id"`)} AS "offered",
      ${flag(sql`SELECT 1 FROM "CircleHost" h WHERE h."circleId" = ${circleId}`)} AS "hosted",
      m."until" AS "mutedUntil", s."welcome", s."rules"
    FROM "User" u
    LEFT JOIN "CircleChoice" cc ON cc."userId" = u."id" AND cc."circleId" = ${circleId}
    LEFT JOIN "CircleMute" m ON m."userId" = u."id" AND m."circleId" = ${circleId}
    LEFT JOIN "CircleSettings" s ON s."circleId" = ${circleId}
    WHERE u."id" = ${viewerId}`;
}

/** GET /api/circles/{id}/settings: the welcome, the rules and the hosts, for any member of the community. */
export async function getCircleSettings(viewer: Viewer, rawId: unknown): Promise<CircleSettings> {
  void viewer;
  const { id } = await circleOf(rawId);
  const [settings, hosts] = await Promise.all([
    db.circleSettings.findUnique({ where: { circleId: id }, select: { welcome: true, rules: true } }),
    listCircleHosts(id),
  ]);
  return { circleId: id, welcome: settings?.welcome ?? "", rules: settings?.rules ?? "", hosts };
}

/** Everything the circle page shows of its keeping, for this viewer: three reads, whatever the circle holds. */
export async function loadCircleKeeping(viewer: Viewer, rawId: unknown, now = new Date()): Promise<CircleKeeping> {
  const { id } = await circleOf(rawId);
  const [[standing], hosts, pins] = await Promise.all([
    readStanding(viewer.id, id),
    listCircleHosts(id),
    readRows<Array<{ postId: string }>>`
      SELECT "postId" FROM "CirclePin" WHERE "circleId" = ${id} ORDER BY "createdAt" ASC LIMIT ${MAX_PINS}`,
  ]);
  const pinned = (
    await Promise.all(
      pins.map((pin) =>
        getPost(viewer, pin.postId).catch((error: unknown) => (isAppError(error) ? null : Promise.reject(error))),
      ),
    )
  ).filter((post): post is FeedPost => post !== null);
  const actor = standing ? { ...standing, placeId: numberOrNull(standing.placeId) } : null;
  // The flags come back as 1 or 0 (a bigint on SQLite); no row at all is none of them.
  const flag = (value: number | bigint | undefined) => Number(value ?? 0) === 1;
  const [barred, offered] = [flag(standing?.barred), flag(standing?.offered)];
  const choice = standing?.choice ?? null;
  const role = hostRoleOf(id, { actor, hostRow: flag(standing?.hostRow), barred, choice }) === "host";
  const member = actor ? memberByChoice(actor, id, choice) : false;
  const muted = mutedAt(standing?.mutedUntil ?? null, now);
  return {
    circleId: id,
    welcome: standing?.welcome ?? "",
    rules: standing?.rules ?? "",
    hosts,
    viewerId: viewer.id,
    pinned,
    viewerIsHost: role,
    canOffer: !flag(standing?.hosted) && member && !barred && !offered && viewer.role !== "admin",
    offerPending: offered,
    mutedUntil: muted?.toISOString() ?? null,
    reports: role ? await readCircleReports(id) : null,
    offers: viewer.role === "admin" ? await offersFor(id) : null,
  };
}

async function offersFor(circleId: string): Promise<CircleHostPerson[]> {
  const rows = await db.circleHostOffer.findMany({
    where: { circleId, user: { status: "active" } },
    orderBy: { createdAt: "asc" },
    take: 20,
    select: { user: { select: personSelect } },
  });
  return rows.map((row) => toPerson(row.user));
}

/** PUT /api/circles/{id}/settings: a host writes the welcome and rules. */
export async function updateCircleSettings(viewer: Named, rawId: unknown, input: unknown): Promise<CircleSettings> {
  const { id, name } = await circleOf(rawId);
  const data = parseInput(circleSettingsSchema, input);
  await limitWrite(viewer.id, "content");
  await db.$transaction(async (tx) => {
    await requireCircleHost(viewer, id, tx);
    await tx.circleSettings.upsert({
      where: { circleId: id },
      create: { circleId: id, ...data, updatedById: viewer.id },
      update: { ...data, updatedById: viewer.id },
      select: { circleId: true },
    });
    await recordCircleHostAction(
      await actorOf(viewer, tx),
      id,
      { action: "circle.settings", subjectType: "circle", subjectId: id, subjectLabel: name },
      tx,
    );
  });
  return getCircleSettings(viewer, id);
}

/** An id, or (admins appointing) an email. */
const memberRef = z.string().trim().min(1).max(254);

/** The member a host or admin names (an admin may name them by email too), active, or 404. */
async function activeMember(client: Pick<typeof db, "user">, rawUserId: unknown, { byEmail = false } = {}) {
  const named = parseInput(memberRef, rawUserId, CIRCLE_HOST_COPY.memberNotFound);
  const member = await client.user.findUnique({
    where: byEmail && named.includes("@") ? { email: named.toLowerCase() } : { id: named },
    select: { ...personSelect, role: true, status: true, countryOfOrigin: true, secondHomeland: true, placeId: true },
  });
  if (!member || member.status !== "active") throw new AppError("not_found", CIRCLE_HOST_COPY.memberNotFound);
  return member;
}

/** POST /api/circles/{id}/hosts/{userId}: an admin appoints a member of the circle as a host (told). */
export async function appointCircleHost(admin: Named, rawId: unknown, rawUserId: unknown): Promise<CircleSettings> {
  requireAdmin(admin);
  const { id, name } = await circleOf(rawId);
  await limitWrite(admin.id, "admin");
  const news = await db.$transaction(async (tx) => {
    const member = await activeMember(tx, rawUserId, { byEmail: true });
    if (!(await isCircleMember(member, id, tx))) throw new AppError("conflict", CIRCLE_HOST_COPY.hostsAreMembers);
    const existing = await tx.circleHost.findUnique({
      where: { circleId_userId: { circleId: id, userId: member.id } },
      select: { userId: true },
    });
    await tx.circleHostOffer.deleteMany({ where: { circleId: id, userId: member.id } });
    if (existing) return null;
    await tx.circleHost.create({
      data: { circleId: id, userId: member.id, appointedById: admin.id },
      select: { userId: true },
    });
    await recordAdminAction(
      await actorOf(admin, tx),
      {
        action: "circle.host_appoint",
        subjectType: "user",
        subjectId: member.id,
        subjectLabel: `${member.firstName} ${member.lastName}`,
        note: name,
        circleId: id,
      },
      tx,
    );
    return storeNotification(tx, {
      to: member.id,
      actorId: null,
      type: "circle_moderation",
      ...notificationText("circleHostAppointed", { circle: name }),
      link: `/circles/${id}`,
    });
  });
  await announceNotification(news);
  return getCircleSettings(admin, id);
}

/** DELETE /api/circles/{id}/hosts/{userId}: an admin removes a host. */
export async function removeCircleHost(admin: Named, rawId: unknown, rawUserId: unknown): Promise<CircleSettings> {
  requireAdmin(admin);
  const { id, name } = await circleOf(rawId);
  const userId = parseInput(idSchema, rawUserId, CIRCLE_HOST_COPY.memberNotFound);
  await limitWrite(admin.id, "admin");
  await db.$transaction(async (tx) => {
    const row = await tx.circleHost.findUnique({
      where: { circleId_userId: { circleId: id, userId } },
      select: { user: { select: { firstName: true, lastName: true } } },
    });
    if (!row) throw new AppError("not_found", CIRCLE_HOST_COPY.notAHost);
    await tx.circleHost.delete({ where: { circleId_userId: { circleId: id, userId } }, select: { userId: true } });
    await recordAdminAction(
      await actorOf(admin, tx),
      {
        action: "circle.host_remove",
        subjectType: "user",
        subjectId: userId,
        subjectLabel: `${row.user.firstName} ${row.user.lastName}`,
        note: name,
        circleId: id,
      },
      tx,
    );
  });
  return getCircleSettings(admin, id);
}

/** A member of a circle that has no host offers to host it; an admin decides. */
export async function offerToHost(viewer: Viewer, rawId: unknown): Promise<{ circleId: string; offered: true }> {
  const { id } = await circleOf(rawId);
  await limitWrite(viewer.id, "connection");
  await db.$transaction(async (tx) => {
    const me = await activeMember(tx, viewer.id);
    if (!(await isCircleMember(me, id, tx))) throw new AppError("conflict", CIRCLE_HOST_COPY.hostsAreMembers);
    if (await tx.circleHostBar.findUnique({ where: { userId: me.id }, select: { userId: true } }))
      throw new AppError("forbidden", CIRCLE_HOST_COPY.barred);
    if ((await tx.circleHost.count({ where: { circleId: id } })) > 0)
      throw new AppError("conflict", CIRCLE_HOST_COPY.hasHosts);
    await tx.circleHostOffer.upsert({
      where: { circleId_userId: { circleId: id, userId: me.id } },
      create: { circleId: id, userId: me.id },
      update: {},
      select: { userId: true },
    });
  });
  return { circleId: id, offered: true };
}

/** An admin approves (the member becomes a host) or declines an offer to host; the member is told either way. */
export async function decideHostOffer(
  admin: Named,
  rawId: unknown,
  rawUserId: unknown,
  approve: boolean,
): Promise<{ circleId: string; userId: string; approved: boolean }> {
  requireAdmin(admin);
  const { id, name } = await circleOf(rawId);
  const userId = parseInput(idSchema, rawUserId, CIRCLE_HOST_COPY.offerNotFound);
  await limitWrite(admin.id, "admin");
  const news = await db.$transaction(async (tx) => {
    const offer = await tx.circleHostOffer.findUnique({
      where: { circleId_userId: { circleId: id, userId } },
      select: {
        user: { select: { ...personSelect, status: true, countryOfOrigin: true, secondHomeland: true, placeId: true } },
      },
    });
    if (!offer) throw new AppError("not_found", CIRCLE_HOST_COPY.offerNotFound);
    await tx.circleHostOffer.delete({ where: { circleId_userId: { circleId: id, userId } }, select: { userId: true } });
    if (approve) {
      if (offer.user.status !== "active" || !(await isCircleMember(offer.user, id, tx)))
        throw new AppError("conflict", CIRCLE_HOST_COPY.hostsAreMembers);
      await tx.circleHost.upsert({
        where: { circleId_userId: { circleId: id, userId } },
        create: { circleId: id, userId, appointedById: admin.id },
        update: {},
        select: { userId: true },
      });
    }
    await recordAdminAction(
      await actorOf(admin, tx),
      {
        action: approve ? "circle.host_offer_approve" : "circle.host_offer_decline",
        subjectType: "user",
        subjectId: userId,
        subjectLabel: `${offer.user.firstName} ${offer.user.lastName}`,
        note: name,
        circleId: id,
      },
      tx,
    );
    return storeNotification(tx, {
      to: userId,
      actorId: null,
      type: "circle_moderation",
      ...notificationText(approve ? "circleHostOfferApproved" : "circleHostOfferDeclined", { circle: name }),
      link: `/circles/${id}`,
    });
  });
  await announceNotification(news);
  return { circleId: id, userId, approved: approve };
}

/** An admin bars a member from hosting any circle (their host rows stay, powerless), or lifts the bar. */
export async function setHostingBar(
  admin: Named,
  rawUserId: unknown,
  barred: boolean,
): Promise<{ userId: string; barred: boolean }> {
  requireAdmin(admin);
  await limitWrite(admin.id, "admin");
  return db.$transaction(async (tx) => {
    const member = await activeMember(tx, rawUserId);
    if (barred)
      await tx.circleHostBar.upsert({
        where: { userId: member.id },
        create: { userId: member.id, barredById: admin.id },
        update: {},
        select: { userId: true },
      });
    else await tx.circleHostBar.deleteMany({ where: { userId: member.id } });
    await recordAdminAction(
      await actorOf(admin, tx),
      {
        action: barred ? "circle.host_bar" : "circle.host_unbar",
        subjectType: "user",
        subjectId: member.id,
        subjectLabel: `${member.firstName} ${member.lastName}`,
      },
      tx,
    );
    return { userId: member.id, barred };
  });
}

/** The post, in this circle and visible to all (not hidden, author active), or a 404. */
async function circlePost(tx: Pick<typeof db, "post">, circleId: string, rawPostId: unknown) {
  const postId = parseInput(idSchema, rawPostId, CIRCLE_HOST_COPY.postNotInCircle);
  const post = await tx.post.findUnique({
    where: { id: postId },
    select: {
      id: true,
      authorId: true,
      content: true,
      circleId: true,
      hiddenAt: true,
      author: { select: { status: true } },
    },
  });
  if (!post || post.circleId !== circleId || post.hiddenAt !== null || post.author.status !== "active")
    throw new AppError("not_found", CIRCLE_HOST_COPY.postNotInCircle);
  return post;
}

export type CirclePins = { circleId: string; postIds: string[] };

async function pinsOf(client: Pick<typeof db, "circlePin">, circleId: string): Promise<CirclePins> {
  const rows = await client.circlePin.findMany({
    where: { circleId },
    orderBy: { createdAt: "asc" },
    take: MAX_PINS,
    select: { postId: true },
  });
  return { circleId, postIds: rows.map((row) => row.postId) };
}

/** POST /api/circles/{id}/pins/{postId}: a host pins one of the circle's posts (at most 3). */
export async function pinCirclePost(viewer: Named, rawId: unknown, rawPostId: unknown): Promise<CirclePins> {
  const { id } = await circleOf(rawId);
  await limitWrite(viewer.id, "content");
  return db.$transaction(async (tx) => {
    await requireCircleHost(viewer, id, tx);
    const post = await circlePost(tx, id, rawPostId);
    const pins = await pinsOf(tx, id);
    if (pins.postIds.includes(post.id)) return pins;
    if (pins.postIds.length >= MAX_PINS) throw new AppError("conflict", CIRCLE_HOST_COPY.tooManyPins);
    await tx.circlePin.create({
      data: { circleId: id, postId: post.id, pinnedById: viewer.id },
      select: { postId: true },
    });
    await recordCircleHostAction(
      await actorOf(viewer, tx),
      id,
      { action: "circle.pin", subjectType: "post", subjectId: post.id, subjectLabel: excerptText(post.content, 80) },
      tx,
    );
    return pinsOf(tx, id);
  });
}

/** DELETE /api/circles/{id}/pins/{postId}: a host unpins. */
export async function unpinCirclePost(viewer: Named, rawId: unknown, rawPostId: unknown): Promise<CirclePins> {
  const { id } = await circleOf(rawId);
  const postId = parseInput(idSchema, rawPostId, CIRCLE_HOST_COPY.postNotInCircle);
  await limitWrite(viewer.id, "content");
  return db.$transaction(async (tx) => {
    await requireCircleHost(viewer, id, tx);
    const { count } = await tx.circlePin.deleteMany({ where: { circleId: id, postId } });
    if (count === 0) throw new AppError("not_found", CIRCLE_HOST_COPY.postNotInCircle);
    await recordCircleHostAction(
      await actorOf(viewer, tx),
      id,
      { action: "circle.unpin", subjectType: "post", subjectId: postId, subjectLabel: postId },
      tx,
    );
    return pinsOf(tx, id);
  });
}

export type CircleRemovalView = { id: string; postId: string; circleId: string; reason: string; removedAt: string };

/**
 * POST /api/circles/{id}/posts/{postId}/remove: a host takes a post out of their circle. It stays its author's,
 * without the circle (so out of the circle's page and the feed's circle scopes); its pins go; the open reports
 * about it are resolved; its author is told the reason. An admin may restore it.
 */
export async function removeCirclePost(
  viewer: Named,
  rawId: unknown,
  rawPostId: unknown,
  input: unknown,
): Promise<CircleRemovalView> {
  const { id, name } = await circleOf(rawId);
  const { reason } = parseInput(removalSchema, input);
  await limitWrite(viewer.id, "content");
  const { removal, news } = await db.$transaction(async (tx) => {
    await requireCircleHost(viewer, id, tx);
    const post = await circlePost(tx, id, rawPostId);
    const actor = await actorOf(viewer, tx);
    await tx.post.update({ where: { id: post.id }, data: { circleId: null }, select: { id: true } });
    await tx.circlePin.deleteMany({ where: { postId: post.id } });
    const removal = await tx.circleRemoval.create({
      data: {
        postId: post.id,
        circleId: id,
        reason,
        removedById: viewer.id,
        removedByName: `${actor.firstName} ${actor.lastName}`,
      },
      select: { id: true, postId: true, circleId: true, reason: true, createdAt: true },
    });
    await tx.report.updateMany({
      where: { subjectType: "post", subjectId: post.id, openKey: "open" },
      data: {
        openKey: null,
        resolution: "removed_from_circle",
        resolvedById: viewer.id,
        resolvedByName: `${actor.firstName} ${actor.lastName}`,
        resolvedAt: new Date(),
      },
    });
    await recordCircleHostAction(
      actor,
      id,
      {
        action: "circle.post_remove",
        subjectType: "post",
        subjectId: post.id,
        subjectLabel: excerptText(post.content, 80),
        note: reason,
      },
      tx,
    );
    const news = await storeNotification(tx, {
      to: post.authorId,
      actorId: null,
      type: "circle_moderation",
      ...notificationText("circlePostRemoved", { circle: name, reason: excerptText(reason, 200) }),
      link: `/posts/${post.id}`,
    });
    return { removal, news };
  });
  await announceNotification(news);
  return {
    id: removal.id,
    postId: removal.postId,
    circleId: removal.circleId,
    reason: removal.reason,
    removedAt: removal.createdAt.toISOString(),
  };
}

/** An admin puts a removed post back in its circle. */
export async function restoreCirclePost(
  admin: Named,
  rawRemovalId: unknown,
): Promise<{ postId: string; circleId: string }> {
  requireAdmin(admin);
  const removalId = parseInput(idSchema, rawRemovalId, CIRCLE_HOST_COPY.removalNotFound);
  await limitWrite(admin.id, "admin");
  return db.$transaction(async (tx) => {
    const removal = await tx.circleRemoval.findUnique({
      where: { id: removalId },
      select: { postId: true, circleId: true, restoredAt: true, post: { select: { content: true, circleId: true } } },
    });
    if (!removal) throw new AppError("not_found", CIRCLE_HOST_COPY.removalNotFound);
    if (removal.restoredAt || removal.post.circleId !== null)
      throw new AppError("conflict", CIRCLE_HOST_COPY.alreadyRestored);
    await tx.post.update({ where: { id: removal.postId }, data: { circleId: removal.circleId }, select: { id: true } });
    await tx.circleRemoval.update({ where: { id: removalId }, data: { restoredAt: new Date() }, select: { id: true } });
    await recordAdminAction(
      await actorOf(admin, tx),
      {
        action: "circle.post_restore",
        subjectType: "post",
        subjectId: removal.postId,
        subjectLabel: excerptText(removal.post.content, 80),
        circleId: removal.circleId,
      },
      tx,
    );
    return { postId: removal.postId, circleId: removal.circleId };
  });
}

export type AdminRemovalRow = CircleRemovalView & { excerpt: string; removedByName: string; restored: boolean };

/** The newest removals (admins): what hosts took out, and why; each may be restored. */
export async function listCircleRemovals(admin: Viewer): Promise<AdminRemovalRow[]> {
  requireAdmin(admin);
  const rows = await db.circleRemoval.findMany({
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: 50,
    select: {
      id: true,
      postId: true,
      circleId: true,
      reason: true,
      removedByName: true,
      createdAt: true,
      restoredAt: true,
      post: { select: { content: true } },
    },
  });
  return rows.map((row) => ({
    id: row.id,
    postId: row.postId,
    circleId: row.circleId,
    reason: row.reason,
    removedAt: row.createdAt.toISOString(),
    excerpt: excerptText(row.post.content, 80),
    removedByName: row.removedByName,
    restored: row.restoredAt !== null,
  }));
}

export type AdminHostRow = { circleId: string; circleName: string; user: CircleHostPerson; barred: boolean };

/** The admins' page: every host (newest first) and every pending offer, with their circles' names. */
export async function listHostsForAdmin(admin: Viewer): Promise<{ hosts: AdminHostRow[]; offers: AdminHostRow[] }> {
  requireAdmin(admin);
  const select = {
    circleId: true,
    user: { select: { ...personSelect, circleHostBar: { select: { userId: true } } } },
  } as const;
  const [hosts, offers] = await Promise.all([
    db.circleHost.findMany({ orderBy: [{ createdAt: "desc" }, { userId: "asc" }], take: 100, select }),
    db.circleHostOffer.findMany({
      where: { user: { status: "active" } },
      orderBy: { createdAt: "asc" },
      take: 100,
      select,
    }),
  ]);
  const names = await circleNames([...hosts, ...offers].map((row) => row.circleId));
  const toRow = (row: (typeof hosts)[number]): AdminHostRow => ({
    circleId: row.circleId,
    circleName: names.get(row.circleId) ?? row.circleId,
    user: toPerson({
      id: row.user.id,
      firstName: row.user.firstName,
      lastName: row.user.lastName,
      profileImageUrl: row.user.profileImageUrl,
    }),
    barred: row.user.circleHostBar !== null,
  });
  return { hosts: hosts.map(toRow), offers: offers.map(toRow) };
}

export type CircleMuteView = { circleId: string; userId: string; until: string };

/**
 * POST /api/circles/{id}/mutes: a host mutes a member of the circle for 1, 7 or 30 days (they are told until
 * when). Never a fellow host or an admin, never themselves.
 */
export async function muteCircleMember(viewer: Named, rawId: unknown, input: unknown): Promise<CircleMuteView> {
  const { id, name } = await circleOf(rawId);
  const { userId, days } = parseInput(muteSchema, input);
  await limitWrite(viewer.id, "content");
  const { until, news } = await db.$transaction(async (tx) => {
    await requireCircleHost(viewer, id, tx);
    const member = await activeMember(tx, userId);
    if (!(await isCircleMember(member, id, tx))) throw new AppError("not_found", CIRCLE_HOST_COPY.memberNotFound);
    const isHost = await tx.circleHost.findUnique({
      where: { circleId_userId: { circleId: id, userId: member.id } },
      select: { userId: true },
    });
    if (member.id === viewer.id || member.role === "admin" || isHost)
      throw new AppError("conflict", CIRCLE_HOST_COPY.cannotMute);
    const until = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
    await tx.circleMute.upsert({
      where: { circleId_userId: { circleId: id, userId: member.id } },
      create: { circleId: id, userId: member.id, until, mutedById: viewer.id },
      update: { until, mutedById: viewer.id },
      select: { userId: true },
    });
    await recordCircleHostAction(
      await actorOf(viewer, tx),
      id,
      {
        action: "circle.mute",
        subjectType: "user",
        subjectId: member.id,
        subjectLabel: `${member.firstName} ${member.lastName}`,
        note: `${days} day${days === 1 ? "" : "s"}`,
      },
      tx,
    );
    const news = await storeNotification(tx, {
      to: member.id,
      actorId: null,
      type: "circle_moderation",
      ...notificationText("circleMuted", {
        circle: name,
        until: `${until.toISOString().slice(0, 16).replace("T", " ")} UTC`,
      }),
      link: `/circles/${id}`,
    });
    return { until, news };
  });
  await announceNotification(news);
  return { circleId: id, userId, until: until.toISOString() };
}

export const circleReportShape = {
  subjectId: "string",
  reason: "string",
  subjectText: "string|null",
  createdAt: "Date",
} as const;

/** The open reports about the circle's posts that no admin was handed, grouped by post; never who reported. */
async function readCircleReports(circleId: string): Promise<CircleReport[]> {
  const rows = await readRows<Array<RowOf<typeof circleReportShape>>>`
    SELECT r."subjectId", r."reason", r."subjectText", r."createdAt" FROM "Report" r
    JOIN "Post" p ON p."id" = r."subjectId"
    WHERE r."subjectType" = 'post' AND r."openKey" = 'open' AND r."escalatedAt" IS NULL AND p."circleId" = ${circleId}
    ORDER BY r."createdAt" ASC, r."id" ASC LIMIT 200`;
  const byPost = new Map<string, CircleReport>();
  for (const row of rows) {
    const at = new Date(row.createdAt).toISOString();
    const report = byPost.get(row.subjectId) ?? {
      postId: row.subjectId,
      text: row.subjectText ?? "",
      reasons: [],
      count: 0,
      firstAt: at,
    };
    report.count += 1;
    if (!report.reasons.includes(row.reason)) report.reasons.push(row.reason);
    byPost.set(row.subjectId, report);
  }
  return [...byPost.values()].slice(0, 50);
}

/** GET (hosts only): the open reports about the circle's posts. */
export async function listCircleReports(viewer: Viewer, rawId: unknown): Promise<CircleReport[]> {
  const { id } = await circleOf(rawId);
  await requireCircleHost(viewer, id);
  return readCircleReports(id);
}

/** A host hands the open reports about a post of their circle to the admins (one click); they leave the host's list. */
export async function escalateCircleReports(
  viewer: Named,
  rawId: unknown,
  rawPostId: unknown,
): Promise<{ escalated: number }> {
  const { id } = await circleOf(rawId);
  await limitWrite(viewer.id, "report");
  return db.$transaction(async (tx) => {
    await requireCircleHost(viewer, id, tx);
    const post = await circlePost(tx, id, rawPostId);
    const { count } = await tx.report.updateMany({
      where: { subjectType: "post", subjectId: post.id, openKey: "open", escalatedAt: null },
      data: { escalatedAt: new Date() },
    });
    await recordCircleHostAction(
      await actorOf(viewer, tx),
      id,
      {
        action: "circle.report_escalate",
        subjectType: "post",
        subjectId: post.id,
        subjectLabel: excerptText(post.content, 80),
        note: `${count} report${count === 1 ? "" : "s"}`,
      },
      tx,
    );
    return { escalated: count };
  });
}

/** The welcome a member who just joined is shown (empty when the hosts wrote none). */
export async function circleWelcome(circleId: string): Promise<string> {
  const row = await db.circleSettings.findUnique({ where: { circleId }, select: { welcome: true } });
  return row?.welcome ?? "";
}
