// /admin/analytics: charts an admin reads at a glance, over the last 30, 90 or 365 days (?range=).
// Server-rendered bars with HTML labels and the numbers in tables, so everything shows without JS.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { BarChart } from "~/components/admin/bar-chart";
import { TopList } from "~/components/admin/top-list";
import { PageShell } from "~/components/layout/page";
import { getAnalytics } from "~/models/analytics.server";
import { ANALYTICS_RANGES } from "~/schemas/admin";
import { requireAdmin } from "~/web/guards.server";
import { titleMeta } from "~/lib/page-title";
import { pageHandler } from "~/web/page-handler.server";

export const meta = titleMeta("Analytics");

export function loader({ request, context }: LoaderFunctionArgs) {
  return pageHandler(async () => {
    const admin = await requireAdmin(request, context);
    // An unknown range in a hand-edited link is the model's 400 (answered by pageHandler).
    return getAnalytics(admin, new URL(request.url).searchParams.get("range"));
  });
}

export default function AnalyticsPage() {
  const data = useLoaderData<typeof loader>();
  return (
    <PageShell
      title="Analytics"
      subtitle={`The last ${data.range} days.`}
      actions={
        <Link to="/admin" className="btn-secondary">
          Back to dashboard
        </Link>
      }
    >
      <nav aria-label="Range" className="mb-6 flex flex-wrap gap-2">
        {ANALYTICS_RANGES.map((range) => (
          <Link
            key={range}
            to={`/admin/analytics?range=${range}`}
            className={range === data.range ? "btn-primary" : "btn-secondary"}
            aria-current={range === data.range ? "page" : undefined}
          >
            Last {range} days
          </Link>
        ))}
      </nav>
      <div className="grid gap-6 lg:grid-cols-2">
        <BarChart title="Sign-ups per week" data={data.signups} testId="chart-signups" />
        <BarChart title="Weekly active members" data={data.activeMembers} testId="chart-active" />
        <BarChart title="Posts per day by type" data={data.postsByType} testId="chart-posts" />
        <BarChart title="Events and RSVPs per week" data={data.eventsAndRsvps} testId="chart-events" apart />
        <TopList title="Top homelands" rows={data.topHomelands} testId="top-homelands" />
        <TopList title="Top cities" rows={data.topCities} testId="top-cities" />
      </div>
    </PageShell>
  );
}
