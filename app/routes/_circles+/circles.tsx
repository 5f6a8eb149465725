// /circles: the member's circles and circles they could join (decision 063). The API twin is /api/circles.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { CircleCard } from "~/components/circles/circle-card";
import { EmptyState, PageShell } from "~/components/layout/page";
import { dataTitleMeta } from "~/lib/page-title";
import { pageT, listCircles, requireUser, pageHandler } from "./circles.server";

export const meta = dataTitleMeta;

export function loader({ request, context }: LoaderFunctionArgs) {
  return pageHandler(async () => {
    const user = await requireUser(request, context);
    const [t, circles] = await Promise.all([pageT(request, context, "circles"), listCircles(user)]);
    return { title: t("title"), ...circles };
  });
}

export default function CirclesPage() {
  const { circles, suggestions } = useLoaderData<typeof loader>();
  const { t } = useTranslation("circles");
  return (
    <PageShell title={t("title")}>
      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="my-circles" className="min-w-0 space-y-3">
          <h2 id="my-circles" className="text-lg font-semibold text-gray-900">
            {t("mine")}
          </h2>
          {circles.length === 0 ? (
            <EmptyState title={t("mine")} description={t("noCircles")} />
          ) : (
            <ul className="space-y-3">
              {circles.map((circle) => (
                <CircleCard key={circle.id} circle={circle} returnTo="/circles" />
              ))}
            </ul>
          )}
        </section>
        {suggestions.length > 0 ? (
          <section aria-labelledby="circle-suggestions" className="min-w-0 space-y-3">
            <h2 id="circle-suggestions" className="text-lg font-semibold text-gray-900">
              {t("suggestions")}
            </h2>
            <ul className="space-y-3">
              {suggestions.map((circle) => (
                <CircleCard key={circle.id} circle={circle} returnTo="/circles" />
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </PageShell>
  );
}
