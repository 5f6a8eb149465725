// Moving somewhere new (decision 067): a move joins the destination's circles and clearing it leaves only those,
// the month is not in the past, welcome helpers and people already there through the visibility rule (blocks,
// suspension), and the getting-started panel's 90-day window and its questions by newest answer.
import { searchDocument } from "~/lib/search-text";
import { createMember } from "../../tests/setup/factories";
import { countStatements, db } from "~/server/db.server";
import { AppError } from "~/lib/errors";
import { monthOf } from "~/lib/moving";
import { getSessionByToken, createSession, type PublicUser } from "./accounts.server";
import { joinCircle, listCircles } from "./circles.server";
import {
  clearMovingTo,
  listHelpers,
  listPeopleThere,
  loadGettingStarted,
  NEWCOMER_DAYS,
  setMovingTo,
  setWelcomeHelper,
} from "./moving.server";
import { updateProfile } from "./profile.server";
import type { Viewer } from "./viewer";
import { accessOf } from "./token-scope";

const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date();
const nextMonth = monthOf(new Date(Date.UTC(NOW.getUTCFullYear(), NOW.getUTCMonth() + 1, 1)));

/**
 * Real places no other test lives in (small towns), so what is there is ours alone: three no other test of this
 * file has used (random reads can overlap, and a member "moving" to their own town is refused).
 */
const usedPlaces = new Set<number>();
async function places(): Promise<[number, number, number]> {
  const rows = await db.place.findMany({
    where: { population: { gte: 1100, lt: 1200 }, id: { notIn: [...usedPlaces] } },
    orderBy: { id: "asc" },
    skip: Math.floor(Math.random() * 300),
    take: 3,
    select: { id: true },
  });
  for (const row of rows) usedPlaces.add(row.id);
  return [rows[0].id, rows[1].id, rows[2].id];
}

async function memberIn(placeId: number | null, homeland: string | null, extra: Record<string, unknown> = {}) {
  const { user } = await createMember();
  await db.user.update({ where: { id: user.id }, data: { placeId, countryOfOrigin: homeland, ...extra } });
  const viewer: Viewer = { id: user.id, role: "member" };
  return { ...viewer, user };
}

/** The member as a page sees them: the PublicUser their session lookup returns. */
async function signedIn(id: string): Promise<PublicUser> {
  const { token } = await createSession(id, "browser");
  return (await getSessionByToken(token))!.user;
}

async function fieldsOf(promise: Promise<unknown>): Promise<Record<string, string> | undefined> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).status).toBe(400);
  return (error as AppError).fields;
}

async function choicesOf(userId: string) {
  return db.circleChoice.findMany({
    where: { userId },
    orderBy: { circleId: "asc" },
    select: { circleId: true, state: true, byMove: true },
  });
}

describe("moving to a city", () => {
  it("saves the move and joins the city's circle and the homeland's circle there ahead of time", async () => {
    const [home, there] = await places();
    const ada = await memberIn(home, "Nigeria");
    const me = await setMovingTo(ada, { city: "", placeId: there, month: nextMonth });
    expect(me.movingTo).toMatchObject({ placeId: there, month: nextMonth });
    expect(me.movingTo!.label).toMatch(/, /);
    expect(me.movingTo!.city).toBe(me.movingTo!.label.slice(0, me.movingTo!.label.lastIndexOf(", ")));
    expect(await choicesOf(ada.id)).toEqual([
      { circleId: `city-${there}`, state: "joined", byMove: true },
      { circleId: `from-nigeria-in-${there}`, state: "joined", byMove: true },
    ]);
    const { circles } = await listCircles(ada);
    const joined = circles.filter((circle) => !circle.isOwn).map((circle) => circle.id);
    expect(joined.sort()).toEqual([`city-${there}`, `from-nigeria-in-${there}`]);
    // The session's member carries it, as pages and the API read it.
    expect((await signedIn(ada.id)).movingTo).toMatchObject({ placeId: there, month: nextMonth });
  });

  it("refuses a month in the past, a malformed or far one, no city, and the city they live in (400, nothing saved)", async () => {
    const [home, there] = await places();
    const ada = await memberIn(home, "Ghana");
    const lastMonth = monthOf(new Date(Date.UTC(NOW.getUTCFullYear(), NOW.getUTCMonth() - 1, 1)));
    expect(await fieldsOf(setMovingTo(ada, { placeId: there, month: lastMonth }))).toHaveProperty("month");
    expect(await fieldsOf(setMovingTo(ada, { placeId: there, month: "2027-13" }))).toHaveProperty("month");
    expect(await fieldsOf(setMovingTo(ada, { placeId: there, month: "March" }))).toHaveProperty("month");
    expect(
      await fieldsOf(setMovingTo(ada, { placeId: there, month: `${NOW.getUTCFullYear() + 9}-01` })),
    ).toHaveProperty("month");
    expect(await fieldsOf(setMovingTo(ada, { placeId: there }))).toHaveProperty("month");
    expect(await fieldsOf(setMovingTo(ada, { month: nextMonth }))).toHaveProperty("city");
    expect(await fieldsOf(setMovingTo(ada, { placeId: home, month: nextMonth }))).toHaveProperty("city");
    expect(await fieldsOf(setMovingTo(ada, { city: 42, month: nextMonth }))).toHaveProperty("city");
    // This month is not in the past.
    await expect(setMovingTo(ada, { placeId: there, month: monthOf(NOW) })).resolves.toBeTruthy();
    const row = await db.user.findUniqueOrThrow({ where: { id: ada.id }, select: { movingMonth: true } });
    expect(row.movingMonth).toBe(monthOf(NOW));
  });

  it("resolves a typed city as every city field does, with 'did you mean' when it is ambiguous", async () => {
    const ada = await memberIn(null, "Brazil");
    const error = await setMovingTo(ada, { city: "Paris", month: nextMonth }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).extra.choices?.city?.length).toBeGreaterThan(1);
    const me = await setMovingTo(ada, { city: "Lisbon, Portugal", month: nextMonth });
    expect(me.movingTo).toMatchObject({ city: "Lisbon", label: "Lisbon, Portugal" });
  });

  it("clearing the move leaves the circles it joined, never one joined by hand; another destination swaps them", async () => {
    const [home, there, elsewhere] = await places();
    const ada = await memberIn(home, "Peru");
    await joinCircle(ada, `city-${there}`);
    await setMovingTo(ada, { placeId: there, month: nextMonth });
    expect(await choicesOf(ada.id)).toEqual([
      { circleId: `city-${there}`, state: "joined", byMove: null },
      { circleId: `from-peru-in-${there}`, state: "joined", byMove: true },
    ]);
    await setMovingTo(ada, { placeId: elsewhere, month: nextMonth });
    expect((await choicesOf(ada.id)).map((choice) => choice.circleId).sort()).toEqual(
      [`city-${elsewhere}`, `city-${there}`, `from-peru-in-${elsewhere}`].sort(),
    );
    const cleared = await clearMovingTo(ada);
    expect(cleared.movingTo).toBeNull();
    expect(await choicesOf(ada.id)).toEqual([{ circleId: `city-${there}`, state: "joined", byMove: null }]);
  });

  it("arriving (the profile's city becomes the destination) ends the move; its circles are their own now", async () => {
    const [home, there] = await places();
    const ada = await memberIn(home, "Poland");
    await setMovingTo(ada, { placeId: there, month: nextMonth });
    const profile = await signedIn(ada.id);
    const me = await updateProfile(ada, accessOf(null), {
      firstName: profile.firstName,
      lastName: profile.lastName,
      email: profile.email,
      countryOfOrigin: "Poland",
      currentLocation: "",
      placeId: String(there),
    });
    expect(me.placeId).toBe(there);
    expect(me.movingTo).toBeNull();
    expect(await choicesOf(ada.id)).toEqual([]);
    expect((await listCircles(ada)).circles.map((circle) => circle.id)).toContain(`from-poland-in-${there}`);
  });
});

describe("welcome helpers and people already there", () => {
  it("opting in and out takes a boolean only", async () => {
    const ada = await memberIn(null, "India");
    expect((await setWelcomeHelper(ada, { welcomeHelper: true })).welcomeHelper).toBe(true);
    expect((await signedIn(ada.id)).welcomeHelper).toBe(true);
    expect((await setWelcomeHelper(ada, { welcomeHelper: false })).welcomeHelper).toBe(false);
    await fieldsOf(setWelcomeHelper(ada, { welcomeHelper: "yes" }));
    await fieldsOf(setWelcomeHelper(ada, {}));
  });

  it("lists a city's helpers from the viewer's homeland, and people there helpers first, through blocks and suspension", async () => {
    const [home, there] = await places();
    const newcomer = await memberIn(home, "Mexico");
    const helper = await memberIn(there, "Mexico", { welcomeHelperAt: new Date() });
    const local = await memberIn(there, "Mexico");
    const otherHomeland = await memberIn(there, "India", { welcomeHelperAt: new Date() });
    const blocked = await memberIn(there, "Mexico", { welcomeHelperAt: new Date() });
    const blocker = await memberIn(there, "Mexico", { welcomeHelperAt: new Date() });
    const suspended = await memberIn(there, "Mexico", { welcomeHelperAt: new Date(), status: "suspended" });
    await db.block.create({ data: { blockerId: newcomer.id, blockedId: blocked.id }, select: { id: true } });
    await db.block.create({ data: { blockerId: blocker.id, blockedId: newcomer.id }, select: { id: true } });

    const helpers = await listHelpers(newcomer, { placeId: there, homeland: "Mexico" });
    expect(helpers.map((person) => person.id)).toEqual([helper.id]);
    expect(helpers[0]).toMatchObject({ welcomeHelper: true, countryOfOrigin: "Mexico" });

    const people = await listPeopleThere(newcomer, { placeId: there, homeland: "Mexico" });
    expect(people.map((person) => person.id)).toEqual([helper.id, local.id]);
    expect(people.map((person) => person.welcomeHelper)).toEqual([true, false]);
    for (const hidden of [otherHomeland, blocked, blocker, suspended])
      expect(people.map((person) => person.id)).not.toContain(hidden.id);

    // With no homeland, every helper in the city.
    const noHomeland = await listHelpers(newcomer, { placeId: there, homeland: null });
    expect(noHomeland.map((person) => person.id).sort()).toEqual([helper.id, otherHomeland.id].sort());
  });
});

describe("getting started in a city", () => {
  it("shows for a member in their first 90 days, in their city, and not after", async () => {
    const [home] = await places();
    const fresh = await memberIn(home, "Vietnam");
    const panel = await loadGettingStarted(await signedIn(fresh.id), NOW);
    expect(panel).toMatchObject({ placeId: home, moving: false });
    expect(panel!.circles.map((circle) => circle.id)).toEqual([`from-vietnam-in-${home}`, `city-${home}`]);

    const old = await memberIn(home, "Vietnam", { createdAt: new Date(NOW.getTime() - (NEWCOMER_DAYS + 1) * DAY) });
    expect(await loadGettingStarted(await signedIn(old.id), NOW)).toBeNull();
    const edge = await memberIn(home, "Vietnam", { createdAt: new Date(NOW.getTime() - NEWCOMER_DAYS * DAY + 1000) });
    expect(await loadGettingStarted(await signedIn(edge.id), NOW)).not.toBeNull();
    const nowhere = await memberIn(null, "Vietnam");
    expect(await loadGettingStarted(await signedIn(nowhere.id), NOW)).toBeNull();
  });

  it("for a member moving, is about the destination, whatever their account's age; two statements", async () => {
    const [home, there] = await places();
    const old = await memberIn(home, "Iran", { createdAt: new Date(NOW.getTime() - 400 * DAY) });
    const helper = await memberIn(there, "Iran", { welcomeHelperAt: new Date() });
    await setMovingTo(old, { placeId: there, month: nextMonth });
    const viewer = await signedIn(old.id);
    const { result, statements } = await countStatements(() => loadGettingStarted(viewer, NOW));
    expect(statements).toHaveLength(2);
    expect(result).toMatchObject({ placeId: there, moving: true });
    expect(result!.helpers.map((person) => person.id)).toEqual([helper.id]);
    // Hidden for that city on this device ("Hide for now"): no panel, no statement.
    const hidden = await countStatements(() => loadGettingStarted(viewer, NOW, there));
    expect(hidden).toEqual({ result: null, statements: [] });
    expect(await loadGettingStarted(viewer, NOW, home)).not.toBeNull();
  });

  it("lists the city's questions by newest answer, each answer with when it was written, through blocks", async () => {
    const [home] = await places();
    const viewer = await memberIn(home, "Egypt");
    const asker = await memberIn(null, "Egypt");
    const answerer = await memberIn(null, "Egypt");
    const blocked = await memberIn(null, "Egypt");
    await db.block.create({ data: { blockerId: viewer.id, blockedId: blocked.id }, select: { id: true } });
    const question = async (content: string, at: number) =>
      db.post.create({
        data: {
          authorId: asker.id,
          type: "advice",
          content,
          searchText: searchDocument(content),
          aboutPlaceId: home,
          aboutCountry: "XX",
          aboutLabel: "Town",
          createdAt: new Date(NOW.getTime() - at),
        },
        select: { id: true },
      });
    const answer = (postId: string, authorId: string, content: string, at: number) =>
      db.comment.create({
        data: { postId, authorId, content, createdAt: new Date(NOW.getTime() - at) },
        select: { id: true },
      });
    const old = await question("Old question, answered yesterday?", 10 * DAY);
    const recent = await question("Recent question, answered last week?", 2 * DAY);
    const open = await question("Nobody answered this one?", 1 * DAY);
    const byBlocked = await question("Asked by someone I blocked?", 1 * DAY);
    await db.post.update({ where: { id: byBlocked.id }, data: { authorId: blocked.id }, select: { id: true } });
    await answer(old.id, answerer.id, "Go to the town hall.", 1 * DAY);
    await answer(recent.id, answerer.id, "Ask at the library.", 7 * DAY);
    // A newer answer by a member the viewer blocked is not theirs to see: the older one shows.
    await answer(recent.id, blocked.id, "Hidden from the viewer.", 0.5 * DAY);
    void open;

    const panel = await loadGettingStarted(await signedIn(viewer.id), NOW);
    expect(panel!.questions.map((q) => q.content)).toEqual([
      "Old question, answered yesterday?",
      "Recent question, answered last week?",
      "Nobody answered this one?",
    ]);
    expect(panel!.questions[0].answer).toMatchObject({
      content: "Go to the town hall.",
      createdAt: new Date(NOW.getTime() - DAY).toISOString(),
    });
    expect(panel!.questions[1].answer?.content).toBe("Ask at the library.");
    expect(panel!.questions[2].answer).toBeNull();
  });
});
