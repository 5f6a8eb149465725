// Shapes the admin screens and the /api/admin endpoints answer with.
import type { ViewerUser } from "~/lib/page-context";

/** The spec's "Admin stats". */
export type AdminStats = { totalUsers: number; totalPosts: number; activeEvents: number; totalServices: number };

/** A member as an admin sees them (admins may see emails): the viewer's own fields, with status and joined date. */
export type AdminUser = ViewerUser & { status: "active" | "suspended" | "deleted"; createdAt: string };

export type UserStatusAction = "suspend" | "activate" | "sign-out" | "delete";

/** One row of the audit log. */
export type AuditEntry = {
  id: string;
  actorId: string | null;
  actorName: string;
  action: string;
  subjectType: string;
  subjectId: string;
  subjectLabel: string;
  note: string | null;
  createdAt: string;
};

export type AnalyticsRange = 30 | 90 | 365;

/** A chart's data: one label and first day (YYYY-MM-DD) per bucket, and named series of the same length. */
export type Series = { name: string; values: number[] };
export type ChartData = { labels: string[]; starts: string[]; series: Series[] };

export type Analytics = {
  range: AnalyticsRange;
  from: string;
  to: string;
  signups: ChartData;
  postsByType: ChartData;
  activeMembers: ChartData;
  eventsAndRsvps: ChartData;
  topHomelands: Array<{ name: string; count: number }>;
  topCities: Array<{ name: string; count: number }>;
};
