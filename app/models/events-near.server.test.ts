// "Near you" on the events list (issue 27 §2, decision 062): in-person events within the radius by distance
// band then soonest, then the virtual ones; the distance on every card; keyset pages through the bands.
import { countStatements, db } from "~/server/db.server";
import { createMember, placeId } from "../../tests/setup/factories";
import { createEvent, listEvents, type EventView } from "./events.server";
import { blockMember } from "./blocks.server";
import type { Viewer } from "./viewer";

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

async function memberIn(place: number | null): Promise<Viewer> {
  const { user } = await createMember();
  await db.user.update({ where: { id: user.id }, data: { placeId: place } });
  return { id: user.id, role: user.role };
}

let tag = 0;
const titles = (events: EventView[]) => events.map((event) => event.title.split(" ")[0]);

describe("listEvents near the viewer", () => {
  let places: Record<string, number>;
  let word: string;
  let organizer: Viewer;
  let viewer: Viewer;

  beforeAll(async () => {
    places = {
      berlin: await placeId("berlin", "DE"),
      potsdam: await placeId("potsdam", "DE"),
      leipzig: await placeId("leipzig", "DE"),
      hamburg: await placeId("hamburg", "DE"),
      lisbon: await placeId("lisbon", "PT"),
    };
  });

  beforeEach(async () => {
    word = `nearby${++tag}x${Date.now().toString(36)}`;
    organizer = await memberIn(null);
    viewer = await memberIn(places.berlin!);
    const plan: Array<[string, number | null, number]> = [
      ["Lisbon", places.lisbon!, 1],
      ["Online", null, 1],
      ["Leipzig", places.leipzig!, 2],
      ["Hamburg", places.hamburg!, 3],
      ["Potsdam", places.potsdam!, 5],
      ["Berlin", places.berlin!, 10],
    ];
    for (const [name, place, days] of plan) {
      const event = await createEvent(organizer, {
        title: `${name} ${word}`,
        eventDate: inDays(days),
        location: place ? `${name} hall` : undefined,
      });
      await db.event.update({ where: { id: event.id }, data: { placeId: place } });
    }
  });

  it("puts the viewer's city first, then farther bands within 100 km, then virtual events; each with its distance", async () => {
    const page = await listEvents(viewer, { q: word });
    expect(titles(page.events)).toEqual(["Berlin", "Potsdam", "Online"]);
    expect(page.near).toMatchObject({ placeId: places.berlin, city: "Berlin", km: 100 });
    const [berlin, potsdam, online] = page.events;
    expect(berlin!.distanceKm).toBeLessThan(1);
    expect(potsdam!.distanceKm).toBeGreaterThan(25);
    expect(potsdam!.distanceKm).toBeLessThan(40);
    expect(online!.distanceKm).toBeNull();
  });

  it("widens and narrows with `within`; anywhere is every upcoming event soonest first", async () => {
    expect(titles((await listEvents(viewer, { q: word, within: "25" })).events)).toEqual(["Berlin", "Online"]);
    expect(titles((await listEvents(viewer, { q: word, within: "500" })).events)).toEqual([
      "Berlin",
      "Potsdam",
      "Leipzig",
      "Hamburg",
      "Online",
    ]);
    const anywhere = await listEvents(viewer, { q: word, within: "any" });
    expect(titles(anywhere.events)).toEqual(["Lisbon", "Online", "Leipzig", "Hamburg", "Potsdam", "Berlin"]);
    expect(anywhere.events[0]!.distanceKm).toBeGreaterThan(2000);
  });

  it("keeps the kind filter: in person only, or virtual only", async () => {
    expect(titles((await listEvents(viewer, { q: word, kind: "in-person" })).events)).toEqual(["Berlin", "Potsdam"]);
    expect(titles((await listEvents(viewer, { q: word, kind: "virtual" })).events)).toEqual(["Online"]);
  });

  it("pages through the bands by keyset, in the same order, nothing twice", async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    for (let i = 0; i < 5; i++) {
      const page = await listEvents(viewer, { q: word, within: "500", limit: 2, cursor });
      seen.push(...titles(page.events));
      cursor = page.nextCursor;
      if (!cursor) break;
    }
    expect(seen).toEqual(["Berlin", "Potsdam", "Leipzig", "Hamburg", "Online"]);
    await expect(listEvents(viewer, { q: word, cursor: "not-a-cursor" })).rejects.toMatchObject({ code: "validation" });
  });

  it("centres on `near` when the URL names a place", async () => {
    const page = await listEvents(viewer, { q: word, near: String(places.lisbon) });
    expect(titles(page.events)).toEqual(["Lisbon", "Online"]);
    expect(page.near).toMatchObject({ placeId: places.lisbon, city: "Lisbon" });
  });

  it("centres on the city `in` names, whatever its case; `near` wins when both are given", async () => {
    for (const text of ["lisbon", " LISBON ", "Lisbon, Portugal"]) {
      const page = await listEvents(viewer, { q: word, in: text });
      expect(titles(page.events), text).toEqual(["Lisbon", "Online"]);
      expect(page.near).toMatchObject({ placeId: places.lisbon, label: "Lisbon, Portugal" });
    }
    const both = await listEvents(viewer, { q: word, near: String(places.hamburg), in: "Lisbon" });
    expect(both.near).toMatchObject({ placeId: places.hamburg });
    // A member with no city of their own can still look somewhere.
    const nowhere = await memberIn(null);
    expect(titles((await listEvents(nowhere, { q: word, in: "Leipzig" })).events)).toEqual(["Leipzig", "Online"]);
  });

  it("refuses an `in` no city is named like, or too long, with a 400 naming the field", async () => {
    await expect(listEvents(viewer, { in: "Qzxqzx" })).rejects.toMatchObject({
      code: "validation",
      fields: { in: expect.stringContaining("Qzxqzx") },
    });
    await expect(listEvents(viewer, { in: "x".repeat(101) })).rejects.toMatchObject({
      code: "validation",
      fields: { in: expect.any(String) },
    });
  });

  it("gives a member with no city today's list, soonest first, with no distances", async () => {
    const nowhere = await memberIn(null);
    const page = await listEvents(nowhere, { q: word });
    expect(page.near).toBeNull();
    expect(titles(page.events)).toEqual(["Lisbon", "Online", "Leipzig", "Hamburg", "Potsdam", "Berlin"]);
    expect(page.events.every((event) => event.distanceKm === null)).toBe(true);
  });

  it("still leaves out the events of a member blocked either way, and hidden ones", async () => {
    await blockMember(viewer, organizer.id);
    expect((await listEvents(viewer, { q: word })).events).toEqual([]);
    const other = await memberIn(places.berlin!);
    await db.event.updateMany({ where: { title: `Berlin ${word}` }, data: { hiddenAt: new Date() } });
    expect(titles((await listEvents(other, { q: word })).events)).toEqual(["Potsdam", "Online"]);
  });

  it("refuses a bad `within` or `near` with a 400 naming the field", async () => {
    for (const within of ["10", "far", "100km", "-1"]) {
      await expect(listEvents(viewer, { within })).rejects.toMatchObject({
        code: "validation",
        fields: { within: expect.any(String) },
      });
    }
    for (const near of ["berlin", "1.5", "99999999999"]) {
      await expect(listEvents(viewer, { near })).rejects.toMatchObject({
        code: "validation",
        fields: { near: expect.any(String) },
      });
    }
    await expect(listEvents(viewer, { near: "1" })).rejects.toMatchObject({ fields: { near: "No such place" } });
  });

  it("runs the same number of statements for any page size", async () => {
    const small = await countStatements(() => listEvents(viewer, { q: word, within: "500", limit: 2 }));
    const large = await countStatements(() => listEvents(viewer, { q: word, within: "500", limit: 6 }));
    expect(small.result.events).toHaveLength(2);
    expect(large.result.events).toHaveLength(5);
    expect(large.statements.length).toBe(small.statements.length);
    expect(large.statements.length).toBeLessThanOrEqual(8);
  });
});
