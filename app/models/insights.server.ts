// Community figures for the home page, all computed from the database.
import { db } from "~/server/db.server";
import { readRows } from "~/server/read-db.server";
import { getEnv } from "~/server/env.server";
import type { RowOf } from "~/server/row-shape.server";

import type { CommunityInsights } from "~/lib/types/community";

export type { CommunityInsights };

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
// Community-wide figures change slowly; every home render recomputing them cost ~6 ms of SQL on a 10,000-member
// database (npm run bench). Each process keeps them for INSIGHTS_CACHE_SECONDS; past that, a request is answered
// with the kept figures while one recomputation runs (at a million members the counts of services and connections
// take a second, and twenty requests waiting on them at once timed out). Only a process's first request waits.
let cached: { at: number; value: Promise<CommunityInsights>; refreshing: boolean } | undefined;

/** The community's figures from MemberTally's rows (issue 48): the whole community ("", 0), its homelands, its cities. */
export const distinctRowShape = {
  members: "number|bigint|null",
  countries: "number|bigint",
  cities: "number|bigint",
} as const;

export function communityInsights(now = new Date()): Promise<CommunityInsights> {
  const maxAge = getEnv().INSIGHTS_CACHE_SECONDS * 1000;
  // 0: no keeping (the end-to-end tests' setting), every request reads the figures as they are.
  if (maxAge === 0) return computeInsights(now);
  const kept = cached;
  if (!kept || now.getTime() < kept.at) {
    const value = computeInsights(now);
    const entry = { at: now.getTime(), value, refreshing: false };
    cached = entry;
    value.catch(() => {
      if (cached === entry) cached = undefined;
    });
    return value;
  }
  if (now.getTime() - kept.at >= maxAge && !kept.refreshing) {
    kept.refreshing = true;
    const value = computeInsights(now);
    value.then(
      () => {
        if (cached === kept) cached = { at: now.getTime(), value, refreshing: false };
      },
      () => (kept.refreshing = false),
    );
  }
  return kept.value;
}

export function clearInsightsCache() {
  cached = undefined;
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
