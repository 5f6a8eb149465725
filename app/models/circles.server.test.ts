// Circles (decision 063): own circles follow a member's homeland and city, joining and leaving, posting to a
// circle, the home feed's scopes (statements and keyset pages), and the visibility rules inside circles.
import { createMember } from "../../tests/setup/factories";
import { countStatements, db } from "~/server/db.server";
import { connectionPair } from "./connections.server";
import { createPost } from "./posts.server";
import {
  getCircle,
  joinCircle,
  leaveCircle,
  listCirclePosts,
  listCircles,
  listScopedFeed,
  loadCircle,
  readChoices,
} from "./circles.server";
import type { Viewer } from "./viewer";

/** Two real places no other test lives in (small towns), so counts are ours alone. */
/** Two small towns no other test of this file has used: each test's circles are its own. */
const usedPlaces = new Set<number>();
async function places(): Promise<[number, number]> {
  const rows = await db.place.findMany({
    where: { population: { gte: 1000, lt: 1100 }, id: { notIn: [...usedPlaces] } },
    orderBy: { id: "asc" },
    skip: Math.floor(Math.random() * 200),
    take: 2,
    select: { id: true },
  });
  for (const row of rows) usedPlaces.add(row.id);
  return [rows[0].id, rows[1].id];
}

async function memberIn(placeId: number | null, homeland: string | null) {
  const { user } = await createMember();
  await db.user.update({ where: { id: user.id }, data: { placeId, countryOfOrigin: homeland } });
  const viewer: Viewer = { id: user.id, role: "member" };
  return { ...viewer, user };
}

async function connect(a: string, b: string) {
  await db.connection.create({
    data: { requesterId: a, receiverId: b, ...connectionPair(a, b), status: "accepted" },
    select: { id: true },
  });
}

describe("circles", () => {
  it("a member is in their own circles, and they follow a move", async () => {
    const [here, there] = await places();
    const ada = await memberIn(here, "Nigeria");
    const mine = await listCircles(ada);
    expect(mine.circles.map((circle) => circle.id)).toEqual([
      `from-nigeria-in-${here}`,
      `city-${here}`,
      "from-nigeria",
    ]);
    expect(mine.circles.every((circle) => circle.isOwn && circle.isMember)).toBe(true);
    expect(mine.circles[0].name).toMatch(/^Nigerians in /);
    expect(mine.circles[0].memberCount).toBe(1);

    await db.user.update({ where: { id: ada.id }, data: { placeId: there, countryOfOrigin: "Ghana" } });
    const moved = await listCircles(ada);
    expect(moved.circles.map((circle) => circle.id)).toEqual([`from-ghana-in-${there}`, `city-${there}`, "from-ghana"]);
    expect((await getCircle(ada, `city-${here}`)).isMember).toBe(false);
    expect((await getCircle(ada, `city-${here}`)).memberCount).toBe(0);
  });

  it("joins other circles and leaves any, counted once", async () => {
    const [here, there] = await places();
    const ada = await memberIn(here, "India");
    const bo = await memberIn(there, "India");
    const joined = await joinCircle(ada, `from-india-in-${there}`);
    expect(joined).toMatchObject({ isMember: true, isOwn: false, memberCount: 2 });
    // Joining again changes nothing.
    expect((await joinCircle(ada, `from-india-in-${there}`)).memberCount).toBe(2);
    expect((await listCircles(ada)).circles.map((circle) => circle.id)).toContain(`from-india-in-${there}`);

    const left = await leaveCircle(bo, `from-india-in-${there}`);
    expect(left).toMatchObject({ isMember: false, isOwn: true, memberCount: 1 });
    expect((await listCircles(bo)).circles.map((circle) => circle.id)).not.toContain(`from-india-in-${there}`);
    // Leaving is remembered across a move away and back, until they join again.
    await db.user.update({ where: { id: bo.id }, data: { placeId: here } });
    await db.user.update({ where: { id: bo.id }, data: { placeId: there } });
    expect((await getCircle(bo, `from-india-in-${there}`)).isMember).toBe(false);
    expect(await joinCircle(bo, `from-india-in-${there}`)).toMatchObject({
      isMember: true,
      isOwn: true,
      memberCount: 2,
    });

    await leaveCircle(ada, `from-india-in-${there}`);
    expect((await getCircle(ada, `from-india-in-${there}`)).memberCount).toBe(1);
  });

  it("names no circle for an unknown id: 404, and 400 for an over-long one", async () => {
    const ada = await memberIn(null, null);
    await expect(getCircle(ada, "from-atlantis")).rejects.toMatchObject({ status: 404 });
    await expect(getCircle(ada, "city-0")).rejects.toMatchObject({ status: 404 });
    await expect(getCircle(ada, "city-999999999")).rejects.toMatchObject({ status: 404 });
    await expect(joinCircle(ada, "x".repeat(65))).rejects.toMatchObject({ status: 400 });
  });

  it("posts to a circle the member is in, and only those", async () => {
    const [here, there] = await places();
    const ada = await memberIn(here, "Peru");
    const post = await createPost(ada, { content: "Hola vecinos", circleId: `from-peru-in-${here}` });
    expect(post.circle).toMatchObject({ id: `from-peru-in-${here}` });
    expect(post.circle?.name).toMatch(/^Peruvians in /);
    await expect(createPost(ada, { content: "Not mine", circleId: `city-${there}` })).rejects.toMatchObject({
      status: 400,
      fields: { circleId: expect.any(String) },
    });
    const page = await listCirclePosts(ada, `from-peru-in-${here}`);
    expect(page.posts.map((item) => item.id)).toEqual([post.id]);
  });

  it("keeps blocked and suspended members out of a circle's members and posts", async () => {
    const [here] = await places();
    const ada = await memberIn(here, "Egypt");
    const bo = await memberIn(here, "Egypt");
    const cy = await memberIn(here, "Egypt");
    const circle = `from-egypt-in-${here}`;
    const boPost = await createPost(bo, { content: "from bo", circleId: circle });
    const cyPost = await createPost(cy, { content: "from cy", circleId: circle });
    await db.block.create({ data: { blockerId: bo.id, blockedId: ada.id }, select: { id: true } });
    await db.user.update({ where: { id: cy.id }, data: { status: "suspended" } });
    const page = await loadCircle(ada, circle);
    expect(page.posts.posts.map((post) => post.id)).not.toContain(boPost.id);
    expect(page.posts.posts.map((post) => post.id)).not.toContain(cyPost.id);
    expect(page.newestMembers.map((member) => member.id)).toEqual([ada.id]);
    expect(page.peopleYouMayKnow).toEqual([]);
    const circlesFeed = await listScopedFeed(ada, { scope: "circles" });
    expect(circlesFeed.posts.map((post) => post.id)).not.toContain(boPost.id);
  });
});

describe("home feed scopes", () => {
  it("My circles: posts in my circles, by my connections and mine; not others'; keyset pages", async () => {
    const [here, there] = await places();
    const ada = await memberIn(here, "Morocco");
    const friend = await memberIn(there, "Poland");
    const neighbour = await memberIn(here, "Poland");
    const stranger = await memberIn(there, "Thailand");
    await connect(ada.id, friend.id);
    const inCity = await createPost(neighbour, { content: "city post", circleId: `city-${here}` });
    const byFriend = await createPost(friend, { content: "friend post" });
    const own = await createPost(ada, { content: "my post" });
    const notMine = await createPost(stranger, { content: "stranger post", circleId: `city-${there}` });
    const plain = await createPost(neighbour, { content: "neighbour, to everyone" });

    const circles = await listScopedFeed(ada, { scope: "circles" });
    expect(circles.scope).toBe("circles");
    const ids = circles.posts.map((post) => post.id);
    expect(ids).toEqual([own.id, byFriend.id, inCity.id]);
    expect(ids).not.toContain(notMine.id);

    const city = await listScopedFeed(ada, { scope: "city" });
    expect(city.posts.map((post) => post.id)).toEqual([plain.id, own.id, inCity.id]);

    const first = await listScopedFeed(ada, { scope: "circles", limit: 2 });
    const second = await listScopedFeed(ada, { scope: "circles", limit: 2, cursor: first.nextCursor });
    expect([...first.posts, ...second.posts].map((post) => post.id)).toEqual(ids);
    expect(second.nextCursor).toBeNull();

    const everyone = await listScopedFeed(ada, { scope: "everyone", limit: 50 });
    expect(everyone.posts.map((post) => post.id)).toContain(notMine.id);
    await expect(listScopedFeed(ada, { scope: "nearby" })).rejects.toMatchObject({ status: 400 });
  });

  it("falls back to Everyone, saying so, when a scope has nothing", async () => {
    const lonely = await memberIn(null, null);
    const circles = await listScopedFeed(lonely, {});
    expect(circles).toMatchObject({ scope: "everyone", askedScope: "circles" });
    expect(circles.notice).toBeTruthy();
    const city = await listScopedFeed({ ...lonely, placeId: null, countryOfOrigin: null }, { scope: "city" });
    expect(city).toMatchObject({ scope: "everyone", askedScope: "city" });
  });

  it("costs the same statements per page in every scope, whatever the page size", async () => {
    const [here] = await places();
    const ada = await memberIn(here, "Romania");
    // As the session's member carries them: both homelands and the city.
    const me = { ...ada, placeId: here, countryOfOrigin: "Romania", secondHomeland: null };
    for (let i = 0; i < 12; i++) await createPost(ada, { content: `post ${i}`, circleId: i % 2 ? `city-${here}` : "" });
    // The page, and the names of its circles' cities (its photos would be one more); My circles reads the
    // member's circle choices first unless the caller passes them (the home page reads them once for two uses).
    const expected = { circles: 3, city: 2, everyone: 2 };
    for (const scope of ["circles", "city", "everyone"] as const) {
      const small = await countStatements(() => listScopedFeed(me, { scope, limit: 2 }));
      const large = await countStatements(() => listScopedFeed(me, { scope, limit: 12 }));
      expect(small.statements, scope).toHaveLength(expected[scope]);
      expect(large.statements, scope).toHaveLength(expected[scope]);
      const next = await countStatements(() =>
        listScopedFeed(me, { scope, limit: 2, cursor: small.result.nextCursor }),
      );
      expect(next.statements.length, scope).toBeLessThanOrEqual(expected[scope]);
    }
    const choices = await readChoices(ada.id);
    const given = await countStatements(() => listScopedFeed(me, { scope: "circles", limit: 12, choices }));
    expect(given.statements).toHaveLength(2);
  });
});
