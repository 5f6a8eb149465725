// /admin: the dashboard (spec section 2). The guard is on the server: a member is sent home with
// 'Access denied', a visitor to /login; neither receives any of this data.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { mailCopy } from "~/copy/mail";
import { StatCard } from "~/components/admin/stat-card";
import { UserRow } from "~/components/admin/user-row";
import { ActivityList } from "~/components/home/community";
import { PageShell } from "~/components/layout/page";
import { countOpenReportItems } from "~/models/reports.server";
import { getAdminDashboard } from "~/models/admin.server";
import { DASHBOARD_USERS } from "~/schemas/admin";
import { requireAdmin } from "~/web/guards.server";
import { titleMeta } from "~/lib/page-title";
import { pageHandler } from "~/web/page-handler.server";

export const meta = titleMeta("Admin Dashboard");

export function loader({ request, context }: LoaderFunctionArgs) {
  return pageHandler(async () => {
    const admin = await requireAdmin(request, context);
    const [dashboard, openReports] = await Promise.all([getAdminDashboard(admin), countOpenReportItems(admin)]);
    return { ...dashboard, openReports, viewerId: admin.id, now: new Date().toISOString() };
  });
}

// Total Users counts every account; the home's "Active members" leaves the suspended ones out.
const totalUsersNote = (suspended: number) => `All accounts, including ${suspended} suspended`;

const QUICK_ACTIONS = [
  { to: "/admin/moderation", label: "Moderate Content", hint: "Reports and the audit log" },
  { to: "/admin/users", label: "Manage Users", hint: "Search, suspend and activate" },
  { to: "/admin/analytics", label: "View Analytics", hint: "Sign-ups, posts and events over time" },
  { to: "/admin/outbox", label: mailCopy.outboxTitle, hint: mailCopy.outboxHint },
];

export default function AdminPage() {
  const { stats, suspendedUsers, users, totalUsers, activity, openReports, viewerId, now } =
    useLoaderData<typeof loader>();
  return (
    <PageShell title="Admin Dashboard" subtitle="Keep the community healthy.">
      <section aria-labelledby="stats-heading" className="mb-6">
        <h2 id="stats-heading" className="sr-only">
          Platform statistics
        </h2>
        <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          <StatCard
            label="Total Users"
            value={stats.totalUsers}
            testId="stat-total-users"
            note={totalUsersNote(suspendedUsers)}
          />
          <StatCard label="Total Posts" value={stats.totalPosts} testId="stat-total-posts" />
          <StatCard label="Active Events" value={stats.activeEvents} testId="stat-active-events" />
          <StatCard label="Services Listed" value={stats.totalServices} testId="stat-total-services" />
        </dl>
      </section>
      <div className="grid gap-6 lg:grid-cols-3">
        <section className="card min-w-0 lg:col-span-2" aria-labelledby="users-heading">
          <h2 id="users-heading" className="text-lg font-semibold text-gray-900">
            User Management
          </h2>
          <ul className="divide-y divide-gray-100" data-testid="admin-users">
            {users.map((user) => (
              <UserRow key={user.id} user={user} viewerId={viewerId} returnTo="/admin" />
            ))}
          </ul>
          <Link to="/admin/users" className="btn-secondary mt-3 w-full justify-center" data-testid="view-all-users">
            View All Users{totalUsers > DASHBOARD_USERS ? ` (${totalUsers})` : ""}
          </Link>
        </section>
        <div className="flex min-w-0 flex-col gap-6">
          <section className="card" aria-labelledby="activity-heading" data-testid="admin-activity">
            <h2 id="activity-heading" className="mb-3 text-lg font-semibold text-gray-900">
              Recent Activity
            </h2>
            {activity.length === 0 ? (
              <p className="text-sm text-gray-600">No recent activity</p>
            ) : (
              <ActivityList items={activity} now={now} />
            )}
          </section>
          <section className="card" aria-labelledby="quick-heading">
            <h2 id="quick-heading" className="mb-3 text-lg font-semibold text-gray-900">
              Quick Actions
            </h2>
            <ul className="space-y-2">
              {QUICK_ACTIONS.map((action) => (
                <li key={action.to}>
                  <Link to={action.to} className="block rounded-lg border border-gray-200 p-3 hover:bg-gray-50">
                    <span className="block font-medium text-gray-900">{action.label}</span>
                    <span className="block text-xs text-gray-600">
                      {action.to === "/admin/moderation" && openReports > 0
                        ? `${openReports} reported ${openReports === 1 ? "item waits" : "items wait"} · `
                        : ""}
                      {action.hint}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        </div>
      </div>
    </PageShell>
  );
}
