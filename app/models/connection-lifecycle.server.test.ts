import { db } from "~/server/db.server";
import { createMember } from "../../tests/setup/factories";
import {
  acceptConnection,
  connectionStates,
  countConnections,
  declineConnection,
  deleteConnection,
  listConnectionRequests,
  listConnections,
  REREQUEST_AFTER_DECLINE_MS,
  requestConnection,
} from "./connections.server";

const viewerOf = async () => {
  const { user } = await createMember();
  return { id: user.id, role: user.role };
};

describe("the connection lifecycle", () => {
  it("accept: only the receiver; twice is harmless; both see the connection", async () => {
    const [a, b, c] = [await viewerOf(), await viewerOf(), await viewerOf()];
    const request = await requestConnection(a, { receiverId: b.id });
    await expect(acceptConnection(a, request.id)).rejects.toMatchObject({ status: 404 });
    await expect(acceptConnection(c, request.id)).rejects.toMatchObject({ status: 404 });
    expect(await acceptConnection(b, request.id)).toMatchObject({ id: request.id, status: "accepted" });
    expect(await acceptConnection(b, request.id)).toMatchObject({ id: request.id, status: "accepted" });
    expect((await connectionStates(a.id, [b.id])).get(b.id)).toBe("connected");
    expect(await countConnections(a.id)).toBe(1);
    const mine = await listConnections(a);
    expect(mine.items.map((item) => item.user.id)).toEqual([b.id]);
    expect(mine.items[0].user).not.toHaveProperty("email");
    expect((await listConnections(b)).items.map((item) => item.user.id)).toEqual([a.id]);
    expect((await listConnections(c)).items).toEqual([]);
  });

  it("lists received and sent requests separately, never another pair's", async () => {
    const [a, b, c] = [await viewerOf(), await viewerOf(), await viewerOf()];
    await requestConnection(a, { receiverId: b.id });
    await requestConnection(c, { receiverId: a.id });
    expect((await listConnectionRequests(a, { direction: "sent" })).items.map((item) => item.user.id)).toEqual([b.id]);
    expect((await listConnectionRequests(a, { direction: "received" })).items.map((item) => item.user.id)).toEqual([
      c.id,
    ]);
    expect((await listConnectionRequests(b, { direction: "received" })).items.map((item) => item.user.id)).toEqual([
      a.id,
    ]);
    expect((await listConnectionRequests(c, { direction: "received" })).items).toEqual([]);
    await expect(listConnectionRequests(a, { direction: "both" })).rejects.toMatchObject({ status: 400 });
  });

  it("pages requests by cursor without repeats", async () => {
    const receiver = await viewerOf();
    const senders = [];
    for (let i = 0; i < 5; i++) {
      const sender = await viewerOf();
      senders.push(sender.id);
      await requestConnection(sender, { receiverId: receiver.id });
    }
    const first = await listConnectionRequests(receiver, { direction: "received", limit: 3 });
    expect(first.items).toHaveLength(3);
    const second = await listConnectionRequests(receiver, {
      direction: "received",
      limit: 3,
      cursor: first.nextCursor,
    });
    expect(second.nextCursor).toBeNull();
    expect([...first.items, ...second.items].map((item) => item.user.id).sort()).toEqual(senders.sort());
  });

  it("decline: only the receiver; the requester waits 30 days, the other side may ask at once", async () => {
    const [a, b, c] = [await viewerOf(), await viewerOf(), await viewerOf()];
    const request = await requestConnection(a, { receiverId: b.id });
    await expect(declineConnection(a, request.id)).rejects.toMatchObject({ status: 404 });
    await expect(declineConnection(c, request.id)).rejects.toMatchObject({ status: 404 });
    expect(await declineConnection(b, request.id)).toMatchObject({ status: "declined" });
    expect((await connectionStates(a.id, [b.id])).get(b.id)).toBe("none");
    expect((await listConnectionRequests(b, { direction: "received" })).items).toEqual([]);
    await expect(requestConnection(a, { receiverId: b.id })).rejects.toMatchObject({
      status: 409,
      message: expect.stringMatching(/declined/),
    });
    // The declined member cannot get around the rule by deleting the declined request.
    await expect(deleteConnection(a, request.id)).rejects.toMatchObject({ status: 404 });
    // The member who declined may change their mind.
    const back = await requestConnection(b, { receiverId: a.id });
    expect(back).toMatchObject({ id: request.id, requesterId: b.id, receiverId: a.id, status: "pending" });
    expect(await db.connection.count({ where: { id: request.id } })).toBe(1);
  });

  it("lets the declined member ask again after 30 days", async () => {
    const [a, b] = [await viewerOf(), await viewerOf()];
    const request = await requestConnection(a, { receiverId: b.id });
    await declineConnection(b, request.id);
    await db.connection.update({
      where: { id: request.id },
      data: { updatedAt: new Date(Date.now() - REREQUEST_AFTER_DECLINE_MS + 60_000) },
    });
    await expect(requestConnection(a, { receiverId: b.id })).rejects.toMatchObject({ status: 409 });
    await db.connection.update({
      where: { id: request.id },
      data: { updatedAt: new Date(Date.now() - REREQUEST_AFTER_DECLINE_MS - 60_000) },
    });
    expect(await requestConnection(a, { receiverId: b.id })).toMatchObject({ requesterId: a.id, status: "pending" });
  });

  it("withdraw: the requester deletes a pending request; the receiver declines instead", async () => {
    const [a, b, c] = [await viewerOf(), await viewerOf(), await viewerOf()];
    const request = await requestConnection(a, { receiverId: b.id });
    await expect(deleteConnection(c, request.id)).rejects.toMatchObject({ status: 404 });
    await expect(deleteConnection(b, request.id)).rejects.toMatchObject({ status: 409 });
    expect(await deleteConnection(a, request.id)).toEqual({ id: request.id, removed: "withdrawn" });
    expect(await db.connection.count({ where: { id: request.id } })).toBe(0);
    // Withdrawn is not declined: asking again is fine.
    expect(await requestConnection(a, { receiverId: b.id })).toMatchObject({ status: "pending" });
  });

  it("remove: either member ends a connection", async () => {
    const [a, b] = [await viewerOf(), await viewerOf()];
    const request = await requestConnection(a, { receiverId: b.id });
    await acceptConnection(b, request.id);
    expect(await deleteConnection(b, request.id)).toEqual({ id: request.id, removed: "removed" });
    expect(await countConnections(a.id)).toBe(0);
    await expect(deleteConnection(a, request.id)).rejects.toMatchObject({ status: 404 });
  });

  it("refuses malformed ids and cursors with a 400, unknown ids with a 404", async () => {
    const a = await viewerOf();
    await expect(acceptConnection(a, ["x"])).rejects.toMatchObject({ status: 400 });
    await expect(acceptConnection(a, "x".repeat(65))).rejects.toMatchObject({ status: 400 });
    await expect(deleteConnection(a, "nope")).rejects.toMatchObject({ status: 404 });
    await expect(listConnections(a, { cursor: "%%%" })).rejects.toMatchObject({ status: 400 });
    await expect(listConnections(a, { limit: "lots" })).rejects.toMatchObject({ status: 400 });
  });
});
