// The signed-in home page's data: a fixed, small number of statements (issue 13).
import { createMember } from "../../tests/setup/factories";
import { countStatements, db } from "~/server/db.server";
import { createSession, getUserBySessionToken } from "./accounts.server";
import { loadHome } from "./home.server";

describe("loadHome", () => {
  it("runs six statements for a signed-in member, however many posts there are", async () => {
    const { user } = await createMember();
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
    // The feed (My circles, decision 063), the composer's circles, suggestions, upcoming events, recent
    // activity, and the profile card's two figures in one. A member whose circles have nothing yet gets
    // everyone's feed instead: one statement more.
    expect(before.result.feed).toMatchObject({ scope: "everyone", askedScope: "circles" });
    expect(before.statements).toHaveLength(7);
    expect(after.result.feed).toMatchObject({ scope: "circles" });
    expect(after.statements).toHaveLength(6);
  });
});
