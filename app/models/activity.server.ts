// The activity log behind "recent activity" (home), its page (/activity) and the admin dashboard.
import { db, sql, sqlLimit, sqlOlderThan, type Sql } from "~/server/db.server";
import { readRows } from "~/server/read-db.server";
import type { RowOf } from "~/server/row-shape.server";
import { decodeCursor, paginate, parseLimit, type Cursor } from "~/lib/cursor";
import type { ActivityItem } from "~/lib/types/community";
import type { Viewer } from "./viewer";
import { actorRule, hiddenRule } from "./visibility-rules.server";

export type ActivityInput = { actorId: string | null; verb: string; subjectId?: string | null; description: string };

/** Writes an activity row; pass the transaction client of the write it tells of, so they commit together (decision 031). */
export async function recordActivity(input: ActivityInput, client: Pick<typeof db, "activity"> = db): Promise<void> {
  await client.activity.create({
    data: {
      actorId: input.actorId,
      verb: input.verb,
      subjectId: input.subjectId ?? null,
      description: input.description,
    },
    select: { id: true },
  });
}

export type { ActivityItem };

/** The activity reads' row. */
export const activityRowShape = { id: "string", description: "string", createdAt: "Date" } as const;
type ActivityRow = RowOf<typeof activityRowShape>;

/**
 * The one rule for an activity item (ARCHITECTURE rule 11): a member sees no activity of a member blocked either
 * way, nor of a suspended member (what they did is gone from every list), nor about a post or service a
 * moderator hid (as the item's own hiddenRule says); the system's (no actor) stays. A null viewer is the whole
 * log: the admin dashboard, behind its admin check.
 */
function visibleActivity(viewer: Viewer | null): Sql {
  if (!viewer) return sql`1 = 1`;
  return sql`${actorRule(viewer.id).sql(sql`"Activity"."actorId"`)} AND ${subjectShown(viewer)}`;
}

// Each lookup is by primary key, only for the verbs about that kind of item, and only for the rows the newest-
// first scan reaches: scalar subqueries, which PostgreSQL runs per row. As NOT EXISTS its planner made them anti
// joins that read every hidden post and service first (a sequential scan of Post: 35 ms a home page at 120,000
// posts). "Hidden" is the item's own rule; an item that is gone hides nothing.
function subjectShown(viewer: Viewer): Sql {
  const post = hiddenRule(viewer, "authorId").sql({ hiddenAt: sql`hp."hiddenAt"`, ownerId: sql`hp."authorId"` });
  const service = hiddenRule(viewer, "providerId").sql({ hiddenAt: sql`hs."hiddenAt"`, ownerId: sql`hs."providerId"` });
  return sql`("Activity"."verb" NOT IN ('post.created', 'advice.created')
      OR COALESCE((SELECT ${post} FROM "Post" hp WHERE hp."id" = "Activity"."subjectId"), TRUE))
    AND ("Activity"."verb" <> 'service.created'
      OR COALESCE((SELECT ${service} FROM "Service" hs WHERE hs."id" = "Activity"."subjectId"), TRUE))`;
}

/**
 * Newest first by (createdAt, id) keyset, in one statement (raw: the home page's every load, decision 018).
 */
function activityQuery(viewer: Viewer | null, cursor: Cursor | null, take: number): Sql {
  return sql`
    SELECT "Activity"."id", "Activity"."description", "Activity"."createdAt" FROM "Activity"
    WHERE ${visibleActivity(viewer)}
      ${sqlOlderThan(sql`"Activity"`, cursor)}
    ORDER BY "Activity"."createdAt" DESC, "Activity"."id" DESC
    ${sqlLimit(take)}`;
}

const toItem = (row: ActivityRow): ActivityItem => ({
  id: row.id,
  description: row.description,
  timestamp: row.createdAt.toISOString(),
});

/** The latest items the viewer may see (null: all of them, for the admin dashboard). */
export async function listRecentActivity(limit: number, viewer: Viewer | null): Promise<ActivityItem[]> {
  const take = Math.min(Math.max(Math.trunc(limit), 1), 100);
  const rows = await readRows<ActivityRow[]>(activityQuery(viewer, null, take));
  return rows.map(toItem);
}

/** /activity: the items the viewer may see, 30 a page. */
export async function listActivityPage(viewer: Viewer, options: { cursor?: string | null; limit?: unknown } = {}) {
  const limit = parseLimit(options.limit, 30, 100);
  const rows = await readRows<ActivityRow[]>(activityQuery(viewer, decodeCursor(options.cursor), limit + 1));
  const { items, nextCursor } = paginate(rows, limit);
  return { items: items.map(toItem), nextCursor };
}
