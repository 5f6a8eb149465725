// The near lists filtered by words (issue 48): on PostgreSQL a page comes from the words' own matches when they
// are few, from each place's walk when they are many (nearMatches). Either way must give the same pages, with
// every rule of the list. The cap is lowered here so that a handful of items takes either way; SQLite has one way,
// and the same expectations.
import { db } from "~/server/db.server";
import { createMember, placeId } from "../../tests/setup/factories";
import { createEvent, listEventsNear } from "./events.server";
import { createService, listServicesNear } from "./services.server";
import { blockMember } from "./blocks.server";
import { resolveCentre, nearCandidates, NEAR_MATCHES_CAP, type Centre } from "./near.server";
import type { Viewer } from "./viewer";
import { kept, plannedEachTime } from "../../tests/setup/plan-recorder";

// Which statements run on PostgreSQL's kept (named) plans, and which are planned for their values each time.
vi.mock("~/server/read-db.server", async (importOriginal) => {
  const { recordingReadDb } = await import("../../tests/setup/plan-recorder");
  return recordingReadDb(await importOriginal());
});

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

async function memberIn(place: number | null, role: "member" | "admin" = "member"): Promise<Viewer> {
  const { user } = await createMember();
  await db.user.update({ where: { id: user.id }, data: { placeId: place, role } });
  return { id: user.id, role };
}

// Where each item is, and how many days off: in the viewer's city, 25-100 km, 100-500 km, farther, and none.
const PLAN: Array<[string, string | null, number]> = [
  ["Lisbon", "lisbon", 1],
  ["Online", null, 2],
  ["Leipzig", "leipzig", 3],
  ["Hamburg", "hamburg", 4],
  ["Potsdam", "potsdam", 5],
  ["Berlin", "berlin", 6],
  ["Blocked", "berlin", 7],
  ["Hidden", "berlin", 8],
  ["Suspended", "potsdam", 9],
];
const COUNTRIES: Record<string, string> = {
  lisbon: "PT",
  leipzig: "DE",
  hamburg: "DE",
  potsdam: "DE",
  berlin: "DE",
};
// Every cap that changes the way: none allowed (the walk), one short of the matches, exactly them, the default.
const CAPS = [0, PLAN.length - 1, PLAN.length, NEAR_MATCHES_CAP];
// SQLite's candidates of the area (nearCandidates): too few for a page once the rules have left some out (the
// whole area is read again), just enough, and the default for the tests' pages of two.
const CANDIDATES = [1, 3, 6, nearCandidates(2)];
/** Every way a page may be read: each cap of the matches with each number of candidates. */
type Way = { matchesCap: number; candidates: number };
const WAYS = CAPS.flatMap((matchesCap) => CANDIDATES.map((candidates) => ({ matchesCap, candidates })));

describe("near lists filtered by words, from the matches or by walking", () => {
  let word: string;
  let viewer: Viewer;
  let admin: Viewer;
  let centre: Centre;

  beforeAll(async () => {
    word = `nearwords${Date.now().toString(36)}`;
    const places: Record<string, number> = {};
    for (const [key, country] of Object.entries(COUNTRIES)) places[key] = await placeId(key, country);
    viewer = await memberIn(places.berlin!);
    admin = await memberIn(places.berlin!, "admin");
    centre = (await resolveCentre(viewer, null))!;
    const organizer = await memberIn(null);
    const blocked = await memberIn(null);
    const suspended = await memberIn(null);
    await blockMember(viewer, blocked.id);
    for (const [name, key, days] of PLAN) {
      const author = name === "Blocked" ? blocked : name === "Suspended" ? suspended : organizer;
      const place = key ? places[key]! : null;
      const event = await createEvent(author, {
        title: `${name} ${word}`,
        eventDate: inDays(days),
        location: place ? `${name} hall` : undefined,
      });
      await db.event.update({
        where: { id: event.id },
        data: { placeId: place, hiddenAt: name === "Hidden" ? new Date() : null },
      });
      const service = await createService(author, {
        title: `${name} ${word}`,
        description: "Help near you",
        category: "Legal Help",
        isRemote: place ? undefined : "on",
        isOffering: name === "Potsdam" ? "false" : undefined,
      });
      // Newest first is the services' order: make the nearest-dated the newest, like the events' soonest.
      await db.service.update({
        where: { id: service.id },
        data: {
          placeId: place,
          hiddenAt: name === "Hidden" ? new Date() : null,
          createdAt: new Date(Date.now() - days * 60_000),
        },
      });
    }
    await db.user.update({ where: { id: suspended.id }, data: { status: "suspended" } });
  });

  async function eventPages(reader: Viewer, km: number, way: Way, kind?: "virtual" | "in-person") {
    const pages: string[][] = [];
    let cursor: string | null = null;
    do {
      const page = await listEventsNear(reader, centre, km, { q: word, kind, cursor, limit: 2, ...way });
      pages.push(page.events.map((event) => event.title.split(" ")[0]!));
      cursor = page.nextCursor;
    } while (cursor && pages.length < 10);
    return pages;
  }

  async function servicePages(reader: Viewer, km: number, way: Way, type?: "offering" | "requesting") {
    const pages: string[][] = [];
    let cursor: string | null = null;
    do {
      const page = await listServicesNear(reader, centre, km, {
        q: word,
        category: "Legal Help",
        type,
        cursor,
        limit: 2,
        ...way,
      });
      pages.push(page.services.map((service) => service.title.split(" ")[0]!));
      cursor = page.nextCursor;
    } while (cursor && pages.length < 10);
    return pages;
  }

  it("pages events by band then date, without the blocked, hidden or suspended, whichever way is taken", async () => {
    for (const way of WAYS) {
      const label = `cap ${way.matchesCap}, ${way.candidates} candidates`;
      expect(await eventPages(viewer, 100, way), label).toEqual([["Berlin", "Potsdam"], ["Online"]]);
      expect(await eventPages(viewer, 500, way), label).toEqual([
        ["Berlin", "Potsdam"],
        ["Leipzig", "Hamburg"],
        ["Online"],
      ]);
      expect(await eventPages(viewer, 25, way, "in-person"), label).toEqual([["Berlin"]]);
      expect(await eventPages(viewer, 500, way, "virtual"), label).toEqual([["Online"]]);
      // An admin sees hidden and suspended members' events, but not through the blocks of others.
      expect(await eventPages(admin, 25, way), label).toEqual([
        ["Berlin", "Blocked"],
        ["Hidden", "Online"],
      ]);
    }
  });

  it("pages services by band then newest, with the category and type, whichever way is taken", async () => {
    for (const way of WAYS) {
      const label = `cap ${way.matchesCap}, ${way.candidates} candidates`;
      expect(await servicePages(viewer, 100, way), label).toEqual([["Berlin", "Potsdam"], ["Online"]]);
      expect(await servicePages(viewer, 500, way, "offering"), label).toEqual([
        ["Berlin", "Leipzig"],
        ["Hamburg", "Online"],
      ]);
      expect(await servicePages(viewer, 500, way, "requesting"), label).toEqual([["Potsdam"]]);
      // Lisbon is beyond 500 km and not remote: in no page.
      expect((await servicePages(viewer, 500, way)).flat()).not.toContain("Lisbon");
    }
  });

  it("plans each page for its own box and words: a kept generic plan took 4-28 s at city scale", async () => {
    kept.length = 0;
    plannedEachTime.length = 0;
    await eventPages(viewer, 100, { matchesCap: NEAR_MATCHES_CAP, candidates: nearCandidates(2) });
    await servicePages(viewer, 100, { matchesCap: NEAR_MATCHES_CAP, candidates: nearCandidates(2) });
    const near = (texts: string[]) => texts.filter((text) => /AS "band"/.test(text));
    expect(near(plannedEachTime).length).toBeGreaterThanOrEqual(2);
    expect(near(kept)).toEqual([]);
  });
});
