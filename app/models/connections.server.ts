// Connection requests between members.
import { z } from "zod";
import { db } from "~/server/db.server";
import { AppError } from "~/lib/errors";
import { parseInput } from "~/lib/validation";
import type { Viewer } from "./viewer";
import { limitWrite } from "./write-limits.server";

import type { ConnectionState } from "~/lib/types/people";

export type { ConnectionState };

/** A connection's key: the smaller and the larger of the two member ids, whichever asked. */
export function connectionPair(a: string, b: string): { userLowId: string; userHighId: string } {
  return a < b ? { userLowId: a, userHighId: b } : { userLowId: b, userHighId: a };
}

const requestSchema = z.object({
  receiverId: z.string({ error: "receiverId is required" }).trim().min(1, "receiverId is required").max(64),
});

export async function requestConnection(viewer: Viewer, input: Record<string, unknown>) {
  const { receiverId } = parseInput(requestSchema, input, "Failed to send connection request.");
  if (receiverId === viewer.id) throw new AppError("conflict", "You cannot connect with yourself");
  await limitWrite(viewer.id, "connection");
  const receiver = await db.user.findUnique({ where: { id: receiverId }, select: { id: true, status: true } });
  if (!receiver || receiver.status !== "active") throw new AppError("not_found", "Member not found");
  const existing = await db.connection.findFirst({
    where: {
      OR: [
        { requesterId: viewer.id, receiverId },
        { requesterId: receiverId, receiverId: viewer.id },
      ],
    },
    select: { id: true, status: true },
  });
  if (existing) {
    const message = existing.status === "accepted" ? "You are already connected" : "A connection request already exists";
    throw new AppError("conflict", message);
  }
  try {
    const connection = await db.connection.create({
      data: { requesterId: viewer.id, receiverId, ...connectionPair(viewer.id, receiverId) },
      select: { id: true, requesterId: true, receiverId: true, status: true, createdAt: true },
    });
    return { ...connection, createdAt: connection.createdAt.toISOString() };
  } catch (error) {
    // The other member asked at the same moment: the pair is unique, whoever asked (decision 009).
    if ((error as { code?: string }).code === "P2002") throw new AppError("conflict", "A connection request already exists");
    throw error;
  }
}

/** The viewer's relation to each of the given members, in one query. */
export async function connectionStates(viewerId: string, userIds: string[]): Promise<Map<string, ConnectionState>> {
  const states = new Map<string, ConnectionState>(userIds.map((id) => [id, "none"]));
  if (userIds.length === 0) return states;
  const rows = await db.connection.findMany({
    where: {
      status: { in: ["pending", "accepted"] },
      OR: [
        { requesterId: viewerId, receiverId: { in: userIds } },
        { receiverId: viewerId, requesterId: { in: userIds } },
      ],
    },
    select: { requesterId: true, receiverId: true, status: true },
  });
  for (const row of rows) {
    const other = row.requesterId === viewerId ? row.receiverId : row.requesterId;
    states.set(other, row.status === "accepted" ? "connected" : row.requesterId === viewerId ? "requested" : "incoming");
  }
  return states;
}

export async function countConnections(userId: string): Promise<number> {
  // Two counts, each on its own index, beat one OR that scans.
  const [asked, answered] = await Promise.all([
    db.connection.count({ where: { requesterId: userId, status: "accepted" } }),
    db.connection.count({ where: { receiverId: userId, status: "accepted" } }),
  ]);
  return asked + answered;
}
