// Circles members start (issue 47 part B, decision 088): who may start one, names unique per place, joining a
// public one and asking to join one by request, every host act with its refusals and audit row, and the one
// by-request rule on every surface a post travels (circle page, API list, feed in every scope, search, a post,
// its comments and likes, live events, notifications).
import { randomUUID } from "node:crypto";
import { createMember } from "../../tests/setup/factories";
import { databaseKind } from "../../prisma/database-url";
import { countStatements, db } from "~/server/db.server";
import { subscribe, type BusMessage } from "~/realtime/bus.server";
import { addComment, createPost, getPost, listComments, listFeed, setLike } from "./posts.server";
import {
  getCircle,
  joinCircle,
  leaveCircle,
  listCirclePosts,
  listCircles,
  listScopedFeed,
  loadCircle,
  startedCirclesToDiscover,
} from "./circles.server";
import { search } from "./search.server";
import { getAdviceThread, listAdvice } from "./advice.server";
import { editPost } from "./post-edits.server";
import {
  closeStartedCircle,
  decideJoinRequest,
  handOverCircle,
  listJoinRequests,
  removeCircleMember,
  searchStartedCircles,
  startCircle,
  updateStartedCircle,
} from "./started-circles.server";
import { circleHostRole } from "./circle-hosts.server";
import { circleSearchTextFor } from "~/lib/search-text";
import { STARTED_PREFIX } from "~/lib/circles";
import type { Viewer } from "./viewer";

const DAY = 24 * 60 * 60 * 1000;

/** A member past the new-account rules (email confirmed, two days old), unless `fresh`. */
async function member(options: { fresh?: boolean; homeland?: string } = {}) {
  const { user } = await createMember();
  await db.user.update({
    where: { id: user.id },
    data: {
      countryOfOrigin: options.homeland ?? "Brazil",
      ...(options.fresh ? {} : { emailVerifiedAt: new Date(), createdAt: new Date(Date.now() - 2 * DAY) }),
    },
  });
  const viewer: Viewer = { id: user.id, role: "member" };
  return viewer;
}

const tag = () => randomUUID().slice(0, 8);

async function started(host: Viewer, access: "public" | "request", extra: Record<string, unknown> = {}) {
  const name = `Nurses ${tag()}`;
  const { id } = await startCircle(host, { name, description: "Nurses who trained at home", access, ...extra });
  return { id, name };
}

async function auditActs(circleId: string) {
  const rows = await db.adminAction.findMany({
    where: { subjectType: "circle", subjectId: circleId },
    orderBy: { createdAt: "asc" },
    select: { action: true, actorId: true, actorName: true },
  });
  return rows.map((row) => row.action);
}

async function told(userId: string) {
  const rows = await db.notification.findMany({
    where: { userId, type: "circle_news" },
    orderBy: { createdAt: "asc" },
    select: { params: true, link: true },
  });
  return rows.map((row) => JSON.parse(row.params ?? "{}").key as string);
}

describe("starting a circle", () => {
  it("takes a member past the new-account rules; the starter is its host and first member", async () => {
    await expect(
      startCircle(await member({ fresh: true }), { name: "Too new", description: "x", access: "public" }),
    ).rejects.toMatchObject({ status: 403 });
    const ada = await member();
    const { id, name } = await started(ada, "public", { homeland: "Philippines" });
    expect(id).toMatch(/^c-[a-z0-9]+$/);
    const circle = await getCircle(ada, id);
    expect(circle).toMatchObject({
      id,
      kind: "started",
      name,
      homeland: "Philippines",
      memberCount: 1,
      isMember: true,
      isOwn: false,
      started: { access: "public", isHost: true, closed: false, description: "Nurses who trained at home" },
    });
    expect(await circleHostRole(ada, id)).toBe("host");
    expect((await listCircles(ada)).circles.map((c) => c.id)).toContain(id);
  });

  it("refuses bad fields with field errors, a folded twin name in one place, and a fourth circle in a day", async () => {
    const ada = await member();
    await expect(startCircle(ada, { name: "ab", description: "d", access: "public" })).rejects.toMatchObject({
      status: 400,
      extra: { fields: { name: expect.any(String) } },
    });
    await expect(startCircle(ada, { name: "x".repeat(61), description: "d", access: "public" })).rejects.toMatchObject({
      status: 400,
    });
    await expect(startCircle(ada, { name: "Okay name", description: "d", access: "secret" })).rejects.toMatchObject({
      status: 400,
      extra: { fields: { access: expect.any(String) } },
    });
    await expect(
      startCircle(ada, { name: "Okay name", description: "d", access: "public", homeland: "Atlantis" }),
    ).rejects.toMatchObject({ status: 400, extra: { fields: { homeland: expect.any(String) } } });
    const name = `Café Club ${tag()}`;
    await startCircle(ada, { name, description: "d", access: "public", place: "Germany" });
    await expect(
      startCircle(await member(), {
        name: name.toUpperCase().replace("É", "E"),
        description: "d",
        access: "public",
        place: "Germany",
      }),
    ).rejects.toMatchObject({ status: 409, extra: { fields: { name: expect.any(String) } } });
    // Another place, another name space.
    await startCircle(ada, { name, description: "d", access: "public", place: "Portugal" });
    await startCircle(ada, { name: `Third ${tag()}`, description: "d", access: "public" });
    await expect(
      startCircle(ada, { name: `Fourth ${tag()}`, description: "d", access: "public" }),
    ).rejects.toMatchObject({ status: 429 });
  });
});

describe("joining", () => {
  it("a public circle at once; one by request through a host's approval, the requester told", async () => {
    const host = await member();
    const open = await started(host, "public");
    const bea = await member();
    expect(await joinCircle(bea, open.id)).toMatchObject({ isMember: true, memberCount: 2 });

    const closedDoor = await started(host, "request");
    const cai = await member();
    const asked = await joinCircle(cai, closedDoor.id);
    expect(asked).toMatchObject({ isMember: false, memberCount: 1, started: { requested: true } });
    expect((await joinCircle(cai, closedDoor.id)).started?.requested).toBe(true);
    // Its host is told of the request once, however often it is asked.
    expect(await told(host.id)).toEqual(["circleRequestReceived"]);
    // Requests are the hosts' to see and answer.
    await expect(listJoinRequests(bea, closedDoor.id)).rejects.toMatchObject({ status: 403 });
    await expect(decideJoinRequest(bea, closedDoor.id, cai.id, "approve")).rejects.toMatchObject({ status: 403 });
    expect((await listJoinRequests(host, closedDoor.id)).map((r) => r.id)).toEqual([cai.id]);
    await decideJoinRequest(host, closedDoor.id, cai.id, "approve");
    expect(await getCircle(cai, closedDoor.id)).toMatchObject({ isMember: true, memberCount: 2 });
    expect(await told(cai.id)).toEqual(["circleRequestApproved"]);
    await expect(decideJoinRequest(host, closedDoor.id, cai.id, "approve")).rejects.toMatchObject({ status: 404 });

    const dee = await member();
    // A host who blocked the asker is not told (the one block rule), but may still answer.
    await db.block.create({ data: { blockerId: host.id, blockedId: dee.id } });
    await joinCircle(dee, closedDoor.id);
    expect(await told(host.id)).toEqual(["circleRequestReceived"]);
    await decideJoinRequest(host, closedDoor.id, dee.id, "decline");
    expect(await getCircle(dee, closedDoor.id)).toMatchObject({ isMember: false, started: { requested: false } });
    expect(await told(dee.id)).toEqual(["circleRequestDeclined"]);
    expect(await auditActs(closedDoor.id)).toEqual(["circle.request_approve", "circle.request_decline"]);

    // Leaving drops the membership; asking again starts over.
    await leaveCircle(cai, closedDoor.id);
    expect((await getCircle(cai, closedDoor.id)).isMember).toBe(false);
  });
});

describe("on Discover", () => {
  it("shows open started circles for the member's homeland, not others', not one they are in, not a closed one", async () => {
    const host = await member({ homeland: "Philippines" });
    const circle = await started(host, "request", { homeland: "Philippines" });
    const closed = await started(host, "public", { homeland: "Philippines" });
    await closeStartedCircle(host, closed.id);
    const [filipino, brazilian] = [await member({ homeland: "Philippines" }), await member({ homeland: "Brazil" })];
    const shown = async (viewer: Viewer) => (await startedCirclesToDiscover(viewer, 50)).map((found) => found.id);
    expect(await shown(filipino)).toContain(circle.id);
    expect(await shown(filipino)).not.toContain(closed.id);
    expect(await shown(brazilian)).not.toContain(circle.id);
    // Its host is in it; a member who asked still sees it (with their request), one who joined does not.
    expect(await shown(host)).not.toContain(circle.id);
    await joinCircle(filipino, circle.id);
    expect((await startedCirclesToDiscover(filipino, 50)).find((found) => found.id === circle.id)).toBeDefined();
    await decideJoinRequest(host, circle.id, filipino.id, "approve");
    expect(await shown(filipino)).not.toContain(circle.id);
  });
});

describe("suggested by place", () => {
  it("shows circles for the member's city, their city's country and nowhere in particular, not another place's", async () => {
    const host = await member({ homeland: "Philippines" });
    const town = await db.place.findFirstOrThrow({
      where: { population: { gte: 1700, lt: 1800 } },
      orderBy: { id: "asc" },
      select: { id: true, countryCode: true },
    });
    const elsewhere = await db.place.findFirstOrThrow({
      where: { population: { gte: 1700, lt: 1800 }, countryCode: { not: town.countryCode } },
      select: { id: true, countryCode: true },
    });
    const circle = async (where: { placeId: number | null; countryCode: string | null }, placeKey: string) => {
      const name = `Place ${tag()}`;
      const { id } = await db.startedCircle.create({
        data: {
          name,
          nameKey: name.toLowerCase(),
          description: "Near",
          ...where,
          placeKey,
          access: "public",
          startedById: host.id,
        },
        select: { id: true },
      });
      return `${STARTED_PREFIX}${id}`;
    };
    const city = await circle({ placeId: town.id, countryCode: town.countryCode }, `p${town.id}`);
    const country = await circle({ placeId: null, countryCode: town.countryCode }, `c${town.countryCode}`);
    const nowhere = await circle({ placeId: null, countryCode: null }, "");
    const otherCity = await circle({ placeId: elsewhere.id, countryCode: elsewhere.countryCode }, `p${elsewhere.id}`);
    const otherCountry = await circle(
      { placeId: null, countryCode: elsewhere.countryCode },
      `c${elsewhere.countryCode}`,
    );
    const viewer = await member({ homeland: "Brazil" });
    await db.user.update({ where: { id: viewer.id }, data: { placeId: town.id } });
    const shown = (await startedCirclesToDiscover(viewer, 50)).map((found) => found.id);
    expect(shown).toEqual(expect.arrayContaining([city, country, nowhere]));
    expect(shown).not.toContain(otherCity);
    expect(shown).not.toContain(otherCountry);
    // Newest first.
    expect(shown.indexOf(nowhere)).toBeLessThan(shown.indexOf(country));
    expect(shown.indexOf(country)).toBeLessThan(shown.indexOf(city));
  });
});

/** The ids of the circles the /circles search shows `viewer` for `q`. */
const foundCircles = async (viewer: Viewer, q: string) =>
  ((await listCircles(viewer, { q })).results ?? []).map((circle) => circle.id);

describe("searching circles by name (/circles)", () => {
  // What members type, read through the index of names (decision 080, its addendum on circles), not a LIKE scan.
  it("folds accents and case, takes the last word as typed so far, any order, any script", async () => {
    const t = tag();
    const viewer = await member();
    const found = (q: string) => foundCircles(viewer, q);
    const moms = await startCircle(await member(), { name: `São Paulo Moms ${t}`, description: "d", access: "public" });
    const beijing = await startCircle(await member(), { name: `北京妈妈会 ${t}`, description: "d", access: "public" });
    const delhi = await startCircle(await member(), {
      name: `दिल्ली की माताएँ ${t}`,
      description: "d",
      access: "public",
    });
    const hanoi = await startCircle(await member(), {
      name: `Người Việt Hà Nội ${t}`,
      description: "d",
      access: "public",
    });

    for (const q of [
      "Sao Paulo",
      "são paulo",
      "SAO PAULO MOMS",
      `sao paulo ${t}`,
      "Paulo",
      "moms sao",
      "Sao Pau",
      "são pa",
    ])
      expect(await found(q), q).toContain(moms.id);
    // Two Chinese characters are a word: at the start of the name, in its middle, one character as typed so far.
    for (const q of ["北京", "妈妈", "京妈妈", "北京妈妈会", "妈"]) expect(await found(q), q).toContain(beijing.id);
    // Hindi keeps its vowel signs: the whole word, the word as typed so far, a later word.
    for (const q of ["दिल्ली", "दिल्", "माताएँ", `दिल्ली ${t}`]) expect(await found(q), q).toContain(delhi.id);
    for (const q of ["nguoi viet", "Ha Noi", "hà nội"]) expect(await found(q), q).toContain(hanoi.id);
    // Every word must be there; a finished word is not a prefix; punctuation alone finds nothing.
    expect(await found(`sao paulo dads ${t}`)).toEqual([]);
    expect(await found(`Sao Pau ${t} `)).toEqual([]);
    expect(await found("上海")).not.toContain(beijing.id);
    expect(await found("?!")).toEqual([]);
    // A single letter of a spaced script is not a prefix (decision 080: it would read most of the index).
    expect(await found(`${t} s`)).toEqual([]);
    expect(await found(`${t} `)).toEqual(expect.arrayContaining([moms.id, beijing.id, delhi.id, hanoi.id]));
  });

  it("keeps the rules: open circles only, by request ones too; a renamed circle is found by its new name", async () => {
    const t = tag();
    const host = await member();
    const viewer = await member();
    const found = (q: string) => foundCircles(viewer, q);
    const open = await startCircle(host, { name: `Lisbon Nurses ${t}`, description: "d", access: "public" });
    const byRequest = await startCircle(host, { name: `Lisbon Carers ${t}`, description: "d", access: "request" });
    const closed = await startCircle(host, { name: `Lisbon Cooks ${t}`, description: "d", access: "public" });
    await closeStartedCircle(host, closed.id);
    const results = await found(`lisbon ${t}`);
    expect(results).toEqual([byRequest.id, open.id]);
    const shown = (await listCircles(viewer, { q: `lisbon ${t}` })).results!.find((c) => c.id === byRequest.id);
    expect(shown?.started).toMatchObject({ access: "request" });
    expect(await found(`cooks ${t}`)).toEqual([]);
    await updateStartedCircle(host, open.id, { name: `Porto Nurses ${t}` });
    expect(await found(`lisbon nurses ${t}`)).toEqual([]);
    expect(await found(`porto ${t}`)).toEqual([open.id]);
  });

  it("finds a circle behind a thousand newer ones, and the newest of a common word first", async () => {
    const t = tag();
    const host = await member();
    const viewer = await member();
    const found = (q: string) => foundCircles(viewer, q);
    const old = await startCircle(host, { name: `Zanzibar Knitters ${t}`, description: "d", access: "public" });
    const names = Array.from({ length: 1010 }, (_, index) => `Filler ${t} ${index}`);
    const later = Date.now() + 60_000;
    await db.startedCircle.createMany({
      data: names.map((name, index) => ({
        id: `f${t}${index}`,
        name,
        nameKey: name.toLowerCase(),
        searchText: circleSearchTextFor({ name }),
        description: "d",
        placeKey: "",
        access: "public",
        startedById: host.id,
        createdAt: new Date(later + index * 1000),
      })),
    });
    expect(await found(`zanzibar ${t}`)).toEqual([old.id]);
    expect(await found(`knit`)).toContain(old.id);
    expect(await found(`filler ${t}`)).toEqual([1009, 1008, 1007, 1006, 1005, 1004].map((index) => `c-f${t}${index}`));
    // Deleted circles leave the index (and the later tests' suggestions).
    await db.startedCircle.deleteMany({ where: { id: { startsWith: `f${t}` } } });
    expect(await found(`filler ${t}`)).toEqual([]);
  });

  it.runIf(databaseKind(process.env.DATABASE_URL ?? "file:") === "sqlite")(
    "reads the index of names, never every circle (SQLite's plan)",
    async () => {
      const { statements } = await countStatements(() => searchStartedCircles("sao pau", 6));
      expect(statements).toHaveLength(1);
      const params = Array.from({ length: (statements[0]!.match(/\?/g) ?? []).length }, () => null);
      const plan = (
        await db.$queryRawUnsafe<Array<{ detail: string }>>(`EXPLAIN QUERY PLAN ${statements[0]}`, ...params)
      ).map((row) => row.detail);
      // The index first, in its own order (no sort); then each match's row by its key.
      expect(plan[0], plan.join("\n")).toMatch(/^SCAN search_circle VIRTUAL TABLE/);
      expect(
        plan.filter((line) => /^SCAN (sc|r|t|StartedCircle|search_rows)\b|TEMP B-TREE/.test(line)),
        plan.join("\n"),
      ).toEqual([]);
    },
  );
});

describe("a circle by request shows its posts to its members only", () => {
  it("on every surface: circle page, API list, feed scopes, search, a post, comments, likes, live events", async () => {
    const host = await member();
    const { id, name } = await started(host, "request");
    const word = `zq${tag()}`;
    const post = await createPost(host, { content: `Rota swap ${word}`, circleId: id });
    const outsider = await member();
    const admin: Viewer = { ...(await member()), role: "admin" };

    // The name, the description and the count show; the posts do not.
    const page = await loadCircle(outsider, id);
    expect(page.circle).toMatchObject({ name, memberCount: 1, started: { description: "Nurses who trained at home" } });
    expect(page.postsVisible).toBe(false);
    expect(page.posts.posts).toEqual([]);
    await expect(listCirclePosts(outsider, id)).rejects.toMatchObject({ status: 404 });
    for (const scope of ["everyone", "city", "circles"])
      expect((await listScopedFeed(outsider, { scope, limit: 50 })).posts.map((p) => p.id)).not.toContain(post.id);
    expect((await listFeed(outsider, { limit: 50 })).posts.map((p) => p.id)).not.toContain(post.id);
    const found = await search(outsider, { q: word, type: "posts" });
    expect(found.results).toEqual([]);
    expect(found.counts.posts).toBe(0);
    await expect(getPost(outsider, post.id)).rejects.toMatchObject({ status: 404 });
    await expect(listComments(outsider, post.id)).rejects.toMatchObject({ status: 404 });
    await expect(addComment(outsider, post.id, { content: "hi" })).rejects.toMatchObject({ status: 404 });
    await expect(setLike(outsider, post.id, { liked: "true" })).rejects.toMatchObject({ status: 404 });
    await expect(createPost(outsider, { content: "let me in", circleId: id })).rejects.toMatchObject({ status: 400 });
    // A question asked in it too: not in Advice, filtered or not, nor at its own page.
    const question = await createPost(host, { content: `Night shifts ${word}?`, type: "advice", circleId: id });
    for (const filters of [{}, { q: word }])
      expect((await listAdvice(outsider, filters, { limit: 50 })).questions.map((q) => q.id)).not.toContain(
        question.id,
      );
    await expect(getAdviceThread(outsider, question.id)).rejects.toMatchObject({ status: 404 });
    expect((await listAdvice(host, { q: word })).questions.map((q) => q.id)).toEqual([question.id]);
    expect((await getAdviceThread(host, question.id)).question.id).toBe(question.id);

    // Admins moderate it; the author always reads their own.
    expect((await getPost(admin, post.id)).id).toBe(post.id);
    expect((await search(host, { q: word, type: "posts" })).results.map((r) => r.id)).toEqual([post.id]);

    // A live event of a new post reaches its members (and admins) only, never everyone.
    const bus: BusMessage[] = [];
    const stop = subscribe((message) => bus.push(message));
    const member2 = await member();
    await joinCircle(member2, id);
    await decideJoinRequest(host, id, member2.id, "approve");
    const second = await createPost(host, { content: `Second ${word}`, circleId: id });
    await editPost(host, second.id, { content: `Second ${word}, edited` });
    stop();
    for (const type of ["feed", "post"]) {
      const told = bus.find((m) => m.event.type === type && "postId" in m.event && m.event.postId === second.id);
      expect(told?.userIds).toContain(member2.id);
      expect(told?.userIds).not.toContain("*");
      expect(told?.userIds).not.toContain(outsider.id);
    }

    // Once approved, every surface shows them.
    expect((await listCirclePosts(member2, id)).posts.map((p) => p.id)).toEqual([second.id, question.id, post.id]);
    expect((await listScopedFeed(member2, { scope: "circles", limit: 50 })).posts.map((p) => p.id)).toContain(post.id);
    expect((await search(member2, { q: word, type: "posts" })).results.length).toBe(2);
    expect((await getPost(member2, post.id)).circle).toEqual({ id, name });
    await addComment(member2, post.id, { content: "Count me in" });
    expect((await listComments(member2, post.id)).comments).toHaveLength(1);

    // Removed from the circle, they no longer see it.
    await removeCircleMember(host, id, member2.id);
    await expect(getPost(member2, post.id)).rejects.toMatchObject({ status: 404 });
    expect(await told(member2.id)).toEqual(["circleRequestApproved", "circleRemoved"]);
  });

  it("a public started circle's posts are everyone's, as a derived circle's", async () => {
    const host = await member();
    const { id } = await started(host, "public");
    const post = await createPost(host, { content: "Open to all", circleId: id });
    const outsider = await member();
    expect((await listCirclePosts(outsider, id)).posts.map((p) => p.id)).toEqual([post.id]);
    expect((await getPost(outsider, post.id)).id).toBe(post.id);
  });
});

describe("host acts", () => {
  it("rename, describe, remove, hand over and close: hosts only, while active and in the circle, each audited", async () => {
    const host = await member();
    const { id } = await started(host, "public");
    const bea = await member();
    const cai = await member();
    await joinCircle(bea, id);
    await joinCircle(cai, id);

    // Not a host: 403 for every act.
    for (const act of [
      () => updateStartedCircle(bea, id, { name: "Taken over" }),
      () => removeCircleMember(bea, id, cai.id),
      () => handOverCircle(bea, id, { userId: cai.id }),
      () => closeStartedCircle(bea, id),
      () => listJoinRequests(bea, id),
    ])
      await expect(act()).rejects.toMatchObject({ status: 403 });

    const renamed = `Renamed ${tag()}`;
    await updateStartedCircle(host, id, { name: renamed, description: "New words" });
    expect((await getCircle(bea, id)).name).toBe(renamed);
    await expect(updateStartedCircle(host, id, {})).rejects.toMatchObject({ status: 400 });

    await removeCircleMember(host, id, cai.id);
    expect((await getCircle(cai, id)).isMember).toBe(false);
    await expect(removeCircleMember(host, id, cai.id)).rejects.toMatchObject({ status: 404 });

    // Handing over: the new host hosts, the old one steps down (unless they ask to stay).
    await expect(handOverCircle(host, id, { userId: cai.id })).rejects.toMatchObject({ status: 400 });
    await handOverCircle(host, id, { userId: bea.id });
    expect(await circleHostRole(bea, id)).toBe("host");
    expect(await circleHostRole(host, id)).toBeNull();
    await expect(closeStartedCircle(host, id)).rejects.toMatchObject({ status: 403 });
    await handOverCircle(bea, id, { userId: host.id, stay: "on" });
    expect(await circleHostRole(bea, id)).toBe("host");
    expect(await circleHostRole(host, id)).toBe("host");

    // A suspended host, or one who left the circle, holds no power.
    await db.user.update({ where: { id: host.id }, data: { status: "suspended" } });
    await expect(closeStartedCircle(host, id)).rejects.toMatchObject({ status: 403 });
    await db.user.update({ where: { id: host.id }, data: { status: "active" } });
    await leaveCircle(host, id);
    await expect(closeStartedCircle(host, id)).rejects.toMatchObject({ status: 403 });

    // Closing: members are told, it takes no posts and no members; posts stay with their authors.
    const before = await createPost(bea, { content: "Before closing", circleId: id });
    const dee = await member();
    await joinCircle(dee, id);
    await closeStartedCircle(bea, id);
    expect((await getCircle(bea, id)).started?.closed).toBe(true);
    await expect(createPost(bea, { content: "After closing", circleId: id })).rejects.toMatchObject({ status: 400 });
    await expect(joinCircle(await member(), id)).rejects.toMatchObject({ status: 409 });
    expect((await getPost(bea, before.id)).id).toBe(before.id);
    expect(await told(dee.id)).toEqual(["circleClosed"]);
    expect(await auditActs(id)).toEqual([
      "circle.rename",
      "circle.describe",
      "circle.member_remove",
      "circle.handover",
      "circle.handover",
      "circle.close",
    ]);
  });
});
