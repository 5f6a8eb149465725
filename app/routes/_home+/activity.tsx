import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect, listActivityPage, requireUser, pageT, pageHandler } from "./activity.server";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { Link, EmptyState, PageShell } from "~/components/ui/kit";
import { ActivityList } from "~/components/home/community";
import { isAppError } from "~/lib/errors";
import { dataTitleMeta } from "~/lib/page-context";

export const meta = dataTitleMeta;

export function loader({ request, context }: LoaderFunctionArgs) {
  return pageHandler(async () => {
    const user = await requireUser(request, context);
    try {
      const page = await listActivityPage(user, { cursor: new URL(request.url).searchParams.get("cursor") });
      const t = await pageT(request, context, "home");
      return { ...page, now: new Date().toISOString(), title: t("activityPage.title") };
    } catch (error) {
      if (isAppError(error) && error.status === 400) throw redirect("/activity");
      throw error;
    }
  });
}

export default function ActivityPage() {
  const { t } = useTranslation("home");
  const { items, nextCursor, now } = useLoaderData<typeof loader>();
  return (
    <PageShell title={t("activityPage.title")} subtitle={t("activityPage.subtitle")}>
      {items.length === 0 ? (
        <EmptyState title={t("activity.empty")} />
      ) : (
        <div className="card">
          <ActivityList items={items} now={now} className="space-y-3" />
        </div>
      )}
      {nextCursor ? (
        <div className="mt-4 flex justify-center">
          <Link to={`/activity?cursor=${encodeURIComponent(nextCursor)}`} className="btn-secondary">
            {t("activityPage.older")}
          </Link>
        </div>
      ) : null}
    </PageShell>
  );
}
