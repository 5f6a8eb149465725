// MemberTally (issue 48): the circles' member counts kept by triggers on "User". Every kind of write that moves a
// member between circles (registering, their homelands, their city, suspension and reinstatement, erasure, a
// row deleted) leaves each touched key equal to a count of the members themselves, on both databases.
import { createMember, smallTowns } from "../../tests/setup/factories";
import { db, sql, sqlJoin } from "~/server/db.server";
import { readRows } from "~/server/read-db.server";
import { activateUser, suspendUser } from "./accounts.server";
import { eraseMember } from "./account-deletion.server";
import { getCircle, leaveCircle, listCircles } from "./circles.server";

type Key = { homeland: string; placeId: number };

/**
 * Each key's kept count and its count of the members themselves, read in one statement (one snapshot, so another
 * test writing at the same time cannot part them).
 */
async function tallies(keys: Key[]) {
  const branches = keys.map(
    ({ homeland, placeId }) => sql`SELECT ${homeland} AS "homeland", ${placeId} AS "placeId",
      COALESCE((SELECT mt."members" FROM "MemberTally" mt WHERE mt."homeland" = ${homeland} AND mt."placeId" = ${placeId}), 0) AS "kept",
      (SELECT COUNT(*) FROM "User" u WHERE u."status" = 'active'
        AND (${homeland} = '' OR u."countryOfOrigin" = ${homeland} OR u."secondHomeland" = ${homeland})
        AND (${placeId} = 0 OR u."placeId" = ${placeId})) AS "counted"`,
  );
  const rows = await readRows<Array<{ homeland: string; placeId: number; kept: number; counted: number }>>(
    sqlJoin(branches, " UNION ALL "),
  );
  return rows.map((row) => ({ ...row, kept: Number(row.kept), counted: Number(row.counted) }));
}

async function expectInStep(keys: Key[], step: string) {
  for (const row of await tallies(keys))
    expect(row.kept, `${step}: ${row.homeland} in ${row.placeId}`).toBe(row.counted);
}

async function admin() {
  const { user } = await createMember();
  await db.user.update({ where: { id: user.id }, data: { role: "admin" } });
  return { ...user, role: "admin" as const };
}

describe("MemberTally", () => {
  it("follows every write that moves a member between circles, and the circle page counts from it", async () => {
    const [here, there] = await smallTowns(1300, 1400);
    const boss = await admin();
    const keys: Key[] = [
      { homeland: "Peru", placeId: here },
      { homeland: "Peru", placeId: there },
      { homeland: "Chile", placeId: here },
      { homeland: "Chile", placeId: there },
      { homeland: "", placeId: here },
      { homeland: "", placeId: there },
      { homeland: "Peru", placeId: 0 },
      { homeland: "Chile", placeId: 0 },
      // The whole community: the home page's figures.
      { homeland: "", placeId: 0 },
    ];
    const { user: ana } = await createMember({ countryOfOrigin: "Peru" });
    const { user: ben } = await createMember({ countryOfOrigin: "Peru" });
    await expectInStep(keys, "registered");

    const steps: Array<[string, () => Promise<unknown>]> = [
      ["into a town", () => db.user.updateMany({ where: { id: { in: [ana.id, ben.id] } }, data: { placeId: here } })],
      ["a second homeland", () => db.user.update({ where: { id: ana.id }, data: { secondHomeland: "Chile" } })],
      // Both homelands the same: counted once in each key.
      ["the same homeland twice", () => db.user.update({ where: { id: ben.id }, data: { secondHomeland: "Peru" } })],
      ["a move", () => db.user.update({ where: { id: ben.id }, data: { placeId: there } })],
      [
        "homelands swapped",
        () => db.user.update({ where: { id: ana.id }, data: { countryOfOrigin: "Chile", secondHomeland: "Peru" } }),
      ],
      ["suspended", () => suspendUser(boss, ana.id, { reason: "Spam" })],
      ["a suspended member moves", () => db.user.update({ where: { id: ana.id }, data: { placeId: there } })],
      ["reinstated", () => activateUser(boss, ana.id)],
      ["no city", () => db.user.update({ where: { id: ana.id }, data: { placeId: null } })],
      [
        "no homeland",
        () => db.user.update({ where: { id: ben.id }, data: { countryOfOrigin: null, secondHomeland: null } }),
      ],
      ["erased", () => eraseMember(ben.id)],
      ["a row deleted", () => db.user.delete({ where: { id: ana.id } })],
    ];
    const { user: cai } = await createMember({ countryOfOrigin: "Peru" });
    await db.user.update({ where: { id: cai.id }, data: { placeId: here } });
    for (const [step, write] of steps) {
      await write();
      await expectInStep(keys, step);
    }

    // The page's count: the kept one, less those who left, plus those who joined by hand.
    const viewer = { id: cai.id, role: "member" as const };
    expect((await getCircle(viewer, `from-peru-in-${here}`)).memberCount).toBe(1);
    await leaveCircle(viewer, `from-peru-in-${here}`);
    expect((await getCircle(viewer, `from-peru-in-${here}`)).memberCount).toBe(0);
    expect((await getCircle(viewer, `city-${here}`)).memberCount).toBe(1);
  });

  it("suggests the biggest circles from the kept counts: homelands in my city, my homeland's cities", async () => {
    const [here, there] = await smallTowns(1400, 1500);
    const living = async (homeland: string, placeId: number, secondHomeland: string | null = null) => {
      const { user } = await createMember({ countryOfOrigin: homeland });
      await db.user.update({ where: { id: user.id }, data: { placeId, secondHomeland } });
      return { id: user.id, role: "member" as const };
    };
    const viewer = await living("Tuvalu", here);
    for (let i = 0; i < 3; i++) await living("Chile", here);
    // A second homeland counts in its circle as the first does.
    await living("Fiji", here, "Peru");
    await living("Tuvalu", there);
    await living("Fiji", there, "Tuvalu");
    const { suggestions } = await listCircles(viewer);
    const counts = new Map(suggestions.map((circle) => [circle.id, circle.memberCount]));
    const inHere = suggestions.filter((circle) => circle.id.endsWith(`-in-${here}`)).map((circle) => circle.id);
    expect(inHere.slice(0, 1)).toEqual([`from-chile-in-${here}`]);
    expect(new Set(inHere.slice(1))).toEqual(new Set([`from-fiji-in-${here}`, `from-peru-in-${here}`]));
    expect(counts.get(`from-chile-in-${here}`)).toBe(3);
    expect(counts.get(`from-peru-in-${here}`)).toBe(1);
    expect(counts.get(`from-tuvalu-in-${there}`)).toBe(2);
    // The viewer's own circle is theirs, not a suggestion.
    expect(counts.has(`from-tuvalu-in-${here}`)).toBe(false);
  });
});
