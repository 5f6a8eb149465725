// /admin: the dashboard (spec section 2). The guard is on the server: a member is sent home with
// 'Access denied', a visitor to /login; neither receives any of this data.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { Link, PageShell } from "~/components/ui/kit";
import { StatCard } from "~/components/admin/stat-card";
import { UserRow } from "~/components/admin/user-row";
import { ActivityList } from "~/components/home/community";
import { countOpenReportItems, getAdminDashboard, requireAdmin, pageT, pageHandler } from "./admin.server";
import { DASHBOARD_USERS } from "~/schemas/constants";
import { dataTitleMeta } from "~/lib/page-context";

export const meta = dataTitleMeta;

export function loader({ request, context }: LoaderFunctionArgs) {
  return pageHandler(async () => {
    const admin = await requireAdmin(request, context);
    const [dashboard, openReports, t] = await Promise.all([
      getAdminDashboard(admin),
      countOpenReportItems(admin),
      pageT(request, context, "admin"),
    ]);
    return {
      ...dashboard,
      openReports,
      viewerId: admin.id,
      now: new Date().toISOString(),
      title: t("dashboard.title"),
    };
  });
}

// Keys in admin.json `dashboard.quick`: the label, and `<key>Hint` under it.
const QUICK_ACTIONS = [
  { to: "/admin/moderation", key: "moderation" },
  { to: "/admin/users", key: "users" },
  { to: "/admin/analytics", key: "analytics" },
  { to: "/admin/outbox", key: "outbox" },
  { to: "/admin/circles", key: "circles" },
] as const;

export default function AdminPage() {
  const { stats, suspendedUsers, users, totalUsers, activity, openReports, viewerId, now } =
    useLoaderData<typeof loader>();
  const { t } = useTranslation("admin");
  return (
    <PageShell title={t("dashboard.title")} subtitle={t("dashboard.subtitle")}>
      <section aria-labelledby="stats-heading" className="mb-6">
        <h2 id="stats-heading" className="sr-only">
          {t("dashboard.statsHeading")}
        </h2>
        <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          {/* Total Users counts every account; the home's "Active members" leaves the suspended ones out. */}
          <StatCard
            label={t("dashboard.totalUsers")}
            value={stats.totalUsers}
            testId="stat-total-users"
            note={t("dashboard.totalUsersNote", { count: suspendedUsers })}
          />
          <StatCard label={t("dashboard.totalPosts")} value={stats.totalPosts} testId="stat-total-posts" />
          <StatCard label={t("dashboard.activeEvents")} value={stats.activeEvents} testId="stat-active-events" />
          <StatCard label={t("dashboard.servicesListed")} value={stats.totalServices} testId="stat-total-services" />
        </dl>
      </section>
      <div className="grid gap-6 lg:grid-cols-3">
        <section className="card min-w-0 lg:col-span-2" aria-labelledby="users-heading">
          <h2 id="users-heading" className="text-lg font-semibold text-gray-900">
            {t("dashboard.userManagement")}
          </h2>
          <ul className="divide-y divide-gray-100" data-testid="admin-users">
            {users.map((user) => (
              <UserRow key={user.id} user={user} viewerId={viewerId} returnTo="/admin" />
            ))}
          </ul>
          <Link to="/admin/users" className="btn-secondary mt-3 w-full justify-center" data-testid="view-all-users">
            {totalUsers > DASHBOARD_USERS
              ? t("dashboard.viewAllUsersCount", { total: totalUsers })
              : t("dashboard.viewAllUsers")}
          </Link>
        </section>
        <div className="flex min-w-0 flex-col gap-6">
          <section className="card" aria-labelledby="activity-heading" data-testid="admin-activity">
            <h2 id="activity-heading" className="mb-3 text-lg font-semibold text-gray-900">
              {t("dashboard.recentActivity")}
            </h2>
            {activity.length === 0 ? (
              <p className="text-sm text-gray-600">{t("dashboard.noActivity")}</p>
            ) : (
              <ActivityList items={activity} now={now} />
            )}
          </section>
          <section className="card" aria-labelledby="quick-heading">
            <h2 id="quick-heading" className="mb-3 text-lg font-semibold text-gray-900">
              {t("dashboard.quickActions")}
            </h2>
            <ul className="space-y-2">
              {QUICK_ACTIONS.map((action) => (
                <li key={action.to}>
                  <Link to={action.to} className="block rounded-lg border border-gray-200 p-3 hover:bg-gray-50">
                    <span className="block font-medium text-gray-900">{t(`dashboard.quick.${action.key}`)}</span>
                    <span className="block text-xs text-gray-600">
                      {action.key === "moderation" && openReports > 0
                        ? `${t("dashboard.reportsWaiting", { count: openReports })} · `
                        : ""}
                      {t(`dashboard.quick.${action.key}Hint`)}
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
