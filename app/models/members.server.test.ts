import { randomUUID } from "node:crypto";
import { searchTextFor } from "~/lib/search-text";
import { countStatements, db } from "~/server/db.server";
import { getUserBySessionToken, createSession } from "./accounts.server";
import { createMember } from "../../tests/setup/factories";
import { requestConnection } from "./connections.server";
import { searchPeople, suggestPeople } from "./members.server";
import { updateProfile } from "./profile.server";
import { accessOf } from "./token-scope";

const viewerOf = (user: { id: string; role: "member" | "admin" }) => ({ id: user.id, role: user.role });

/**
 * Members of this test only: a homeland and a city nobody else in the worker's database has, typed text with
 * no place (as before places; the place-based "same city" is the next describe).
 */
async function world() {
  const tag = randomUUID().slice(0, 8);
  const homeland = `Homeland ${tag}`;
  const city = `City ${tag}`;
  const make = async (fields: {
    countryOfOrigin?: string | null;
    currentLocation?: string | null;
    skills?: string[];
    interests?: string[];
  }) => {
    const { user } = await createMember();
    await db.user.update({
      where: { id: user.id },
      data: {
        countryOfOrigin: fields.countryOfOrigin ?? null,
        currentLocation: fields.currentLocation ?? null,
        placeId: null,
        skills: JSON.stringify(fields.skills ?? []),
        interests: JSON.stringify(fields.interests ?? []),
        // The model's own words for the index (search-text.ts).
        searchText: searchTextFor({ ...user, ...fields }),
      },
    });
    return user;
  };
  return { tag, homeland, city, make };
}

describe("suggestPeople ranking", () => {
  it("same homeland and city first, then homeland, then city, then shared tags, each with its reason", async () => {
    const { tag, homeland, city, make } = await world();
    const sharedTag = `tagalog-${tag}`;
    const me = await make({ countryOfOrigin: homeland, currentLocation: city, interests: [sharedTag] });
    // Made oldest first, so newest-first ordering inside a tier cannot explain the ranking.
    const both = await make({ countryOfOrigin: homeland, currentLocation: city });
    const sameHomeland = await make({ countryOfOrigin: homeland, currentLocation: "Elsewhere" });
    const sameCity = await make({ countryOfOrigin: "Ghana", currentLocation: city });
    const sharesTags = await make({
      countryOfOrigin: "Peru",
      currentLocation: "Lima",
      skills: [sharedTag.toUpperCase()],
    });
    const people = await suggestPeople(viewerOf(me), 4);
    expect(people.map((person) => person.id)).toEqual([both.id, sameHomeland.id, sameCity.id, sharesTags.id]);
    expect(people.map((person) => person.reason)).toEqual([
      `From ${homeland} · also in ${city}`,
      `From ${homeland}`,
      `Also in ${city}`,
      `Also into ${sharedTag.toUpperCase()}`,
    ]);
  });

  it("counts a member with no homeland, or no city, in the tiers their other fields match", async () => {
    const { tag, homeland, city, make } = await world();
    const sharedTag = `quilting-${tag}`;
    const me = await make({ countryOfOrigin: homeland, currentLocation: city, skills: [sharedTag] });
    const sharesTagOnly = await make({ skills: [sharedTag] });
    const cityOnly = await make({ currentLocation: city });
    const both = await make({ countryOfOrigin: homeland, currentLocation: city });
    const people = await suggestPeople(viewerOf(me), 3);
    expect(people.map((person) => [person.id, person.reason])).toEqual([
      [both.id, `From ${homeland} · also in ${city}`],
      [cityOnly.id, `Also in ${city}`],
      [sharesTagOnly.id, `Also into ${sharedTag}`],
    ]);
    expect((await suggestPeople(viewerOf(me), 1)).map((person) => person.id)).toEqual([both.id]);
  });

  it("never the viewer, connected or pending people, and runs a fixed number of statements", async () => {
    const { homeland, city, make } = await world();
    const me = await make({ countryOfOrigin: homeland, currentLocation: city });
    const pending = await make({ countryOfOrigin: homeland, currentLocation: city });
    const free = await make({ countryOfOrigin: homeland, currentLocation: city });
    await requestConnection(viewerOf(me), { receiverId: pending.id });
    const { result, statements } = await countStatements(() => suggestPeople(viewerOf(me), 12));
    const ids = result.map((person) => person.id);
    expect(ids).toContain(free.id);
    expect(ids).not.toContain(pending.id);
    expect(ids).not.toContain(me.id);
    // The viewer's own row, the first tier (same homeland and city), then, as it did not fill twelve, every
    // later tier in one statement.
    expect(statements.length).toBe(3);
    // When the first tier fills the list, the later tiers are not asked.
    for (let i = 0; i < 2; i++) await make({ countryOfOrigin: homeland, currentLocation: city });
    const filled = await countStatements(() => suggestPeople(viewerOf(me), 3));
    expect(filled.result.map((person) => person.why?.kind)).toEqual(Array(3).fill("homelandAlsoIn"));
    expect(filled.statements.length).toBe(2);
  });
});

describe("suggestPeople: same city is the same place or one nearby (decision 062)", () => {
  it("ranks members in the same place or within 50 km as the viewer's city, with 'also in' or the distance", async () => {
    const { homeland, make } = await world();
    const placeOf = async (nameKey: string, countryCode: string) =>
      (
        await db.place.findFirstOrThrow({
          where: { nameKey, countryCode },
          orderBy: { population: "desc" },
          select: { id: true },
        })
      ).id;
    const [berlin, potsdam, hamburg] = [
      await placeOf("berlin", "DE"),
      await placeOf("potsdam", "DE"),
      await placeOf("hamburg", "DE"),
    ];
    const inPlace = async <U extends { id: string }>(user: U, placeId: number, currentLocation: string) => {
      await db.user.update({ where: { id: user.id }, data: { placeId, currentLocation } });
      return user;
    };
    const me = await inPlace(await make({ countryOfOrigin: homeland }), berlin, "Berlin, Germany");
    const hamburger = await inPlace(await make({ countryOfOrigin: homeland }), hamburg, "Hamburg, Germany");
    const potsdamer = await inPlace(await make({ countryOfOrigin: homeland }), potsdam, "Potsdam, Germany");
    const berliner = await inPlace(await make({ countryOfOrigin: homeland }), berlin, "Berlin, Germany");
    const people = await suggestPeople(viewerOf(me), 3);
    expect(people.map((person) => person.id)).toEqual([berliner.id, potsdamer.id, hamburger.id]);
    expect(people[0]!.reason).toBe(`From ${homeland} · also in Berlin`);
    expect(people[1]!.reason).toMatch(new RegExp(`^From ${homeland} · \\d+ km away$`));
    expect(people[2]!.reason).toBe(`From ${homeland}`);
    expect(people[0]!.distanceKm).toBe(0);
    expect(people[1]!.distanceKm).toBeGreaterThan(20);
    expect(people[1]!.distanceKm).toBeLessThan(40);
    expect(people[2]!.distanceKm).toBeGreaterThan(200);
  });
});

describe("suggestPeople for a signed-in member", () => {
  it("matches on the profile the session read: no read of their row, the same people and reasons as from their row", async () => {
    const { tag, homeland, city, make } = await world();
    const sharedTag = `origami-${tag}`;
    const me = await make({ countryOfOrigin: homeland, currentLocation: city, interests: [sharedTag] });
    await make({ countryOfOrigin: homeland, currentLocation: city });
    await make({ countryOfOrigin: homeland });
    await make({ currentLocation: city });
    await make({ skills: [sharedTag] });
    // What pages and the API pass: the PublicUser their session lookup returned.
    const signedIn = (await getUserBySessionToken((await createSession(me.id, "browser")).token))!;
    const fromRow = await countStatements(() => suggestPeople(viewerOf(me), 4));
    const fromSession = await countStatements(() => suggestPeople(signedIn, 4));
    expect(fromSession.result).toEqual(fromRow.result);
    expect(fromSession.result.map((person) => person.reason)).toEqual([
      `From ${homeland} · also in ${city}`,
      `From ${homeland}`,
      `Also in ${city}`,
      `Also into ${sharedTag}`,
    ]);
    // The first tier, then the rest (it did not fill four); from their row, a read of it first.
    expect(fromRow.statements.length).toBe(3);
    expect(fromSession.statements.length).toBe(2);
  });
});

describe("searchPeople", () => {
  it("matches names, homeland, city, skills and interests case-insensitively; one character finds nobody", async () => {
    const { tag, make } = await world();
    const searcher = await make({});
    const skilled = await make({
      countryOfOrigin: `Land${tag}`,
      currentLocation: `Town${tag}`,
      skills: [`Welding${tag}`],
      interests: [`Chess${tag}`],
    });
    for (const q of [`land${tag}`, `TOWN${tag}`, `welding${tag}`, `  chess${tag} `]) {
      expect(
        (await searchPeople(viewerOf(searcher), { q })).people.map((person) => person.id),
        q,
      ).toEqual([skilled.id]);
    }
    // Two characters do search (a CJK name is often two); one is too short. The random tag may begin with any
    // two letters, so only one-character terms are asserted empty here.
    expect((await searchPeople(viewerOf(searcher), { q: "张" })).people).toEqual([]);
    expect((await searchPeople(viewerOf(searcher), { q: "  a  " })).people).toEqual([]);
  });

  it("treats %, _, quotes and SQL as plain text", async () => {
    const { make } = await world();
    const searcher = await make({});
    for (const q of ["%%%", "___", "' OR 1=1 --", '"; DROP TABLE "User"; --', "qzx%vqj"]) {
      const { people } = await searchPeople(viewerOf(searcher), { q });
      expect(people, q).toEqual([]);
    }
    expect(await db.user.count()).toBeGreaterThan(0);
  });

  it("finds a member by a profile saved through the model, pages by cursor, with a fixed number of statements", async () => {
    const { tag, make } = await world();
    const searcher = await make({});
    const found = [];
    for (let i = 0; i < 5; i++) {
      const { user } = await createMember();
      await updateProfile(viewerOf(user), accessOf(null), {
        firstName: "Page",
        lastName: `Member${i}`,
        email: user.email,
        countryOfOrigin: "Peru",
        skills: [`Pottery${tag}`],
        interests: [],
      });
      found.push(user.id);
    }
    const { result: first, statements } = await countStatements(() =>
      searchPeople(viewerOf(searcher), { q: `pottery${tag}`, limit: 3 }),
    );
    // The page found by the index with its rules, the connection states.
    expect(statements.length).toBe(2);
    const second = await searchPeople(viewerOf(searcher), { q: `pottery${tag}`, limit: 3, cursor: first.nextCursor });
    expect([...first.people, ...second.people].map((person) => person.id).sort()).toEqual(found.sort());
    expect(second.nextCursor).toBeNull();
  });

  it("refuses wrong types with a 400", async () => {
    const { make } = await world();
    const searcher = await make({});
    await expect(searchPeople(viewerOf(searcher), { q: ["x"] })).rejects.toMatchObject({ status: 400 });
    await expect(searchPeople(viewerOf(searcher), { q: "abc", cursor: "bad!" })).rejects.toMatchObject({ status: 400 });
  });
});
