// Issue 24, "Blocking and hiding, everywhere": whether a viewer may see an item is one rule per kind of item
// (ARCHITECTURE rule 11), and every read, report and reaction on it goes through that rule. The table walks
// kind of item × action × how the viewer stands to the item's owner; an item the viewer may not see answers
// 404, as one that does not exist. Then the same rule on the live feed event and on the activity rail.
import type { WebSocket } from "ws";
import { db } from "~/server/db.server";
import { register, unregister, type OpenSocket } from "~/realtime/registry.server";
import { startRealtime } from "~/realtime/socket.server";
import { createMember } from "../../tests/setup/factories";
import { getAdviceThread, listAdvice, toggleHelpful } from "./advice.server";
import { blockMember } from "./blocks.server";
import { acceptConnection, requestConnection } from "./connections.server";
import { createEvent, getEvent, setRsvp } from "./events.server";
import { loadHome } from "./home.server";
import { communityInsights } from "./insights.server";
import { getMemberProfile, searchPeople, suggestPeople } from "./members.server";
import { countUnreadNotifications, listNotifications } from "./notifications.server";
import { addComment, createPost, getComment, getPost, listComments, listFeed } from "./posts.server";
import { createReport, getReportTarget, moderateReport } from "./reports.server";
import { createService, getService, listReviews } from "./services.server";
import type { Viewer } from "./viewer";

const tagged = () => `zv${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function member(lastName: string): Promise<Viewer & { firstName: string; lastName: string }> {
  const { user } = await createMember({ firstName: "Seer", lastName });
  return { id: user.id, role: user.role, firstName: user.firstName, lastName: user.lastName };
}

const RELATIONS = [
  "a bystander",
  "blocked by the owner",
  "who blocked the owner",
  "a bystander, the item hidden by an admin",
  "a bystander, the owner suspended",
  "an admin, the item hidden and the owner suspended",
] as const;
type Relation = (typeof RELATIONS)[number];

/** Who may see the owner's items: only the bystander of a plain item, and an admin of anything. */
const SEES: Record<Relation, boolean> = {
  "a bystander": true,
  "blocked by the owner": false,
  "who blocked the owner": false,
  "a bystander, the item hidden by an admin": false,
  "a bystander, the owner suspended": false,
  "an admin, the item hidden and the owner suspended": true,
};

type World = {
  viewer: Viewer;
  service: string;
  ownersComment: string;
  neutralQuestion: string;
  responseUnderOwnersQuestion: string;
};

/**
 * An owner with a service, a comment (an answer to a bystander's question) and a question of their own with
 * a bystander's response under it; a viewer standing to the owner as `relation` says. Hidden means the
 * service, the owner's comment and the owner's question (so the response under it) are hidden.
 */
async function makeWorld(relation: Relation): Promise<World> {
  const tag = tagged();
  const [owner, viewer, neutral] = [await member(`${tag}o`), await member(`${tag}v`), await member(`${tag}n`)];
  const service = await createService(owner, {
    title: `service ${tag}`,
    description: "help with forms",
    category: "Legal Help",
  });
  const neutralQuestion = await createPost(neutral, { content: `asked ${tag}`, type: "advice", category: "Housing" });
  const ownersComment = await addComment(owner, neutralQuestion.id, { content: `owner answers ${tag}` });
  const ownersQuestion = await createPost(owner, { content: `owner asks ${tag}`, type: "advice", category: "Housing" });
  const response = await addComment(neutral, ownersQuestion.id, { content: `neutral answers ${tag}` });

  const hide = async () => {
    const hiddenAt = new Date();
    await db.service.update({ where: { id: service.id }, data: { hiddenAt } });
    await db.comment.update({ where: { id: ownersComment.id }, data: { hiddenAt } });
    await db.post.update({ where: { id: ownersQuestion.id }, data: { hiddenAt } });
  };
  const suspend = () => db.user.update({ where: { id: owner.id }, data: { status: "suspended" } });
  let seer: Viewer = viewer;
  switch (relation) {
    case "a bystander":
      break;
    case "blocked by the owner":
      await blockMember(owner, viewer.id);
      break;
    case "who blocked the owner":
      await blockMember(viewer, owner.id);
      break;
    case "a bystander, the item hidden by an admin":
      await hide();
      break;
    case "a bystander, the owner suspended":
      await suspend();
      break;
    case "an admin, the item hidden and the owner suspended":
      await hide();
      await suspend();
      await db.user.update({ where: { id: viewer.id }, data: { role: "admin" } });
      seer = { id: viewer.id, role: "admin" };
      break;
  }
  return {
    viewer: seer,
    service: service.id,
    ownersComment: ownersComment.id,
    neutralQuestion: neutralQuestion.id,
    responseUnderOwnersQuestion: response.id,
  };
}

// One world per relation, made on first use (the actions below write nothing another action reads back).
const worlds = new Map<Relation, Promise<World>>();
const worldFor = (relation: Relation) => {
  if (!worlds.has(relation)) worlds.set(relation, makeWorld(relation));
  return worlds.get(relation)!;
};

type Action = (world: World) => Promise<unknown>;
const report = (subjectType: "service" | "comment", subjectId: string) => (world: World) =>
  createReport(world.viewer, { subjectType, subjectId, reason: "spam" });

const KINDS: Array<[string, Array<[string, Action]>]> = [
  [
    "the owner's service",
    [
      ["read (GET /api/services/{id})", (w) => getService(w.viewer, w.service)],
      ["read its reviews (/services/{id}/reviews)", (w) => listReviews(w.viewer, w.service)],
      ["open its report page", (w) => getReportTarget(w.viewer, "service", w.service)],
      ["report it", (w) => report("service", w.service)(w)],
    ],
  ],
  [
    "the owner's comment",
    [
      ["read", (w) => getComment(w.viewer, w.ownersComment)],
      ["open its report page", (w) => getReportTarget(w.viewer, "comment", w.ownersComment)],
      ["report it", (w) => report("comment", w.ownersComment)(w)],
      ["mark it helpful", (w) => toggleHelpful(w.viewer, w.ownersComment)],
    ],
  ],
  [
    "a response under the owner's question",
    [
      ["read", (w) => getComment(w.viewer, w.responseUnderOwnersQuestion)],
      ["open its report page", (w) => getReportTarget(w.viewer, "comment", w.responseUnderOwnersQuestion)],
      ["report it", (w) => report("comment", w.responseUnderOwnersQuestion)(w)],
      ["mark it helpful", (w) => toggleHelpful(w.viewer, w.responseUnderOwnersQuestion)],
    ],
  ],
];

const CASES = KINDS.flatMap(([kind, actions]) =>
  actions.flatMap(([action, run]) =>
    RELATIONS.map((relation) => [kind, action, relation, SEES[relation] ? "allowed" : "404", run] as const),
  ),
);

describe("one visibility rule per kind of item, for every action", () => {
  it.each(CASES)("%s, %s, as %s: %s", async (_kind, _action, relation, expected, run) => {
    const world = await worldFor(relation);
    if (expected === "allowed") await expect(run(world)).resolves.toBeDefined();
    else await expect(run(world)).rejects.toMatchObject({ status: 404, code: "not_found" });
  });
});

describe("a thread lists a comment exactly when its link opens", () => {
  it.each(RELATIONS)("the owner's comment, as %s", async (relation) => {
    const world = await worldFor(relation);
    const inThread = (await listComments(world.viewer, world.neutralQuestion)).comments.map((c) => c.id);
    const inAdvice = (await getAdviceThread(world.viewer, world.neutralQuestion)).responses.map((r) => r.id);
    const listed = SEES[relation];
    expect({
      inThread: inThread.includes(world.ownersComment),
      inAdvice: inAdvice.includes(world.ownersComment),
    }).toEqual({ inThread: listed, inAdvice: listed });
  });
});

/** A socket in the registry, as acceptSocket makes one, that keeps the frames it is sent. */
function fakeSocket(userId: string) {
  const frames: Array<Record<string, unknown>> = [];
  const ws = {
    OPEN: 1,
    readyState: 1,
    send: (frame: string) => frames.push(JSON.parse(frame)),
    close: () => undefined,
  } as unknown as WebSocket;
  const entry: OpenSocket = { ws, userId, sessionHash: `test-${userId}`, alive: true };
  return { entry, frames };
}

describe("the feed's live event follows the feed's rule", () => {
  it("a new post is announced to everyone but the members blocked either way with its author", async () => {
    await startRealtime();
    const tag = tagged();
    const [author, blocked, blocker, bystander] = [
      await member(`${tag}a`),
      await member(`${tag}b`),
      await member(`${tag}c`),
      await member(`${tag}d`),
    ];
    await blockMember(author, blocked.id);
    await blockMember(blocker, author.id);
    const sockets = Object.fromEntries(
      [author, blocked, blocker, bystander].map((person) => [person.lastName, fakeSocket(person.id)]),
    );
    for (const { entry } of Object.values(sockets)) register(entry);
    try {
      const post = await createPost(author, { content: `live ${tag}` });
      const got = (person: { lastName: string }) =>
        sockets[person.lastName].frames.some((frame) => frame.type === "feed" && frame.postId === post.id);
      expect({
        author: got(author),
        bystander: got(bystander),
        blocked: got(blocked),
        blocker: got(blocker),
      }).toEqual({ author: true, bystander: true, blocked: false, blocker: false });
    } finally {
      for (const { entry } of Object.values(sockets)) unregister(entry);
    }
  });
});

describe("the activity rail follows the members' rule", () => {
  it("leaves out what members blocked either way, or suspended, did; the system's and others' stay", async () => {
    const tag = tagged();
    const [actor, blocked, blocker, bystander, suspended] = [
      await member(`${tag}a`),
      await member(`${tag}b`),
      await member(`${tag}c`),
      await member(`${tag}d`),
      await member(`${tag}s`),
    ];
    await blockMember(actor, blocked.id);
    await blockMember(blocker, actor.id);
    await createPost(suspended, { content: `before ${tag}` });
    await db.user.update({ where: { id: suspended.id }, data: { status: "suspended" } });
    await createPost(actor, { content: `rail ${tag}` });
    const rail = async (viewer: Viewer) => (await loadHome(viewer)).activity.map((item) => item.description);
    const actorDid = `${actor.firstName} ${actor.lastName} shared a post`;
    const suspendedDid = `${suspended.firstName} ${suspended.lastName} shared a post`;
    expect(await rail(bystander)).toContain(actorDid);
    expect(await rail(bystander)).not.toContain(suspendedDid);
    expect(await rail(blocked)).not.toContain(actorDid);
    expect(await rail(blocker)).not.toContain(actorDid);
  });

  it("leaves out activity about a post or service a moderator hid, but for its owner", async () => {
    const tag = tagged();
    const [poster, provider, reader] = [await member(`${tag}p`), await member(`${tag}v`), await member(`${tag}r`)];
    const post = await createPost(poster, { content: `hidden ${tag}` });
    const service = await createService(provider, { title: `hidden ${tag}`, description: "x", category: "Legal Help" });
    const rail = async (viewer: Viewer) => (await loadHome(viewer)).activity.map((item) => item.description);
    const posted = `${poster.firstName} ${poster.lastName} shared a post`;
    const offered = `${provider.firstName} ${provider.lastName} offered a service`;
    expect(await rail(reader)).toEqual(expect.arrayContaining([posted, offered]));
    await db.post.update({ where: { id: post.id }, data: { hiddenAt: new Date() } });
    await db.service.update({ where: { id: service.id }, data: { hiddenAt: new Date() } });
    expect(await rail(reader)).not.toContain(posted);
    expect(await rail(reader)).not.toContain(offered);
    expect(await rail(poster)).toContain(posted);
    expect(await rail(provider)).toContain(offered);
  });
});

describe("moderation acts through blocks", () => {
  it("a provider who blocked an admin cannot keep their service from being deleted on a report", async () => {
    const tag = tagged();
    const [provider, reader, boss] = [await member(`${tag}p`), await member(`${tag}r`), await member(`${tag}b`)];
    await db.user.update({ where: { id: boss.id }, data: { role: "admin" } });
    const admin = { ...boss, role: "admin" as const };
    const service = await createService(provider, { title: `spam ${tag}`, description: "buy", category: "Legal Help" });
    await blockMember(provider, admin.id);
    // As a reader, the admin is bound by the block like anyone...
    await expect(getService(admin, service.id)).rejects.toMatchObject({ status: 404 });
    // ...but resolving a report deletes the service, rather than counting it as already gone.
    const report = await createReport(reader, { subjectType: "service", subjectId: service.id, reason: "spam" });
    await moderateReport(admin, report.id, "delete");
    expect(await db.service.count({ where: { id: service.id } })).toBe(0);
  });
});

// Issue 25 §3, "Blocking says you will not see each other anywhere": every list that shows members or what they
// did, and every count of it, leaves out a member blocked either way (and a suspended one), as the item rules do.
const OTHERS = ["a bystander", "blocked by the viewer", "who blocked the viewer", "suspended"] as const;
type Other = (typeof OTHERS)[number];
type Crowd = { tag: string; viewer: Viewer; host: Viewer; others: Record<Other, Viewer> };

/**
 * A viewer, a host (whose post, event or profile the surface is about) and one member per relation, all in a
 * city of their own. `trace` lets each member leave what the surface shows before the blocks and the
 * suspension, which come after it, as they would in life.
 */
async function crowd(
  trace: (crowd: Crowd, other: Viewer) => Promise<unknown>,
  before?: (crowd: Crowd) => Promise<unknown>,
) {
  const tag = tagged();
  const city = `${tag} City`;
  const person = async (role: string) => {
    const { user } = await createMember({ firstName: "Crowd", lastName: `${tag}${role}`, currentLocation: city });
    return { id: user.id, role: user.role } as Viewer;
  };
  const viewer = await person("v");
  const host = await person("h");
  const others = {} as Record<Other, Viewer>;
  for (const [index, relation] of OTHERS.entries()) others[relation] = await person(`o${index}`);
  const world: Crowd = { tag, viewer, host, others };
  await before?.(world);
  for (const relation of OTHERS) await trace(world, others[relation]);
  await blockMember(viewer, others["blocked by the viewer"].id);
  await blockMember(others["who blocked the viewer"], viewer.id);
  await db.user.update({ where: { id: others.suspended.id }, data: { status: "suspended" } });
  return world;
}

const connect = async (a: Viewer, b: Viewer) =>
  acceptConnection(b, (await requestConnection(a, { receiverId: b.id })).id);

/** Member lists: the ids of the members each shows the viewer. */
const MEMBER_LISTS: Array<[string, () => Promise<{ crowd: Crowd; listed: (crowd: Crowd) => Promise<string[]> }>]> = [
  [
    "the viewer's notifications (each member commented on the viewer's post)",
    async () => {
      let postId = "";
      const world = await crowd(
        (w, other) => addComment(other, postId, { content: `note ${w.tag}` }),
        async (w) => (postId = (await createPost(w.viewer, { content: `mine ${w.tag}` })).id),
      );
      return {
        crowd: world,
        listed: async (w) => (await listNotifications(w.viewer)).items.flatMap((item) => item.actor?.id ?? []),
      };
    },
  ],
  [
    "an event's attendees",
    async () => {
      let eventId = "";
      const world = await crowd(
        (_w, other) => setRsvp(other, eventId, { status: "attending" }),
        async (w) =>
          (eventId = (
            await createEvent(w.host, {
              title: `meet ${w.tag}`,
              eventDate: new Date(Date.now() + 86_400_000).toISOString(),
            })
          ).id),
      );
      return { crowd: world, listed: async (w) => (await getEvent(w.viewer, eventId)).attendees.map((a) => a.id) };
    },
  ],
  [
    "people search",
    async () => ({
      crowd: await crowd(async () => undefined),
      listed: async (w) => (await searchPeople(w.viewer, { q: w.tag, limit: 50 })).people.map((p) => p.id),
    }),
  ],
  [
    "people suggestions",
    async () => ({
      crowd: await crowd(async () => undefined),
      listed: async (w) => (await suggestPeople(w.viewer, 50)).map((p) => p.id),
    }),
  ],
];

describe("member lists leave out members blocked either way and suspended ones", () => {
  it.each(MEMBER_LISTS)("%s", async (_surface, make) => {
    const { crowd: world, listed } = await make();
    const shown = new Set(await listed(world));
    expect(Object.fromEntries(OTHERS.map((relation) => [relation, shown.has(world.others[relation].id)]))).toEqual({
      "a bystander": true,
      "blocked by the viewer": false,
      "who blocked the viewer": false,
      suspended: false,
    });
  });
});

/** Counts: each member left one trace; the viewer's count is the bystander's alone. */
const COUNTS: Array<[string, () => Promise<number>]> = [
  [
    "the unread notifications badge",
    async () => {
      let postId = "";
      const world = await crowd(
        (w, other) => addComment(other, postId, { content: `note ${w.tag}` }),
        async (w) => (postId = (await createPost(w.viewer, { content: `mine ${w.tag}` })).id),
      );
      return countUnreadNotifications(world.viewer.id);
    },
  ],
  [
    "mutual connections on the host's profile",
    async () => {
      const world = await crowd(async (w, other) => {
        await connect(other, w.viewer);
        await connect(other, w.host);
      });
      return (await getMemberProfile(world.viewer, world.host.id)).mutualConnections;
    },
  ],
  ...(["the feed", "the post's page", "the advice list", "the question's page"] as const).map(
    (where): [string, () => Promise<number>] => [
      `a post's comment count, in ${where}`,
      async () => {
        let postId = "";
        const advice = where === "the advice list" || where === "the question's page";
        const world = await crowd(
          (w, other) => addComment(other, postId, { content: `reply ${w.tag}` }),
          async (w) =>
            (postId = (
              await createPost(w.host, {
                content: `asks ${w.tag}`,
                ...(advice ? { type: "advice", category: "Housing" } : {}),
              })
            ).id),
        );
        const { viewer, tag, host } = world;
        if (where === "the feed") return (await listFeed(viewer, { authorId: host.id })).posts[0].commentsCount;
        if (where === "the post's page") return (await getPost(viewer, postId)).commentsCount;
        if (where === "the advice list") return (await listAdvice(viewer, { q: tag })).questions[0].commentsCount;
        return (await getAdviceThread(viewer, postId)).question.commentsCount;
      },
    ],
  ),
];

describe("counts of members and their content count only what the viewer can see", () => {
  it.each(COUNTS)("%s", async (_surface, count) => {
    expect(await count()).toBe(1);
  });

  it("a hidden comment is counted for its author and admins only, as its thread shows it", async () => {
    const tag = tagged();
    const [host, writer, reader, boss] = [
      await member(`${tag}h`),
      await member(`${tag}w`),
      await member(`${tag}r`),
      await member(`${tag}a`),
    ];
    await db.user.update({ where: { id: boss.id }, data: { role: "admin" } });
    const admin: Viewer = { id: boss.id, role: "admin" };
    const post = await createPost(host, { content: `hidden reply ${tag}` });
    const reply = await addComment(writer, post.id, { content: `soon hidden ${tag}` });
    await db.comment.update({ where: { id: reply.id }, data: { hiddenAt: new Date() } });
    const counts = async (viewer: Viewer) => ({
      count: (await getPost(viewer, post.id)).commentsCount,
      thread: (await listComments(viewer, post.id)).comments.length,
    });
    expect(await counts(reader)).toEqual({ count: 0, thread: 0 });
    expect(await counts(host)).toEqual({ count: 0, thread: 0 });
    expect(await counts(writer)).toEqual({ count: 1, thread: 1 });
    expect(await counts(admin)).toEqual({ count: 1, thread: 1 });
  });

  it("community insights are figures about everyone and name no member", async () => {
    const insights = await communityInsights();
    for (const [figure, value] of Object.entries(insights)) expect(typeof value, figure).toBe("number");
  });
});
