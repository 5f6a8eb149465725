// Community figures for the home page, all computed from the database.
import { db } from "~/server/db.server";
import { readRows } from "~/server/read-db.server";
import { clearKeptFigures, keptFigures } from "~/server/kept-figures.server";
import type { RowOf } from "~/server/row-shape.server";

import type { CommunityInsights } from "~/lib/types/community";

export type { CommunityInsights };

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
// Community-wide figures change slowly; every home render recomputing them cost ~6 ms of SQL on a 10,000-member
// database (npm run bench). They are kept (keptFigures: stale while one recomputation runs).
/** The community's figures from MemberTally's rows (issue 48): the whole community ("", 0), its homelands, its cities. */
export const distinctRowShape = {
  members: "number|bigint|null",
  countries: "number|bigint",
  cities: "number|bigint",
} as const;

export function communityInsights(now = new Date()): Promise<CommunityInsights> {
  return keptFigures("insights", now, () => computeInsights(now));
}

export function clearInsightsCache() {
  clearKeptFigures();
}

async function computeInsights(now: Date): Promise<CommunityInsights> {
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const nextMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  const [distinct, eventsThisMonth, services, newConnectionsThisWeek] = await Promise.all([
    // Kept by triggers on "User": active members, the homelands and the cities (places) they live in.
    readRows<Array<RowOf<typeof distinctRowShape>>>`
      SELECT (SELECT mt."members" FROM "MemberTally" mt WHERE mt."homeland" = '' AND mt."placeId" = 0) AS members,
             (SELECT COUNT(*) FROM "MemberTally" mt WHERE mt."placeId" = 0 AND mt."homeland" <> '' AND mt."members" > 0) AS countries,
             (SELECT COUNT(*) FROM "MemberTally" mt WHERE mt."homeland" = '' AND mt."placeId" <> 0 AND mt."members" > 0) AS cities`,
    db.event.count({ where: { eventDate: { gte: monthStart, lt: nextMonth } } }),
    db.service.count(),
    db.connection.count({ where: { status: "accepted", updatedAt: { gte: new Date(now.getTime() - WEEK_MS) } } }),
  ]);
  const row = distinct[0];
  return {
    members: Number(row?.members ?? 0),
    countries: Number(row?.countries ?? 0),
    cities: Number(row?.cities ?? 0),
    eventsThisMonth,
    services,
    newConnectionsThisWeek,
  };
}
