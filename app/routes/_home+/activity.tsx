import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { ActivityList } from "~/components/home/community";
import { EmptyState, PageShell } from "~/components/layout/page";
import { listActivityPage } from "~/models/activity.server";
import { requireUser } from "~/web/guards.server";
import { isAppError } from "~/lib/errors";
import { titleMeta } from "~/lib/page-title";
import { pageHandler } from "~/web/page-handler.server";

export const meta = titleMeta("Community activity");

export function loader({ request, context }: LoaderFunctionArgs) {
  return pageHandler(async () => {
    const user = await requireUser(request, context);
    try {
      const page = await listActivityPage(user, { cursor: new URL(request.url).searchParams.get("cursor") });
      return { ...page, now: new Date().toISOString() };
    } catch (error) {
      if (isAppError(error) && error.status === 400) throw redirect("/activity");
      throw error;
    }
  });
}

export default function ActivityPage() {
  const { items, nextCursor, now } = useLoaderData<typeof loader>();
  return (
    <PageShell title="Community activity" subtitle="What members have been up to.">
      {items.length === 0 ? (
        <EmptyState title="No recent activity" />
      ) : (
        <div className="card">
          <ActivityList items={items} now={now} className="space-y-3" />
        </div>
      )}
      {nextCursor ? (
        <div className="mt-4 flex justify-center">
          <Link to={`/activity?cursor=${encodeURIComponent(nextCursor)}`} className="btn-secondary">
            Older activity
          </Link>
        </div>
      ) : null}
    </PageShell>
  );
}
