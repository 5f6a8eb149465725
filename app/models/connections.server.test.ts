import { randomUUID } from "node:crypto";
import { db } from "~/server/db.server";
import { createMember } from "../../tests/setup/factories";
import {
  acceptConnection,
  connectionPair,
  connectionStates,
  countConnections,
  getConnection,
  listConnections,
  requestConnection,
} from "./connections.server";
import { suggestPeople } from "./members.server";

const viewerOf = async () => {
  const { user } = await createMember();
  return { id: user.id, role: user.role };
};

describe("requestConnection", () => {
  it("creates a pending request and shows the state both ways", async () => {
    const [a, b] = [await viewerOf(), await viewerOf()];
    const request = await requestConnection(a, { receiverId: b.id });
    expect(request).toMatchObject({ requesterId: a.id, receiverId: b.id, status: "pending" });
    expect((await connectionStates(a.id, [b.id])).get(b.id)).toBe("requested");
    expect((await connectionStates(b.id, [a.id])).get(a.id)).toBe("incoming");
  });

  it("refuses self, duplicates in either direction, unknown members and bad input", async () => {
    const [a, b] = [await viewerOf(), await viewerOf()];
    await expect(requestConnection(a, { receiverId: a.id })).rejects.toMatchObject({ status: 409 });
    await requestConnection(a, { receiverId: b.id });
    await expect(requestConnection(a, { receiverId: b.id })).rejects.toMatchObject({ status: 409 });
    await expect(requestConnection(b, { receiverId: a.id })).rejects.toMatchObject({ status: 409 });
    await expect(requestConnection(a, { receiverId: "nobody" })).rejects.toMatchObject({ status: 404 });
    await expect(requestConnection(a, {})).rejects.toMatchObject({
      status: 400,
      fields: { receiverId: expect.any(String) },
    });
    expect(await db.connection.count({ where: { OR: [{ requesterId: a.id }, { receiverId: a.id }] } })).toBe(1);
  });

  it("keeps one row when both members ask each other at the same moment; the other gets a 409", async () => {
    for (let round = 0; round < 5; round++) {
      const [a, b] = [await viewerOf(), await viewerOf()];
      const results = await Promise.allSettled([
        requestConnection(a, { receiverId: b.id }),
        requestConnection(b, { receiverId: a.id }),
      ]);
      expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
      const [loser] = results.filter((result) => result.status === "rejected");
      expect(loser.reason).toMatchObject({ status: 409 });
      const rows = await db.connection.findMany({
        where: { OR: [{ requesterId: { in: [a.id, b.id] } }, { receiverId: { in: [a.id, b.id] } }] },
      });
      expect(rows).toHaveLength(1);
      expect([rows[0].userLowId, rows[0].userHighId]).toEqual([a.id, b.id].sort());
    }
  });

  it("refuses a second row for a pair at the database, whichever way round", async () => {
    const [a, b] = [await viewerOf(), await viewerOf()];
    await requestConnection(a, { receiverId: b.id });
    await expect(
      db.connection.create({ data: { requesterId: b.id, receiverId: a.id, ...connectionPair(b.id, a.id) } }),
    ).rejects.toMatchObject({ code: "P2002" });
  });

  it("counts accepted connections only", async () => {
    const [a, b, c] = [await viewerOf(), await viewerOf(), await viewerOf()];
    await requestConnection(a, { receiverId: b.id });
    await requestConnection(c, { receiverId: a.id });
    await db.connection.updateMany({ where: { requesterId: c.id }, data: { status: "accepted" } });
    expect(await countConnections(a.id)).toBe(1);
  });
});

describe("listConnections", () => {
  it("pages through connections on both sides, newest first, each once", async () => {
    const viewer = await viewerOf();
    const others = [];
    for (let i = 0; i < 5; i++) others.push(await viewerOf());
    // Sent and received in turn, and two made at the same instant: the id breaks the tie on both sides alike.
    const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 12, minutes));
    const times = [at(1), at(2), at(3), at(3), at(5)];
    for (const [i, other] of others.entries()) {
      const [from, to] = i % 2 === 0 ? [viewer, other] : [other, viewer];
      const row = await requestConnection(from, { receiverId: to.id });
      await db.connection.update({ where: { id: row.id }, data: { status: "accepted", createdAt: times[i]! } });
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: Awaited<ReturnType<typeof listConnections>> = await listConnections(viewer, { cursor, limit: 2 });
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items.map((item) => item.user.id));
      cursor = page.nextCursor;
    } while (cursor);
    const rows = await db.connection.findMany({
      where: { OR: [{ requesterId: viewer.id }, { receiverId: viewer.id }] },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      select: { requesterId: true, receiverId: true },
    });
    expect(seen).toEqual(rows.map((row) => (row.requesterId === viewer.id ? row.receiverId : row.requesterId)));
    expect(new Set(seen).size).toBe(5);
  });
});

describe("getConnection", () => {
  it("names the other member of an accepted connection, to either of the two; 404 for a request or a stranger", async () => {
    const [a, b, stranger] = [await viewerOf(), await viewerOf(), await viewerOf()];
    const request = await requestConnection(a, { receiverId: b.id });
    await expect(getConnection(a, request.id)).rejects.toMatchObject({ status: 404 });
    await acceptConnection(b, request.id);
    expect(await getConnection(a, request.id)).toMatchObject({ id: request.id, user: { id: b.id } });
    expect(await getConnection(b, request.id)).toMatchObject({ id: request.id, user: { id: a.id } });
    await expect(getConnection(stranger, request.id)).rejects.toMatchObject({ status: 404 });
    await expect(getConnection(a, "nope")).rejects.toMatchObject({ status: 404 });
  });
});

describe("suggestPeople", () => {
  it("leaves out the viewer, people already related, and suspended members; homeland first", async () => {
    // A homeland of this test's own (set in the database: sign-up takes only listed countries),
    // so other tests' members cannot crowd the first group.
    const homeland = `Vietnam ${randomUUID().slice(0, 8)}`;
    const { user: me } = await createMember({ countryOfOrigin: "Vietnam" });
    const viewer = { id: me.id, role: me.role };
    const { user: compatriot } = await createMember({ countryOfOrigin: "Vietnam" });
    const { user: requested } = await createMember({ countryOfOrigin: "Vietnam" });
    const { user: suspended } = await createMember({ countryOfOrigin: "Vietnam" });
    await db.user.updateMany({
      where: { id: { in: [me.id, compatriot.id, requested.id, suspended.id] } },
      data: { countryOfOrigin: homeland },
    });
    const { user: other } = await createMember({ countryOfOrigin: "Mexico" });
    await requestConnection(viewer, { receiverId: requested.id });
    await db.user.update({ where: { id: suspended.id }, data: { status: "suspended" } });
    const people = await suggestPeople(viewer, 50);
    const ids = people.map((person) => person.id);
    expect(ids).not.toContain(me.id);
    expect(ids).not.toContain(requested.id);
    expect(ids).not.toContain(suspended.id);
    expect(ids).toContain(compatriot.id);
    expect(ids).toContain(other.id);
    // The only unrelated compatriot comes first, then the newest member from elsewhere (ours).
    expect(ids.slice(0, 2)).toEqual([compatriot.id, other.id]);
  });
});

describe("suggestPeople and members with no homeland", () => {
  it("suggests them too, after members with a homeland", async () => {
    const { user: me } = await createMember({ countryOfOrigin: "Vietnam" });
    const viewer = { id: me.id, role: me.role };
    const { user: compatriot } = await createMember({ countryOfOrigin: "Vietnam" });
    const { user: elsewhere } = await createMember({ countryOfOrigin: "Brazil" });
    const { user: nowhere } = await createMember({ countryOfOrigin: "Vietnam" });
    await db.user.update({
      where: { id: nowhere.id },
      data: { countryOfOrigin: null, currentLocation: "Oslo, Norway", placeId: null },
    });
    // Another city too: members of the viewer's city rank before the newest (members.server.ts).
    // "Same city" is the same place now (decision 062): the text alone no longer moves a member.
    await db.user.update({
      where: { id: elsewhere.id },
      data: { currentLocation: "Quito, Ecuador", placeId: null },
    });
    // Only these four members count for this test: park everyone else of this worker's database.
    const mine = [me.id, compatriot.id, elsewhere.id, nowhere.id];
    const parked = await db.user.findMany({ where: { id: { notIn: mine }, status: "active" }, select: { id: true } });
    await db.user.updateMany({ where: { id: { in: parked.map((user) => user.id) } }, data: { status: "suspended" } });
    try {
      expect((await suggestPeople(viewer, 50)).map((person) => person.id)).toEqual([
        compatriot.id,
        elsewhere.id,
        nowhere.id,
      ]);
      // A viewer with no homeland of their own sees them too, still last.
      const nobody = { id: nowhere.id, role: nowhere.role };
      const seen = (await suggestPeople(nobody, 50)).map((person) => person.id);
      expect(new Set(seen)).toEqual(new Set([me.id, compatriot.id, elsewhere.id]));
      expect((await suggestPeople(viewer, 2)).map((person) => person.id)).toEqual([compatriot.id, elsewhere.id]);
    } finally {
      await db.user.updateMany({ where: { id: { in: parked.map((user) => user.id) } }, data: { status: "active" } });
    }
  });
});
