import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { EmptyState, PageShell } from "~/components/layout/page";
import { listActivityPage } from "~/models/activity.server";
import { requireUser } from "~/utils/auth.server";
import { isAppError } from "~/utils/errors";
import { relativeTime } from "~/utils/time";

export const meta: MetaFunction = () => [{ title: "Community activity" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  try {
    const page = await listActivityPage({ cursor: new URL(request.url).searchParams.get("cursor") });
    return { ...page, now: new Date().toISOString() };
  } catch (error) {
    if (isAppError(error) && error.status === 400) throw redirect("/activity");
    throw error;
  }
}

export default function ActivityPage() {
  const { items, nextCursor, now } = useLoaderData<typeof loader>();
  return (
    <PageShell title="Community activity" subtitle="What members have been up to.">
      {items.length === 0 ? (
        <EmptyState title="No recent activity" />
      ) : (
        <ul className="card divide-y divide-gray-100 p-0">
          {items.map((item) => (
            <li key={item.id} className="flex items-center justify-between gap-4 px-5 py-3 text-sm">
              <span className="text-gray-800">{item.description}</span>
              <time dateTime={item.timestamp} className="shrink-0 text-xs text-gray-500">
                {relativeTime(item.timestamp, now)}
              </time>
            </li>
          ))}
        </ul>
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
