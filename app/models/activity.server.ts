// The activity log behind "recent activity" (home) and the admin dashboard.
import { db, sqlLimit } from "~/server/db.server";
import { readRows } from "~/server/read-db.server";
import type { RowOf } from "~/server/row-shape.server";
import { decodeCursor, olderThan, paginate, parseLimit } from "~/lib/cursor";

export type ActivityInput = { actorId: string | null; verb: string; subjectId?: string | null; description: string };

export async function recordActivity(input: ActivityInput): Promise<void> {
  await db.activity.create({
    data: {
      actorId: input.actorId,
      verb: input.verb,
      subjectId: input.subjectId ?? null,
      description: input.description,
    },
    select: { id: true },
  });
}

import type { ActivityItem } from "~/lib/types/community";

export type { ActivityItem };

/** listRecentActivity's row. */
export const activityRowShape = { id: "string", description: "string", createdAt: "Date" } as const;

export async function listRecentActivity(limit: number): Promise<ActivityItem[]> {
  // Raw SQL: on the home page's every load (decision 018).
  const rows = await readRows<Array<RowOf<typeof activityRowShape>>>`
    SELECT "id", "description", "createdAt" FROM "Activity" ORDER BY "createdAt" DESC, "id" DESC ${sqlLimit(Math.min(Math.max(Math.trunc(limit), 1), 100))}`;
  return rows.map((row) => ({ id: row.id, description: row.description, timestamp: row.createdAt.toISOString() }));
}

export async function listActivityPage(options: { cursor?: string | null; limit?: unknown } = {}) {
  const limit = parseLimit(options.limit, 30, 100);
  const rows = await db.activity.findMany({
    where: olderThan(decodeCursor(options.cursor)),
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: limit + 1,
    select: { id: true, description: true, createdAt: true },
  });
  const { items, nextCursor } = paginate(rows, limit);
  return {
    items: items.map((row) => ({ id: row.id, description: row.description, timestamp: row.createdAt.toISOString() })),
    nextCursor,
  };
}
