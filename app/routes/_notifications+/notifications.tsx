// /notifications: what happened to the member, newest first; viewing a page marks it read, and "Mark all
// read" is a plain form. Works without JS; with JS the bell follows live.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { EmptyState, PageShell } from "~/components/layout/page";
import { MemberAvatar } from "~/components/people/member-link";
import { listNotifications, markNotificationsRead, markShownRead } from "~/models/notifications.server";
import { isAppError } from "~/lib/errors";
import { titleMeta } from "~/lib/page-title";
import { relativeTime } from "~/lib/time";
import { readForm } from "~/web/form-body.server";
import { requireUser } from "~/web/guards.server";
import { actionFailure, actionSuccess } from "~/web/page-response.server";
import { pageHandler } from "~/web/page-handler.server";

export const meta = titleMeta("Notifications");

export function loader({ request, context }: LoaderFunctionArgs) {
  return pageHandler(async () => {
    const user = await requireUser(request, context);
    const cursor = new URL(request.url).searchParams.get("cursor");
    try {
      const page = await listNotifications(user, { cursor });
      await markShownRead(user, page.items);
      return { ...page, paged: Boolean(cursor), now: new Date().toISOString() };
    } catch (error) {
      // A stale or hand-edited cursor starts again from the newest.
      if (isAppError(error) && error.status === 400) throw redirect("/notifications");
      throw error;
    }
  });
}

export function action({ request, context }: ActionFunctionArgs) {
  return pageHandler(async () => {
    const user = await requireUser(request, context);
    const form = await readForm(request);
    try {
      const { updated } = await markNotificationsRead(user, {});
      return actionSuccess({ ...form, returnTo: "/notifications" }, { toast: { type: "success", title: updated ? "All caught up" : "Nothing new", description: updated ? `${updated} marked read.` : undefined }, fallback: "/notifications" });
    } catch (error) {
      return actionFailure({ ...form, returnTo: "/notifications" }, error, "Failed to mark notifications read.", "/notifications");
    }
  });
}

export default function NotificationsPage() {
  const { items, nextCursor, paged, now } = useLoaderData<typeof loader>();
  return (
    <PageShell
      title="Notifications"
      subtitle="Requests, comments, answers and events that concern you."
      actions={
        <Form method="post">
          <button type="submit" className="btn-secondary">
            Mark all read
          </button>
        </Form>
      }
    >
      {items.length === 0 ? (
        <EmptyState title={paged ? "No older notifications" : "No notifications yet"} description="When someone connects, comments or answers, you will see it here." />
      ) : (
        <ul className="card divide-y divide-gray-100 p-0" aria-label="Notifications">
          {items.map((item) => (
            <li key={item.id} className={`flex min-w-0 items-start gap-3 p-4 ${item.read ? "" : "bg-brand-50/60"}`} data-testid="notification">
              {item.actor ? <MemberAvatar user={item.actor} size={36} /> : null}
              <div className="min-w-0 flex-1">
                <Link to={item.link} className="block text-sm text-gray-900 hover:underline [overflow-wrap:anywhere]">
                  {item.actor ? (
                    <span className="font-semibold">
                      {item.actor.firstName} {item.actor.lastName}
                    </span>
                  ) : null}{" "}
                  {item.summary}
                </Link>
                <p className="mt-1 text-xs text-gray-500">
                  <time dateTime={item.createdAt}>{relativeTime(item.createdAt, now)}</time>
                  {item.read ? null : <span className="ml-2 font-semibold text-brand-700">New</span>}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
      <nav className="mt-6 flex flex-wrap justify-center gap-3" aria-label="Pages">
        {paged ? (
          <Link to="/notifications" className="btn-secondary">
            Newest
          </Link>
        ) : null}
        {nextCursor ? (
          <Link to={`/notifications?cursor=${encodeURIComponent(nextCursor)}`} className="btn-secondary">
            Older notifications
          </Link>
        ) : null}
      </nav>
    </PageShell>
  );
}
