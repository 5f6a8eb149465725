// Every case of every visibility rule through both of its forms (Prisma's `where` and the SQL fragment),
// on whichever database the suite runs on: the two must give the same answer, and the expected one. Then
// every raw read of the models runs on the same data and each row it answers must fit its declared shape.
import { randomUUID } from "node:crypto";
import { db as realDb, sql, type Sql } from "~/server/db.server";
import { readRows } from "~/server/read-db.server";
import { databaseKind } from "../../prisma/database-url";
import { rowShapeProblems, type RowShape } from "~/server/row-shape.server";
import { activityRowShape, listRecentActivity } from "./activity.server";
import { getSessionByToken, hashToken, liveSessionHashes, sessionRowShape } from "./accounts.server";
import {
  connectionListRowShape,
  connectionStateRowShape,
  connectionStates,
  countConnectionTabs,
  listConnectionRequests,
  tabCountsRowShape,
} from "./connections.server";
import { eventRowShape, listEvents, listUpcomingEvents, nearRowShape, upcomingRowShape } from "./events.server";
import { blockedRowShape, listBlocked } from "./blocks.server";
import { centreRowShape } from "./near.server";
import { listServices, nearServiceRowShape, serviceRowShape } from "./services.server";
import { clearInsightsCache, communityInsights, distinctRowShape } from "./insights.server";
import {
  getMember,
  personSearchRowShape,
  publicMemberRowShape,
  searchPeople,
  suggestionRowShape,
  suggestPeople,
  viewerProfileRowShape,
} from "./members.server";
import { listAdvice, questionRowShape } from "./advice.server";
import { circleHostRowShape, circleStandingRowShape, loadCircleKeeping } from "./circle-keeping.server";
import { coversOfEvents, eventCoverRowShape, imagesOfPosts, postImageRowShape } from "./images.server";
import {
  conversationRowShape,
  getConversationPartner,
  listConversations,
  listThread,
  messageRowShape,
  partnerRowShape,
} from "./messages.server";
import { listNotifications, notificationRowShape } from "./notifications.server";
import { feedRowShape, listFeed, postFactsRowShape, viewerPostFacts } from "./posts.server";
import type { Viewer } from "./viewer";
import {
  activeMemberRule,
  actorRule,
  blockRule,
  contributorRule,
  hiddenRule,
  liveSessionRule,
  ownerRule,
} from "./visibility-rules.server";

// The raw reads' rows, as the driver answered them, in the order they were read.
const readRowsSeen: unknown[][] = [];
vi.mock("~/server/read-db.server", async (importOriginal) => {
  const original = await importOriginal<typeof import("~/server/read-db.server")>();
  return {
    ...original,
    readRows: async (...args: Parameters<typeof original.readRows>) => {
      const rows = await original.readRows<unknown[]>(...args);
      readRowsSeen.push(rows);
      return rows;
    },
    readRowsPlannedEachTime: async (...args: Parameters<typeof original.readRowsPlannedEachTime>) => {
      const rows = await original.readRowsPlannedEachTime<unknown[]>(...args);
      readRowsSeen.push(rows);
      return rows;
    },
  };
});

const db = realDb;
const now = new Date();
const tag = `vr${Date.now().toString(36)}`;

async function makeMember(name: string, fields: { role?: "member" | "admin"; status?: "active" | "suspended" } = {}) {
  return db.user.create({
    data: {
      email: `${tag}-${name}@test.example`,
      passwordHash: "not-a-hash",
      firstName: name,
      lastName: tag,
      searchText: `${name} ${tag}`,
      ...fields,
    },
    select: { id: true, role: true },
  });
}

async function makeSession(userId: string, expiresAt: Date, lastSeenAt = new Date(), kind = "browser") {
  const token = randomUUID();
  await db.session.create({
    data: { tokenHash: hashToken(token), userId, expiresAt, lastSeenAt, kind },
    select: { id: true },
  });
  return token;
}

const fixture = await (async () => {
  const viewer = await makeMember("viewer");
  const [admin, other, blockedByViewer, blockerOfViewer, suspended] = [
    await makeMember("admin", { role: "admin" }),
    await makeMember("other"),
    await makeMember("blockedbyviewer"),
    await makeMember("blockerofviewer"),
    await makeMember("suspended", { status: "suspended" }),
  ];
  await db.block.create({ data: { blockerId: viewer.id, blockedId: blockedByViewer.id } });
  await db.block.create({ data: { blockerId: blockerOfViewer.id, blockedId: viewer.id } });
  const post = (authorId: string, hidden: boolean) =>
    db.post.create({ data: { authorId, content: `${tag} post`, hiddenAt: hidden ? now : null }, select: { id: true } });
  const posts = {
    othersShown: await post(other.id, false),
    othersHidden: await post(other.id, true),
    viewersHidden: await post(viewer.id, true),
  };
  const day = 86_400_000;
  const sessions = {
    live: await makeSession(viewer.id, new Date(now.getTime() + day)),
    expired: await makeSession(viewer.id, new Date(now.getTime() - 1000)),
    // Not used for 15 days (SESSION_IDLE_DAYS is 14), though not yet expired.
    idle: await makeSession(viewer.id, new Date(now.getTime() + day), new Date(now.getTime() - 15 * day)),
    usedLately: await makeSession(viewer.id, new Date(now.getTime() + day), new Date(now.getTime() - 13 * day)),
    suspendedMember: await makeSession(suspended.id, new Date(now.getTime() + day)),
    revoked: await makeSession(viewer.id, new Date(now.getTime() + day)),
    // Personal API tokens never idle out; they still expire, and their member's suspension ends them.
    idleToken: await makeSession(viewer.id, new Date(now.getTime() + day), new Date(now.getTime() - 60 * day), "token"),
    expiredToken: await makeSession(viewer.id, new Date(now.getTime() - 1000), now, "token"),
    suspendedToken: await makeSession(suspended.id, new Date(now.getTime() + day), now, "token"),
  };
  await db.session.deleteMany({ where: { tokenHash: hashToken(sessions.revoked) } });
  // For the raw reads' shapes: a liked post with a described photo, messages, an upcoming event with a cover, a
  // connection, an activity.
  await db.like.create({ data: { postId: posts.othersShown.id, userId: viewer.id } });
  // A conversation with an unread message, and one with nothing unread.
  await db.message.createMany({
    data: [
      { senderId: other.id, receiverId: viewer.id, content: "unread" },
      { senderId: viewer.id, receiverId: admin.id, content: "sent" },
    ],
  });
  await db.image.create({
    data: {
      key: randomUUID().replaceAll("-", ""),
      ownerId: other.id,
      kind: "post",
      sizes: "640,1280",
      width: 1280,
      height: 960,
      alt: "A photo",
      placeholder: "data:image/webp;base64,AA==",
      postId: posts.othersShown.id,
    },
    select: { id: true },
  });
  const event = await db.event.create({
    data: {
      organizerId: other.id,
      title: `${tag} event`,
      searchText: `${tag} event`,
      eventDate: new Date(now.getTime() + day),
      maxAttendees: 5,
    },
    select: { id: true },
  });
  await db.image.create({
    data: {
      key: randomUUID().replaceAll("-", ""),
      ownerId: other.id,
      kind: "event",
      sizes: "640,1280",
      width: 1280,
      height: 720,
      eventId: event.id,
    },
    select: { id: true },
  });
  await db.connection.create({
    data: {
      requesterId: viewer.id,
      receiverId: other.id,
      userLowId: [viewer.id, other.id].sort()[0],
      userHighId: [viewer.id, other.id].sort()[1],
    },
  });
  await db.activity.create({ data: { actorId: viewer.id, verb: "test", description: `${tag} activity` } });
  // A question and a service, found by their words too.
  await db.post.create({
    data: { authorId: other.id, type: "advice", content: `${tag} question`, searchText: `${tag} question` },
  });
  await db.service.create({
    data: {
      providerId: other.id,
      title: `${tag} service`,
      description: "Help",
      category: "Legal Help",
      searchText: `${tag} service`,
    },
  });
  // One notification to the viewer from each member, and one from nobody in particular.
  const tell = async (actorId: string | null) =>
    (
      await db.notification.create({
        data: { userId: viewer.id, actorId, type: "post_comment", summary: tag, link: "/" },
        select: { id: true },
      })
    ).id;
  const notifications = {
    fromOther: await tell(other.id),
    fromBlockedByViewer: await tell(blockedByViewer.id),
    fromBlockerOfViewer: await tell(blockerOfViewer.id),
    fromSuspended: await tell(suspended.id),
    fromNobody: await tell(null),
  };
  return { viewer, admin, other, blockedByViewer, blockerOfViewer, suspended, posts, event, sessions, notifications };
})();

const asViewer = (member: { id: string; role: "member" | "admin" }): Viewer => ({ id: member.id, role: member.role });

/** Whether the SQL fragment lets the one row through. */
async function sqlAllows(from: Sql, condition: Sql): Promise<boolean> {
  const rows = await readRows<unknown[]>(sql`SELECT 1 AS "one" FROM ${from} AND ${condition}`);
  return rows.length > 0;
}

describe("blockRule", () => {
  const { viewer, other, blockedByViewer, blockerOfViewer } = fixture;
  it.each([
    ["not blocked", other.id, true],
    ["blocked by the viewer", blockedByViewer.id, false],
    ["the viewer's blocker", blockerOfViewer.id, false],
    ["the viewer themself", viewer.id, true],
  ])("%s: every form answers %s", async (_case, memberId, expected) => {
    const rule = blockRule(viewer.id);
    const viaWhere = (await db.user.count({ where: { id: memberId, ...rule.where } })) > 0;
    const viaSql = await sqlAllows(sql`"User" u WHERE u."id" = ${memberId}`, rule.sql(sql`u."id"`));
    // `blocks`: the Block rows that put someone out of the viewer's reach; the member is not among them.
    const rows = await db.block.findMany({ where: rule.blocks, select: { blockerId: true, blockedId: true } });
    const outOfReach = rows.map((row) => (row.blockerId === viewer.id ? row.blockedId : row.blockerId));
    const viaBlocks = !outOfReach.includes(memberId);
    expect({ viaWhere, viaSql, viaBlocks }).toEqual({ viaWhere: expected, viaSql: expected, viaBlocks: expected });
  });
});

describe("activeMemberRule", () => {
  it.each([
    ["active", fixture.other.id, true],
    ["suspended", fixture.suspended.id, false],
  ])("%s: every form answers %s", async (_case, memberId, expected) => {
    const rule = activeMemberRule();
    const viaWhere = (await db.user.count({ where: { id: memberId, ...rule.where } })) > 0;
    const viaSql = await sqlAllows(sql`"User" u WHERE u."id" = ${memberId}`, rule.sql(sql`u."status"`));
    const member = await db.user.findUniqueOrThrow({ where: { id: memberId }, select: { status: true } });
    expect({ viaWhere, viaSql, viaRow: rule.allows(member) }).toEqual({
      viaWhere: expected,
      viaSql: expected,
      viaRow: expected,
    });
  });
});

describe("contributorRule", () => {
  const { viewer, admin, other, blockedByViewer, blockerOfViewer, suspended } = fixture;
  it.each([
    ["a member, an active author", asViewer(viewer), other.id, true],
    ["a member, an author they blocked", asViewer(viewer), blockedByViewer.id, false],
    ["a member, an author who blocked them", asViewer(viewer), blockerOfViewer.id, false],
    ["a member, a suspended author", asViewer(viewer), suspended.id, false],
    ["an admin, a suspended author", asViewer(admin), suspended.id, true],
  ] as const)("%s: every form answers %s", async (_case, who, authorId, expected) => {
    const rule = contributorRule(who);
    const viaWhere = (await db.user.count({ where: { id: authorId, ...rule.where } })) > 0;
    const viaSql = await sqlAllows(
      sql`"User" u WHERE u."id" = ${authorId}`,
      rule.sql({ id: sql`u."id"`, status: sql`u."status"` }),
    );
    expect({ viaWhere, viaSql }).toEqual({ viaWhere: expected, viaSql: expected });
  });
});

describe("ownerRule", () => {
  const { viewer, admin, other, blockedByViewer, blockerOfViewer, suspended } = fixture;
  it.each([
    ["a member, an active owner", asViewer(viewer), other.id, true, true],
    ["a member, an owner they blocked", asViewer(viewer), blockedByViewer.id, false, true],
    ["a member, an owner who blocked them", asViewer(viewer), blockerOfViewer.id, false, true],
    ["a member, a suspended owner", asViewer(viewer), suspended.id, false, false],
    // Lists hide a suspended owner's items from admins too; the item's own page is theirs to moderate.
    ["an admin, a suspended owner", asViewer(admin), suspended.id, false, true],
  ] as const)("%s: the lists' forms answer %s, the page %s", async (_case, who, ownerId, listed, page) => {
    const rule = ownerRule(who);
    const viaWhere = (await db.user.count({ where: { id: ownerId, ...rule.where } })) > 0;
    const viaSql = await sqlAllows(
      sql`"User" u WHERE u."id" = ${ownerId}`,
      rule.sql({ id: sql`u."id"`, status: sql`u."status"` }),
    );
    const owner = await db.user.findUniqueOrThrow({ where: { id: ownerId }, select: { id: true, status: true } });
    expect({ viaWhere, viaSql, page: rule.allowsPage(owner) }).toEqual({ viaWhere: listed, viaSql: listed, page });
  });
});

describe("actorRule", () => {
  const { viewer, notifications } = fixture;
  it.each([
    ["an active member's", notifications.fromOther, true],
    ["a member the viewer blocked", notifications.fromBlockedByViewer, false],
    ["a member who blocked the viewer", notifications.fromBlockerOfViewer, false],
    ["a suspended member's", notifications.fromSuspended, false],
    ["nobody's in particular", notifications.fromNobody, true],
  ])("%s: every form answers %s", async (_case, notificationId, expected) => {
    const rule = actorRule(viewer.id);
    const viaWhere = (await db.notification.count({ where: { id: notificationId, AND: [rule.where] } })) > 0;
    const viaSql = await sqlAllows(sql`"Notification" n WHERE n."id" = ${notificationId}`, rule.sql(sql`n."actorId"`));
    expect({ viaWhere, viaSql }).toEqual({ viaWhere: expected, viaSql: expected });
  });
});

describe("hiddenRule", () => {
  const { viewer, admin, other, posts } = fixture;
  it.each([
    ["not hidden, another member", asViewer(other), posts.othersShown.id, true],
    ["hidden, another member", asViewer(viewer), posts.othersHidden.id, false],
    ["hidden, its owner", asViewer(viewer), posts.viewersHidden.id, true],
    ["hidden, an admin", asViewer(admin), posts.othersHidden.id, true],
    ["not hidden, anyone (no viewer)", null, posts.othersShown.id, true],
    ["hidden, anyone (no viewer), even its owner's", null, posts.viewersHidden.id, false],
  ] as const)("%s: every form answers %s", async (_case, who, postId, expected) => {
    const rule = hiddenRule(who, "authorId");
    const viaWhere = (await db.post.count({ where: { id: postId, AND: [rule.where] } })) > 0;
    const viaSql = await sqlAllows(
      sql`"Post" p WHERE p."id" = ${postId}`,
      rule.sql({ hiddenAt: sql`p."hiddenAt"`, ownerId: sql`p."authorId"` }),
    );
    const row = await db.post.findUniqueOrThrow({ where: { id: postId }, select: { hiddenAt: true, authorId: true } });
    expect({ viaWhere, viaSql, viaRow: rule.allows(row, row.authorId) }).toEqual({
      viaWhere: expected,
      viaSql: expected,
      viaRow: expected,
    });
  });
});

describe("liveSessionRule", () => {
  const { sessions } = fixture;
  it.each([
    ["live", sessions.live, true],
    ["expired", sessions.expired, false],
    ["idle for longer than SESSION_IDLE_DAYS", sessions.idle, false],
    ["used within SESSION_IDLE_DAYS", sessions.usedLately, true],
    ["revoked (its row deleted)", sessions.revoked, false],
    ["its member suspended", sessions.suspendedMember, false],
    ["a personal token unused for 60 days", sessions.idleToken, true],
    ["a personal token past its expiry", sessions.expiredToken, false],
    ["a personal token of a suspended member", sessions.suspendedToken, false],
  ])("%s: both forms, and the reads built on them, answer %s", async (_case, token, expected) => {
    const rule = liveSessionRule(now);
    const tokenHash = hashToken(token);
    const viaWhere = (await db.session.count({ where: { tokenHash, ...rule.where } })) > 0;
    const viaSql = await sqlAllows(
      sql`"Session" s JOIN "User" u ON u."id" = s."userId" WHERE s."tokenHash" = ${tokenHash}`,
      rule.sql({
        expiresAt: sql`s."expiresAt"`,
        lastSeenAt: sql`s."lastSeenAt"`,
        kind: sql`s."kind"`,
        memberStatus: sql`u."status"`,
      }),
    );
    // liveSessionHashes reads with the where, getSessionByToken with the SQL.
    const viaSockets = (await liveSessionHashes([tokenHash], now)).has(tokenHash);
    const viaRequests = (await getSessionByToken(token)) !== null;
    expect({ viaWhere, viaSql, viaSockets, viaRequests }).toEqual({
      viaWhere: expected,
      viaSql: expected,
      viaSockets: expected,
      viaRequests: expected,
    });
  });
});

/**
 * A list filtered by words: one read on SQLite; on PostgreSQL a second, the index's, when the list's newest rows
 * held fewer than a page (newestMatchingRows).
 */
const byWords = (shape: RowShape) =>
  databaseKind(process.env.DATABASE_URL ?? "file:") === "postgres" ? [shape, shape] : [shape];

describe("the raw reads' rows fit their declared shapes", () => {
  const viewer = asViewer(fixture.viewer);
  it.each<[string, () => Promise<unknown>, RowShape[]]>([
    ["getSessionByToken", () => getSessionByToken(fixture.sessions.live), [sessionRowShape]],
    ["listFeed", () => listFeed(viewer), [feedRowShape]],
    [
      "suggestPeople (reading the viewer's profile first)",
      () => suggestPeople(viewer, 5),
      [viewerProfileRowShape, suggestionRowShape],
    ],
    ["listUpcomingEvents", () => listUpcomingEvents(3, now, viewer.id), [upcomingRowShape]],
    ["listRecentActivity", () => listRecentActivity(5, viewer), [activityRowShape]],
    ["listRecentActivity, the whole log", () => listRecentActivity(5, null), [activityRowShape]],
    ["connectionStates", () => connectionStates(viewer.id, [fixture.other.id]), [connectionStateRowShape]],
    // The fixture's one connection is the viewer's request, pending: sent, and no side of the accepted ones.
    [
      "listConnectionRequests, sent",
      () => listConnectionRequests(viewer, { direction: "sent" }),
      [connectionListRowShape],
    ],
    ["countConnectionTabs", () => countConnectionTabs(viewer), [tabCountsRowShape]],
    ["getMember", () => getMember(viewer, fixture.other.id), [publicMemberRowShape]],
    ["listBlocked", () => listBlocked(viewer), [blockedRowShape]],
    ["viewerPostFacts", () => viewerPostFacts(viewer, [fixture.posts.othersShown.id]), [postFactsRowShape]],
    ["imagesOfPosts", () => imagesOfPosts([fixture.posts.othersShown.id]), [postImageRowShape]],
    ["coversOfEvents", () => coversOfEvents([fixture.event.id]), [eventCoverRowShape]],
    ["listNotifications", () => listNotifications(viewer), [notificationRowShape]],
    ["listConversations", () => listConversations(viewer), [conversationRowShape]],
    ["getConversationPartner", () => getConversationPartner(viewer, fixture.other.id), [partnerRowShape]],
    ["listThread", () => listThread(viewer, fixture.other.id), [{ id: "string" }, messageRowShape]],
    ["communityInsights", () => (clearInsightsCache(), communityInsights(now)), [distinctRowShape]],
    ["listEvents", () => listEvents(viewer, { within: "any" }), [centreRowShape, eventRowShape]],
    ["listEvents, by words", () => listEvents(viewer, { q: tag, within: "any" }), [centreRowShape, eventRowShape]],
    ["listAdvice", () => listAdvice(viewer, {}), [questionRowShape]],
    ["listAdvice, by words", () => listAdvice(viewer, { q: `${tag} question` }), byWords(questionRowShape)],
    // The viewer has no city: the read of it finds none, and the list is everyone's.
    ["listServices", () => listServices(viewer, {}, { within: "any" }), [centreRowShape, serviceRowShape]],
    [
      "listServices, by words",
      () => listServices(viewer, { q: tag }, { within: "any" }),
      [centreRowShape, ...byWords(serviceRowShape)],
    ],
    [
      "searchPeople",
      () => searchPeople(viewer, { q: tag }),
      [...byWords(personSearchRowShape), connectionStateRowShape],
    ],
  ])("%s", async (_read, read, shapes) => {
    readRowsSeen.length = 0;
    await read();
    expect(readRowsSeen).toHaveLength(shapes.length);
    shapes.forEach((shape, index) => {
      const rows = readRowsSeen[index] as Array<Record<string, unknown>>;
      if (shape !== centreRowShape) expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(rowShapeProblems(shape, row)).toEqual([]);
    });
  });
});

describe("the near lists' raw reads fit their declared shapes (decision 062)", () => {
  it("reads the viewer's city, then the page's ids by distance band", async () => {
    const berlin = 2950159;
    const viewer = asViewer(fixture.viewer);
    await db.user.update({ where: { id: viewer.id }, data: { placeId: berlin } });
    try {
      await db.event.create({
        data: {
          organizerId: fixture.other.id,
          title: `${tag} near event`,
          searchText: `${tag} near event`,
          eventDate: new Date(now.getTime() + 86_400_000),
          location: "Mitte",
          placeId: berlin,
        },
      });
      await db.service.create({
        data: {
          providerId: fixture.other.id,
          title: `${tag} near service`,
          description: "Help nearby",
          category: "Legal Help",
          searchText: `${tag} near service`,
          placeId: berlin,
        },
      });
      for (const [read, shapes] of [
        [() => listEvents(viewer, { q: tag }), [centreRowShape, nearRowShape, eventRowShape]],
        [() => listServices(viewer, { q: tag }), [centreRowShape, nearServiceRowShape, serviceRowShape]],
      ] as Array<[() => Promise<unknown>, RowShape[]]>) {
        readRowsSeen.length = 0;
        await read();
        expect(readRowsSeen).toHaveLength(shapes.length);
        shapes.forEach((shape, index) => {
          const rows = readRowsSeen[index] as Array<Record<string, unknown>>;
          expect(rows.length).toBeGreaterThan(0);
          for (const row of rows) expect(rowShapeProblems(shape, row)).toEqual([]);
        });
      }
    } finally {
      await db.user.update({ where: { id: viewer.id }, data: { placeId: null } });
    }
  });
});

describe("the circle page's keeping reads fit their declared shapes (issue 48)", () => {
  it("reads the viewer's standing, the hosts and the pins, each with rows", async () => {
    const berlin = 2950159;
    const circleId = `city-${berlin}`;
    const viewer = asViewer(fixture.viewer);
    await db.user.update({ where: { id: viewer.id }, data: { placeId: berlin } });
    const post = await db.post.create({
      data: { authorId: viewer.id, content: `${tag} pinned`, searchText: `${tag} pinned`, circleId },
      select: { id: true },
    });
    await db.circleHost.create({ data: { circleId, userId: viewer.id } });
    await db.circlePin.create({ data: { circleId, postId: post.id } });
    await db.circleMute.create({ data: { circleId, userId: viewer.id, until: new Date(now.getTime() + 3_600_000) } });
    await db.circleSettings.create({ data: { circleId, welcome: "Welcome", rules: "Be kind" } });
    try {
      readRowsSeen.length = 0;
      const keeping = await loadCircleKeeping(viewer, circleId);
      expect(keeping).toMatchObject({ viewerIsHost: true, welcome: "Welcome", rules: "Be kind" });
      expect(keeping.mutedUntil).not.toBeNull();
      expect(keeping.pinned.map((pinned) => pinned.id)).toEqual([post.id]);
      const shapes: RowShape[] = [circleStandingRowShape, circleHostRowShape, { postId: "string" }];
      for (const shape of shapes) {
        const fits = (readRowsSeen as Array<Array<Record<string, unknown>>>).filter(
          (rows) => rows.length > 0 && Object.keys(rows[0]!).sort().join() === Object.keys(shape).sort().join(),
        );
        expect(fits.length, Object.keys(shape).join()).toBeGreaterThan(0);
        for (const row of fits.flat()) expect(rowShapeProblems(shape, row)).toEqual([]);
      }
    } finally {
      await db.circleSettings.delete({ where: { circleId } });
      await db.circleMute.deleteMany({ where: { circleId, userId: viewer.id } });
      await db.circleHost.deleteMany({ where: { circleId, userId: viewer.id } });
      await db.post.delete({ where: { id: post.id } });
      await db.user.update({ where: { id: viewer.id }, data: { placeId: null } });
    }
  });
});
