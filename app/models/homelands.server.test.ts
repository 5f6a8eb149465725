// Every homeland (issue 43): any ISO country at registration and in the profile, by code or name; a second
// homeland, shown on the profile and counted by circles and Discover.
import { createMember } from "../../tests/setup/factories";
import { db } from "~/server/db.server";
import { registerUser } from "./accounts.server";
import { updateProfile } from "./profile.server";
import { getMember, searchPeople, suggestPeople } from "./members.server";
import { blockMember } from "./blocks.server";
import { getCircle, listCircles, loadCircle } from "./circles.server";
import type { Viewer } from "./viewer";
import { accessOf } from "./token-scope";

const TEST_IP = "203.0.113.43";
const registration = (countryOfOrigin: string) => ({
  firstName: "Amani",
  lastName: "Otieno",
  email: `homeland-${Math.random().toString(36).slice(2)}@test.example`,
  password: "secret-pw",
  confirmPassword: "secret-pw",
  countryOfOrigin,
  currentLocation: "",
});

/** A member with these homelands, as their profile form would save them. */
async function memberFrom(
  countryOfOrigin: string,
  secondHomeland: string | null = null,
  placeId: number | null = null,
) {
  const { user } = await createMember({ countryOfOrigin });
  const viewer: Viewer = { id: user.id, role: "member" };
  await db.user.update({ where: { id: user.id }, data: { secondHomeland, placeId } });
  return { ...viewer, user };
}

/** The profile form as a member sends it, with their own fields and these changes. */
function profileInput(user: { firstName: string; lastName: string; email: string }, changes: Record<string, unknown>) {
  return { firstName: user.firstName, lastName: user.lastName, email: user.email, currentLocation: "", ...changes };
}

async function somePlace(): Promise<number> {
  const [row] = await db.place.findMany({
    where: { population: { gte: 1100, lt: 1200 } },
    orderBy: { id: "asc" },
    skip: Math.floor(Math.random() * 100),
    take: 1,
    select: { id: true },
  });
  return row.id;
}

describe("every homeland", () => {
  it.each([
    ["SY", "Syria"],
    ["KE", "Kenya"],
    ["CO", "Colombia"],
    ["ke", "Kenya"],
    ["Kenya", "Kenya"],
    ["Argentina", "Argentina"],
  ])("registration takes %s and stores %s", async (sent, stored) => {
    const user = await registerUser(registration(sent), TEST_IP);
    expect(user.countryOfOrigin).toBe(stored);
  });

  it("refuses a code or name that is no country with a field error, writing nothing", async () => {
    for (const sent of ["ZZ", "EU", "Atlantis", "__proto__"]) {
      const input = registration(sent);
      await expect(registerUser(input, TEST_IP)).rejects.toMatchObject({
        status: 400,
        fields: { countryOfOrigin: "Please choose a country from the list" },
      });
      expect(await db.user.count({ where: { email: input.email } })).toBe(0);
    }
  });

  it("the profile takes any country, and a second homeland shown on the member's profile", async () => {
    const { user } = await createMember({ countryOfOrigin: "Brazil" });
    const viewer: Viewer = { id: user.id, role: "member" };
    const saved = await updateProfile(
      viewer,
      accessOf(null),
      profileInput(user, { countryOfOrigin: "SY", secondHomeland: "KE" }),
    );
    expect(saved).toMatchObject({ countryOfOrigin: "Syria", secondHomeland: "Kenya" });
    expect(await getMember(viewer, user.id)).toMatchObject({ countryOfOrigin: "Syria", secondHomeland: "Kenya" });

    // An API client that does not know the field keeps it; an empty one clears it.
    expect(await updateProfile(viewer, accessOf(null), profileInput(user, { countryOfOrigin: "Syria" }))).toMatchObject(
      {
        secondHomeland: "Kenya",
      },
    );
    expect(
      await updateProfile(viewer, accessOf(null), profileInput(user, { countryOfOrigin: "Syria", secondHomeland: "" })),
    ).toMatchObject({ secondHomeland: null });
  });

  it("a second homeland needs a first, and another country; an unknown one is a field error", async () => {
    const { user } = await createMember({ countryOfOrigin: "Brazil" });
    const viewer: Viewer = { id: user.id, role: "member" };
    for (const [changes, message] of [
      [{ countryOfOrigin: "", secondHomeland: "KE" }, "Choose your first homeland before a second one"],
      [{ countryOfOrigin: "KE", secondHomeland: "Kenya" }, "Choose a country other than your first homeland"],
      [{ countryOfOrigin: "KE", secondHomeland: "XX" }, "Please choose a country from the list"],
    ] as const) {
      await expect(updateProfile(viewer, accessOf(null), profileInput(user, changes))).rejects.toMatchObject({
        status: 400,
        fields: { secondHomeland: message },
      });
    }
    expect(await db.user.findUnique({ where: { id: user.id }, select: { countryOfOrigin: true } })).toEqual({
      countryOfOrigin: "Brazil",
    });
  });

  it("circles: a member is in both homelands' circles, counted and listed in each", async () => {
    const placeId = await somePlace();
    const amani = await memberFrom("Syria", "Tuvalu", placeId);
    const mine = (await listCircles(amani)).circles.map((circle) => circle.id);
    expect(mine).toEqual(
      expect.arrayContaining([
        `from-syria-in-${placeId}`,
        `from-tuvalu-in-${placeId}`,
        `city-${placeId}`,
        "from-syria",
        "from-tuvalu",
      ]),
    );
    const tuvalu = await getCircle(amani, `from-tuvalu-in-${placeId}`);
    expect(tuvalu).toMatchObject({ isOwn: true, isMember: true, memberCount: 1 });
    // Someone whose first homeland it is sees them among its members.
    const kai = await memberFrom("Tuvalu", null, placeId);
    const page = await loadCircle(kai, `from-tuvalu-in-${placeId}`);
    expect(page.circle.memberCount).toBe(2);
    expect(page.newestMembers.map((member) => member.id)).toContain(amani.id);
    // And the second homeland's people elsewhere are suggested to them as a circle to join.
    const elsewhere = await somePlace();
    await memberFrom("Tuvalu", null, elsewhere);
    if (elsewhere !== placeId)
      expect((await listCircles(amani)).suggestions.map((circle) => circle.id)).toContain(
        `from-tuvalu-in-${elsewhere}`,
      );
  });

  it("Discover: a shared homeland is either one of mine matching either one of theirs", async () => {
    const viewer = await memberFrom("Nauru", "Kiribati");
    const firstKiribati = await memberFrom("Kiribati");
    const secondNauru = await memberFrom("Syria", "Nauru");
    const stranger = await memberFrom("Syria");
    const people = await suggestPeople(viewer, 50);
    const why = new Map(people.map((person) => [person.id, person.why]));
    // All live in Lisbon (the factory's city): "From Kiribati · also in Lisbon".
    expect(why.get(firstKiribati.id)).toMatchObject({ kind: "homelandAlsoIn", homeland: "Kiribati" });
    expect(why.get(secondNauru.id)).toMatchObject({ kind: "homelandAlsoIn", homeland: "Nauru" });
    expect(why.get(stranger.id)?.kind).not.toBe("homelandAlsoIn");
    // Both homeland tiers come before anyone else.
    const order = people.map((person) => person.id);
    expect(order.indexOf(secondNauru.id)).toBeLessThan(2);
    expect(order.indexOf(firstKiribati.id)).toBeLessThan(2);
  });

  it("Discover in the viewer's city (read place by place on PostgreSQL): newest first, once each, never a blocked member", async () => {
    const placeId = await somePlace();
    const viewer = await memberFrom("Tonga", "Palau", placeId);
    const older = await memberFrom("Palau", null, placeId);
    const both = await memberFrom("Palau", "Tonga", placeId);
    const blocked = await memberFrom("Tonga", null, placeId);
    const away = await memberFrom("Tonga");
    const at = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    await db.user.update({ where: { id: older.id }, data: { createdAt: at(30) } });
    await db.user.update({ where: { id: both.id }, data: { createdAt: at(20) } });
    await db.user.update({ where: { id: blocked.id }, data: { createdAt: at(10) } });
    await blockMember(viewer, blocked.id);
    const people = await suggestPeople(viewer, 50);
    const ids = people.map((person) => person.id);
    expect(ids.slice(0, 2)).toEqual([both.id, older.id]);
    expect(ids.filter((id) => id === both.id)).toHaveLength(1);
    expect(ids).not.toContain(blocked.id);
    expect(people[0]!.why).toMatchObject({ kind: "homelandAlsoIn" });
    // The homeland elsewhere comes next, in its own tier.
    expect(people.find((person) => person.id === away.id)?.why).toMatchObject({ kind: "homeland", homeland: "Tonga" });
  });

  it("search finds a member by a second homeland saved in the profile", async () => {
    const { user } = await createMember({ countryOfOrigin: "Brazil" });
    const viewer: Viewer = { id: user.id, role: "member" };
    await updateProfile(
      viewer,
      accessOf(null),
      profileInput(user, { countryOfOrigin: "Brazil", secondHomeland: "SB" }),
    );
    const searcher = await memberFrom("Peru");
    const found = await searchPeople(searcher, { q: "solomon islands" });
    expect(found.people.map((person) => person.id)).toContain(user.id);
  });
});
