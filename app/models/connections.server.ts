// Connections between members, the whole lifecycle: request, withdraw, accept, decline, remove.
// One row per pair of members (decision 009). A declined request stays as a row (status declined,
// `updatedAt` = when it was declined) so the 30-day rule can be checked; it is in nobody's lists.
import * as z from "zod";
import { db, sql, sqlJoin, sqlLimit, sqlOlderThan, sqlRaw, type Sql } from "~/server/db.server";
import { readRows } from "~/server/read-db.server";
import { readCount } from "~/server/read-counts.server";
import type { RowOf } from "~/server/row-shape.server";
import { AppError } from "~/lib/errors";
import { decodeCursor, paginate, parseLimit } from "~/lib/cursor";
import { parseInput } from "~/lib/validation";
import { idField } from "~/schemas/ids";
import { avatarUrl } from "./member-fields.server";
import type { Viewer } from "./viewer";
import { limitWrite } from "./write-limits.server";
import { announceNotification, storeNotification } from "./notifications.server";
import { once, type Submission } from "./submissions.server";
import { isBlockedBetween } from "./blocks.server";
import { activeMemberRule } from "./visibility-rules.server";

import type { ConnectionListItem, ConnectionState } from "~/lib/types/people";
import { notificationText } from "./notification-text.server";

export type { ConnectionState };

/** A connection's key: the smaller and the larger of the two member ids, whichever asked. */
export function connectionPair(a: string, b: string): { userLowId: string; userHighId: string } {
  return a < b ? { userLowId: a, userHighId: b } : { userLowId: b, userHighId: a };
}

export const requestSchema = z.object({
  receiverId: idField({ required: "receiverId is required" }),
});

/**
 * A request and the receiver's notification commit together (decision 031). `submission` is the form's one-time
 * token: the same token again answers this request instead of "already exists".
 */
export async function requestConnection(
  viewer: Viewer,
  input: Record<string, unknown>,
  submission?: Submission,
): Promise<ConnectionView> {
  const { receiverId } = parseInput(requestSchema, input, "Failed to send connection request.");
  if (receiverId === viewer.id) throw new AppError("conflict", "You cannot connect with yourself");
  return once(viewer, submission, ["connection", receiverId], async (remember) => {
    await limitWrite(viewer.id, "connection");
    const receiver = await db.user.findUnique({ where: { id: receiverId }, select: { id: true, status: true } });
    if (!receiver || !activeMemberRule().allows(receiver)) throw new AppError("not_found", "Member not found");
    if (await isBlockedBetween(viewer.id, receiverId))
      throw new AppError("forbidden", "You can't connect with this member");
    const existing = await db.connection.findUnique({
      where: { userLowId_userHighId: connectionPair(viewer.id, receiverId) },
      select: { id: true, status: true, requesterId: true, updatedAt: true },
    });
    if (existing) {
      if (existing.status === "accepted") throw new AppError("conflict", "You are already connected");
      if (existing.status === "pending") throw new AppError("conflict", "A connection request already exists");
      // Declined: the one who was declined waits 30 days; the other side may ask at once.
      const waitUntil = existing.updatedAt.getTime() + REREQUEST_AFTER_DECLINE_MS;
      if (existing.requesterId === viewer.id && Date.now() < waitUntil) {
        const day = new Date(waitUntil).toISOString().slice(0, 10);
        throw new AppError("conflict", `Your request was declined. You can send a new one from ${day}.`);
      }
    }
    try {
      const { view, news } = await db.$transaction(async (tx) => {
        let row: ConnectionRow;
        if (existing) {
          // The declined row becomes the new request, only if it is still the declined row we read.
          const { count } = await tx.connection.updateMany({
            where: { id: existing.id, status: "declined", updatedAt: existing.updatedAt },
            data: { requesterId: viewer.id, receiverId, status: "pending", createdAt: new Date() },
          });
          if (count === 0) throw new AppError("conflict", "A connection request already exists");
          row = await tx.connection.findUniqueOrThrow({ where: { id: existing.id }, select: connectionSelect });
        } else {
          row = await tx.connection.create({
            data: { requesterId: viewer.id, receiverId, ...connectionPair(viewer.id, receiverId) },
            select: connectionSelect,
          });
        }
        const news = await storeNotification(tx, {
          to: receiverId,
          actorId: viewer.id,
          type: "connection_request",
          ...notificationText("connectionRequest"),
          link: "/connections?tab=received",
        });
        return { view: await remember(tx, connectionView(row)), news };
      });
      await announceNotification(news);
      return view;
    } catch (error) {
      // The other member asked at the same moment: the pair is unique, whoever asked (decision 009).
      if ((error as { code?: string }).code === "P2002")
        throw new AppError("conflict", "A connection request already exists");
      throw error;
    }
  });
}

/** A declined member may ask the same person again after this long (the other side at any time). */
export const REREQUEST_AFTER_DECLINE_MS = 30 * 24 * 60 * 60 * 1000;

const connectionSelect = { id: true, requesterId: true, receiverId: true, status: true, createdAt: true } as const;
type ConnectionRow = { id: string; requesterId: string; receiverId: string; status: string; createdAt: Date };

type ConnectionView = {
  id: string;
  requesterId: string;
  receiverId: string;
  status: string;
  createdAt: string;
};

function connectionView(row: ConnectionRow): ConnectionView {
  return {
    id: row.id,
    requesterId: row.requesterId,
    receiverId: row.receiverId,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

const idSchema = idField({ required: "id is required", invalid: "Not a valid id" });

/** The connection if the viewer is one of its two members; anyone else learns nothing (404). */
async function findOwnConnection(viewer: Viewer, id: unknown) {
  const connectionId = parseInput(z.object({ id: idSchema }), { id }, "Connection not found").id;
  const row = await db.connection.findUnique({
    where: { id: connectionId },
    select: { ...connectionSelect, updatedAt: true },
  });
  if (!row || (row.requesterId !== viewer.id && row.receiverId !== viewer.id))
    throw new AppError("not_found", "Connection not found");
  return row;
}

/** One of the viewer's connections (accepted) and who is on its other end: what Remove asks about. */
export async function getConnection(
  viewer: Viewer,
  id: unknown,
): Promise<{ id: string; user: { id: string; firstName: string; lastName: string } }> {
  const row = await findOwnConnection(viewer, id);
  if (row.status !== "accepted") throw new AppError("not_found", "Connection not found");
  const user = await db.user.findUnique({
    where: { id: row.requesterId === viewer.id ? row.receiverId : row.requesterId },
    select: { id: true, firstName: true, lastName: true },
  });
  if (!user) throw new AppError("not_found", "Connection not found");
  return { id: row.id, user };
}

/** Accept a request sent to the viewer. Accepting one already accepted changes nothing. */
export async function acceptConnection(viewer: Viewer, id: unknown) {
  const row = await findOwnConnection(viewer, id);
  // Only the receiver answers; a declined request is gone for the requester, so the same 404 for both.
  if (row.receiverId !== viewer.id || row.status === "declined")
    throw new AppError("not_found", "Connection request not found");
  if (row.status === "accepted") return connectionView(row);
  await limitWrite(viewer.id, "connection");
  // The acceptance and the requester's notification commit together (decision 031).
  const { accepted, news } = await db.$transaction(async (tx) => {
    const { count } = await tx.connection.updateMany({
      where: { id: row.id, status: "pending" },
      data: { status: "accepted" },
    });
    const news =
      count > 0
        ? await storeNotification(tx, {
            to: row.requesterId,
            actorId: viewer.id,
            type: "connection_accepted",
            ...notificationText("connectionAccepted"),
            link: `/members/${viewer.id}`,
          })
        : null;
    return {
      accepted: await tx.connection.findUniqueOrThrow({ where: { id: row.id }, select: connectionSelect }),
      news,
    };
  });
  await announceNotification(news);
  return connectionView(accepted);
}

/** Decline a request sent to the viewer: the requester cannot ask again for 30 days. */
export async function declineConnection(viewer: Viewer, id: unknown) {
  const row = await findOwnConnection(viewer, id);
  if (row.receiverId !== viewer.id || row.status === "declined")
    throw new AppError("not_found", "Connection request not found");
  if (row.status === "accepted")
    throw new AppError("conflict", "You are already connected: remove the connection instead");
  await limitWrite(viewer.id, "connection");
  const { count } = await db.connection.updateMany({
    where: { id: row.id, status: "pending" },
    data: { status: "declined" },
  });
  if (count === 0) throw new AppError("conflict", "This request was answered already");
  return { ...connectionView(row), status: "declined" };
}

/** Withdraw a pending request the viewer sent, or remove a connection (either member). */
export async function deleteConnection(
  viewer: Viewer,
  id: unknown,
): Promise<{ id: string; removed: "withdrawn" | "removed" }> {
  const row = await findOwnConnection(viewer, id);
  const mayDelete = row.status === "accepted" || (row.status === "pending" && row.requesterId === viewer.id);
  // A received request is declined, not deleted; a declined one is kept for the 30-day rule.
  if (!mayDelete) {
    if (row.status === "pending") throw new AppError("conflict", "Decline the request instead");
    throw new AppError("not_found", "Connection not found");
  }
  await limitWrite(viewer.id, "connection");
  await db.connection.deleteMany({ where: { id: row.id, status: row.status } });
  return { id: row.id, removed: row.status === "accepted" ? "removed" : "withdrawn" };
}

const listSchema = z.object({
  cursor: z.string().max(200).optional().nullable(),
  limit: z.unknown().optional(),
});

/** The viewer's connections (accepted), the other member of each, newest first, by cursor. */
export async function listConnections(viewer: Viewer, input: { cursor?: unknown; limit?: unknown } = {}) {
  return listOwn(viewer, input, [
    { status: "accepted", side: "requesterId" },
    { status: "accepted", side: "receiverId" },
  ]);
}

/** Pending requests the viewer received or sent, newest first, by cursor. */
export async function listConnectionRequests(
  viewer: Viewer,
  input: { direction?: unknown; cursor?: unknown; limit?: unknown },
) {
  const { direction } = parseInput(
    z.object({
      direction: z.enum(["received", "sent"], { error: "direction: must be received or sent" }).default("received"),
    }),
    { direction: input.direction ?? undefined },
    "Failed to load requests.",
  );
  return listOwn(viewer, input, [{ status: "pending", side: direction === "received" ? "receiverId" : "requesterId" }]);
}

export type { ConnectionListItem };

/** A row of a connections list's read: the connection and the other member's card. */
export const connectionListRowShape = {
  id: "string",
  requesterId: "string",
  receiverId: "string",
  status: "string",
  createdAt: "Date",
  firstName: "string",
  lastName: "string",
  profileImageUrl: "string|null",
  countryOfOrigin: "string|null",
  currentLocation: "string|null",
} as const;

type Side = { status: "accepted" | "pending"; side: "requesterId" | "receiverId" };

/**
 * The viewer's rows on each side (`sides`: the viewer's column and the status of one side each), newest first, by
 * cursor. Each side is read in its own (member, status, createdAt, id) order from the cursor on, and the two merged
 * here: one statement with an OR of the sides read every row of both to sort them, or, as SQLite planned it, every
 * accepted connection of the community through the status index. Raw (decision 022), the other member's card
 * joined: Prisma's read took three statements a side.
 */
async function listOwn(
  viewer: Viewer,
  input: { cursor?: unknown; limit?: unknown },
  sides: Side[],
): Promise<{ items: ConnectionListItem[]; nextCursor: string | null }> {
  const parsed = parseInput(
    listSchema,
    { cursor: input.cursor ?? undefined, limit: input.limit },
    "Failed to load connections.",
  );
  const limit = parseLimit(parsed.limit, 24, 100);
  const cursor = decodeCursor(parsed.cursor);
  const read = await Promise.all(
    sides.map(({ status, side }) => {
      const [mine, other] = side === "requesterId" ? ["requesterId", "receiverId"] : ["receiverId", "requesterId"];
      return readRows<Array<RowOf<typeof connectionListRowShape>>>(sql`
        SELECT "Connection"."id", "Connection"."requesterId", "Connection"."receiverId", "Connection"."status",
          "Connection"."createdAt", u."firstName", u."lastName", u."profileImageUrl", u."countryOfOrigin",
          u."currentLocation"
        FROM "Connection" JOIN "User" u ON u."id" = "Connection".${sqlRaw(`"${other}"`)}
        WHERE "Connection".${sqlRaw(`"${mine}"`)} = ${viewer.id} AND "Connection"."status" = ${status}
          ${sqlOlderThan(sql`"Connection"`, cursor)}
        ORDER BY "Connection"."createdAt" DESC, "Connection"."id" DESC ${sqlLimit(limit + 1)}`);
    }),
  );
  const rows = read
    .flat()
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0))
    .slice(0, limit + 1);
  const { items, nextCursor } = paginate(rows, limit);
  return {
    items: items.map(({ firstName, lastName, profileImageUrl, countryOfOrigin, currentLocation, ...row }) => {
      const sent = row.requesterId === viewer.id;
      const other = {
        id: sent ? row.receiverId : row.requesterId,
        firstName,
        lastName,
        profileImageUrl,
        countryOfOrigin,
        currentLocation,
      };
      return {
        ...connectionView(row),
        direction: sent ? ("sent" as const) : ("received" as const),
        user: { ...other, avatarUrl: avatarUrl(other) },
      };
    }),
    nextCursor,
  };
}

/** connectionStates' row. */
export const connectionStateRowShape = { requesterId: "string", receiverId: "string", status: "string" } as const;

/** The viewer's relation to each of the given members, in one query. */
export async function connectionStates(viewerId: string, userIds: string[]): Promise<Map<string, ConnectionState>> {
  const states = new Map<string, ConnectionState>(userIds.map((id) => [id, "none"]));
  if (userIds.length === 0) return states;
  // No status in the WHERE: with it SQLite drives the query from the status index and reads every pending
  // and accepted row of the community (3 ms on the bench database); without it each side is one index
  // lookup, and the at most one row per pair that is declined is skipped here.
  // Raw SQL (decision 018): beside every suggestion and search result, on the home page's every load.
  const ids = sqlJoin(userIds);
  const rows = await readRows<Array<RowOf<typeof connectionStateRowShape>>>`
    SELECT "requesterId", "receiverId", "status" FROM "Connection"
    WHERE ("requesterId" = ${viewerId} AND "receiverId" IN (${ids})) OR ("receiverId" = ${viewerId} AND "requesterId" IN (${ids}))`;
  for (const row of rows) {
    if (row.status !== "pending" && row.status !== "accepted") continue;
    const other = row.requesterId === viewerId ? row.receiverId : row.requesterId;
    states.set(
      other,
      row.status === "accepted" ? "connected" : row.requesterId === viewerId ? "requested" : "incoming",
    );
  }
  return states;
}

/** countConnectionTabs' row. */
export const tabCountsRowShape = {
  connections: "number|bigint",
  received: "number|bigint",
  sent: "number|bigint",
} as const;

/** The three figures on /connections' tabs: connections, requests received, requests sent. */
export async function countConnectionTabs(
  viewer: Viewer,
): Promise<{ connections: number; received: number; sent: number }> {
  // One raw statement (decision 022), each count on its own index.
  const [row] = await readRows<Array<RowOf<typeof tabCountsRowShape>>>(sql`
    SELECT (${connectionsCountSql(viewer.id)}) AS "connections",
      (SELECT COUNT(*) FROM "Connection" WHERE "receiverId" = ${viewer.id} AND "status" = 'pending') AS "received",
      (SELECT COUNT(*) FROM "Connection" WHERE "requesterId" = ${viewer.id} AND "status" = 'pending') AS "sent"`);
  return { connections: Number(row!.connections), received: Number(row!.received), sent: Number(row!.sent) };
}

export function countConnections(userId: string): Promise<number> {
  return readCount(connectionsCountSql(userId));
}

/** A member's accepted connections as SQL, for readCounts. */
export function connectionsCountSql(userId: string): Sql {
  // Two counts, each on its own index, beat one OR that scans; one raw statement for both (decision 018).
  return sql`
    SELECT (SELECT COUNT(*) FROM "Connection" WHERE "requesterId" = ${userId} AND "status" = 'accepted')
         + (SELECT COUNT(*) FROM "Connection" WHERE "receiverId" = ${userId} AND "status" = 'accepted') AS "n"`;
}
