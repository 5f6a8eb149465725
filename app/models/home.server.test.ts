// The signed-in home page's data: a fixed, small number of statements (issue 13).
import { createMember } from "../../tests/setup/factories";
import { countStatements, db } from "~/server/db.server";
import { createSession, getUserBySessionToken } from "./accounts.server";
import { loadHome } from "./home.server";

describe("loadHome", () => {
  it("runs seven statements for a signed-in member, however many posts there are", async () => {
    // Past their first 90 days (decision 067's panel shows before).
    const { user } = await createMember();
    await db.user.update({
      where: { id: user.id },
      data: { createdAt: new Date(Date.now() - 100 * 24 * 3600 * 1000) },
    });
    // What the home page passes: the PublicUser its session lookup returned.
    const viewer = (await getUserBySessionToken((await createSession(user.id, "browser")).token))!;
    // The first load fills the community figures' cache (INSIGHTS_CACHE_SECONDS); later loads read it.
    await loadHome(viewer);
    const before = await countStatements(() => loadHome(viewer));
    await db.post.createMany({
      data: Array.from({ length: 15 }, (_, i) => ({
        authorId: user.id,
        content: `home ${i}`,
        searchText: `home ${i}`,
      })),
    });
    const after = await countStatements(() => loadHome(viewer));
    expect(after.result.feed.posts.length).toBeGreaterThanOrEqual(10);
    // The feed (My circles, decision 063), the composer's circles, suggestions (two here: the first tier did
    // not fill the list), upcoming events, recent activity, and the profile card's two figures in one. A member
    // whose circles have nothing yet gets everyone's feed instead: one statement more.
    expect(before.result.feed).toMatchObject({ scope: "everyone", askedScope: "circles" });
    expect(before.statements).toHaveLength(8);
    expect(after.result.feed).toMatchObject({ scope: "circles" });
    expect(after.statements).toHaveLength(7);
    // A member past their first 90 days, not moving: no "Getting started" panel, no statement for it.
    expect(after.result.gettingStarted).toBeNull();
  });

  it("adds two statements for the getting-started panel, only when it shows (a new member in their city)", async () => {
    const { user } = await createMember();
    const viewer = (await getUserBySessionToken((await createSession(user.id, "browser")).token))!;
    expect(viewer.placeId).not.toBeNull();
    await loadHome(viewer);
    const { result, statements } = await countStatements(() => loadHome(viewer));
    expect(result.gettingStarted).toMatchObject({ placeId: viewer.placeId, moving: false });
    // Seven, one more for Everyone's feed (nothing in the new member's circles), two for the panel.
    expect(statements).toHaveLength(10);
    // Not on an older page of the feed.
    const older = await countStatements(() => loadHome(viewer, { cursor: result.feed.nextCursor }));
    expect(older.result.gettingStarted).toBeNull();
  });
});
