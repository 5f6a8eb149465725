// /circles: the member's circles and circles they could join (decision 063). The API twin is /api/circles.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CircleCard } from "~/components/circles/circle-card";
import { EmptyState, PageShell } from "~/components/layout/page";
import { CIRCLE_COPY } from "~/copy/circles";
import { titleMeta } from "~/lib/page-title";
import { listCircles } from "~/models/circles.server";
import { requireUser } from "~/web/guards.server";
import { pageHandler } from "~/web/page-handler.server";

export const meta = titleMeta(CIRCLE_COPY.pageTitle);

export function loader({ request, context }: LoaderFunctionArgs) {
  return pageHandler(async () => {
    const user = await requireUser(request, context);
    return listCircles(user);
  });
}

export default function CirclesPage() {
  const { circles, suggestions } = useLoaderData<typeof loader>();
  return (
    <PageShell title={CIRCLE_COPY.pageTitle}>
      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="my-circles" className="min-w-0 space-y-3">
          <h2 id="my-circles" className="text-lg font-semibold text-gray-900">
            {CIRCLE_COPY.mine}
          </h2>
          {circles.length === 0 ? (
            <EmptyState title={CIRCLE_COPY.mine} description={CIRCLE_COPY.noCircles} />
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
              {CIRCLE_COPY.suggestions}
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
