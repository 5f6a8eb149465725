// /admin/analytics: charts an admin reads at a glance, over the last 30, 90 or 365 days (?range=).
// Server-rendered bars with HTML labels and the numbers in tables, so everything shows without JS.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { Link, PageShell } from "~/components/ui/kit";
import { BarChart } from "~/components/admin/bar-chart";
import { TopList } from "~/components/admin/top-list";
import { getAnalytics, requireAdmin, pageT, pageHandler } from "./admin_.analytics.server";
import { ANALYTICS_RANGES } from "~/schemas/constants";
import { dataTitleMeta } from "~/lib/page-context";

export const meta = dataTitleMeta;

export function loader({ request, context }: LoaderFunctionArgs) {
  return pageHandler(async () => {
    const admin = await requireAdmin(request, context);
    // An unknown range in a hand-edited link is the model's 400 (answered by pageHandler).
    const [analytics, t] = await Promise.all([
      getAnalytics(admin, new URL(request.url).searchParams.get("range")),
      pageT(request, context, "admin"),
    ]);
    return { ...analytics, title: t("analytics.title") };
  });
}

export default function AnalyticsPage() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin");
  return (
    <PageShell
      title={t("analytics.title")}
      subtitle={t("analytics.subtitle", { count: data.range })}
      actions={
        <Link to="/admin" className="btn-secondary">
          {t("backToDashboard")}
        </Link>
      }
    >
      <nav aria-label={t("analytics.range")} className="mb-6 flex flex-wrap gap-2">
        {ANALYTICS_RANGES.map((range) => (
          <Link
            key={range}
            to={`/admin/analytics?range=${range}`}
            className={range === data.range ? "btn-primary" : "btn-secondary"}
            aria-current={range === data.range ? "page" : undefined}
          >
            {t("analytics.lastDays", { count: range })}
          </Link>
        ))}
      </nav>
      <div className="grid gap-6 lg:grid-cols-2">
        <BarChart title={t("analytics.signups")} data={data.signups} testId="chart-signups" />
        <BarChart title={t("analytics.active")} data={data.activeMembers} testId="chart-active" />
        <BarChart title={t("analytics.posts")} data={data.postsByType} testId="chart-posts" />
        <BarChart title={t("analytics.events")} data={data.eventsAndRsvps} testId="chart-events" apart />
        <TopList title={t("analytics.homelands")} rows={data.topHomelands} testId="top-homelands" countries />
        <TopList title={t("analytics.cities")} rows={data.topCities} testId="top-cities" />
      </div>
    </PageShell>
  );
}
