// Community figures for the home page, all computed from the database.
import { db, sql } from "~/server/db.server";
import { readRows } from "~/server/read-db.server";
import { activeMemberRule } from "./visibility-rules.server";
import { getEnv } from "~/server/env.server";
import type { RowOf } from "~/server/row-shape.server";

import type { CommunityInsights } from "~/lib/types/community";

export type { CommunityInsights };

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
// Community-wide figures change slowly; every home render recomputing them cost ~6 ms of SQL
// on a 10,000-member database (npm run bench). Each process keeps them for a minute.
let cached: { at: number; value: Promise<CommunityInsights> } | undefined;

/** The distinct counts' row (computeInsights). */
export const distinctRowShape = {
  members: "number|bigint",
  countries: "number|bigint",
  cities: "number|bigint",
} as const;

export function communityInsights(now = new Date()): Promise<CommunityInsights> {
  const maxAge = getEnv().INSIGHTS_CACHE_SECONDS * 1000;
  if (!cached || now.getTime() - cached.at >= maxAge || now.getTime() < cached.at) {
    const value = computeInsights(now);
    cached = { at: now.getTime(), value };
    value.catch(() => (cached = undefined));
  }
  return cached.value;
}

export function clearInsightsCache() {
  cached = undefined;
}

async function computeInsights(now: Date): Promise<CommunityInsights> {
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const nextMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  const [distinct, eventsThisMonth, services, newConnectionsThisWeek] = await Promise.all([
    // Distinct counts in one portable statement (quoted identifiers work on SQLite and PostgreSQL).
    readRows<Array<RowOf<typeof distinctRowShape>>>`
      SELECT COUNT(*) AS members,
             COUNT(DISTINCT "countryOfOrigin") AS countries,
             COUNT(DISTINCT "currentLocation") AS cities
      FROM "User" WHERE ${activeMemberRule().sql(sql`"status"`)}`,
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
